/// A scenario's populations: one per registered persona, in the registry's order, each read from
/// `populations.<plural>` (or empty when the file does not mention it).
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

    /// Every persona's empty population, in the order given.
    package init(_ personas: [any Persona.Type]) {
        self.personas = personas
        entries = personas.map { $0.emptyPopulation }
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
    }
}

extension Persona {
    /// The population of a scenario that does not mention this persona.
    package static var emptyPopulation: any PersonaPopulation { Population() }
}
