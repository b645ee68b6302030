import Harness

/// The Firebase A/B test that would settle what the simulation predicts for one assumption group
/// (docs/rules.md#ab-test-plan): the group's best arm (or, when none is safely better, its
/// undecided arm with the highest objective) against its baseline, sized for 80 % power at 5 %
/// significance, two-sided and frequentist as Firebase A/B Testing reports, to detect the change
/// the sweep predicts in the objective and in each guardrail.
///
/// Users per arm for a KPI: n = 2 (z₀.₉₇₅ + z₀.₈₀)² σ² / Δ², with Δ the mean paired difference and
/// σ the per-user standard deviation. The sweep keeps no per-user values, so σ² is estimated from
/// the spread of the KPI over replications: a replication's KPI is a mean over the run's installs
/// I, so σ² ≈ I × the variance over replications, pooled over the two arms. Days: both arms'
/// users enrolled at the rate this scenario's caregivers install (installs over the run ÷ its days).
package struct ABTestPlan: Sendable, Equatable {
    /// One KPI the test must detect a change in.
    package struct Row: Sendable, Equatable {
        package var kpi: String
        /// The predicted change: the mean paired difference arm − baseline.
        package var change: Double
        /// The estimated per-user standard deviation.
        package var userStandardDeviation: Double
        /// Users per arm; `nil` when there is no change or no spread to size a test by.
        package var usersPerArm: Int?
    }

    package var arm: Int
    package var baseline: Int
    /// The objective's row, then each guardrail's.
    package var rows: [Row]

    /// (z₀.₉₇₅ + z₀.₈₀)²: a two-sided test at 5 % with 80 % power.
    static let zSquared = (1.959_963_984_540_054 + 0.841_621_233_572_914_3) * (1.959_963_984_540_054 + 0.841_621_233_572_914_3)
    /// The KPI whose mean is the run's installs (I above).
    static let installs = "caregiver.installs"

    /// The plan for group `group` of `table`; `nil` when no arm is worth testing (every other arm
    /// is worse or identical, or unmeasured) or the sweep has no caregivers' installs to size by.
    package init?(_ table: DecisionTable, group: Int, _ result: SweepResult) {
        let candidate = table.best[group] ?? table.closestUndecided(group: group)?.arm
        guard let arm = candidate, let judgement = table.judgements[group].first(where: { $0.arm == arm }),
              result.isMeasured(Self.installs, arm: arm), result.isMeasured(Self.installs, arm: judgement.baseline) else { return nil }
        self.arm = arm
        baseline = judgement.baseline
        let kpis = [table.decision.objective] + table.decision.guardrails.map(\.kpi)
        let differences = [judgement.objective] + judgement.guardrails.map(\.difference)
        rows = zip(kpis, differences).map { kpi, difference in
            let variances = [arm, judgement.baseline].map { arm in
                Statistics.mean(result.values(Self.installs, arm: arm)) * Statistics.variance(result.values(kpi, arm: arm))
            }
            let variance = (variances[0] + variances[1]) / 2
            let change = difference.interval.mean
            let users = change != 0 && variance > 0 ? Self.usersPerArm(variance: variance, change: change) : nil
            return Row(kpi: kpi, change: change, userStandardDeviation: variance.squareRoot(), usersPerArm: users)
        }
    }

    /// ⌈2 (z₀.₉₇₅ + z₀.₈₀)² σ² / Δ²⌉, capped at `Int.max`.
    static func usersPerArm(variance: Double, change: Double) -> Int {
        let users = (2 * zSquared * variance / (change * change)).rounded(.up)
        return users < Double(Int.max) ? Int(users) : Int.max
    }

    /// The users per arm the test needs to detect every row's change: the largest row's.
    package var usersPerArm: Int? {
        rows.compactMap(\.usersPerArm).max()
    }

    /// Days to enroll both arms' users at `installsPerDay`.
    package func days(installsPerDay: Double) -> Int? {
        guard let users = usersPerArm, installsPerDay > 0 else { return nil }
        let days = (2 * Double(users) / installsPerDay).rounded(.up)
        return days < Double(Int.max) ? Int(days) : nil
    }
}
