import Harness
import Measurements
import Scenarios
import Sim

/// `appsim validate [FILE] [--set key=value …]`
enum ValidateCommand {
    static let help = """
    USAGE: appsim validate [FILE] [--baseline-arm key=v,...] [--workers N] [--max-hours N] [--seed N] [--days N] [--set key=value ...]
                           [--remote-config FILE]

    Checks a scenario file without running it: every key known, every value of the right type
    and range, every arm of its sweep grid by the same rules, and whether a run (and its sweep)
    fits this machine's memory and --max-hours (default 24). Prints the first problem with its
    file, line, key path and what was expected.

    OPTIONS:
    \(ScenarioOptions.baselineArmHelp)
    \(ScenarioOptions.runningHelp)
    \(ScenarioOptions.help)
      -h, --help         show this help

    EXIT STATUS: 0 valid · 2 invalid or bad usage

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let remoteConfig: String?
        let workers: Int
        let budget: ResourceBudget
        let path: String?
        let baselineArm: [String]
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            baselineArm = try ScenarioOptions.baselineArm(&arguments)
            remoteConfig = try arguments.value("--remote-config")
            workers = try arguments.integer("--workers", in: 1...1_024) ?? PartitionedRun.activeProcessorCount
            budget = try ScenarioOptions.budget(&arguments)
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim validate --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides, remoteConfig: remoteConfig) else { return .badInput }
        let s = loaded.scenario
        let estimate = ResourceEstimate(s, workers: workers)
        guard ScenarioOptions.fits(estimate, budget, splitting: .run) else { return .badInput }
        var sweep = ""
        var arms: [Scenario] = []
        if let plan = s.sweep {
            do {
                if let line = SweepRun.checkingLine(plan) { Console.error(line) }
                let checking = ProgressLog { Console.error($0) }
                let prepared = try SweepRun.prepare(path: path, overrides: loaded.overrides, plan: plan, independent: false,
                                                    baselineArm: baselineArm, progress: { checking.report($0, of: $1, "arms", what: "checking the sweep") })
                guard ScenarioOptions.fits(ResourceEstimate(sweep: prepared, workers: workers), budget, splitting: .sweep) else { return .badInput }
                sweep = "; sweep: \(prepared.arms.count) arms × \(plan.replications) replications"
                arms = prepared.armScenarios
            } catch {
                Console.failure("appsim: \(error)\n")
                return .badInput
            }
        }
        Console.out("\(PrintableText.terminal(loaded.path)): valid (\(s.name): \(s.agentsSummary), \(s.days) days, seed \(s.seed)\(sweep); "
                    + "a run would need \(estimate.description))\n" + RunConsole.nonBindingLines([s] + arms))
        return .success
    }
}
