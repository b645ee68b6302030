import Harness

/// A run's KPIs compared with a baseline's, KPI by KPI, and the order a person reads them in.
///
/// A KPI matches when its values are the same number (`40625` and `40625.0` match; values that
/// are not numbers match only as identical text); otherwise it has *moved*. A moved KPI is
/// accepted when the scenario's `tolerances` give it a relative tolerance (`Tolerance`: the most
/// specific rule wins) and `|now − baseline| ≤ relative × |baseline|`; every other move is
/// *drift*, and so is a value that is not a finite number (NaN passes no tolerance). A KPI present
/// on one side only is drift too (the set of KPIs changed). `n/a` (a KPI the run could not
/// measure, `ReportNumber.notMeasured`) compares as text: against a number it is drift whatever
/// the tolerance, shown as "no longer measured" or "now measured". Independently, a KPI whose
/// current value fails its threshold (`Threshold`) fails, moved or not.
///
/// Reading order (`ordered`): failed KPIs (drift or threshold) before moves within tolerance;
/// within each, primary counts (`KPIUnit.count`, as the KPI's persona declares) before derived
/// KPIs (shares, means, money, any other number: the knock-on effects of counts); within each,
/// the largest |relative change| first — a KPI new, removed, newly or no longer measured, or
/// moved from 0 counts as infinite — ties by KPI id.
package struct KPIComparison: Sendable {
    package struct Row: Sendable, Equatable {
        package var id: String
        package var baseline: String?
        package var now: String?
        /// The allowed relative change, if a rule of the scenario gives one.
        package var tolerance: Double?
        /// The absolute gate on `now`, if a rule of the scenario gives one.
        package var threshold: Threshold?
        /// Whether the KPI is a primary count (`KPIUnit.count`) rather than derived from counts.
        package var primary: Bool

        package init(id: String, baseline: String?, now: String?, tolerance: Double? = nil, threshold: Threshold? = nil, primary: Bool) {
            self.id = id
            self.baseline = baseline
            self.now = now
            self.tolerance = tolerance
            self.threshold = threshold
            self.primary = primary
        }

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

        /// Whether the current value fails the KPI's threshold (a value not measured, not a
        /// finite number or no longer reported fails it).
        package var breaksThreshold: Bool {
            guard let threshold else { return false }
            guard let value = now.flatMap(Double.init), value.isFinite else { return true }
            return !threshold.admits(value)
        }

        /// Whether the KPI fails the check: it drifted or breaks its threshold.
        package var failed: Bool { drifted || breaksThreshold }

        /// `|now − baseline| / |baseline|`, for ordering: infinite when either side is not a
        /// number (new, removed, `n/a`) or the baseline is 0 and the value is not.
        var relativeMagnitude: Double {
            guard let b = baseline.flatMap(Double.init), let v = now.flatMap(Double.init), b.isFinite, v.isFinite else {
                return moved ? .infinity : 0
            }
            guard b != 0 else { return v == 0 ? 0 : .infinity }
            return abs(v - b) / abs(b)
        }

        /// `now − baseline`, in the row's number format (`value(_:)`), with its sign.
        package var delta: String {
            guard let base = baseline, let value = now else { return baseline == nil ? "new" : "removed" }
            if base != value && (base == ReportNumber.notMeasured || value == ReportNumber.notMeasured) {
                return value == ReportNumber.notMeasured ? "no longer measured" : "now measured"
            }
            if primary, let b = Int64(base), let v = Int64(value) {
                let difference = v - b
                return (difference > 0 ? "+" : "") + ReportNumber.grouped(difference)
            }
            guard let b = Double(base), let v = Double(value) else { return "—" }
            return ReportNumber.signed(Self.decimal(v - b))
        }

        /// `(now − baseline) / |baseline|` as a percentage with 2 decimals.
        package var relative: String {
            guard let b = baseline.flatMap(Double.init), let v = now.flatMap(Double.init) else { return "—" }
            guard b != 0 else { return v == 0 ? "0.00 %" : "—" }
            return ReportNumber.signed(ReportNumber.fixed((v - b) / abs(b) * 100, decimals: 2)) + " %"
        }

        /// A value as reports show it: a primary count as a grouped integer (`4,133`), any other
        /// number with 6 decimals and grouped thousands (`1,234.500000`), anything else as it is;
        /// `—` when absent.
        package func value(_ text: String?) -> String {
            guard let text else { return "—" }
            if primary, let count = Int64(text) { return ReportNumber.grouped(count) }
            guard let number = Double(text), number.isFinite else { return text }
            return Self.decimal(number)
        }

        /// What the scenario allows this KPI: `exact`, `±2.00 %`, a threshold, or both.
        package var allowed: String {
            let relative = tolerance.map { "±" + ReportNumber.fixed($0 * 100, decimals: 2) + " %" } ?? "exact"
            return threshold.map { "\(relative), \($0)" } ?? relative
        }

        static func decimal(_ value: Double) -> String {
            ReportNumber.groupedFixed(ReportNumber.fixed(value, decimals: 6))
        }
    }

    /// One row per KPI: the baseline's in its order, then KPIs new in this run.
    package private(set) var rows: [Row] = []

    package init(baseline: [KPIValue], now: [KPIValue], tolerances: [Tolerance]) {
        func row(_ id: String, _ baseline: String?, _ now: String?) -> Row {
            Row(id: id, baseline: baseline, now: now, tolerance: Tolerance.relative(of: id, in: tolerances),
                threshold: Tolerance.threshold(of: id, in: tolerances), primary: KPICatalog.unit(of: id) == .count)
        }
        for kpi in baseline {
            rows.append(row(kpi.id, kpi.value, now.first { $0.id == kpi.id }?.value))
        }
        for kpi in now where !baseline.contains(where: { $0.id == kpi.id }) {
            rows.append(row(kpi.id, nil, kpi.value))
        }
    }

    /// KPIs whose value changed, within tolerance or not, in reading order.
    package var moved: [Row] { Self.reading(rows.filter(\.moved)) }

    /// KPIs that changed beyond tolerance, in reading order.
    package var drifted: [Row] { Self.reading(rows.filter(\.drifted)) }

    /// KPIs whose value fails their threshold, in reading order.
    package var breakingThresholds: [Row] { Self.reading(rows.filter(\.breaksThreshold)) }

    /// KPIs that failed (drift or threshold), in reading order.
    package var failed: [Row] { Self.reading(rows.filter(\.failed)) }

    /// KPIs that moved within tolerance and pass any threshold, in reading order.
    package var movedWithinTolerance: [Row] { Self.reading(rows.filter { $0.moved && !$0.failed }) }

    /// Every KPI a person should look at: `failed`, then `movedWithinTolerance`.
    package var ordered: [Row] { failed + movedWithinTolerance }

    /// Every KPI: `ordered`, then the unchanged ones in report order.
    package var allOrdered: [Row] { ordered + rows.filter { !$0.moved && !$0.failed } }

    /// `rows` primary counts first, then derived; each by |relative change| descending, ties by id.
    static func reading(_ rows: [Row]) -> [Row] {
        rows.sorted { a, b in
            if a.primary != b.primary { return a.primary }
            let (x, y) = (a.relativeMagnitude, b.relativeMagnitude)
            return x != y ? x > y : a.id < b.id
        }
    }
}
