import Model
import Sim

/// The result of running a scenario: the merged tallies and what they mean for the exit status.
public struct RunOutcome: Sendable {
    public var scenario: Scenario
    /// The scenario file as the user named it (used in replay commands).
    public var scenarioPath: String
    public var caregivers: CaregiverTally

    public init(scenario: Scenario, scenarioPath: String, caregivers: CaregiverTally) {
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.caregivers = caregivers
    }

    /// Every violation kept, in order.
    public var violations: [InvariantViolationRecord] {
        caregivers.ledger.violations.map { InvariantViolationRecord(violation: $0, replay: $0.replayCommand(scenarioPath: scenarioPath)) }
    }

    /// How many checks failed in all.
    public var violationCount: Int64 {
        caregivers.ledger.failures.values.reduce(0, +)
    }

    /// How many checks ran in all.
    public var checkCount: Int64 {
        caregivers.ledger.checks.values.reduce(0, +)
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
