import Foundation
import Harness
import Scenarios
import Sim

/// `appsim check FILE --baseline DIR [--junit PATH] [--markdown PATH] [--update] …`
enum CheckCommand {
    static let help = """
    USAGE: appsim check [FILE] --baseline DIR [--junit PATH] [--markdown PATH] [--update [--keep-traces N]]
                        [--ignore-pin] [--workers N] [--max-hours N] [--seed N] [--days N] [--set key=value ...]
                        [--remote-config FILE]

    Runs a scenario and compares its KPIs with the baseline in DIR: exact for every KPI unless the
    scenario's tolerances allow a relative change; a threshold there (">= 0.7") gates a KPI's value.
    Prints every KPI that moved or broke its threshold (baseline, now, delta, relative, allowed):
    drift before moves within tolerance, counts before ratios, the largest relative change first.
    --update records the run as the new baseline instead, deliberately; a baseline is never
    rewritten otherwise. A baseline pins what it ran (seed, days, every --set/--seed/--days and a
    fingerprint of the resolved scenario, tolerances aside): a check that would run anything else
    is refused before running, naming each difference.

    OPTIONS:
      --baseline DIR     the baseline folder (baseline.json and kpis.csv)
      --junit PATH       also write JUnit XML: one test case per KPI, plus invariants and probes
                         (a comparison's: not with --update)
      --markdown PATH    also write a Markdown summary for a CI job to show (not with --update)
                         (PATH: a new or regular file; missing folders on the way are created)
      --update           record this run as the baseline (refused if an invariant failed, or if
                         DIR holds another scenario's baseline or files AppSim did not write)
      --keep-traces N    with --update: also keep the full trace of N agents per persona, evenly
                         spaced, so a later check shows the first event that differs (default 0)
      --ignore-pin       compare even when this run is not the one the baseline pins (to see
                         what a setting would move; the differences are printed first)
    \(ScenarioOptions.runningHelp)
    \(ScenarioOptions.help)
      -h, --help         show this help

    EXIT STATUS: 0 identical or within tolerance · 1 drift, a violated invariant or an unreached
    probe · 2 bad usage or input (missing or corrupted baseline; a baseline that pins another
    scenario, seed, days, overrides or scenario contents; an output path AppSim may not replace)
    · 3 a file could not be written · 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let remoteConfig: String?
        let baselineDirectory: String?
        let junit: String?
        let markdown: String?
        let update: Bool
        let keepTraces: Int
        let ignorePin: Bool
        let workers: Int
        let budget: ResourceBudget
        let path: String?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            remoteConfig = try arguments.value("--remote-config")
            baselineDirectory = try arguments.value("--baseline")
            junit = try arguments.value("--junit")
            markdown = try arguments.value("--markdown")
            update = arguments.flag("--update")
            keepTraces = try arguments.integer("--keep-traces", in: 0...100_000) ?? 0
            ignorePin = arguments.flag("--ignore-pin")
            workers = try arguments.integer("--workers", in: 1...1_024) ?? PartitionedRun.activeProcessorCount
            budget = try ScenarioOptions.budget(&arguments)
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim check --help")
        }
        guard let baselineDirectory else {
            return Usage.fail(UsageError("--baseline DIR is required"), help: "appsim check --help")
        }
        guard update || keepTraces == 0 else {
            return Usage.fail(UsageError("--keep-traces N is recorded with --update only"), help: "appsim check --help")
        }
        guard !update || (junit == nil && markdown == nil) else {
            return Usage.fail(UsageError("--junit and --markdown report a comparison, and --update compares nothing: "
                                         + "record the baseline, then run the check with them"), help: "appsim check --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides, remoteConfig: remoteConfig) else { return .badInput }
        let scenario = loaded.scenario
        let estimate = ResourceEstimate(scenario, workers: workers)
        guard ScenarioOptions.fits(estimate, budget) else { return .badInput }
        let interruption = Interruption()
        interruption.watch()
        let scenarioPath = CommandPaths(reads: loaded.reads)
        let mode: Mode
        do {
            if update {
                try Baseline.checkForUpdate(directory: baselineDirectory, scenario: scenario.name)
                mode = .record(try Output.claim(baselineDirectory, kind: .baseline, option: "--baseline", checking: scenarioPath))
            } else {
                mode = .compare(try files(junit: junit, markdown: markdown,
                                          checking: CommandPaths(reads: scenarioPath.reads + [CommandPaths.Named("--baseline", baselineDirectory)])))
            }
        } catch {
            return Output.fail(error)
        }
        var baseline: Baseline?
        if case .compare = mode {
            do {
                Output.recover(baselineDirectory)
                let recorded = try Baseline.load(directory: baselineDirectory, scenarioPath: loaded.path)
                let now = ScenarioPin(scenario, overrides: loaded.overrides)
                if let mismatch = recorded.pin.mismatch(now, path: loaded.path, baselineDirectory: baselineDirectory) {
                    guard ignorePin else {
                        Console.failure("appsim: \(mismatch)")
                        return .badInput
                    }
                    Console.error("appsim: note: comparing anyway (--ignore-pin): \(mismatch)")
                }
                for note in recorded.pin.notes(now, baselineDirectory: baselineDirectory) { Console.error("appsim: note: \(note)\n") }
                baseline = recorded
            } catch {
                Console.failure("appsim: \(error)\n")
                return .badInput
            }
        }
        Console.out(RunConsole.header(scenario, path: loaded.path, workers: workers, estimate: estimate, command: "check"))
        let finished = RunCommand.simulate(scenario, path: loaded.path, overrides: loaded.overrides, workers: workers, stoppingAt: interruption)
        switch (mode, finished, baseline) {
        case (.record(let folder), nil, _):
            folder.abandon()
            return interruption.stop(keeping: "nothing was recorded (\(PrintableText.terminal(baselineDirectory))/ is as it was)")
        case (.record(let folder), let outcome?, _):
            return record(outcome, in: folder, keepTraces: keepTraces, interruption: interruption)
        case (.compare(let files), let outcome?, let baseline?):
            let result = CheckResult(outcome: outcome, baseline: baseline, baselineDirectory: baselineDirectory)
            // The files first: a verdict ("check passed") is printed only once they are written,
            // never before an exit 3.
            for (file, contents) in files {
                do {
                    try file.write(result[keyPath: contents])
                } catch {
                    return Output.fail(error)
                }
            }
            Console.out(result.consoleText)
            return result.passed ? .success : .checkFailed
        case (.compare, _, _):
            return interruption.stop(keeping: "nothing was checked or written")
        }
    }

    /// What a check does: record a baseline in a claimed folder, or compare and write these files.
    enum Mode {
        case record(ReportFolder)
        case compare([(ReportFile, KeyPath<CheckResult, String>)])
    }

    /// `--junit` and `--markdown`, claimed before the run once neither overlaps an input (`paths`)
    /// or the other.
    static func files(junit: String?, markdown: String?, checking paths: CommandPaths) throws(OutputError) -> [(ReportFile, KeyPath<CheckResult, String>)] {
        var paths = paths
        if let junit { paths.writes.append(CommandPaths.Named("--junit", junit)) }
        if let markdown { paths.writes.append(CommandPaths.Named("--markdown", markdown)) }
        try paths.check()
        for path in [junit, markdown].compactMap({ $0 }) { Output.recover(path) }
        var files: [(ReportFile, KeyPath<CheckResult, String>)] = []
        if let junit { files.append((try ReportFile.claim(junit, option: "--junit", signature: CheckResult.junitSignature), \.junitXML)) }
        if let markdown { files.append((try ReportFile.claim(markdown, option: "--markdown", signature: CheckResult.markdownSignature), \.markdown)) }
        return files
    }

    /// `--update`: writes the run's baseline, unless the run itself failed.
    static func record(_ outcome: RunOutcome, in folder: ReportFolder, keepTraces: Int, interruption: Interruption) -> ExitCode {
        guard outcome.passed else {
            folder.abandon()
            Console.out(RunConsole.footer(outcome, directory: folder.path, files: []))
            Console.failure("appsim: not recording a baseline from a run that failed its own checks\n")
            return .checkFailed
        }
        let baseline = Baseline(outcome, keepTraces: keepTraces)
        let files = baseline.files.map { ($0.name, Data($0.contents.utf8)) } + baseline.binaryFiles.map { ($0.name, Data($0.bytes)) }
        if let failure = Output.commit(files, to: folder, manifest: ReportManifest(command: Output.commandLine, scenario: outcome.scenario),
                                       interruption: interruption) {
            return failure
        }
        Console.out("baseline updated: \(PrintableText.terminal(folder.path))/ (\(baseline.kpis.count) KPIs, scenario \(outcome.scenario.name), seed \(outcome.scenario.seed))\n")
        return .success
    }
}
