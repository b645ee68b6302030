import Model
import Sim

/// What `appsim replay` prints for one agent.
public enum ReplayConsole {
    public static func text(scenario: Scenario, path: String, agent: String, tally: CaregiverTally, trace: [String]?) -> String {
        var text = "appsim replay \(path) --seed \(scenario.seed) --agent \(agent)\n"
        if let trace {
            text += trace.map { "  \($0)\n" }.joined()
        }
        let counts = CaregiverMetric.allCases.filter { tally.totals[$0] > 0 }.map { "\($0.name) \(tally.totals[$0])" }
        text += "totals: " + counts.joined(separator: ", ") + "\n"
        let failures = tally.ledger.failures.values.reduce(0, +)
        text += "invariants: \(tally.ledger.checks.values.reduce(0, +)) checks, \(failures) violated\n"
        for violation in tally.ledger.violations {
            text += "VIOLATION \(violation)\n"
        }
        return text
    }
}
