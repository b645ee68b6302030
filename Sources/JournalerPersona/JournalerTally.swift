import Harness
import Model
import Sim
import Time

/// Everything counted about the journalers of one partition; partitions merge in order.
package struct JournalerTally: PersonaTally {
    package typealias Owner = Journalers

    package private(set) var totals = Counters<JournalerMetric>()
    package private(set) var days: DaySeries<JournalerMetric>
    package var ledger = InvariantLedger<JournalerInvariant>()
    /// Each journaler-day's fingerprint, for `appsim check` to locate a change.
    package var fingerprints: AgentDayFingerprints
    /// Each journaler's longest streak at the end, by the app's day policy.
    package private(set) var longestStreaks = Histogram(upperBounds: [0, 1, 2, 3, 5, 7, 10, 14, 21, 28, 60])
    /// Every StoreKit request (`JournalerEndpoint`), in the order this partition made them.
    package private(set) var backend = BackendLog()

    package init(scenario: Scenario) {
        fingerprints = AgentDayFingerprints(scenario: scenario)
        days = DaySeries(firstDay: Zone.utc.localDayNumber(at: scenario.start) - 2, dayCount: scenario.days + 5)
    }

    package mutating func count(_ metric: JournalerMetric, day: Int64, _ amount: Int64 = 1) {
        totals.add(metric, amount)
        days.add(metric, day: day, amount)
    }

    package mutating func recordLongest(_ streak: Int) { longestStreaks.record(Int64(streak)) }

    package mutating func record(_ request: BackendRequest) {
        backend.record(request)
    }

    package mutating func merge(_ other: JournalerTally) {
        totals.merge(other.totals)
        days.merge(other.days)
        ledger.merge(other.ledger)
        fingerprints.merge(other.fingerprints)
        longestStreaks.merge(other.longestStreaks)
        backend.merge(other.backend)
    }
}
