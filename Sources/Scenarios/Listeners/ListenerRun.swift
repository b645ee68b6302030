import Model
import Sim

/// Runs a scenario's listeners in fixed partitions over worker threads, like `CaregiverRun`.
public enum ListenerRun {
    public static let partitionSize = 250

    /// Simulates every listener (`nil` when the scenario has none, or when cancelled).
    public static func run(_ scenario: Scenario, workers: Int, isCancelled: @escaping @Sendable () -> Bool = { false }) -> ListenerTally? {
        guard scenario.listeners.count > 0 else { return nil }
        let count = scenario.listeners.count
        let ranges = stride(from: 0, to: count, by: partitionSize).map { $0..<min($0 + partitionSize, count) }
        let tallies = PartitionedRun.map(count: ranges.count, workers: workers, progress: nil) { index in
            simulate(scenario, agents: ranges[index], tracing: false, isCancelled: isCancelled).tally
        }
        if isCancelled() { return nil }
        var total = ListenerTally(scenario: scenario)
        for tally in tallies { total.merge(tally) }
        return total
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
        for day in 1...scenario.days {
            if isCancelled() { break }
            simulation.run(until: scenario.start.advanced(byMilliseconds: Int64(day) * Milliseconds.day), handler: &world)
        }
        world.close(at: scenario.end)
        return (world.tally, world.trace)
    }
}
