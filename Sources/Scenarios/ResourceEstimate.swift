import Harness
import Sim

/// What `appsim run` of a scenario will need: peak resident memory and wall time, estimated before
/// the run from what the scenario implies its agents do (docs/rules.md#cost-estimate: cost is
/// known before the run). Each persona prices its own run (`Persona.cost(of:)`, a `PersonaCost`
/// of counts and the constants it measured); this type combines them with the run's shard,
/// workers and cores, and adds what no persona owns (the process, a shard's tally, a sweep's
/// arms and reports, `Constants.measured`). It names no persona.
///
/// - **memory** = the process + for the persona whose run needs the most: its catalog (with a
///   cache that grows as the root of the work it serves) + one partition's working set per worker
///   (up to `PersonaWorld.partitionSize` agents × `bytesPerAgent`) + one partition tally per worker
///   (partitions are folded in order as they finish, `PartitionedRun.reduce`, so tallies never
///   pile up) + the merged tallies of every persona, with what they keep per agent
///   (`PersonaCost.keptBytesPerAgent`) and their backend logs: per request, per `backend.csv` row
///   (a request's UTC minute and endpoint, as requests fill the window's minutes:
///   `occupiedCells`), and for a run shard the log again as its tally's JSON holds it.
///   Personas run one after another, so only one persona's working set is resident at a time.
/// - **time** = process start + per persona: the catalog build and its cache's warm-up +
///   agent-days × the cost of an agent-day + agents × the cost once per agent, divided by the
///   workers that can run at once (`min(workers, cores, partitions)`).
///
/// A sweep (`init(sweep:…)`) builds its catalogs once and holds, besides a run's working set per
/// worker, its arms, the arms' reports, and what the runs of a seed record for each other and
/// share.
///
/// Calibrated on the 2-core, 24 GB Linux development machine (Swift 6.3 release build; the
/// machine was shared, so times are CPU seconds, user + system, which contention disturbs least)
/// from `/usr/bin/time -v` of the grid in `benchmarks/estimate/` (`measure.py`: the default
/// scenario whole and per persona, ordinary and busy caregivers, the backend-load scenario, shards
/// of a million caregivers and of a million listeners, sweeps up to 200,000 arms) and the
/// calibration runs each persona's cost lists.
package struct ResourceEstimate: Sendable, Equatable {
    /// Estimated peak resident memory, in bytes.
    package var bytes: Double
    /// Estimated wall time, in seconds.
    package var seconds: Double

    /// "about 31 GB and 4 h": decimal gigabytes (megabytes under 1 GB), then seconds, minutes,
    /// hours or days.
    package var description: String {
        "about \(Self.memoryText(bytes)) and \(Self.timeText(seconds))"
    }

    /// The measured constants no persona owns, in one place so they can be re-measured.
    package struct Constants: Sendable, Equatable {
        /// The process with nothing to simulate: runtime, zone tables, the scenario.
        package var processBytes: Double
        package var processSeconds: Double
        /// A run shard (`run --shard i/n`): per backend request, the log as its tally's JSON holds
        /// it (16 bytes a request as Base64) while the tally is written.
        package var bytesPerShardRequest: Double
        /// Sweeps: per `backend.csv` row of an arm's report, kept to the end and written with the
        /// sweep's report.
        package var bytesPerReportRow: Double
        /// Sweeps: the rest of an arm's report (summary, other tables, charts), and per day of
        /// the arm's run (the daily tables' rows); and the time to build and write it.
        package var bytesPerArmReport: Double
        package var bytesPerArmReportDay: Double
        package var secondsPerArmReport: Double
        /// Sweeps: an arm checked and held as its own scenario, in every shard (each shard checks
        /// the whole grid), and the time to parse and check it.
        package var bytesPerPreparedArm: Double
        package var secondsPerPreparedArm: Double
    }

    package init(bytes: Double, seconds: Double) {
        self.bytes = bytes
        self.seconds = seconds
    }

    /// The estimate for `scenario` run with `workers` workers on `cores` cores — or for one
    /// `shard` of it (`appsim run --shard i/n`): each persona's agent-days scaled by the shard's
    /// share of its partitions, and only as many of its partitions resident or running at once as
    /// the shard has; the process, the catalogs and the tallies are the whole run's.
    ///
    /// - Complexity: O(days) for the personas' costs (caregivers' install schedule and stay), no
    ///   simulation.
    package init(_ scenario: Scenario, shard: Shard = .whole, writesShard: Bool = false, workers: Int,
                cores: Int = PartitionedRun.activeProcessorCount, constants: Constants = .measured) {
        let terms = Terms(scenario, shard: shard, writesShard: writesShard, workers: workers, cores: cores, constants: constants)
        self.init(bytes: constants.processBytes + terms.peakBytes + terms.runBytes,
                  seconds: constants.processSeconds + terms.catalogSeconds + terms.seconds)
    }

    /// The estimate for a sweep: every task (arm × replication, or a shard's share of them) runs
    /// on one worker, up to `workers` tasks at once. Beyond the process, memory holds
    ///
    /// - the catalogs, built once for every arm that can share them (`SharedInputs`);
    /// - per task at once, the largest arm's partitions, tallies and backend log;
    /// - every arm's scenario, checked before anything runs, in a shard too (`bytesPerPreparedArm`);
    /// - the reports of replication 0 of every arm (a shard: its share of them), kept to the end
    ///   and written with the sweep's (`bytesPerReportRow` a `backend.csv` row,
    ///   `bytesPerArmReport` and `bytesPerArmReportDay` a day the rest);
    /// - every run's KPIs (`bytesPerSweepKPI` each);
    /// - when arms share their seeds (not `--independent`), what the runs of a seed record for each
    ///   other (`PersonaCost.bytesPerRecordedAgentDay`) for the seeds in flight (about as many
    ///   seeds as workers, at most the replications), and what every seed after the first adds to
    ///   the results the runs share (`bytesPerSharedAgentDay`).
    ///
    /// Time: checking every arm, the catalogs once, then each task's agent-days, each persona's at
    /// its `sweepTimeShare` of a run alone's, and each arm's report (`secondsPerArmReport`),
    /// divided by the tasks that can run at once.
    ///
    /// - Complexity: O(arms × days): one run's estimate per arm, no simulation.
    package init(sweep prepared: SweepRun.Prepared, workers: Int, shardCount: Int = 1,
                cores: Int = PartitionedRun.activeProcessorCount, constants: Constants = .measured) {
        let replications = prepared.plan.replications
        let tasks = (prepared.arms.count * replications + shardCount - 1) / shardCount
        let arms = prepared.armScenarios
        let terms = arms.map { Terms($0, workers: 1, cores: 1, constants: constants) }
        // A catalog another arm already built is built once (`SharedInputs`).
        var catalogs: [Terms.Catalog] = []
        for catalog in terms.flatMap(\.catalogs) where !catalogs.contains(where: { $0.persona == catalog.persona && $0.name == catalog.name }) {
            catalogs.append(catalog)
        }
        let perTask = terms.map { $0.residentBytes + $0.runBytes }.max() ?? 0
        let reports = zip(arms, terms).reduce(0) {
            $0 + $1.1.backendRows * constants.bytesPerReportRow + constants.bytesPerArmReport + Double($1.0.days) * constants.bytesPerArmReportDay
        } / Double(shardCount)
        let seeds = prepared.independent ? tasks : min(replications, tasks)
        let recorded = prepared.independent || prepared.arms.count < 2 ? 0
            : Double(min(workers, seeds)) * (terms.map(\.recordedBytes).max() ?? 0)
        let shared = Double(max(0, seeds - 1)) * (terms.map(\.sharedBytes).max() ?? 0)
        // Every run's KPIs, kept to the end (docs/rules.md#a-sweeps-size).
        let results = Double(tasks) * Double(KPICatalog.ids(for: prepared.base).count) * Self.bytesPerSweepKPI
        let armCount = Double(prepared.arms.count)
        let bytes = constants.processBytes + armCount * constants.bytesPerPreparedArm + catalogs.reduce(0) { $0 + $1.bytes }
            + Double(max(1, min(workers, tasks))) * perTask + reports + recorded + shared + results
        let perReplication = terms.reduce(0) { $0 + $1.sweepSeconds }
        let serial = (perReplication * Double(replications) + armCount * constants.secondsPerArmReport) / Double(shardCount)
        let parallel = Double(max(1, min(workers, cores, tasks)))
        self.init(bytes: bytes,
                  seconds: constants.processSeconds + armCount * constants.secondsPerPreparedArm
                    + catalogs.reduce(0) { $0 + $1.seconds } + serial / parallel)
    }

    /// A sweep's memory per KPI of a run at its peak, kept from the run to the report: the `KPI`
    /// (three strings), its number in `SweepResult`'s table and its `sweep.csv` row while the
    /// report is written. Measured (`/usr/bin/time -v`, release): `appsim sweep` of one caregiver
    /// for one day, 2 arms × 500 replications 75.5 MB, × 5,000 replications 529.3 MB: 9,000 more
    /// runs of 91 KPIs, 554 bytes a KPI.
    package static let bytesPerSweepKPI = 550.0

    /// One run's estimate beyond the process, in the terms a sweep prices differently.
    struct Terms {
        /// A persona's catalog, named by what it is built from.
        struct Catalog {
            var persona: String
            var name: String
            var bytes: Double
            var seconds: Double
        }

        /// Every persona's catalog, in registry order, and their sum.
        var catalogs: [Catalog] = []
        var catalogBytes = 0.0
        var catalogSeconds = 0.0
        /// The persona whose run needs the most: its catalog and its partitions resident at once.
        var peakBytes = 0.0
        /// The most any persona's partitions hold at once, without its catalog (personas run one
        /// after another).
        var residentBytes = 0.0
        /// The tallies and the backend log, held to the end of the run.
        var runBytes = 0.0
        /// Agent-days on the workers that run at once, every persona's; in a sweep, each at its
        /// `sweepTimeShare`.
        var seconds = 0.0
        var sweepSeconds = 0.0
        /// Sweeps: what one seed's runs record for each other, and what a seed adds to the results
        /// the runs share, over the shard's agent-days.
        var recordedBytes = 0.0
        var sharedBytes = 0.0
        /// `backend.csv` rows of every persona.
        var backendRows = 0.0

        init(_ scenario: Scenario, shard: Shard = .whole, writesShard: Bool = false, workers: Int, cores: Int, constants: Constants) {
            let window = Double(scenario.backendDays) / Double(max(scenario.days, 1))
            for persona in scenario.populations.personas {
                let cost = persona.cost(of: scenario)
                guard cost.agents > 0 else { continue }
                let all = (cost.agents + persona.partitionSize - 1) / persona.partitionSize
                let partitions = shard.partitions(of: all).count
                let share = Double(partitions) / Double(all)
                let running = Double(max(1, min(workers, cores, partitions)))
                let resident = Double(min(workers, partitions))
                let ran = share * cost.agentDays
                let cache = (ran * cost.cacheGrowthPerAgentDay).squareRoot()
                let catalog = (bytes: cost.catalogBytes + cache * cost.cacheBytesPerRoot,
                               seconds: cost.catalogSeconds + cache * cost.cacheSecondsPerRoot)
                let cells = Double(scenario.backendDays) * cost.backendCellsPerDay
                let lived = ran * window
                let requests = cost.requestsPerAgentDay.reduce(0) { $0 + lived * $1 }
                let minuteRows = cost.requestsPerAgentDay.reduce(0) {
                    $0 + ResourceEstimate.occupiedCells(cost.rowsPerRequest * lived * $1, cells: cells)
                }
                runBytes += cost.tallyBytes + share * Double(cost.agents) * cost.keptBytesPerAgent
                    + requests * (cost.bytesPerRequest + (writesShard ? constants.bytesPerShardRequest : 0)) + minuteRows * cost.bytesPerRow
                backendRows += minuteRows
                let partitionAgents = Double(min(cost.agents, persona.partitionSize))
                let working = resident * (partitionAgents * cost.bytesPerAgent + cost.tallyBytes)
                peakBytes = max(peakBytes, catalog.bytes + working)
                residentBytes = max(residentBytes, working)
                catalogBytes += catalog.bytes
                catalogSeconds += catalog.seconds
                if !cost.catalogName.isEmpty {
                    catalogs.append(Catalog(persona: persona.plural, name: cost.catalogName, bytes: catalog.bytes, seconds: catalog.seconds))
                }
                let personaSeconds = share * (cost.agentDays * cost.secondsPerAgentDay + Double(cost.agents) * cost.secondsPerAgent) / running
                seconds += personaSeconds
                sweepSeconds += personaSeconds * cost.sweepTimeShare
                recordedBytes += ran * cost.bytesPerRecordedAgentDay
                sharedBytes += ran * cost.bytesPerSharedAgentDay
            }
        }
    }

    /// The cells of `cells` (UTC minutes × endpoints) that `hits` requests spread uniformly at
    /// random occupy, at their expected count: cells × (1 − e^−(hits / cells)). Few requests
    /// occupy a cell each; many fill every cell once.
    static func occupiedCells(_ hits: Double, cells: Double) -> Double {
        guard cells > 0, hits > 0 else { return 0 }
        return cells * (1 - negativeExponential(hits / cells))
    }

    /// e^−x for x ≥ 0 in plain arithmetic, the same on every machine: the fifth-order Taylor
    /// polynomial of e^−(x/1024), squared ten times (relative error under 10⁻⁸ for x ≤ 40;
    /// 0 beyond, where it is below 10⁻¹⁷).
    static func negativeExponential(_ x: Double) -> Double {
        guard x < 40 else { return 0 }
        let y = x / 1_024
        var value = 1 - y * (1 - y / 2 * (1 - y / 3 * (1 - y / 4 * (1 - y / 5))))
        for _ in 0..<10 { value *= value }
        return value
    }

    static func memoryText(_ bytes: Double) -> String {
        bytes < 1e9 ? "\(ReportNumber.grouped(Int64(max(1, (bytes / 1e6).rounded())))) MB"
            : bytes < 1e10 ? "\(ReportNumber.fixed(bytes / 1e9, decimals: 1)) GB"
            : "\(ReportNumber.grouped(Int64(min(bytes / 1e9, 1e15).rounded()))) GB"
    }

    static func timeText(_ seconds: Double) -> String {
        let rounded = { (value: Double) in ReportNumber.grouped(Int64(min(max(1, value), 1e15).rounded())) }
        if seconds < 90 { return "\(rounded(seconds)) s" }
        if seconds < 90 * 60 { return "\(rounded(seconds / 60)) min" }
        if seconds < 48 * 3_600 { return "\(rounded(seconds / 3_600)) h" }
        return "\(rounded(seconds / 86_400)) days"
    }
}

