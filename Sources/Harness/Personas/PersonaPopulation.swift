
/// A persona's part of a scenario (`populations.<plural>`): how many agents, in which zones, and
/// their behaviour parameters. Part of `Scenario`, so it is compared and fingerprinted with it.
package protocol PersonaPopulation: Sendable, Equatable, Encodable {
    /// The population as a scenario that does not mention it has it (no agents).
    init()
    /// How many agents (0: none).
    var count: Int { get set }
    /// Home zones and their weights.
    var zones: [ZoneShare] { get }
    /// What the population reads besides the scenario file (a caregivers' catalog folder), where it
    /// was found: paths no output may touch (docs/rules.md#outputs-never-touch-inputs).
    var inputPaths: [String] { get }
    /// The keys of `populations.<plural>` — the table at path `""`, titled with what the
    /// population is ("Melody Map's caregivers") — and of every object inside it but a zone
    /// (`ScenarioKeyTable.zones`), in the order the scenario reference shows them
    /// (docs/rules.md#scenario-reference).
    static var keyTables: [ScenarioKeyTable] { get }
}

extension PersonaPopulation {
    /// A population reads nothing but the scenario file unless it says so.
    package var inputPaths: [String] { [] }

    /// Whether `other` is a population of the same persona, equal to this one.
    package func isEqual(to other: any PersonaPopulation) -> Bool {
        (other as? Self) == self
    }
}
