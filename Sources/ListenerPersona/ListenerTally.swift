import Harness
import Model
import Sim
import Time

/// Everything counted about the listeners of one partition; partitions merge in order.
package struct ListenerTally: PersonaTally {
    package typealias Owner = Listeners

    /// Totals over the run: the days' counts summed when the world closes (`sumDays`), not added
    /// up count by count.
    package private(set) var totals = Counters<ListenerMetric>()
    package private(set) var days: DaySeries<ListenerMetric>
    package var ledger = InvariantLedger<ListenerInvariant>()
    /// Each listener-day's fingerprint, for `appsim check` to locate a change.
    package var fingerprints: AgentDayFingerprints

    package init(scenario: Scenario) {
        fingerprints = AgentDayFingerprints(scenario: scenario)
        days = DaySeries(firstDay: Zone.utc.localDayNumber(at: scenario.start) - 2, dayCount: scenario.days + 5)
    }

    /// Adds `amount` of `metric` on `day`, to the days only (`totals` follow at `sumDays`).
    /// Always inlined: a listener counts about 37 times a day (issue 18).
    @inline(__always)
    package mutating func count(_ metric: ListenerMetric, day: Int64, _ amount: Int64 = 1) {
        days.add(metric, day: day, amount)
    }

    /// Sets the totals to the days' counts summed: every count is on a day of the series
    /// (`DaySeries.add` requires it), and wrapping sums do not depend on their order.
    package mutating func sumDays() {
        var totals = Counters<ListenerMetric>()
        for day in days.firstDay..<(days.firstDay + Int64(days.dayCount)) {
            for metric in ListenerMetric.allCases { totals.add(metric, days.value(metric, day: day)) }
        }
        self.totals = totals
    }

    package mutating func merge(_ other: ListenerTally) {
        totals.merge(other.totals)
        days.merge(other.days)
        ledger.merge(other.ledger)
        fingerprints.merge(other.fingerprints)
    }
}
