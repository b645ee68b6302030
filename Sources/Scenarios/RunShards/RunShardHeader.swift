import Harness

/// What identifies a sharded run, the same in every shard of it: the AppSim version that ran it,
/// the resolved scenario (name and fingerprint) and the command line that named it (path and
/// `--set` overrides, which the merged `summary.md` prints and its replay commands repeat).
package struct RunShardHeader: Sendable, Equatable {
    package var version: String
    package var scenario: String
    /// `Scenario.fingerprint` of the resolved scenario.
    package var scenarioFingerprint: String
    /// The scenario file as the user named it.
    package var scenarioPath: String
    /// The `--set` overrides, in order (`--seed` and `--days` included).
    package var overrides: [String]
}

extension RunShardHeader {
    /// The header of a run of `outcome`'s scenario by this version.
    init(_ outcome: RunOutcome) {
        self.init(version: AppSimVersion.current, scenario: outcome.scenario.name, scenarioFingerprint: outcome.scenario.fingerprint,
                  scenarioPath: outcome.scenarioPath, overrides: outcome.overrides)
    }

    /// The run as a command line names it (`appsim run` and its scenario arguments).
    var command: String {
        "appsim run " + RunOutcome.scenarioArguments(path: scenarioPath, overrides: overrides)
    }
}
