/// What identifies a sweep and shapes its report, whichever machine ran which part.
public struct SweepHeader: Sendable, Equatable {
    /// The AppSim version that ran it.
    public var version: String
    public var scenario: String
    /// `Scenario.fingerprint` of the scenario as resolved before the grid is applied.
    public var scenarioFingerprint: String
    public var seed: UInt64
    public var scenarioPath: String
    public var plan: SweepPlan
    public var independent: Bool
    public var baselineArm: Int

    public init(_ prepared: SweepRun.Prepared, scenarioPath: String) {
        self.init(version: AppSimVersion.current, scenario: prepared.base.name, scenarioFingerprint: prepared.base.fingerprint,
                  seed: prepared.base.seed, scenarioPath: scenarioPath, plan: prepared.plan,
                  independent: prepared.independent, baselineArm: prepared.baselineArm)
    }

    public init(version: String, scenario: String, scenarioFingerprint: String, seed: UInt64, scenarioPath: String, plan: SweepPlan,
                independent: Bool, baselineArm: Int) {
        self.version = version
        self.scenario = scenario
        self.scenarioFingerprint = scenarioFingerprint
        self.seed = seed
        self.scenarioPath = scenarioPath
        self.plan = plan
        self.independent = independent
        self.baselineArm = baselineArm
    }

    public var arms: [SweepPlan.Arm] { plan.arms }
}
