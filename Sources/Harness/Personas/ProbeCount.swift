/// A rare situation a persona's run can reach (a coverage probe), whether the scenario requires it,
/// and how often the run reached it. A run that never reaches a required probe fails (exit 1), so
/// a scenario cannot silently stop testing what it claims to (docs/rules.md#scenarios).
package struct ProbeCount: Sendable, Equatable {
    package var name: String
    package var required: Bool
    package var reached: Int64

    package init(name: String, required: Bool, reached: Int64) {
        self.name = name
        self.required = required
        self.reached = reached
    }
}

extension PersonaTally {
    /// The owner's plural (`watchers`), for code that holds the tally as `any PersonaTally`.
    package var ownerPlural: String { Owner.plural }

    /// The owner's probes as this tally counted them in a run of `scenario` (`Persona.probes`).
    package func probes(in scenario: Scenario) -> [ProbeCount] {
        Owner.probes(self, scenario)
    }
}
