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

    /// Replays `agent` when it names a watcher, journaler or listener of `scenario` (`persona#N`):
    /// what to print, and whether it broke an invariant; `nil` for any other name.
    public static func replay(_ scenario: Scenario, path: String, agent: String, trace: Bool) -> (text: String, violated: Bool)? {
        func index(_ persona: String, count: Int) -> Int? {
            guard agent.hasPrefix(persona + "#"), let index = Int(agent.dropFirst(persona.count + 1)), index >= 0, index < count else { return nil }
            return index
        }
        if let i = index("watcher", count: scenario.watchers.count) {
            let replay = WatcherRun.replay(scenario, agent: i)
            return (text(scenario: scenario, path: path, agent: agent, tally: replay.tally, trace: trace ? replay.trace : nil), replay.tally.ledger.isViolated)
        }
        if let i = index("journaler", count: scenario.journalers.count) {
            let replay = JournalerRun.replay(scenario, agent: i)
            return (text(scenario: scenario, path: path, agent: agent, tally: replay.tally, trace: trace ? replay.trace : nil), replay.tally.ledger.isViolated)
        }
        if let i = index("listener", count: scenario.listeners.count) {
            let replay = ListenerRun.replay(scenario, agent: i)
            return (text(scenario: scenario, path: path, agent: agent, tally: replay.tally, trace: trace ? replay.trace : nil), replay.tally.ledger.isViolated)
        }
        return nil
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
