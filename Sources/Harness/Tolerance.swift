/// A KPI's allowed relative change against a baseline: `|now − baseline| ≤ relative × |baseline|`.
package struct Tolerance: Sendable, Equatable, Encodable {
    /// `persona.kpi`, e.g. `caregiver.views_per_user_day`.
    package var kpi: String
    package var relative: Double

    package init(kpi: String, relative: Double) {
        self.kpi = kpi
        self.relative = relative
    }
}
