import Harness
import Sim

/// Runs every arm × replication of a sweep and keeps each run's KPIs.
package enum SweepRun {
    /// A sweep ready to run: every arm's scenario for every replication, all validated.
    package struct Prepared: Sendable {
        package var base: Scenario
        /// The `--set` overrides every arm starts from (`--seed`/`--days` included).
        package var overrides: [String]
        package var plan: SweepPlan
        package var independent: Bool
        package var arms: [SweepPlan.Arm]
        /// `scenarios[arm][replication]`.
        package var scenarios: [[Scenario]]
        /// The arm paired differences are taken against: the one equal to the scenario as written
        /// (if the grid contains it), else the first.
        package var baselineArm: Int
    }

    /// Builds and validates every arm's scenario; an arm value the scenario's rules refuse fails
    /// here, before anything runs, naming the arm. So do two grid keys naming the same setting.
    package static func prepare(path: String?, overrides: [String], plan: SweepPlan, independent: Bool) throws(ScenarioError) -> Prepared {
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
                    throw ScenarioError(file: loaded.path, path: "sweep.grid", message: "arm \(arm.name): " + (error.path.isEmpty ? "" : "\(error.path): ") + error.message)
                }
            }
            var asWritten = replications[0]
            asWritten.seed = loaded.scenario.seed
            if baselineArm == nil && asWritten == loaded.scenario { baselineArm = index }
            scenarios.append(replications)
        }
        return Prepared(base: loaded.scenario, overrides: overrides, plan: plan, independent: independent, arms: arms,
                        scenarios: scenarios, baselineArm: baselineArm ?? 0)
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
        let seeds = tasks.map { prepared.scenarios[$0 / replications][$0 % replications].seed }
        // Each persona's shared input (catalogs) built once per run and shared by every arm it serves.
        let shared = Personas.all.map { SharedInputs($0, arms: prepared.scenarios.map { $0[0] }) }
        let order = executionOrder(seeds: seeds, workers: workers)
        for group in order.groups where group.count > 1 {
            for inputs in shared { inputs.expect(seed: seeds[group[0]], arms: group.map { tasks[$0] / replications }) }
        }
        let results = PartitionedRun.map(count: tasks.count, workers: workers, isCancelled: isCancelled,
                                         progress: progress.map { report in { @Sendable done in report(done, tasks.count) } }) { step in
            let task = tasks[order.positions[step]]
            let (arm, replication) = (task / replications, task % replications)
            let scenario = prepared.scenarios[arm][replication]
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
                missingProbes: outcome.missingProbes.map(\.name), armReport: report))
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
    /// recorded (`Persona.expectRuns`), and only a few seeds' are kept at once. With a seed a run
    /// (independent arms) it is the task order. Results do not depend on the order; speed and
    /// memory do.
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
        let seed = scenarios[arm][replication].seed
        return overrides + arms[arm].assignments + (seed == base.seed ? [] : ["seed=\(seed)"])
    }
}
