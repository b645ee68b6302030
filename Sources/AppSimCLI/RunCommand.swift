import Foundation
import Harness
import Measurements
import Scenarios
import Sim

/// `appsim run [FILE] [--shard i/n] [--seed N] [--days N] [--out DIR] [--workers N] [--set key=value …]`
enum RunCommand {
    static let help = """
    USAGE: appsim run [FILE] [--shard i/n] [--out DIR] [--workers N] [--max-hours N] [--seed N]
                      [--days N] [--set key=value ...] [--remote-config FILE]

    Runs a scenario and writes its report to reports/<name>/ (or --out DIR).
    With no FILE, runs scenarios/default.json5 (compiled in, so it works from any folder).

    OPTIONS:
      --shard i/n        run only shard i of n (a block of each population's partitions of 250
                         agents, 16 listeners) and write its part to
                         reports/<name>/run-shard-i-of-n/; 'appsim merge' combines the n
                         parts into the unsharded run's report
      --out DIR          write the report here instead of reports/<name>/: a new or empty
                         folder, or one AppSim wrote (it carries appsim-manifest.json)
    \(ScenarioOptions.runningHelp)
    \(ScenarioOptions.help)
      -h, --help         show this help

    EXIT STATUS: 0 passed · 1 an invariant was violated or a declared probe not reached ·
    2 bad usage or input, or --out names something AppSim did not write · 3 the report
    could not be written · 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let remoteConfig: String?
        let out: String?
        let workers: Int
        let budget: ResourceBudget
        let path: String?
        let shard: Shard?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            remoteConfig = try arguments.value("--remote-config")
            shard = try arguments.shard()
            out = try arguments.value("--out")
            workers = try arguments.integer("--workers", in: 1...1_024) ?? PartitionedRun.activeProcessorCount
            budget = try ScenarioOptions.budget(&arguments)
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim run --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides, remoteConfig: remoteConfig) else { return .badInput }
        let scenario = loaded.scenario
        let estimate = ResourceEstimate(scenario, shard: shard ?? .whole, writesShard: shard != nil, workers: workers)
        guard ScenarioOptions.fits(estimate, budget, splitting: .run) else { return .badInput }
        let directory = out ?? "reports/\(scenario.name)" + (shard.map { "/run-shard-\($0.index)-of-\($0.count)" } ?? "")
        let interruption = Interruption()
        interruption.watch()
        let folder: ReportFolder
        do {
            folder = try Output.claim(directory, kind: shard == nil ? .run : .runShard, checking: CommandPaths(reads: loaded.reads))
        } catch {
            return Output.fail(error)
        }
        Console.out(RunConsole.header(scenario, path: loaded.path, workers: workers, estimate: estimate)
                    + (shard.map { RunConsole.shardLine(scenario, shard: $0) } ?? ""))
        guard let outcome = simulate(scenario, path: loaded.path, overrides: loaded.overrides, shard: shard ?? .whole, workers: workers,
                                     stoppingAt: interruption) else {
            folder.abandon()
            return interruption.stop(keeping: "nothing was written (\(PrintableText.terminal(directory))/ is as it was)")
        }
        guard let shard else { return finish(outcome, in: folder, interruption: interruption) }
        let files = RunShard(outcome, shard: shard, scenarioText: loaded.text).files
        if let failure = Output.commit(files, to: folder, manifest: ReportManifest(command: Output.commandLine, scenario: scenario), interruption: interruption) {
            return failure
        }
        Console.out(RunConsole.shardFooter(outcome, shard: shard, directory: directory, files: files.map(\.name)))
        return outcome.violationCount == 0 ? .success : .checkFailed
    }

    /// Writes the whole run's report (an unsharded run's, or the merge of its shards') into
    /// `folder`, holding signals while it commits, and says how it went: exit 0 when it passed, 1 when not, 2 or 3 when the folder
    /// could not be written.
    static func finish(_ outcome: RunOutcome, in folder: ReportFolder, interruption: Interruption) -> ExitCode {
        let report = RunReport(outcome)
        if let failure = Output.commit(report.files, to: folder, manifest: ReportManifest(command: Output.commandLine, scenario: outcome.scenario),
                                       interruption: interruption) {
            return failure
        }
        Console.out(RunConsole.footer(outcome, directory: folder.path, files: report.files.map { $0.name }))
        return outcome.passed ? .success : .checkFailed
    }
}

extension RunCommand {
    /// Runs the scenario with progress, stopping at SIGINT, SIGTERM or SIGHUP: the outcome, or
    /// `nil` when interrupted. The caller starts `interruption` watching before it prints the run's
    /// header, so a signal sent once the header is seen always stops the run this way.
    static func simulate(_ scenario: Scenario, path: String, overrides: [String], shard: Shard = .whole, workers: Int,
                         stoppingAt interruption: Interruption) -> RunOutcome? {
        let progress: @Sendable (String, Int, Int) -> Void
        if Console.errorIsTerminal {
            progress = showProgress
        } else {
            let log = ProgressLog { Console.error($0) }
            progress = { persona, done, total in log.report(done, of: total, "partitions", what: persona) }
        }
        let outcome = ScenarioRun.run(scenario, scenarioPath: path, overrides: overrides, shard: shard, workers: workers, progress: progress,
                                      isCancelled: { interruption.isInterrupted })
        return interruption.isInterrupted ? nil : outcome
    }

    /// Progress on a terminal's standard error: each persona's partitions done of all, on one
    /// line redrawn in place. Not on a terminal (a CI log), `ProgressLog` prints a line at most
    /// every 10 seconds instead.
    @Sendable static func showProgress(persona: String, done: Int, total: Int) {
        Console.error("\r  \(persona): \(done)/\(total) partitions")
        if done == total { Console.error("\n") }
    }
}
