import Harness
import Model
import Sim
import Time

/// Everything counted about the watchers of one partition; partitions merge in order.
package struct WatcherTally: PersonaTally {
    package typealias Owner = Watchers

    package private(set) var totals = Counters<WatcherMetric>()
    /// Per local date of each watcher.
    package private(set) var days: DaySeries<WatcherMetric>
    /// Every request to Supabase (`WatcherEndpoint`), in the order this partition made them.
    package private(set) var backend = BackendLog()
    package var ledger = InvariantLedger<WatcherInvariant>()
    /// Each watcher-day's fingerprint, for `appsim check` to locate a change.
    package var fingerprints: AgentDayFingerprints

    package init(scenario: Scenario) {
        fingerprints = AgentDayFingerprints(scenario: scenario)
        days = DaySeries(firstDay: Zone.utc.localDayNumber(at: scenario.start) - 2, dayCount: scenario.days + 5)
    }

    package mutating func count(_ metric: WatcherMetric, day: Int64, _ amount: Int64 = 1) {
        totals.add(metric, amount)
        days.add(metric, day: day, amount)
    }

    package mutating func record(_ request: BackendRequest) {
        backend.record(request)
    }

    /// Adds another partition's counts after this one's.
    package mutating func merge(_ other: WatcherTally) {
        totals.merge(other.totals)
        days.merge(other.days)
        backend.merge(other.backend)
        ledger.merge(other.ledger)
        fingerprints.merge(other.fingerprints)
    }
}