extension ResourceEstimate.Constants {
    /// Measured 28 November 2026 on the development machine (2 cores, 24 GB, Linux, Swift 6.3
    /// release build, shared with other builds) with `/usr/bin/time -v` (the grid in
    /// `benchmarks/estimate/`, `measure.py`, one worker; its table, with every ratio, is
    /// `results.md`):
    /// - the process with nothing to simulate (1 journaler for a day) 0.05 s (0.04–0.05 user and
    ///   0.01 system) and 29.8–30.0 MiB, 31.2–31.5 MB, taken as 31.5 MB;
    /// - a run shard's tally 28 B a request more than the run (a million caregivers' shard 1/16
    ///   peaked at 537 MB, above the 507 MB of 100,000 caregivers run whole);
    /// - a sweep's arm 2.65 KB and 36 µs to check, in every shard (one caregiver for a day,
    ///   `--shard 1/10000` of 10,000, 100,000 and 200,000 arms: 58.0–59.2, 283.7–286.9 and
    ///   536.6–546.0 MB in two runs, 0.41–0.45, 3.55–3.92 and 7.11–7.44 s of CPU: 2.51–2.6 KB
    ///   and 35–37 µs an arm, the bytes raised to cover the spread);
    /// - a sweep's arm report, kept to the end and written with the sweep's: whole sweeps of one
    ///   caregiver for a day over 1,000, 3,000 and 10,000 arms peaked at 184.7, 497.7 and
    ///   1,594 MB in 32.9, 96.2 and over 334 s of CPU (156.5 KB and 32–37 ms an arm), for
    ///   28 days over 1,000 arms at 220.6 MB in 31.5 s (1.2 KB a day more): taken as 170 KB +
    ///   1.3 KB a day and 35 ms, to cover the spread; 100 B a `backend.csv` row (25 November).
    ///
    /// Each persona's constants are in its cost (`Persona.cost(of:)`). Against the grid the
    /// estimate is never under the measured memory and at most 1.5× over it, and within 2× of the
    /// CPU time (`ResourceEstimateTests`).
    package static let measured = ResourceEstimate.Constants(
        processBytes: 31.5e6, processSeconds: 0.05, bytesPerShardRequest: 28,
        bytesPerReportRow: 100, bytesPerArmReport: 170_000, bytesPerArmReportDay: 1_300, secondsPerArmReport: 0.035,
        bytesPerPreparedArm: 2_650, secondsPerPreparedArm: 36e-6)
}
