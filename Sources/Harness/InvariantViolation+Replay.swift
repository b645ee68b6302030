import Sim

extension InvariantViolation {
    /// The command that re-runs just this agent with a trace: `scenarioPath` is the scenario as a
    /// command line names it (`RunOutcome.scenarioArguments`: the path and its `--set` overrides).
    package func replayCommand(scenarioPath: String) -> String {
        "appsim replay \(scenarioPath) --seed \(seed) --agent \(agent) --trace"
    }
}
