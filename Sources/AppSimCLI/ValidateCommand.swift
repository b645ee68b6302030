import Scenarios

/// `appsim validate [FILE] [--set key=value …]`
enum ValidateCommand {
    static let help = """
    USAGE: appsim validate [FILE] [--seed N] [--days N] [--set key=value ...]

    Checks a scenario file without running it: every key known, every value of the right type
    and range, and every arm of its sweep grid by the same rules. Prints the first problem with
    its file, line, key path and what was expected.

    EXIT STATUS: 0 valid · 2 invalid or bad usage

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let path: String?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim validate --help")
        }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides) else { return .badInput }
        let s = loaded.scenario
        var sweep = ""
        if let plan = s.sweep {
            do {
                let prepared = try SweepRun.prepare(path: path, overrides: overrides, plan: plan, independent: false)
                sweep = "; sweep: \(prepared.arms.count) arms × \(plan.replications) replications"
            } catch {
                Console.error("appsim: \(error)\n")
                return .badInput
            }
        }
        Console.out("\(loaded.path): valid (\(s.name): \(s.caregivers.count) caregivers, \(s.days) days, seed \(s.seed)\(sweep))\n")
        return .success
    }
}
