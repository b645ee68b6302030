import Harness
import Model
import Sim
import Time

/// Everything counted about the listeners of one partition; partitions merge in order.
package struct ListenerTally: PersonaTally {
    package typealias Owner = Listeners

    package private(set) var days: DaySeries<ListenerMetric>
    package var ledger = InvariantLedger<ListenerInvariant>()
    /// Each listener-day's fingerprint, for `appsim check` to locate a change.
    package var fingerprints: AgentDayFingerprints

    package init(scenario: Scenario) {
        fingerprints = AgentDayFingerprints(scenario: scenario)
        days = DaySeries(firstDay: Zone.utc.localDayNumber(at: scenario.start) - 2, dayCount: scenario.days + 5)
    }

    /// Totals over the run: the days' counts summed (`DaySeries.totals`) whenever read, so a count
    /// updates one array, not two, and the totals are right at any point of the run.
    package var totals: Counters<ListenerMetric> {
        days.totals
    }

    /// Adds `amount` of `metric` on `day` (to the days: `totals` sums them). Always inlined: a
    /// listener counts about 37 times a day.
    @inline(__always)
    package mutating func count(_ metric: ListenerMetric, day: Int64, _ amount: Int64 = 1) {
        days.add(metric, day: day, amount)
    }

    package mutating func merge(_ other: ListenerTally) {
        days.merge(other.days)
        ledger.merge(other.ledger)
        fingerprints.merge(other.fingerprints)
    }
}
