import Harness
import Sim
import Time

/// Everything counted about the gardeners of one partition; partitions merge in order
/// (docs/rules.md#fixed-merge-order).
package struct GardenerTally: PersonaTally {
    package typealias Owner = Gardeners

    package private(set) var days: DaySeries<GardenerMetric>
    package var ledger = InvariantLedger<GardenerInvariant>()
    /// Each gardener-day's fingerprint, for `appsim check` to locate a change.
    package var fingerprints: AgentDayFingerprints

    package init(scenario: Scenario) {
        fingerprints = AgentDayFingerprints(scenario: scenario)
        days = DaySeries(firstDay: Zone.utc.localDayNumber(at: scenario.start) - 2, dayCount: scenario.days + 5)
    }

    /// Totals over the run: the days' counts summed whenever read.
    package var totals: Counters<GardenerMetric> {
        days.totals
    }

    /// Adds `amount` of `metric` on local date `day`.
    package mutating func count(_ metric: GardenerMetric, day: Int64, _ amount: Int64 = 1) {
        days.add(metric, day: day, amount)
    }

    package mutating func merge(_ other: GardenerTally) {
        days.merge(other.days)
        ledger.merge(other.ledger)
        fingerprints.merge(other.fingerprints)
    }
}
