/// What a sweep is meant to decide: the KPI to raise, the KPIs that must not move too far the
/// wrong way, and which grid keys are assumptions about the world rather than choices.
///
/// Declared in a scenario file as
/// `decision: { objective: "caregiver.revenue_per_1000_user_days", guardrails: [{ kpi:
/// "caregiver.quota_sheet_user_day_share", maxRise: 0.05 }], assumptions: ["populations.caregivers.adPropensity"] }`.
/// `sweep.md` then opens with a decision table: every arm's paired difference from the baseline
/// arm of its assumption group, each guardrail's pass or fail, and a verdict in words.
package struct SweepDecision: Sendable, Equatable, Encodable {
    /// `persona.kpi` of the KPI the decision raises: higher is better.
    package var objective: String
    /// KPIs the chosen arm must not move too far the wrong way, in the order the file lists them.
    package var guardrails: [Guardrail]
    /// Grid keys (as the file writes them) that are assumptions, not choices: arms are compared
    /// only with arms of the same assumption values, and the best choice is named per assumption.
    package var assumptions: [String]

    package init(objective: String, guardrails: [Guardrail] = [], assumptions: [String] = []) {
        self.objective = objective
        self.guardrails = guardrails
        self.assumptions = assumptions
    }
}
