import Model
import Sim

/// What `appsim replay` prints for one agent.
public enum ReplayConsole {
    public static func text(scenario: Scenario, path: String, agent: String, tally: CaregiverTally, trace: [String]?) -> String {
        text(scenario: scenario, path: path, agent: agent, totals: tally.totals, ledger: tally.ledger, trace: trace)
    }

    public static func text(scenario: Scenario, path: String, agent: String, tally: WatcherTally, trace: [String]?) -> String {
        text(scenario: scenario, path: path, agent: agent, totals: tally.totals, ledger: tally.ledger, trace: trace)
    }

    public static func text(scenario: Scenario, path: String, agent: String, tally: JournalerTally, trace: [String]?) -> String {
        text(scenario: scenario, path: path, agent: agent, totals: tally.totals, ledger: tally.ledger, trace: trace)
    }

    public static func text(scenario: Scenario, path: String, agent: String, tally: ListenerTally, trace: [String]?) -> String {
        text(scenario: scenario, path: path, agent: agent, totals: tally.totals, ledger: tally.ledger, trace: trace)
    }

    static func text<Metric: MetricKey, Invariant: MetricKey>(scenario: Scenario, path: String, agent: String, totals: Counters<Metric>,
                                                             ledger: InvariantLedger<Invariant>, trace: [String]?) -> String {
        var text = "appsim replay \(path) --seed \(scenario.seed) --agent \(agent)\n"
        if let trace {
            text += trace.map { "  \($0)\n" }.joined()
        }
        let counts = Metric.allCases.filter { totals[$0] > 0 }.map { "\($0.name) \(totals[$0])" }
        text += "totals: " + counts.joined(separator: ", ") + "\n"
        let failures = ledger.failures.values.reduce(0, +)
        text += "invariants: \(ledger.checks.values.reduce(0, +)) checks, \(failures) violated\n"
        for violation in ledger.violations {
            text += "VIOLATION \(violation)\n"
        }
        return text
    }
}
