import Harness
import Sim

/// Runs every arm × replication of a sweep and keeps each run's KPIs.
package enum SweepRun {
    /// A sweep ready to run: every arm's scenario, validated.
    package struct Prepared: Sendable {
        package var base: Scenario
        /// The `--set` overrides every arm starts from (`--seed`/`--days` included).
        package var overrides: [String]
        package var plan: SweepPlan
        package var independent: Bool
        package var arms: [SweepPlan.Arm]
        /// `armScenarios[arm]`: the arm's scenario with the scenario's seed.
        package var armScenarios: [Scenario]
        /// The arm paired differences are taken against (`SweepBaseline`): the scenario's own
        /// values of the grid's choice keys, or those `--baseline-arm` names.
        package var baselineArm: Int

        /// Replication `replication` of `arm`: the arm's scenario with the replication's seed
        /// (`SweepPlan.seed`).
        package func scenario(arm: Int, replication: Int) -> Scenario {
            var scenario = armScenarios[arm]
            scenario.seed = SweepPlan.seed(base: base.seed, replication: replication, arm: arm, independent: independent)
            return scenario
        }
    }

    /// Builds and validates every arm's scenario; an arm value the scenario's rules refuse fails
    /// here, before anything runs, naming the arm. So do two grid keys naming the same setting, a
    /// dimension that breaks a grid's rules, and a sweep of more than `SweepPlan.maximumRuns`
    /// runs — that one before any arm is built (docs/rules.md#sweep-grids,
    /// docs/rules.md#a-sweeps-size).
    ///
    /// Linear in the arms: the file is parsed once and each arm applies its own assignments
    /// (`SweepArms`); replications differ only by their seed. `progress(done, arms)` is called
    /// after each arm.
    ///
    /// - Complexity: O(arms × (dimensions + the scenario's size)).
    package static func prepare(path: String?, overrides: [String], plan: SweepPlan, independent: Bool, baselineArm named: [String] = [],
                                progress: ((Int, Int) -> Void)? = nil) throws(ScenarioError) -> Prepared {
        let loaded = try ScenarioSource.load(path: path, overrides: overrides)
        if let keys = plan.overlappingKeys {
            throw ScenarioError(file: loaded.path, path: "sweep.grid",
                                message: "\"\(keys.first)\" and \"\(keys.second)\" name the same setting; keep one of them")
        }
        if let (key, problem) = plan.gridProblem {
            throw ScenarioError(file: loaded.path, path: "sweep.grid.\(key)", message: problem)
        }
        if let problem = plan.sizeProblem {
            throw ScenarioError(file: loaded.path, path: "sweep", message: problem + "; "
                                + sizeAdvice(loaded.scenario, plan: plan))
        }
        let resolver = try SweepArms(text: loaded.text, file: loaded.path, overrides: overrides, base: loaded.scenario)
        let arms = plan.arms
        var scenarios: [Scenario] = []
        scenarios.reserveCapacity(arms.count)
        for (index, arm) in arms.enumerated() {
            let scenario: Scenario
            do {
                scenario = try resolver.scenario(arm)
            } catch {
                throw ScenarioError(file: loaded.path, path: "sweep.grid", message: "arm \(arm.name): " + (error.path.isEmpty ? "" : "\(error.path): ") + error.message)
            }
            scenarios.append(scenario)
            progress?(index + 1, arms.count)
        }
        // Every arm is valid by now, so each grid value resolves.
        let baselineArm = try SweepBaseline.arm(plan, assumptions: loaded.scenario.decision?.assumptions ?? [], named: named, file: loaded.path,
                                                sameAsScenario: { (try? resolver.scenario(assignments: [$0])) == loaded.scenario },
                                                writtenValue: resolver.writtenValue(ofSetting:))
        return Prepared(base: loaded.scenario, overrides: overrides, plan: plan, independent: independent, arms: arms,
                        armScenarios: scenarios, baselineArm: baselineArm)
    }

    /// Arms above which checking them takes long enough (tenths of a second) to say so first.
    package static let announcedArms = 1_000

    /// The line a command prints before it checks the arms of a grid of more than
    /// `announcedArms` arms, so the first line comes at once whatever the grid
    /// (docs/rules.md#a-sweeps-size); `nil` for a smaller grid.
    package static func checkingLine(_ plan: SweepPlan) -> String? {
        guard let arms = plan.armCount, arms > announcedArms, plan.sizeProblem == nil else { return nil }
        return "appsim: checking the sweep's \(ReportNumber.grouped(Int64(arms))) arms before anything runs\n"
    }

    /// What an oversized sweep would take and the ways out: one run of the scenario as written
    /// times the runs, on this machine's cores.
    static func sizeAdvice(_ scenario: Scenario, plan: SweepPlan) -> String {
        let run = ResourceEstimate(scenario, workers: 1, cores: 1)
        let runs = Double(plan.runCount ?? Int.max)
        let cores = Double(max(1, PartitionedRun.activeProcessorCount))
        let kpis = Double(KPICatalog.ids(for: scenario).count)
        let total = ResourceEstimate(bytes: runs * kpis * ResourceEstimate.bytesPerSweepKPI, seconds: runs * run.seconds / cores)
        return "its runs would take \(ResourceEstimate.timeText(total.seconds)) on this machine's \(Int(cores)) cores and their \(Int(kpis)) KPIs "
            + "\(ResourceEstimate.memoryText(total.bytes)) to merge; sweep fewer arms (--grid key=v1,v2 with fewer values) or fewer "
            + "replications (--replications R), or split the grid into sweeps of their own; --shard i/n spreads one sweep's runs "
            + "over machines, but their merge holds every run"
    }

    /// Runs the sweep's (arm, replication) tasks — all of them, or with `shard` `i/n` only
    /// those whose index is `i − 1` modulo `n` — on up to `workers` threads (each run
    /// single-threaded, so results are the same for any `workers`), started in `executionOrder`
    /// and returned in task order; `progress(done, total)` after each run; `nil` when cancelled.
    package static func run(_ prepared: Prepared, path: String, workers: Int, shard: Shard? = nil,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> [SweepTask]? {
        let replications = prepared.plan.replications
        let shard = shard ?? .whole
        let tasks = (0..<(prepared.arms.count * replications)).filter { $0 % shard.count == shard.index - 1 }
        let seeds = tasks.map { SweepPlan.seed(base: prepared.base.seed, replication: $0 % replications, arm: $0 / replications,
                                               independent: prepared.independent) }
        // Each persona's shared input (catalogs) built once per run and shared by every arm it serves.
        let shared = Personas.all.map { SharedInputs($0, arms: prepared.armScenarios) }
        let order = executionOrder(seeds: seeds, workers: workers)
        for group in order.groups where group.count > 1 {
            for inputs in shared { inputs.expect(seed: seeds[group[0]], arms: group.map { tasks[$0] / replications }) }
        }
        let results = PartitionedRun.map(count: tasks.count, workers: workers, isCancelled: isCancelled,
                                         progress: progress.map { report in { @Sendable done in report(done, tasks.count) } }) { step in
            let task = tasks[order.positions[step]]
            let (arm, replication) = (task / replications, task % replications)
            let scenario = prepared.scenario(arm: arm, replication: replication)
            let tallies = shared.compactMap { $0.run(scenario, arm: arm, isCancelled: isCancelled) }
            for inputs in shared { inputs.finished(seed: scenario.seed, arm: arm) }
            let outcome = RunOutcome(scenario: scenario, scenarioPath: path, overrides: prepared.overrides(arm: arm, replication: replication),
                                     tallies: tallies)
            let folder = "arms/\(arm + 1)-" + String(prepared.arms[arm].name.prefix(SweepPlan.Arm.folderNameLength)
                .map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
            // By name, as a shard's manifest lists them, so a merged sweep holds them in the same order.
            let report = replication == 0 ? RunReport(outcome).files.map { ("\(folder)/\($0.name)", $0.contents) }.sorted { $0.0 < $1.0 } : []
            return SweepTask(arm: arm, replication: replication, run: SweepResult.Run(
                seed: scenario.seed, kpis: outcome.kpis, violations: outcome.violationCount,
                missingProbes: outcome.missingProbes, armReport: report))
        }
        guard let results, !isCancelled() else { return nil }
        var inTaskOrder = results
        for (step, result) in results.enumerated() { inTaskOrder[order.positions[step]] = result }
        return inTaskOrder
    }

    /// The order a sweep's runs start in, given each run's seed (`seeds[position]`, in task
    /// order): the runs of one seed one after another, the seeds in the order they first appear,
    /// each seed's first run pulled ahead of the previous seed's others by `workers − 1` seeds.
    /// So the runs of a seed (a paired sweep's replication: its arms) run close together, and its
    /// first run has started, usually finished, before the others start: they take the typings it
    /// recorded (`PersonaSharedInput.expectRuns`), and only a few seeds' are kept at once. With a
    /// seed a run (independent arms) it is the task order. Results do not depend on the order;
    /// speed and memory do.
    ///
    /// Returns the positions in starting order, and each seed's positions in task order.
    static func executionOrder(seeds: [UInt64], workers: Int) -> (positions: [Int], groups: [[Int]]) {
        var groups: [[Int]] = []
        var groupOfSeed: [UInt64: Int] = [:]
        for (position, seed) in seeds.enumerated() {
            if let group = groupOfSeed[seed] {
                groups[group].append(position)
            } else {
                groupOfSeed[seed] = groups.count
                groups.append([position])
            }
        }
        let ahead = max(workers - 1, 0)
        var positions = groups.prefix(ahead).map { $0[0] }
        for index in groups.indices {
            if index + ahead < groups.count { positions.append(groups[index + ahead][0]) }
            positions.append(contentsOf: groups[index].dropFirst())
        }
        return (positions, groups)
    }
}

extension SweepRun.Prepared {
    /// The overrides that make `appsim run` reproduce one run of the sweep: the sweep's own, the
    /// arm's settings, and the replication's seed when it is not the scenario's. The arm's report
    /// prints them, and so do its violations' replay commands.
    func overrides(arm: Int, replication: Int) -> [String] {
        let seed = scenario(arm: arm, replication: replication).seed
        return overrides + arms[arm].assignments + (seed == base.seed ? [] : ["seed=\(seed)"])
    }
}
