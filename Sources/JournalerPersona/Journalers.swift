import Harness
import Model
import Sim

/// Journalers (Dandelion): people who release entries most days, keep streaks across time zones
/// (the date line too), lapse and come back, buy Bloom and export their history.
package enum Journalers: Persona {
    package typealias Agent = Journaler
    package typealias Event = JournalerEvent
    package typealias Population = JournalerPopulation
    package typealias Metric = JournalerMetric
    package typealias Invariant = JournalerInvariant
    package typealias Tally = JournalerTally
    package typealias World = JournalerWorld
    package typealias SharedInput = Void

    package static let singular = "journaler"
    package static let plural = "journalers"
    package static let streamKey = StreamKey(owner: "journalers", persona: 3, agents: .every)

    package static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> JournalerPopulation {
        try JournalerPopulationReader.read(&reader)
    }

    package static var kpiNames: [String] { JournalerReport.kpiNames }

    package static func unit(ofKPI name: String) -> KPIUnit? {
        JournalerReport.unit(ofKPI: name)
    }

    package static func kpis(_ tally: JournalerTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        JournalerReport.kpis(tally, scenario)
    }

    package static func report(_ tally: JournalerTally, _ scenario: Scenario) -> PersonaReport {
        JournalerReport.report(tally, scenario)
    }

    package static func backend(_ tally: JournalerTally, _ scenario: Scenario) -> PersonaBackend {
        PersonaBackend(note: "Dandelion's StoreKit refreshes are not modelled yet.")
    }
}

extension Scenario {
    /// The journalers (Dandelion).
    package var journalers: JournalerPopulation {
        get { populations[Journalers.self] }
        set { populations[Journalers.self] = newValue }
    }
}

extension RunOutcome {
    /// The journalers' merged tally, when the scenario has any.
    package var journalers: JournalerTally? { tally(Journalers.self) }
}
