import Model
import Sim

/// Runs a scenario's journalers in fixed partitions over worker threads, like `CaregiverRun`.
public enum JournalerRun {
    /// Simulates every journaler (`nil` when the scenario has none, or when cancelled).
    public static func run(_ scenario: Scenario, workers: Int, isCancelled: @escaping @Sendable () -> Bool = { false }) -> JournalerTally? {
        guard scenario.journalers.count > 0 else { return nil }
        return PersonaRun.run(count: scenario.journalers.count, workers: workers, into: JournalerTally(scenario: scenario), isCancelled: isCancelled,
                              simulate: { simulate(scenario, agents: $0, tracing: false, isCancelled: isCancelled).tally }, merge: { $0.merge($1) })
    }

    /// Re-runs journaler `index` alone, with a trace.
    public static func replay(_ scenario: Scenario, agent index: Int) -> (tally: JournalerTally, trace: [String]) {
        let result = simulate(scenario, agents: index..<(index + 1), tracing: true, isCancelled: { false })
        return (result.tally, result.trace ?? [])
    }

    static func simulate(_ scenario: Scenario, agents: Range<Int>, tracing: Bool, isCancelled: () -> Bool) -> (tally: JournalerTally, trace: [String]?) {
        var world = JournalerWorld(scenario: scenario, agents: agents, tracing: tracing)
        var simulation = Simulation<JournalerEvent>(start: scenario.start)
        world.start(&simulation)
        PersonaRun.live(&world, &simulation, scenario, isCancelled: isCancelled)
        world.close(at: scenario.end)
        return (world.tally, world.trace)
    }
}
