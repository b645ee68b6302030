import Harness
import Model
import Sim
import Time

/// Everything counted about the caregivers of one partition; partitions merge in order.
///
/// All counts are integers, so the merged totals are the same whatever the partitioning
/// (docs/rules.md#fixed-merge-order).
package struct CaregiverTally: PersonaTally {
    package typealias Owner = Caregivers

    /// Totals over the run.
    package private(set) var totals = Counters<CaregiverMetric>()
    /// Totals per in-run A/B arm (one arm when the scenario has none), in replicate groups for
    /// the A/B table's intervals.
    package private(set) var arms: ArmReplicates<CaregiverMetric>
    /// Per local date of each caregiver.
    package private(set) var days: DaySeries<CaregiverMetric>
    /// Every request to a server (`CaregiverEndpoint`), in the order this partition made them.
    package private(set) var backend = BackendLog()
    /// Invariant checks and violations.
    package var ledger = InvariantLedger<CaregiverInvariant>()
    /// Each caregiver-day's fingerprint, for `appsim check` to locate a change.
    package var fingerprints: AgentDayFingerprints
    /// How often each coverage probe was reached.
    package private(set) var probes = Counters<CoverageProbe>()
    /// Views charged per caregiver-day.
    package private(set) var viewsPerDay = Histogram(upperBounds: Array(0...15))
    /// Search outcomes by what was typed and how it was misspelled.
    package internal(set) var search = SearchBreakdown()
    /// Charged periods and cancellations by billing period and plan.
    package internal(set) var periods = SubscriptionPeriods()
    /// Install cohorts: classic Day-N retention, daily and weekly active users.
    package internal(set) var cohort: CohortCounts
    /// Caregiver-days by the remote-config version their device used at the day's end.
    package private(set) var adoption: ConfigAdoption

    /// Local dates from two days before the start to two after the end cover every zone and
    /// every traveller.
    package init(scenario: Scenario) {
        fingerprints = AgentDayFingerprints(scenario: scenario)
        let first = Zone.utc.localDayNumber(at: scenario.start) - 2
        days = DaySeries(firstDay: first, dayCount: scenario.days + 5)
        arms = ArmReplicates(arms: scenario.arms.count)
        cohort = CohortCounts(maxAge: scenario.days, firstDay: first, dayCount: scenario.days + 5)
        adoption = ConfigAdoption(firstDay: first, dayCount: scenario.days + 5, timeline: ConfigTimeline(scenario: scenario))
    }

    package mutating func record(_ request: BackendRequest) {
        backend.record(request)
    }

    /// Adds `amount` to `metric` in the totals, the arm's cell of the caregiver
    /// (`ArmReplicates.cell(arm:person:)`) and the local day.
    package mutating func count(_ metric: CaregiverMetric, day: Int64, armCell: Int, _ amount: Int64 = 1) {
        totals.add(metric, amount)
        arms.add(metric, cell: armCell, amount)
        days.add(metric, day: day, amount)
    }

    package mutating func reach(_ probe: CoverageProbe) {
        probes.add(probe)
    }

    /// Closes one caregiver-day: its views, and the config version its device ended it on.
    package mutating func closeDay(_ day: Int64, viewsToday: Int64, arm: Int, configVersion: UInt8) {
        viewsPerDay.record(viewsToday)
        adoption.record(day: day, arm: arm, version: configVersion)
    }

    /// Adds another partition's counts after this one's.
    package mutating func merge(_ other: CaregiverTally) {
        totals.merge(other.totals)
        arms.merge(other.arms)
        days.merge(other.days)
        backend.merge(other.backend)
        ledger.merge(other.ledger)
        fingerprints.merge(other.fingerprints)
        probes.merge(other.probes)
        viewsPerDay.merge(other.viewsPerDay)
        search.merge(other.search)
        adoption.merge(other.adoption)
        cohort.merge(other.cohort)
        periods.merge(other.periods)
    }
}
