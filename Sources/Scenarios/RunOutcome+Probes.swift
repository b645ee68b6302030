import CaregiverPersona
import Harness

extension RunOutcome {
    /// Declared probes the run never reached: the caregivers' edge cases (the first persona runs
    /// in every scenario, so its probes are the run's).
    package var missingProbes: [CoverageProbe] {
        scenario.requiredProbes.filter { caregivers.probes[$0] == 0 }
    }

    /// Whether every invariant held and every declared probe was reached.
    package var passed: Bool {
        violationCount == 0 && missingProbes.isEmpty
    }
}
