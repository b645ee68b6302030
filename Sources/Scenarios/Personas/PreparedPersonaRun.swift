import Harness

/// One persona's run of a scenario with what its partitions share (a catalog) already built, so a
/// caller that times `run()` times only agents living their days (`appsim bench horizon`,
/// `appsim bench personas`).
package struct PreparedPersonaRun: Sendable {
    let scenario: Scenario
    let shared: AnySharedInput

    /// Every registered persona's plural, in registry order.
    package static var personas: [String] { Personas.all.map { $0.plural } }

    /// The run of `scenario`'s persona called `plural` (`watchers`), or `nil` when none is.
    package init?(plural: String, scenario: Scenario) {
        guard let persona = Personas.all.first(where: { $0.plural == plural }) else { return nil }
        self.scenario = scenario
        shared = AnySharedInput(persona, for: scenario)
    }

    /// How many agents the run simulates.
    package var agents: Int { shared.persona.agentCount(in: scenario) }

    /// Simulates every agent on up to `workers` threads: the invariant checks made (they grow with
    /// the work) and the events delivered, both deterministic for the seed.
    package func run(workers: Int = 1) -> (checks: Int64, events: Int) {
        guard let (tally, events) = shared.run(scenario, workers: workers) else { preconditionFailure("a run never cancelled finishes") }
        return (tally.checkCount, events)
    }
}

extension Scenario {
    /// This scenario with `count` agents of the persona called `plural` and none of the others.
    package func alone(_ plural: String, count: Int) -> Scenario {
        var scenario = self
        for persona in Personas.all {
            scenario.populations.setCount(persona.plural == plural ? count : 0, of: persona)
        }
        return scenario
    }
}
