import Harness
import Scenarios

/// Options shared by commands that load a scenario: `--seed`, `--days`, `--set`, `--remote-config`.
enum ScenarioOptions {
    /// The help lines of `--seed`, `--days`, `--set` and `--remote-config`, which every command
    /// that loads a scenario takes.
    static let help = """
      --seed N           the seed instead of the scenario's: 0 to 18446744073709551615
      --days N           how many days it runs instead of the scenario's: 1 to 3650
      --set key=value    override any scenario value: a remote-config key (baseQuota=4, or "4" as
                         Firebase writes numbers) or a dotted path (populations.caregivers.count=500);
                         repeatable
      --remote-config FILE
                         a Firebase Remote Config template (firebase remoteconfig:get -o FILE):
                         the default values of the keys AppSim models, where the scenario and
                         --set leave them, become the scenario's remoteConfig
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
    static let baselineArmHelp = """
      --baseline-arm key=v,...
                         the sweep arm the others are compared with, by its values of the grid's
                         keys; by default the scenario's own values, which the grid must then
                         contain (a decision's assumption keys need none)
    """

    /// `--baseline-arm key=v,…` as its `key=value` pairs (docs/rules.md#sweep-baseline).
    static func baselineArm(_ arguments: inout Arguments) throws(UsageError) -> [String] {
        try arguments.value("--baseline-arm").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    static func budget(_ arguments: inout Arguments) throws(UsageError) -> ResourceBudget {
        ResourceBudget.thisMachine(hours: Double(try arguments.integer("--max-hours", in: 1...1_000_000) ?? 24))
    }

    /// Whether `estimate` fits `budget`; if not, prints why and the ways out (exit 2).
    static func fits(_ estimate: ResourceEstimate, _ budget: ResourceBudget, splitting: ResourceBudget.Splittable = .nothing) -> Bool {
        guard let refusal = budget.refusal(estimate, splitting: splitting) else { return true }
        Console.failure("appsim: \(refusal)\n")
        return false
    }

    /// A scenario as a command loaded it.
    struct Loaded {
        var scenario: Scenario
        var path: String
        var text: String
        /// The template's values (`--remote-config`) and then the command's overrides: what
        /// every later read of the scenario applies (docs/rules.md#remote-config-template).
        var overrides: [String]
        /// The template `--remote-config` named.
        var template: RemoteConfigTemplate?

        /// What the command reads: the scenario file, the folders it names and the template.
        var reads: [CommandPaths.Named] {
            Output.reads(scenario, path: path) + (template.map { [CommandPaths.Named("--remote-config", $0.file)] } ?? [])
        }
    }

    /// Loads the scenario, below it the template at `remoteConfig` if named, printing what the
    /// template gave once; or prints why it is refused and returns `nil` (exit 2).
    static func load(path: String?, overrides: [String], remoteConfig: String? = nil) -> Loaded? {
        do {
            guard let remoteConfig else {
                let loaded = try ScenarioSource.load(path: path, overrides: overrides)
                return Loaded(scenario: loaded.scenario, path: loaded.path, text: loaded.text, overrides: overrides)
            }
            let template = try RemoteConfigTemplate.read(path: remoteConfig)
            let loaded = try ScenarioSource.load(path: path, overrides: overrides, template: template)
            for note in loaded.remoteConfig.notes { Console.error("appsim: \(PrintableText.terminal(note))\n") }
            return Loaded(scenario: loaded.scenario, path: loaded.path, text: loaded.text,
                          overrides: loaded.remoteConfig.assignments + overrides, template: template)
        } catch {
            Console.failure("appsim: \(error)\n")
            return nil
        }
    }
}
