import Sim

/// Runs every arm × replication of a sweep and keeps each run's KPIs.
public enum SweepRun {
    /// A sweep ready to run: every arm's scenario for every replication, all validated.
    public struct Prepared: Sendable {
        public var base: Scenario
        public var plan: SweepPlan
        public var independent: Bool
        public var arms: [SweepPlan.Arm]
        /// `scenarios[arm][replication]`.
        public var scenarios: [[Scenario]]
        /// The arm paired differences are taken against: the one equal to the scenario as written
        /// (if the grid contains it), else the first.
        public var baselineArm: Int
    }

    /// Builds and validates every arm's scenario; an arm value the scenario's rules refuse fails
    /// here, before anything runs, naming the arm.
    public static func prepare(path: String?, overrides: [String], plan: SweepPlan, independent: Bool) throws(ScenarioError) -> Prepared {
        let loaded = try ScenarioSource.load(path: path, overrides: overrides)
        let arms = plan.arms
        var scenarios: [[Scenario]] = []
        var baselineArm: Int?
        for (index, arm) in arms.enumerated() {
            var replications: [Scenario] = []
            for replication in 0..<plan.replications {
                let seed = SweepPlan.seed(base: loaded.scenario.seed, replication: replication, arm: index, independent: independent)
                do {
                    replications.append(try ScenarioSource.load(path: path, overrides: overrides + arm.assignments + ["seed=\(seed)"]).scenario)
                } catch {
                    throw ScenarioError(file: loaded.path, path: "sweep.grid", message: "arm \(arm.name): \(error.path): \(error.message)")
                }
            }
            var asWritten = replications[0]
            asWritten.seed = loaded.scenario.seed
            if baselineArm == nil && asWritten == loaded.scenario { baselineArm = index }
            scenarios.append(replications)
        }
        return Prepared(base: loaded.scenario, plan: plan, independent: independent, arms: arms,
                        scenarios: scenarios, baselineArm: baselineArm ?? 0)
    }

    /// What one (arm, replication) run produced.
    public struct Run: Sendable {
        public var kpis: [KPI]
        public var violations: Int64
        public var missingProbes: [CoverageProbe]
        /// The whole outcome, kept for replication 0 (the per-arm reports).
        public var outcome: RunOutcome?
    }

    /// Runs every arm × replication on up to `workers` threads (each run single-threaded, so
    /// results are the same for any `workers`); `progress(done, total)` after each run; `nil`
    /// when cancelled.
    public static func run(_ prepared: Prepared, path: String, workers: Int,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> SweepResult? {
        let replications = prepared.plan.replications
        let total = prepared.arms.count * replications
        let runs = PartitionedRun.map(count: total, workers: workers,
                                      progress: progress.map { report in { @Sendable done in report(done, total) } }) { task in
            let scenario = prepared.scenarios[task / replications][task % replications]
            guard let tally = CaregiverRun.run(scenario, workers: 1, isCancelled: isCancelled) else {
                return Run(kpis: [], violations: 0, missingProbes: [], outcome: nil)
            }
            let outcome = RunOutcome(scenario: scenario, scenarioPath: path, caregivers: tally)
            return Run(kpis: outcome.kpis, violations: outcome.violationCount, missingProbes: outcome.missingProbes,
                       outcome: task % replications == 0 ? outcome : nil)
        }
        if isCancelled() { return nil }
        return SweepResult(prepared: prepared, runs: stride(from: 0, to: total, by: replications).map { Array(runs[$0..<($0 + replications)]) })
    }
}

/// The KPIs of every arm × replication, and the statistics reports show.
public struct SweepResult: Sendable {
    public var prepared: SweepRun.Prepared
    /// `runs[arm][replication]`.
    public var runs: [[SweepRun.Run]]

    /// The KPIs, in report order (taken from the first run).
    public var kpiIDs: [String] { runs.first?.first?.kpis.map(\.id) ?? [] }

    /// The values of `kpi` for every replication of `arm`.
    public func values(_ kpi: String, arm: Int) -> [Double] {
        runs[arm].map { run in run.kpis.first { $0.id == kpi }.flatMap { Double($0.value) } ?? 0 }
    }

    /// Invariant violations over all runs.
    public var violations: Int64 { runs.joined().reduce(0) { $0 + $1.violations } }

    /// Comparison of one arm with the baseline arm on one KPI.
    public struct Difference: Sendable, Equatable {
        /// The paired difference (arm − baseline) and its interval.
        public var interval: Statistics.Interval
        /// Var(arm) + Var(baseline): the variance the difference would have without common random numbers.
        public var independentVariance: Double
        /// The measured variance of the paired differences.
        public var pairedVariance: Double

        /// How many times smaller common random numbers make the variance of the difference.
        public var varianceReduction: Double? {
            pairedVariance > 0 ? independentVariance / pairedVariance : nil
        }
    }

    public func difference(_ kpi: String, arm: Int) -> Difference {
        let a = values(kpi, arm: arm)
        let b = values(kpi, arm: prepared.baselineArm)
        let paired = zip(a, b).map { $0 - $1 }
        return Difference(interval: Statistics.confidenceInterval(paired),
                          independentVariance: Statistics.variance(a) + Statistics.variance(b),
                          pairedVariance: Statistics.variance(paired))
    }
}
