import Harness

/// A run's KPIs compared with a baseline's, KPI by KPI.
///
/// A KPI matches when its values are the same number (`40625` and `40625.0` match; values that
/// are not numbers match only as identical text); otherwise it has *moved*. A moved KPI with a
/// tolerance in the scenario is accepted when `|now − baseline| ≤ relative × |baseline|`; every
/// other move is *drift*, and so is a value that is not a finite number (NaN passes no
/// tolerance). A KPI present on one side only is drift too (the set of KPIs changed). `n/a` (a
/// KPI the run could not measure, `ReportNumber.notMeasured`) compares as text: against a number
/// it is drift whatever the tolerance, shown as "no longer measured" or "now measured".
package struct KPIComparison: Sendable {
    package struct Row: Sendable, Equatable {
        package var id: String
        package var baseline: String?
        package var now: String?
        /// The allowed relative change, if the scenario declares one.
        package var tolerance: Double?

        /// Whether the values differ at all, as numbers.
        package var moved: Bool {
            guard let base = baseline.flatMap(Double.init), let value = now.flatMap(Double.init) else { return baseline != now }
            return !(base == value && base.isFinite)
        }

        /// Whether the change is beyond tolerance.
        package var drifted: Bool {
            guard moved else { return false }
            guard let tolerance, let base = baseline.flatMap(Double.init), let value = now.flatMap(Double.init),
                  base.isFinite, value.isFinite else { return true }
            return abs(value - base) > tolerance * abs(base)
        }

        /// `now − baseline`, printed with the precision of the values.
        package var delta: String {
            guard let base = baseline, let value = now else { return baseline == nil ? "new" : "removed" }
            if let b = Int64(base), let v = Int64(value) {
                let difference = v - b
                return (difference > 0 ? "+" : "") + ReportNumber.grouped(difference)
            }
            if base != value && (base == ReportNumber.notMeasured || value == ReportNumber.notMeasured) {
                return value == ReportNumber.notMeasured ? "no longer measured" : "now measured"
            }
            guard let b = Double(base), let v = Double(value) else { return "—" }
            let difference = v - b
            return (difference > 0 ? "+" : "") + ReportNumber.fixed(difference, decimals: 6)
        }

        /// `(now − baseline) / |baseline|` as a percentage.
        package var relative: String {
            guard let b = baseline.flatMap(Double.init), let v = now.flatMap(Double.init) else { return "—" }
            guard b != 0 else { return v == 0 ? "0.00 %" : "—" }
            let percent = (v - b) / abs(b) * 100
            return (percent > 0 ? "+" : "") + ReportNumber.fixed(percent, decimals: 2) + " %"
        }
    }

    /// One row per KPI: the baseline's in its order, then KPIs new in this run.
    package private(set) var rows: [Row] = []

    package init(baseline: [KPI], now: [KPI], tolerances: [Tolerance]) {
        func tolerance(_ id: String) -> Double? { tolerances.first { $0.kpi == id }?.relative }
        for kpi in baseline {
            rows.append(Row(id: kpi.id, baseline: kpi.value, now: now.first { $0.id == kpi.id }?.value, tolerance: tolerance(kpi.id)))
        }
        for kpi in now where !baseline.contains(where: { $0.id == kpi.id }) {
            rows.append(Row(id: kpi.id, baseline: nil, now: kpi.value, tolerance: tolerance(kpi.id)))
        }
    }

    /// KPIs whose value changed, within tolerance or not.
    package var moved: [Row] { rows.filter(\.moved) }

    /// KPIs that changed beyond tolerance.
    package var drifted: [Row] { rows.filter(\.drifted) }
}
