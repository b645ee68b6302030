import Foundation
import Harness
import Scenarios
import Sim

/// `appsim run [FILE] [--seed N] [--days N] [--out DIR] [--workers N] [--set key=value …]`
enum RunCommand {
    static let help = """
    USAGE: appsim run [FILE] [--out DIR] [--workers N] [--max-hours N] [--seed N] [--days N]
                      [--set key=value ...]

    Runs a scenario and writes its report to reports/<name>/ (or --out DIR).
    With no FILE, runs scenarios/default.json5 (compiled in, so it works from any folder).

    OPTIONS:
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
        let out: String?
        let workers: Int
        let budget: ResourceBudget
        let path: String?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            out = try arguments.value("--out")
            workers = try arguments.integer("--workers", in: 1...1_024) ?? PartitionedRun.activeProcessorCount
            budget = try ScenarioOptions.budget(&arguments)
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim run --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides) else { return .badInput }
        let scenario = loaded.scenario
        let estimate = ResourceEstimate(scenario, workers: workers)
        guard ScenarioOptions.fits(estimate, budget) else { return .badInput }
        let directory = out ?? "reports/\(scenario.name)"
        let folder: ReportFolder
        do {
            folder = try ReportFolder.claim(directory)
        } catch {
            return Output.fail(error)
        }
        let interruption = Interruption()
        interruption.watch()
        Console.out(RunConsole.header(scenario, path: loaded.path, workers: workers, estimate: estimate))
        guard let outcome = simulate(scenario, path: loaded.path, overrides: overrides, workers: workers, stoppingAt: interruption) else {
            folder.abandon()
            return interruption.stop(keeping: "nothing was written (\(directory)/ is as it was)")
        }
        let report = RunReport(outcome)
        do {
            try folder.write(report.files, manifest: ReportManifest(command: Output.commandLine, scenario: scenario))
        } catch {
            return Output.fail(error)
        }
        Console.out(RunConsole.footer(outcome, directory: directory, files: report.files.map { $0.name }))
        return outcome.passed ? .success : .checkFailed
    }
}

extension RunCommand {
    /// Runs the scenario with progress, stopping at SIGINT, SIGTERM or SIGHUP: the outcome, or
    /// `nil` when interrupted. The caller starts `interruption` watching before it prints the run's
    /// header, so a signal sent once the header is seen always stops the run this way.
    static func simulate(_ scenario: Scenario, path: String, overrides: [String], workers: Int, stoppingAt interruption: Interruption) -> RunOutcome? {
        let progress: (@Sendable (String, Int, Int) -> Void)? = Console.errorIsTerminal ? showProgress : nil
        let outcome = ScenarioRun.run(scenario, scenarioPath: path, overrides: overrides, workers: workers, progress: progress,
                                      isCancelled: { interruption.isInterrupted })
        return interruption.isInterrupted ? nil : outcome
    }

    /// Progress on standard error: each persona's partitions done of all.
    @Sendable static func showProgress(persona: String, done: Int, total: Int) {
        Console.error("\r  \(persona): \(done)/\(total) partitions")
        if done == total { Console.error("\n") }
    }
}
