import Dispatch
import Foundation
import Harness
import Measurements
import Scenarios
import Sim

/// `appsim sweep [FILE] [--grid key=v1,v2,…] [--replications R] [--independent] …`
enum SweepCommand {
    static let help = """
    USAGE: appsim sweep [FILE] [--grid key=v1,v2,...] [--baseline-arm key=v,...] [--replications R] [--independent]
                        [--shard i/n] [--out DIR] [--workers N] [--max-hours N] [--seed N] [--days N]
                        [--set key=value ...] [--remote-config FILE [--export-remote-config OUT
                        [--rollout-percent N]]]

    Runs every arm of the scenario's grid for R replications and writes reports/<name>/sweep/:
    sweep.csv (one row per arm × replication × KPI), sweep.md (the decision table when the
    scenario declares a decision, then means with 95% intervals, paired differences against the
    baseline arm, and the variance common random numbers save), interval charts, and each arm's
    own report.

    OPTIONS:
      --grid key=v1,v2   sweep this key over these values (a remote-config key or a dotted path);
                         replaces the scenario's values for that key; repeatable
    \(ScenarioOptions.baselineArmHelp)
      --replications R   replications per arm (default: the scenario's, else 1); a sweep
                         holds at most 250,000 runs (arms × replications)
      --independent      give every arm its own random numbers (to measure what common random
                         numbers save); by default arms share them
      --shard i/n        run only shard i of n (arm × replication runs i, i+n, …) and write
                         its part to reports/<name>/sweep-shard-i-of-n/; 'appsim merge'
                         combines the n parts into the same report as an unsharded sweep
      --out DIR          write here instead of reports/<name>/sweep/
    \(ScenarioOptions.runningHelp)
    \(ScenarioOptions.help)
    \(RemoteConfigExportOption.help)
      -h, --help         show this help

    EXIT STATUS: 0 every run passed its invariants and probes · 1 some run did not · 2 bad usage
    or input, --out names something AppSim did not write, or the export was refused · 3 the
    report or the export could not be written · 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let remoteConfig: String?
        let grids: [String]
        let baselineArm: [String]
        let replications: Int?
        let independent: Bool
        let out: String?
        let workers: Int
        let budget: ResourceBudget
        let path: String?
        let shard: Shard?
        let export: RemoteConfigExportOption?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            remoteConfig = try arguments.value("--remote-config")
            shard = try arguments.shard()
            grids = try arguments.values("--grid")
            baselineArm = try ScenarioOptions.baselineArm(&arguments)
            replications = try arguments.integer("--replications", in: 1...10_000)
            independent = arguments.flag("--independent")
            out = try arguments.value("--out")
            workers = try arguments.integer("--workers", in: 1...1_024) ?? PartitionedRun.activeProcessorCount
            budget = try ScenarioOptions.budget(&arguments)
            export = try RemoteConfigExportOption.parse(&arguments, remoteConfig: remoteConfig, shard: shard)
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim sweep --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides, remoteConfig: remoteConfig) else { return .badInput }
        var plan = loaded.scenario.sweep ?? SweepPlan(dimensions: [], replications: 1)
        do {
            try plan.apply(grid: grids)
        } catch {
            return Usage.fail(error, help: "appsim sweep --help")
        }
        if let replications { plan.replications = replications }
        guard !plan.dimensions.isEmpty else {
            return Usage.fail(UsageError("\(PrintableText.terminal(loaded.path)) declares no sweep grid; add sweep: { grid: {...} } or pass --grid key=v1,v2"),
                              help: "appsim sweep --help")
        }
        if export != nil, let template = loaded.template,
           let problem = RemoteConfigExport.problem(plan, decision: loaded.scenario.decision, template: template, scenario: loaded.path) {
            Console.failure("appsim: --export-remote-config: \(PrintableText.terminal(problem))\n")
            return .badInput
        }
        // The header comes first, whatever the grid: the arms are checked after it, and the estimate
        // that needs them is its last line (docs/rules.md#a-sweeps-size).
        let name = loaded.scenario.name
        let directory = out ?? (shard.map { "reports/\(name)/sweep-shard-\($0.index)-of-\($0.count)" } ?? "reports/\(name)/sweep")
        let interruption = Interruption()
        interruption.watch()
        let folder: ReportFolder
        let exportFile: ReportFile?
        do {
            var paths = CommandPaths(reads: loaded.reads)
            if let export {
                // Every overlap is named before the file is claimed, and the file before the folder,
                // whose claim leaves a staging folder to abandon.
                paths.writes.append(CommandPaths.Named("--export-remote-config", export.path))
                try CommandPaths(reads: paths.reads, writes: paths.writes + [CommandPaths.Named("--out", directory)]).check()
            }
            exportFile = try export?.claim()
            folder = try Output.claim(directory, kind: shard == nil ? .sweep : .sweepShard, checking: paths)
        } catch {
            return Output.fail(error)
        }
        if plan.sizeProblem == nil, let arms = plan.armCount {
            Console.out(RunConsole.header(loaded.scenario, path: loaded.path, workers: workers, estimate: nil, command: "sweep"))
            Console.out("  grid: " + plan.dimensions.map { PrintableText.terminal("\($0.key) ∈ {\($0.values.joined(separator: ", "))}") }.joined(separator: " × ")
                        + " · \(ReportNumber.grouped(Int64(arms))) arms × \(ReportNumber.grouped(Int64(plan.replications))) replications · "
                        + (independent ? "independent random numbers\n" : "common random numbers\n"))
        }
        let prepared: SweepRun.Prepared
        do {
            if let line = SweepRun.checkingLine(plan) { Console.error(line) }
            let checking = ProgressLog { Console.error($0) }
            prepared = try SweepRun.prepare(path: path, overrides: loaded.overrides, plan: plan, independent: independent, baselineArm: baselineArm,
                                            progress: { checking.report($0, of: $1, "arms", what: "checking the sweep") })
        } catch {
            folder.abandon()
            Console.failure("appsim: \(error)\n")
            return .badInput
        }
        let estimate = ResourceEstimate(sweep: prepared, workers: workers, shardCount: shard?.count ?? 1)
        guard ScenarioOptions.fits(estimate, budget, splitting: .sweep) else {
            folder.abandon()
            return .badInput
        }
        Console.out(RunConsole.nonBindingLines(prepared.armScenarios, except: [loaded.scenario]))
        Console.out(RunConsole.estimateLine(estimate))
        let progress: @Sendable (Int, Int) -> Void
        if Console.errorIsTerminal {
            progress = SweepProgress(started: DispatchTime.now().uptimeNanoseconds).report
        } else {
            let log = ProgressLog { Console.error($0) }
            progress = { done, total in log.report(done, of: total, "runs", what: "sweep") }
        }
        guard let tasks = SweepRun.run(prepared, path: loaded.path, workers: workers, shard: shard, progress: progress,
                                       isCancelled: { interruption.isInterrupted }) else {
            folder.abandon()
            return interruption.stop(keeping: "nothing was written (\(PrintableText.terminal(directory))/ is as it was)")
        }
        let header = SweepHeader(prepared, scenarioPath: loaded.path)
        if let shard {
            let part = SweepShard(header: header, index: shard.index, count: shard.count, tasks: tasks)
            if let failure = write(part.files, to: folder, header: header, interruption: interruption) { return failure }
            let failed = tasks.filter { $0.run.violations > 0 || !$0.run.missingProbes.isEmpty }.count
            Console.out("wrote \(PrintableText.terminal(directory))/: shard \(shard.index) of \(shard.count), \(tasks.count) runs, \(failed) failed their invariants or probes\n")
            return failed == 0 ? .success : .checkFailed
        }
        let result = SweepResult(header: header, tasks: tasks)!
        let status = finish(result, in: folder, interruption: interruption)
        guard let export, let exportFile, let template = loaded.template, status == .success || status == .checkFailed else { return status }
        return export.write(result, template: template, to: exportFile, after: status)
    }

    /// Writes the sweep's report and says how its runs went.
    static func finish(_ result: SweepResult, in folder: ReportFolder, interruption: Interruption) -> ExitCode {
        let report = SweepReport(result)
        if let failure = write(report.files, to: folder, header: result.header, interruption: interruption) { return failure }
        Console.out("wrote \(PrintableText.terminal(folder.path))/: sweep.md, sweep.csv, \(report.files.count - 2) more files\n")
        Console.out("runs: \(result.runs.joined().count), \(result.failedRuns) failed their invariants or probes\n")
        Console.out(report.identicalArms.lines.map { $0 + "\n" }.joined())
        return result.failedRuns == 0 ? .success : .checkFailed
    }

    /// Writes `files` with their manifest (`Output.commit`); the exit status when that fails.
    static func write(_ files: [(name: String, contents: String)], to folder: ReportFolder, header: SweepHeader,
                      interruption: Interruption) -> ExitCode? {
        Output.commit(files, to: folder, manifest: ReportManifest(command: Output.commandLine, scenarioName: header.scenario,
                                                                  scenarioFingerprint: header.scenarioFingerprint),
                      interruption: interruption)
    }
}
