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

    package static let singular = "journaler"
    package static let plural = "journalers"
    package static let streamKey = StreamKey(owner: "journalers", persona: 3, agents: .every)

    package static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> JournalerPopulation {
        try JournalerPopulationReader.read(&reader)
    }

    package static var kpiTable: [KPI<JournalerTally>] {
        JournalerReport.table
    }

    package static func report(_ tally: JournalerTally, _ scenario: Scenario) -> PersonaReport {
        JournalerReport.report(tally, scenario)
    }

    /// StoreKit's entitlement refreshes (`JournalerWorld+StoreKit`). Daily active users are the
    /// journalers who released on a date (one release a day at most), averaged over the backend
    /// window's dates (every app open is a release's session).
    package static func backend(_ tally: JournalerTally, _ scenario: Scenario) -> PersonaBackend {
        PersonaBackend(
            endpoints: JournalerEndpoint.endpoints, zones: scenario.journalers.zones.map(\.zone), log: tally.backend,
            dailyActiveUsers: scenario.backendDailyMean { tally.days.value(.releases, day: $0) },
            note: "Dandelion has no server of its own. It refreshes the Bloom entitlement with StoreKit (Apple) at \"App launch, app "
                + "foreground, and after purchase/restore\" (seed 002, Entitlement Strategy): the model has no launch or foreground of "
                + "its own, so each release is one app open with one refresh; Bloom is bought and history exported in a release's "
                + "session, and a purchase adds a refresh after it. "
                + "Its CloudKit sync of releases, prompts and preferences (seed 002, iCloud Sync Requirements) is Apple's and not "
                + "modelled; export is on-device. Apple's services: counted, no quota compared.")
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
