import Harness
@testable import Scenarios
import Testing

/// The A/B test a decision page proposes: users per arm for 80 % power at 5 % two-sided, from the
/// predicted change and the per-user spread the replications give (docs/rules.md#ab-test-plan).
@Suite("A/B test plans")
struct ABTestPlanTests {
    @Test("users per arm: the textbook sizes for a standardised effect of 0.2 (393) and 0.5 (63), normal approximation",
          arguments: [(0.2, 393), (0.5, 63), (0.1, 1_570)])
    func textbookSizes(effect: Double, users: Int) {
        #expect(ABTestPlan.usersPerArm(variance: 1, change: effect) == users)
        #expect(ABTestPlan.usersPerArm(variance: 4, change: 2 * effect) == users, "only the standardised effect matters")
    }

    /// baseQuota 3 (baseline) and 4 over 4 replications: 100 installs each run, the objective
    /// +2 per run with a spread of 1 around it in both arms.
    static func sweep() -> SweepResult {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: 4)
        let spread: [Double] = [-1, 1, -1, 1].map { $0 * (0.75).squareRoot() }
        let base = spread.map { 40 + $0 }
        return SweepDecisionTests.result(plan, [
            (SweepDecisionTests.objective, [base, [42.1, 41.9, 42.1, 41.9].enumerated().map { $0.element + spread[$0.offset] }]),
            (ABTestPlan.installs, [[100, 100, 100, 100], [100, 100, 100, 100]]),
        ])
    }

    @Test("the plan tests the best arm against the baseline: σ² = installs × variance over replications, pooled; n = 2 (z + z)² σ² / Δ²")
    func plan() throws {
        let result = Self.sweep()
        let table = DecisionTable(result, decision: SweepDecision(objective: SweepDecisionTests.objective))
        #expect(table.best == [1])
        let plan = try #require(ABTestPlan(table, group: 0, result))
        #expect(plan.arm == 1 && plan.baseline == 0)
        // Baseline variance 1 (s² of ±√0.75 over 4); the arm's adds ±0.1: s² of ±(√0.75 + 0.1).
        let armVariance = Statistics.variance([42.1, 41.9, 42.1, 41.9].enumerated().map { $0.element + [-1, 1, -1, 1][$0.offset] * (0.75).squareRoot() })
        let pooled = 100 * (1 + armVariance) / 2
        #expect(abs(plan.rows[0].userStandardDeviation - pooled.squareRoot()) < 1e-9)
        #expect(plan.rows[0].change == 2)
        #expect(plan.usersPerArm == Int((2 * ABTestPlan.zSquared * pooled / 4).rounded(.up)))
        #expect(plan.days(installsPerDay: 10) == Int((2 * Double(plan.usersPerArm!) / 10).rounded(.up)))
        let page = table.markdown(result)
        #expect(page.contains("**A/B test that would settle it:** baseQuota=4 against baseQuota=3 in Firebase A/B Testing"))
        #expect(page.contains("| caregiver.revenue_per_1000_user_days | +$2.00 | "))
    }

    @Test("no plan when every other arm is worse: nothing to test")
    func nothingToTest() {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: 3)
        let result = SweepDecisionTests.result(plan, [
            (SweepDecisionTests.objective, [[40, 40.5, 39.5], [30, 30.5, 29.5]]),
            (ABTestPlan.installs, [[100, 100, 100], [100, 100, 100]]),
        ])
        let table = DecisionTable(result, decision: SweepDecision(objective: SweepDecisionTests.objective))
        #expect(ABTestPlan(table, group: 0, result) == nil)
        #expect(!table.markdown(result).contains("A/B test"))
    }
}
