import Model
import Sim

/// Journalers (Dandelion): people who release entries most days, keep streaks across time zones
/// (the date line too), lapse and come back, buy Bloom and export their history.
enum Journalers: Persona {
    typealias Agent = Journaler
    typealias Event = JournalerEvent
    typealias Population = JournalerPopulation
    typealias Metric = JournalerMetric
    typealias Invariant = JournalerInvariant
    typealias Tally = JournalerTally
    typealias World = JournalerWorld
    typealias SharedInput = Void

    static let singular = "journaler"
    static let plural = "journalers"
    static let streamKey = StreamKey(owner: "journalers", persona: 3, agents: .every)

    static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> JournalerPopulation {
        try JournalerPopulationReader.read(&reader)
    }

    static var kpiNames: [String] { JournalerReport.kpiNames }

    static func kpis(_ tally: JournalerTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        JournalerReport.kpis(tally, scenario)
    }

    static func report(_ tally: JournalerTally, _ scenario: Scenario) -> PersonaReport {
        JournalerReport.report(tally, scenario)
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
