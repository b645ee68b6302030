import Harness
import Sim

/// A caregiver KPI that the counts alone give (a count, a ratio of counts, revenue from them), so
/// an in-run A/B test's arm gives it from the arm's own counts as the run gives it from the whole
/// tally's (`CaregiverReport.armComparisons`).
package struct CountedKPI: Sendable {
    package var kpi: KPI<CaregiverTally>
    /// The value from counts of a run of a scenario; `nil` — `n/a` — when the counts give nothing
    /// to measure: a ratio whose denominator is 0 (docs/rules.md#not-measured).
    package var value: @Sendable (Counters<CaregiverMetric>, Scenario) -> Double?

    /// A count the caregivers keep, summed over the run.
    init(count metric: CaregiverMetric) {
        kpi = KPI.count(metric, unit: metric == .subscriptionRevenueCents ? .money(.cents) : .count)
        value = { counters, _ in Double(counters[metric]) }
    }

    /// A KPI derived from the counts (6 decimals in `kpis.csv`); `leads` when a sweep's tables
    /// lead with it.
    init(_ name: String, _ unit: KPIUnit, _ meaning: String, leads: Bool = false,
         _ value: @escaping @Sendable (Counters<CaregiverMetric>, Scenario) -> Double?) {
        kpi = KPI(name, label: KPI<CaregiverTally>.label(of: name), unit: unit, meaning: meaning, merge: .ratio, format: .decimals(6),
                  leads: leads) { tally, scenario in value(tally.totals, scenario) }
        self.value = value
    }
}
