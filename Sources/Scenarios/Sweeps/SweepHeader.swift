import Harness

/// What identifies a sweep and shapes its report, whichever machine ran which part.
package struct SweepHeader: Sendable, Equatable {
    /// The AppSim version that ran it.
    package var version: String
    package var scenario: String
    /// `Scenario.fingerprint` of the scenario as resolved before the grid is applied.
    package var scenarioFingerprint: String
    package var seed: UInt64
    /// How many days each run lasts.
    package var days: Int
    package var scenarioPath: String
    package var plan: SweepPlan {
        didSet { arms = plan.arms }
    }
    package var independent: Bool
    package var baselineArm: Int
    /// What the sweep decides (`sweep.md` opens with its table), if the scenario declares it.
    package var decision: SweepDecision?

    package init(_ prepared: SweepRun.Prepared, scenarioPath: String) {
        self.init(version: AppSimVersion.current, scenario: prepared.base.name, scenarioFingerprint: prepared.base.fingerprint,
                  seed: prepared.base.seed, days: prepared.base.days, scenarioPath: scenarioPath, plan: prepared.plan,
                  independent: prepared.independent, baselineArm: prepared.baselineArm, decision: prepared.base.decision)
    }

    package init(version: String, scenario: String, scenarioFingerprint: String, seed: UInt64, days: Int = 1, scenarioPath: String, plan: SweepPlan,
                independent: Bool, baselineArm: Int, decision: SweepDecision? = nil) {
        self.version = version
        self.scenario = scenario
        self.scenarioFingerprint = scenarioFingerprint
        self.seed = seed
        self.days = days
        self.scenarioPath = scenarioPath
        self.plan = plan
        arms = plan.arms
        self.independent = independent
        self.baselineArm = baselineArm
        self.decision = decision
    }

    /// `plan.arms`, built once: reports look arms up by index many times.
    package private(set) var arms: [SweepPlan.Arm]
}
