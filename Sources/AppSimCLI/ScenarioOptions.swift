import Harness
import Scenarios

/// Options shared by commands that load a scenario: `--seed`, `--days`, `--set`.
enum ScenarioOptions {
    /// The help lines of `--seed`, `--days` and `--set`, which every command that loads a scenario takes.
    static let help = """
      --seed N           the seed instead of the scenario's: 0 to 18446744073709551615
      --days N           how many days it runs instead of the scenario's: 1 to 3650
      --set key=value    override any scenario value: a remote-config key (baseQuota=4) or a
                         dotted path (populations.caregivers.count=500); repeatable
    """

    /// The help lines of `--workers` and `--max-hours`, which every command that runs a scenario takes.
    static let runningHelp = """
      --workers N        worker threads (default: active cores); results do not depend on it
      --max-hours N      refuse a run estimated to take longer (default 24); a run estimated to
                         need more memory than this machine has is always refused
    """

    /// `--seed N` and `--days N` become `--set seed=N` and `--set days=N`, after the `--set`s.
    /// `--seed` is read by `Arguments.seed` (0 to 2⁶⁴ − 1), `--days` within the file's range
    /// (`ScenarioFile.dayRange`), each with an error naming the flag typed; the rule that the run
    /// ends by 2100 is the file's, checked with the scenario.
    static func overrides(_ arguments: inout Arguments) throws(UsageError) -> [String] {
        var overrides = try arguments.values("--set")
        if let seed = try arguments.seed() { overrides.append("seed=\(seed)") }
        if let days = try arguments.integer("--days", in: ScenarioFile.dayRange) { overrides.append("days=\(days)") }
        return overrides
    }
}

extension ScenarioOptions {
    /// `--max-hours N`: the longest estimated wall time accepted (default 24), with this
    /// machine's memory.
    static func budget(_ arguments: inout Arguments) throws(UsageError) -> ResourceBudget {
        ResourceBudget.thisMachine(hours: Double(try arguments.integer("--max-hours", in: 1...1_000_000) ?? 24))
    }

    /// Whether `estimate` fits `budget`; if not, prints why and the ways out (exit 2).
    static func fits(_ estimate: ResourceEstimate, _ budget: ResourceBudget, splitting: ResourceBudget.Splittable = .nothing) -> Bool {
        guard let refusal = budget.refusal(estimate, splitting: splitting) else { return true }
        Console.failure("appsim: \(refusal)\n")
        return false
    }

    /// Loads the scenario, or prints why it is refused and returns `nil` (exit 2).
    static func load(path: String?, overrides: [String]) -> (scenario: Scenario, path: String, text: String)? {
        do {
            return try ScenarioSource.load(path: path, overrides: overrides)
        } catch {
            Console.failure("appsim: \(error)\n")
            return nil
        }
    }
}
