/// A scenario's populations: one per persona of `Personas.all`, in its order, each read from
/// `populations.<plural>` (or empty when the file does not mention it).
///
/// Each persona's folder declares its typed accessor (`scenario.watchers`); shared code reaches a
/// population through `subscript(persona)`. Encoded by `Scenario` under each persona's plural.
struct Populations: Sendable, Equatable {
    /// In the order of `Personas.all`.
    private(set) var entries: [any PersonaPopulation]

    /// Every persona's empty population.
    init() {
        entries = Personas.all.map { $0.emptyPopulation }
    }

    /// The population of `persona`.
    subscript<P: Persona>(_ persona: P.Type) -> P.Population {
        get { entries[Self.position(of: persona)] as! P.Population }
        set { entries[Self.position(of: persona)] = newValue }
    }

    /// The population of `persona`, type-erased (for code that loops over the registry).
    subscript(erased persona: any Persona.Type) -> any PersonaPopulation {
        entries[Self.position(of: persona)]
    }

    /// Sets how many agents `persona` has.
    mutating func setCount(_ count: Int, of persona: any Persona.Type) {
        entries[Self.position(of: persona)].count = count
    }

    static func position(of persona: any Persona.Type) -> Int {
        guard let index = Personas.all.firstIndex(where: { $0 == persona }) else {
            preconditionFailure("\(persona.plural) is not in Personas.all")
        }
        return index
    }

    static func == (a: Populations, b: Populations) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.isEqual(to: $1) }
    }
}

extension Persona {
    /// The population of a scenario that does not mention this persona.
    static var emptyPopulation: any PersonaPopulation { Population() }
}
