import Model
import Sim

/// Runs a scenario's watchers in fixed partitions over worker threads, like `CaregiverRun`.
public enum WatcherRun {
    /// The catalog watchers pick from: the synthetic one of the scenario's size.
    public static func catalog(_ scenario: Scenario) -> TitleCatalog {
        TitleCatalog(SyntheticTitles.generate(count: scenario.watchers.catalogTitles))
    }

    /// Simulates every watcher (`nil` when the scenario has none, or when cancelled).
    public static func run(_ scenario: Scenario, workers: Int, catalog: TitleCatalog? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> WatcherTally? {
        guard scenario.watchers.count > 0 else { return nil }
        let catalog = catalog ?? Self.catalog(scenario)
        return PersonaRun.run(count: scenario.watchers.count, workers: workers, into: WatcherTally(scenario: scenario), isCancelled: isCancelled,
                              simulate: { simulate(scenario, agents: $0, catalog: catalog, tracing: false, isCancelled: isCancelled).tally },
                              merge: { $0.merge($1) })
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
        PersonaRun.live(&world, &simulation, scenario, isCancelled: isCancelled)
        return (world.tally, world.trace)
    }
}
