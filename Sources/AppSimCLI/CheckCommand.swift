import Foundation
import Scenarios
import Sim

/// `appsim check FILE --baseline DIR [--junit PATH] [--markdown PATH] [--update] …`
enum CheckCommand {
    static let help = """
    USAGE: appsim check [FILE] --baseline DIR [--junit PATH] [--markdown PATH] [--update]
                        [--workers N] [--seed N] [--days N] [--set key=value ...]

    Runs a scenario and compares its KPIs with the baseline in DIR: exact for every KPI unless the
    scenario declares a tolerance for it. Prints every KPI that moved (baseline, now, delta,
    relative). --update records the run as the new baseline instead, deliberately; a baseline is
    never rewritten otherwise.

    OPTIONS:
      --baseline DIR     the baseline folder (baseline.json and kpis.csv)
      --junit PATH       also write JUnit XML: one test case per KPI, plus invariants and probes
      --markdown PATH    also write a Markdown summary for a CI job to show
      --update           record this run as the baseline (refused if an invariant failed)

    EXIT STATUS: 0 identical or within tolerance · 1 drift, a violated invariant or an unreached
    probe · 2 bad usage or input (missing or corrupted baseline, different scenario or seed) ·
    3 a file could not be written · 130 interrupted

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let baselineDirectory: String?
        let junit: String?
        let markdown: String?
        let update: Bool
        let workers: Int
        let path: String?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            baselineDirectory = try arguments.value("--baseline")
            junit = try arguments.value("--junit")
            markdown = try arguments.value("--markdown")
            update = arguments.flag("--update")
            workers = try arguments.integer("--workers", in: 1...1_024) ?? PartitionedRun.activeProcessorCount
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim check --help")
        }
        guard let baselineDirectory else {
            return Usage.fail(UsageError("--baseline DIR is required"), help: "appsim check --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides) else { return .badInput }
        let scenario = loaded.scenario
        var baseline: Baseline?
        if !update {
            do {
                let recorded = try Baseline.load(directory: baselineDirectory)
                guard recorded.scenario == scenario.name, recorded.seed == scenario.seed else {
                    Console.error("appsim: \(baselineDirectory)/ was recorded for scenario \(recorded.scenario) with seed \(recorded.seed), "
                                  + "not scenario \(scenario.name) with seed \(scenario.seed)\n")
                    return .badInput
                }
                baseline = recorded
            } catch {
                Console.error("appsim: \(error)\n")
                return .badInput
            }
        }
        Console.out(RunConsole.header(scenario, path: loaded.path, workers: workers, command: "check"))
        guard let outcome = RunCommand.simulate(scenario, path: loaded.path, overrides: overrides, workers: workers) else {
            Console.error("\nappsim: interrupted; nothing was checked or written\n")
            return .interrupted
        }
        guard let baseline else { return record(outcome, in: baselineDirectory) }
        let result = CheckResult(outcome: outcome, baseline: baseline, baselineDirectory: baselineDirectory)
        Console.out(result.consoleText)
        for (file, contents) in [(junit, result.junitXML), (markdown, result.markdown)] {
            guard let file else { continue }
            do {
                try Data(contents.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                Console.error("appsim: cannot write \(file): \(error.localizedDescription)\n")
                return .writeFailed
            }
        }
        return result.passed ? .success : .checkFailed
    }

    /// `--update`: writes the run's baseline, unless the run itself failed.
    static func record(_ outcome: RunOutcome, in directory: String) -> ExitCode {
        guard outcome.passed else {
            Console.out(RunConsole.footer(outcome, directory: directory, files: []))
            Console.error("appsim: not recording a baseline from a run that failed its own checks\n")
            return .checkFailed
        }
        let baseline = Baseline(outcome)
        do {
            try ReportWriter.write(baseline.files, to: directory)
        } catch {
            Console.error("appsim: \(error); the baseline was not changed\n")
            return .writeFailed
        }
        Console.out("baseline updated: \(directory)/ (\(baseline.kpis.count) KPIs, scenario \(outcome.scenario.name), seed \(outcome.scenario.seed))\n")
        return .success
    }
}
