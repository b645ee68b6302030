extension Persona {
    /// The top-level keys this persona owns, for the scenario reference's table of the top level
    /// (docs/rules.md#scenario-reference): the rows of its settings' table at path `""`.
    package static var topLevelKeyRows: [ScenarioKey] {
        Settings.keyTables.filter { $0.path.isEmpty }.flatMap(\.keys)
    }

    /// What `populations.<plural>` is, in a few words: the title of the population's own table.
    package static var populationTitle: String {
        Population.keyTables.first { $0.path.isEmpty }?.title ?? plural
    }

    /// Every other table of this persona's keys, with its full path: those of its top-level settings
    /// (`remoteConfig`), then `populations.<plural>` and the objects inside it, in order.
    package static var keyTables: [ScenarioKeyTable] {
        Settings.keyTables.filter { !$0.path.isEmpty } + Population.keyTables.map { $0.under("populations.\(plural)") }
    }
}
