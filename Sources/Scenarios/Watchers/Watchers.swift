import Model
import Sim

/// Watchers (GoodWatch): people who ask for tonight's pick, decide, watch, and answer the
/// feedback prompt, while the engine learns their taste.
enum Watchers: Persona {
    typealias Agent = Watcher
    typealias Event = WatcherEvent
    typealias Population = WatcherPopulation
    typealias Metric = WatcherMetric
    typealias Invariant = WatcherInvariant
    typealias Tally = WatcherTally
    typealias World = WatcherWorld
    /// The synthetic catalog watchers pick from.
    typealias SharedInput = TitleCatalog

    static let singular = "watcher"
    static let plural = "watchers"
    static let streamKey = StreamKey(owner: "watchers", persona: 2, agents: .every)

    static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> WatcherPopulation {
        try WatcherPopulationReader.read(&reader)
    }

    /// The synthetic catalog of the scenario's size.
    static func sharedInput(for scenario: Scenario) -> TitleCatalog {
        TitleCatalog(SyntheticTitles.generate(count: scenario.watchers.catalogTitles))
    }

    /// A catalog of the same size is the same catalog (it depends on nothing else).
    static func canShare(_ shared: TitleCatalog, with scenario: Scenario) -> Bool {
        shared.titles.count == scenario.watchers.catalogTitles
    }

    static var kpiNames: [String] { WatcherReport.fixedKPINames }

    static func kpiNames(in scenario: Scenario) -> [String] {
        WatcherReport.kpiNames(in: scenario)
    }

    static func kpis(_ tally: WatcherTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        WatcherReport.kpis(tally, scenario)
    }

    static func report(_ tally: WatcherTally, _ scenario: Scenario) -> PersonaReport {
        WatcherReport.report(tally, scenario)
    }
}

extension Scenario {
    /// The watchers (GoodWatch).
    package var watchers: WatcherPopulation {
        get { populations[Watchers.self] }
        set { populations[Watchers.self] = newValue }
    }
}

extension RunOutcome {
    /// The watchers' merged tally, when the scenario has any.
    package var watchers: WatcherTally? { tally(Watchers.self) }
}
