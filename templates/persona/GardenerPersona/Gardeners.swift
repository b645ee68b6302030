import Harness
import Sim

/// Gardeners: people who water their garden on most days, at an hour of their local day.
package enum Gardeners: Persona {
    package typealias Agent = Gardener
    package typealias Event = GardenerEvent
    package typealias Population = GardenerPopulation
    package typealias Metric = GardenerMetric
    package typealias Invariant = GardenerInvariant
    package typealias Tally = GardenerTally
    package typealias World = GardenerWorld

    package static let singular = "gardener"
    package static let plural = "gardeners"
    /// A persona number no other owner uses (docs/rules.md#stream-owners).
    package static let streamKey = StreamKey(owner: "gardeners", persona: 5, agents: .every)

    package static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> GardenerPopulation {
        try GardenerPopulationReader.read(&reader)
    }

    package static var kpiTable: [KPI<GardenerTally>] {
        GardenerReport.table
    }

    package static func report(_ tally: GardenerTally, _ scenario: Scenario) -> PersonaReport {
        GardenerReport.report(tally, scenario)
    }

    /// The gardeners' app calls no server.
    package static func backend(_ tally: GardenerTally, _ scenario: Scenario) -> PersonaBackend {
        PersonaBackend(note: "The gardeners' app calls no server: gardeners make no backend requests.")
    }
}

extension Scenario {
    /// The gardeners.
    package var gardeners: GardenerPopulation {
        get { populations[Gardeners.self] }
        set { populations[Gardeners.self] = newValue }
    }
}

extension RunOutcome {
    /// The gardeners' merged tally, when the scenario has any.
    package var gardeners: GardenerTally? { tally(Gardeners.self) }
}
