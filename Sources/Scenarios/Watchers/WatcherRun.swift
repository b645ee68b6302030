import Model
import Sim

/// Runs a scenario's watchers in fixed partitions over worker threads, like `CaregiverRun`.
public enum WatcherRun {
    /// Watchers per partition.
    public static let partitionSize = 250

    /// The catalog watchers pick from: the synthetic one of the scenario's size.
    public static func catalog(_ scenario: Scenario) -> TitleCatalog {
        TitleCatalog(SyntheticTitles.generate(count: scenario.watchers.catalogTitles))
    }

    /// Simulates every watcher (`nil` when the scenario has none, or when cancelled).
    public static func run(_ scenario: Scenario, workers: Int, catalog: TitleCatalog? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> WatcherTally? {
        guard scenario.watchers.count > 0 else { return nil }
        let catalog = catalog ?? Self.catalog(scenario)
        let ranges = stride(from: 0, to: scenario.watchers.count, by: partitionSize).map { $0..<min($0 + partitionSize, scenario.watchers.count) }
        let tallies = PartitionedRun.map(count: ranges.count, workers: workers, progress: nil) { index in
            simulate(scenario, agents: ranges[index], catalog: catalog, tracing: false, isCancelled: isCancelled).tally
        }
        if isCancelled() { return nil }
        var total = WatcherTally(scenario: scenario)
        for tally in tallies { total.merge(tally) }
        return total
    }

    /// Re-runs watcher `index` alone, with a trace of everything that happened to it.
    public static func replay(_ scenario: Scenario, agent index: Int) -> (tally: WatcherTally, trace: [String]) {
        let result = simulate(scenario, agents: index..<(index + 1), catalog: catalog(scenario), tracing: true, isCancelled: { false })
        return (result.tally, result.trace ?? [])
    }

    static func simulate(_ scenario: Scenario, agents: Range<Int>, catalog: TitleCatalog, tracing: Bool,
                         isCancelled: () -> Bool) -> (tally: WatcherTally, trace: [String]?) {
        var world = WatcherWorld(scenario: scenario, agents: agents, catalog: catalog, tracing: tracing)
        var simulation = Simulation<WatcherEvent>(start: scenario.start)
        world.start(&simulation)
        for day in 1...scenario.days {
            if isCancelled() { break }
            simulation.run(until: scenario.start.advanced(byMilliseconds: Int64(day) * Milliseconds.day), handler: &world)
        }
        return (world.tally, world.trace)
    }
}
