import Scenarios

/// `appsim replay [FILE] --agent PERSONA#N [--trace] [--shrink] …`
enum ReplayCommand {
    static let help = """
    USAGE: appsim replay [FILE] --agent PERSONA#N [--trace] [--shrink] [--seed N] [--days N] [--set key=value ...]
                         [--remote-config FILE]

    Re-runs one agent of a scenario alone. It lives exactly the life it lived in the full run
    (its random streams depend only on the seed and its index), so a violation reported by
    'appsim run' reproduces here. --trace prints every event. --shrink cuts the agent's recorded
    calls on the quota state down to a minimal sequence that still breaks the same invariant
    (delta debugging over days, then single calls) and prints it as a Swift Testing test.

    OPTIONS:
      --agent PERSONA#N  the agent: caregiver#N, watcher#N, journaler#N or listener#N, N from 0
      --trace            print every event with its local time and zone
      --shrink           shrink a caregiver's violation to a minimal Swift Testing test
    \(ScenarioOptions.help)
      -h, --help         show this help

    EXIT STATUS: 0 no violation · 1 the agent violated an invariant · 2 bad usage or input

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let overrides: [String]
        let remoteConfig: String?
        let agentName: String?
        let trace: Bool
        let shrink: Bool
        let path: String?
        do {
            overrides = try ScenarioOptions.overrides(&arguments)
            remoteConfig = try arguments.value("--remote-config")
            agentName = try arguments.value("--agent")
            trace = arguments.flag("--trace")
            shrink = arguments.flag("--shrink")
            path = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim replay --help")
        }
        guard let agentName else { return Usage.fail(UsageError("--agent is required (e.g. --agent caregiver#17)"), help: "appsim replay --help") }
        guard let loaded = ScenarioOptions.load(path: path, overrides: overrides, remoteConfig: remoteConfig) else { return .badInput }
        let result = shrink ? ReplayConsole.shrink(loaded.scenario, agent: agentName)
            : ReplayConsole.replay(loaded.scenario, path: loaded.path, agent: agentName, trace: trace)
        guard let result else {
            return Usage.fail(UsageError("--agent expects \(ReplayConsole.expectedAgents(in: loaded.scenario, shrinking: shrink)), got \"\(agentName)\""),
                              help: "appsim replay --help")
        }
        Console.out(result.text)
        return result.violated ? .checkFailed : .success
    }
}
