import Model
import Sim

/// The result of running a scenario: the merged tallies and what they mean for the exit status.
public struct RunOutcome: Sendable {
    public var scenario: Scenario
    /// The scenario file as the user named it.
    public var scenarioPath: String
    /// The `--set key=value` overrides the run was given, in order (`--seed`/`--days` included).
    public var overrides: [String]
    public var caregivers: CaregiverTally
    /// The watchers, when the scenario has any.
    public var watchers: WatcherTally?
    /// The journalers, when the scenario has any.
    public var journalers: JournalerTally?
    /// The listeners, when the scenario has any.
    public var listeners: ListenerTally?

    public init(scenario: Scenario, scenarioPath: String, overrides: [String] = [], caregivers: CaregiverTally, watchers: WatcherTally? = nil,
                journalers: JournalerTally? = nil, listeners: ListenerTally? = nil) {
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.overrides = overrides
        self.caregivers = caregivers
        self.watchers = watchers
        self.journalers = journalers
        self.listeners = listeners
    }

    /// The scenario as a command line names it: the path and every override, quoted for a POSIX
    /// shell, so a printed command reproduces this exact scenario.
    public var scenarioArguments: String {
        ([scenarioPath] + overrides.flatMap { ["--set", $0] }).map(ShellQuoting.quote).joined(separator: " ")
    }

    /// Every violation kept, in order, with the command that replays it.
    public var violations: [InvariantViolationRecord] {
        (caregivers.ledger.violations + (watchers?.ledger.violations ?? []) + (journalers?.ledger.violations ?? [])
            + (listeners?.ledger.violations ?? [])).map {
            InvariantViolationRecord(violation: $0, replay: $0.replayCommand(scenarioPath: scenarioArguments))
        }
    }

    /// How many checks failed in all.
    public var violationCount: Int64 {
        caregivers.ledger.failures.values.reduce(0, +) + (watchers?.ledger.failures.values.reduce(0, +) ?? 0)
            + (journalers?.ledger.failures.values.reduce(0, +) ?? 0) + (listeners?.ledger.failures.values.reduce(0, +) ?? 0)
    }

    /// How many checks ran in all.
    public var checkCount: Int64 {
        caregivers.ledger.checks.values.reduce(0, +) + (watchers?.ledger.checks.values.reduce(0, +) ?? 0)
            + (journalers?.ledger.checks.values.reduce(0, +) ?? 0) + (listeners?.ledger.checks.values.reduce(0, +) ?? 0)
    }

    /// Declared probes the run never reached.
    public var missingProbes: [CoverageProbe] {
        scenario.requiredProbes.filter { caregivers.probes[$0] == 0 }
    }

    /// Whether every invariant held and every declared probe was reached.
    public var passed: Bool {
        violationCount == 0 && missingProbes.isEmpty
    }
}

/// A violation with the command that replays it.
public struct InvariantViolationRecord: Sendable, Equatable {
    public var violation: InvariantViolation
    public var replay: String
}
