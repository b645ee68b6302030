import Harness
import Scenarios

/// Whether a persona's cost per agent-day stays flat as the horizon grows: each persona of the
/// default scenario alone, `agents` of them on one worker, over several horizons (the work is
/// deterministic for the seed; the timing, taken by `PersonaBenchmarkCase.measure()`, is not).
///
/// Catalogs are built before the clock starts, so a case times only the agents living their days; the figure to compare is time ÷ `agentDays`, which must not grow with the
/// horizon (the target: within 1.5× between 30 and 730 days).
package struct HorizonBenchmark: Sendable {
    /// The registered personas, in registry order, by their plural (`--persona watchers`).
    package static var personas: [String] { PreparedPersonaRun.personas }

    /// The default horizons, in days.
    package static let defaultHorizons = [30, 365, 730]

    /// Agents of the persona in each case.
    package let agents: Int
    /// Horizons in days, in the order they run.
    package let horizons: [Int]

    package init(agents: Int = 200, horizons: [Int] = defaultHorizons) {
        self.agents = agents
        self.horizons = horizons
    }

    /// `persona` alone, as the default scenario sets it up, with `agents` of them for `days` days;
    /// every other population is empty.
    package func scenario(_ persona: String, days: Int) -> Scenario {
        var scenario = Self.defaults
        scenario.days = days
        return scenario.alone(persona, count: agents)
    }

    /// The case to time: `persona` for `days` days on one worker, catalogs built.
    package func prepare(_ persona: String, days: Int) -> PersonaBenchmarkCase {
        PersonaBenchmarkCase(persona: persona, scenario: scenario(persona, days: days), workers: 1)
    }

    /// The default scenario as compiled in (it always parses: a test reads it), with no probe
    /// required: a horizon need not reach the default run's edge cases.
    static let defaults: Scenario = {
        do {
            return try ScenarioFile.parse(DefaultScenario.text, file: DefaultScenario.path, overrides: ["probes=[]"])
        } catch {
            preconditionFailure("the compiled-in default scenario parses: \(error)")
        }
    }()
}
