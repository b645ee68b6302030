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
    /// here, before anything runs, naming the arm. So do two grid keys naming the same setting.
    public static func prepare(path: String?, overrides: [String], plan: SweepPlan, independent: Bool) throws(ScenarioError) -> Prepared {
        let loaded = try ScenarioSource.load(path: path, overrides: overrides)
        if let keys = plan.overlappingKeys {
            throw ScenarioError(file: loaded.path, path: "sweep.grid",
                                message: "\"\(keys.first)\" and \"\(keys.second)\" name the same setting; keep one of them")
        }
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

    /// Runs the sweep's (arm, replication) tasks — all of them, or with `shard` `(i, n)` only
    /// those whose index is `i − 1` modulo `n` — on up to `workers` threads (each run
    /// single-threaded, so results are the same for any `workers`); `progress(done, total)` after
    /// each run; `nil` when cancelled.
    public static func run(_ prepared: Prepared, path: String, workers: Int, shard: (index: Int, count: Int)? = nil,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> [SweepTask]? {
        let replications = prepared.plan.replications
        let tasks = (0..<(prepared.arms.count * replications)).filter { shard == nil || $0 % shard!.count == shard!.index - 1 }
        // Each persona's shared input (catalogs) built once per run and shared by every arm it serves.
        let shared = Personas.all.map { SharedInputs($0, arms: prepared.scenarios.map { $0[0] }) }
        let results = PartitionedRun.map(count: tasks.count, workers: workers, isCancelled: isCancelled,
                                         progress: progress.map { report in { @Sendable done in report(done, tasks.count) } }) { position in
            let task = tasks[position]
            let (arm, replication) = (task / replications, task % replications)
            let scenario = prepared.scenarios[arm][replication]
            let tallies = shared.compactMap { $0.run(scenario, arm: arm, isCancelled: isCancelled) }
            let outcome = RunOutcome(scenario: scenario, scenarioPath: path, tallies: tallies)
            let folder = "arms/\(arm + 1)-" + String(prepared.arms[arm].name.prefix(SweepPlan.Arm.folderNameLength)
                .map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
            let report = replication == 0 ? RunReport(outcome).files.map { ("\(folder)/\($0.name)", $0.contents) } : []
            return SweepTask(arm: arm, replication: replication, run: SweepResult.Run(
                seed: scenario.seed, kpis: outcome.kpis, violations: outcome.violationCount,
                missingProbes: outcome.missingProbes.map(\.name), armReport: report))
        }
        return isCancelled() ? nil : results
    }
}

/// One finished (arm, replication) run of a sweep.
public struct SweepTask: Sendable {
    public var arm: Int
    public var replication: Int
    public var run: SweepResult.Run
}

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

/// The KPIs of every arm × replication, and the statistics reports show.
public struct SweepResult: Sendable {
    /// What one (arm, replication) run produced.
    public struct Run: Sendable {
        public var seed: UInt64
        public var kpis: [KPI]
        public var violations: Int64
        public var missingProbes: [String]
        /// The arm's own report files (replication 0 only), under `arms/<n>-<arm>/`.
        public var armReport: [(name: String, contents: String)]
    }

    public var header: SweepHeader
    /// `runs[arm][replication]`.
    public var runs: [[Run]]

    /// Assembles the result from every task of the sweep (in any order).
    ///
    /// - Returns: `nil` unless every (arm, replication) is present exactly once.
    public init?(header: SweepHeader, tasks: [SweepTask]) {
        let replications = header.plan.replications
        var runs = [[Run?]](repeating: [Run?](repeating: nil, count: replications), count: header.arms.count)
        for task in tasks {
            guard task.arm < runs.count, task.replication < replications, runs[task.arm][task.replication] == nil else { return nil }
            runs[task.arm][task.replication] = task.run
        }
        guard runs.allSatisfy({ $0.allSatisfy { $0 != nil } }) else { return nil }
        self.header = header
        self.runs = runs.map { $0.map { $0! } }
    }

    /// The KPIs, in report order (taken from the first run).
    public var kpiIDs: [String] { runs.first?.first?.kpis.map(\.id) ?? [] }

    /// The values of `kpi` for every replication of `arm`.
    public func values(_ kpi: String, arm: Int) -> [Double] {
        runs[arm].map { run in run.kpis.first { $0.id == kpi }.flatMap { Double($0.value) } ?? 0 }
    }

    /// Invariant violations over all runs.
    public var violations: Int64 { runs.joined().reduce(0) { $0 + $1.violations } }

    /// Runs that violated an invariant or missed a declared probe.
    public var failedRuns: Int { runs.joined().filter { $0.violations > 0 || !$0.missingProbes.isEmpty }.count }

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
        let b = values(kpi, arm: header.baselineArm)
        let paired = zip(a, b).map { $0 - $1 }
        return Difference(interval: Statistics.confidenceInterval(paired),
                          independentVariance: Statistics.variance(a) + Statistics.variance(b),
                          pairedVariance: Statistics.variance(paired))
    }
}
