/// A scenario's populations: one per registered persona, in the registry's order, each read from
/// `populations.<plural>` (or empty when the file does not mention it), with the persona's
/// settings from the file's top level (`PersonaSettings`).
///
/// The registry (`Personas.all`) lives above the personas' targets, so whoever builds a scenario
/// passes it in; a scenario read from a file always has every registered persona. Each persona's
/// target declares its typed accessor (`scenario.watchers`); shared code reaches a population
/// through `subscript(erased:)`. Encoded by `Scenario` under each persona's plural.
package struct Populations: Sendable, Equatable {
    /// The personas, in registry order.
    package let personas: [any Persona.Type]
    /// In the order of `personas`.
    private var entries: [any PersonaPopulation]
    private var settingsEntries: [any PersonaSettings]

    /// Every persona's empty population and default settings, in the order given.
    package init(_ personas: [any Persona.Type]) {
        self.personas = personas
        entries = personas.map { $0.emptyPopulation }
        settingsEntries = personas.map { $0.defaultSettings }
    }

    /// The top-level settings of `persona`.
    package subscript<P: Persona>(settings persona: P.Type) -> P.Settings {
        get { settingsEntries[position(of: persona)] as! P.Settings }
        set { settingsEntries[position(of: persona)] = newValue }
    }

    /// The top-level settings of `persona`, type-erased (for code that loops over the registry).
    package subscript(erasedSettings persona: any Persona.Type) -> any PersonaSettings {
        settingsEntries[position(of: persona)]
    }

    /// These populations, holding `other`'s storage for every population and settings equal to
    /// it: the arms of a sweep, each resolved from the file, then share what they do not vary.
    package func sharingStorage(with other: Populations) -> Populations {
        guard personas.elementsEqual(other.personas, by: ==) else { return self }
        var shared = self
        for index in entries.indices {
            if entries[index].isEqual(to: other.entries[index]) { shared.entries[index] = other.entries[index] }
            if settingsEntries[index].isEqual(to: other.settingsEntries[index]) { shared.settingsEntries[index] = other.settingsEntries[index] }
        }
        return shared
    }

    /// The population of `persona`.
    package subscript<P: Persona>(_ persona: P.Type) -> P.Population {
        get { entries[position(of: persona)] as! P.Population }
        set { entries[position(of: persona)] = newValue }
    }

    /// The population of `persona`, type-erased (for code that loops over the registry).
    package subscript(erased persona: any Persona.Type) -> any PersonaPopulation {
        entries[position(of: persona)]
    }

    /// Sets how many agents `persona` has.
    package mutating func setCount(_ count: Int, of persona: any Persona.Type) {
        entries[position(of: persona)].count = count
    }

    private func position(of persona: any Persona.Type) -> Int {
        guard let index = personas.firstIndex(where: { $0 == persona }) else {
            preconditionFailure("\(persona.plural) is not among this scenario's personas")
        }
        return index
    }

    package static func == (a: Populations, b: Populations) -> Bool {
        a.personas.elementsEqual(b.personas, by: ==) && zip(a.entries, b.entries).allSatisfy { $0.isEqual(to: $1) }
            && zip(a.settingsEntries, b.settingsEntries).allSatisfy { $0.isEqual(to: $1) }
    }
}

extension Persona {
    /// The population of a scenario that does not mention this persona.
    package static var emptyPopulation: any PersonaPopulation { Population() }
    /// The settings of a scenario that sets none of this persona's top-level keys.
    package static var defaultSettings: any PersonaSettings { Settings() }
}
