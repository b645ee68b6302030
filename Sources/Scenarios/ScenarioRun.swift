import Model
import Sim

/// Runs every persona of a scenario, one after another in the order of `Personas.all` (each
/// population in its own fixed partitions, so the outcome is the same for any `workers`).
package enum ScenarioRun {
    /// The outcome, or `nil` once `isCancelled()` says so; `progress(done, total)` reports the
    /// partitions of the first persona (the caregivers).
    package static func run(_ scenario: Scenario, scenarioPath: String, overrides: [String] = [], workers: Int,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> RunOutcome? {
        var tallies: [any PersonaTally] = []
        for (position, persona) in Personas.all.enumerated() where persona.runs(in: scenario) {
            guard let tally = run(persona, scenario, workers: workers, progress: position == 0 ? progress : nil,
                                  isCancelled: isCancelled) else { return nil }
            tallies.append(tally)
        }
        return RunOutcome(scenario: scenario, scenarioPath: scenarioPath, overrides: overrides, tallies: tallies)
    }

    /// Runs `persona` with the input built for `scenario` (opened once per run: each event goes to
    /// the persona's own code).
    static func run<P: Persona>(_ persona: P.Type, _ scenario: Scenario, workers: Int, progress: (@Sendable (Int, Int) -> Void)?,
                                isCancelled: @escaping @Sendable () -> Bool) -> (any PersonaTally)? {
        P.run(scenario, workers: workers, shared: P.sharedInput(for: scenario), progress: progress, isCancelled: isCancelled)
    }
}
