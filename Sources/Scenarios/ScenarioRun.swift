import Model
import Sim

/// Runs every persona of a scenario: the caregivers, the watchers, the journalers, then the listeners (each population in its
/// own fixed partitions, so the outcome is the same for any `workers`).
public enum ScenarioRun {
    /// The outcome, or `nil` once `isCancelled()` says so; `progress(done, total)` reports the
    /// caregivers' partitions.
    public static func run(_ scenario: Scenario, scenarioPath: String, overrides: [String] = [], workers: Int,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> RunOutcome? {
        guard let caregivers = CaregiverRun.run(scenario, workers: workers, progress: progress, isCancelled: isCancelled) else { return nil }
        let watchers = WatcherRun.run(scenario, workers: workers, isCancelled: isCancelled)
        let journalers = JournalerRun.run(scenario, workers: workers, isCancelled: isCancelled)
        let listeners = ListenerRun.run(scenario, workers: workers, isCancelled: isCancelled)
        if isCancelled() { return nil }
        return RunOutcome(scenario: scenario, scenarioPath: scenarioPath, overrides: overrides, caregivers: caregivers, watchers: watchers,
                          journalers: journalers, listeners: listeners)
    }
}
