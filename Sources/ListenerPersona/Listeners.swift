import Harness
import Model
import Sim

/// Listeners (Music Memory): people who play music with the app open or closed, while the app
/// records plays in real time, discovers the rest at sync, charts them and runs maintenance.
package enum Listeners: Persona {
    package typealias Agent = Listener
    package typealias Event = ListenerEvent
    package typealias Population = ListenerPopulation
    package typealias Metric = ListenerMetric
    package typealias Invariant = ListenerInvariant
    package typealias Tally = ListenerTally
    package typealias World = ListenerWorld

    package static let singular = "listener"
    package static let plural = "listeners"
    package static let streamKey = StreamKey(owner: "listeners", persona: 4, agents: .every)

    package static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> ListenerPopulation {
        try ListenerPopulationReader.read(&reader)
    }

    package static var kpiTable: [KPI<ListenerTally>] {
        ListenerReport.table
    }

    package static func report(_ tally: ListenerTally, _ scenario: Scenario) -> PersonaReport {
        ListenerReport.report(tally, scenario)
    }

    /// Music Memory calls no server: all its data stays on the device
    /// (docs/rules.md#music-memory-local); its syncs read the on-device system player.
    package static func backend(_ tally: ListenerTally, _ scenario: Scenario) -> PersonaBackend {
        PersonaBackend(note: "Music Memory is local by design (seed 004: \"All data stored locally on device\", \"No external data "
                       + "transmission\"): its syncs read the on-device system player, so listeners make no backend requests. "
                       + "The seed mentions SwiftData \"with CloudKit support\" without saying it is on; it is not modelled.")
    }
}

extension Scenario {
    /// The listeners (Music Memory).
    package var listeners: ListenerPopulation {
        get { populations[Listeners.self] }
        set { populations[Listeners.self] = newValue }
    }
}

extension RunOutcome {
    /// The listeners' merged tally, when the scenario has any.
    package var listeners: ListenerTally? { tally(Listeners.self) }
}
