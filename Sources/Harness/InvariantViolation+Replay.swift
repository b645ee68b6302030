import Sim

extension InvariantViolation {
    /// The command that re-runs just this agent with a trace: `scenarioPath` is the scenario as a
    /// command line names it (`RunOutcome.scenarioArguments`: the path and its `--set` overrides).
    package func replayCommand(scenarioPath: String) -> String {
        Self.replayCommand(scenarioPath: scenarioPath, seed: seed, agent: agent)
    }

    /// The command that re-runs `agent` (`caregiver#17`) of the scenario `scenarioPath` names
    /// with `seed`, alone, with a trace.
    package static func replayCommand(scenarioPath: String, seed: UInt64, agent: String) -> String {
        "appsim replay \(scenarioPath) --seed \(seed) --agent \(agent) --trace"
    }
}
