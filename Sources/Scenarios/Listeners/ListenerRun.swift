import Model
import Sim

/// Runs a scenario's listeners in fixed partitions over worker threads, like `CaregiverRun`.
public enum ListenerRun {
    /// Simulates every listener (`nil` when the scenario has none, or when cancelled).
    public static func run(_ scenario: Scenario, workers: Int, isCancelled: @escaping @Sendable () -> Bool = { false }) -> ListenerTally? {
        guard scenario.listeners.count > 0 else { return nil }
        return PersonaRun.run(count: scenario.listeners.count, workers: workers, into: ListenerTally(scenario: scenario), isCancelled: isCancelled,
                              simulate: { simulate(scenario, agents: $0, tracing: false, isCancelled: isCancelled).tally }, merge: { $0.merge($1) })
    }

    /// Re-runs listener `index` alone, with a trace.
    public static func replay(_ scenario: Scenario, agent index: Int) -> (tally: ListenerTally, trace: [String]) {
        let result = simulate(scenario, agents: index..<(index + 1), tracing: true, isCancelled: { false })
        return (result.tally, result.trace ?? [])
    }

    static func simulate(_ scenario: Scenario, agents: Range<Int>, tracing: Bool, isCancelled: () -> Bool) -> (tally: ListenerTally, trace: [String]?) {
        var world = ListenerWorld(scenario: scenario, agents: agents, tracing: tracing)
        var simulation = Simulation<ListenerEvent>(start: scenario.start)
        world.start(&simulation)
        PersonaRun.live(&world, &simulation, scenario, isCancelled: isCancelled)
        world.close(at: scenario.end)
        return (world.tally, world.trace)
    }
}
