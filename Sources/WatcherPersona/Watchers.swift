import Harness
import Model
import Sim

/// Watchers (GoodWatch): people who ask for tonight's pick, decide, watch, and answer the
/// feedback prompt, while the engine learns their taste.
package enum Watchers: Persona {
    package typealias Agent = Watcher
    package typealias Event = WatcherEvent
    package typealias Population = WatcherPopulation
    package typealias Metric = WatcherMetric
    package typealias Invariant = WatcherInvariant
    package typealias Tally = WatcherTally
    package typealias World = WatcherWorld
    /// The synthetic catalog watchers pick from.
    package typealias SharedInput = TitleCatalog

    package static let singular = "watcher"
    package static let plural = "watchers"
    package static let streamKey = StreamKey(owner: "watchers", persona: 2, agents: .every)

    package static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> WatcherPopulation {
        try WatcherPopulationReader.read(&reader)
    }

    package static var kpiTable: [KPI<WatcherTally>] {
        WatcherReport.table
    }

    package static func report(_ tally: WatcherTally, _ scenario: Scenario) -> PersonaReport {
        WatcherReport.report(tally, scenario)
    }

    package static func backend(_ tally: WatcherTally, _ scenario: Scenario) -> PersonaBackend {
        WatcherBackend.backend(tally, scenario)
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
