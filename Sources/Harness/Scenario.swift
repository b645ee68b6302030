import Model
import Time

/// Everything one run needs, read and validated from a scenario file before anything runs.
package struct Scenario: Sendable, Equatable, Encodable {
    /// The scenario's name: reports go to `reports/<name>/`.
    package var name: String
    /// The master seed; every random draw derives from it.
    package var seed: UInt64
    /// When the simulation starts (UTC).
    package var start: Instant
    /// How many 24-hour days it runs.
    package var days: Int
    /// Every persona's population and top-level settings (`scenario.watchers`,
    /// `scenario.remoteConfig` and the like, declared in each persona's target).
    package var populations: Populations
    /// How far each KPI may move from a baseline before `appsim check` fails; KPIs not listed
    /// must match exactly.
    package var tolerances: [Tolerance]
    /// The grid and replications `appsim sweep` runs, if the scenario declares them.
    package var sweep: SweepPlan?
    /// What the sweep is meant to decide, if the scenario says (only with a sweep).
    package var decision: SweepDecision?

    package init(name: String, seed: UInt64, start: Instant, days: Int, populations: Populations, tolerances: [Tolerance] = [],
                 sweep: SweepPlan? = nil, decision: SweepDecision? = nil) {
        self.name = name
        self.seed = seed
        self.start = start
        self.days = days
        self.populations = populations
        self.tolerances = tolerances
        self.sweep = sweep
        self.decision = decision
    }

    /// When the simulation ends (exclusive).
    package var end: Instant {
        start.advanced(byMilliseconds: Int64(days) * Milliseconds.day)
    }

    /// Every value under its own key, each population under its persona's plural beside them
    /// (`caregivers`, `watchers`, …) and each persona's settings under their own keys
    /// (`remoteConfig`, …): the encoding `fingerprint` hashes, with sorted keys, unchanged since
    /// populations and settings were fields of the scenario. A decision is encoded only when
    /// there is one, so a scenario without it keeps the fingerprint it had before decisions
    /// existed.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: Key("name"))
        try container.encode(seed, forKey: Key("seed"))
        try container.encode(start, forKey: Key("start"))
        try container.encode(days, forKey: Key("days"))
        for persona in populations.personas {
            try container.encode(populations[erased: persona], forKey: Key(persona.plural))
            try populations[erasedSettings: persona].encode(to: encoder)
        }
        try container.encode(tolerances, forKey: Key("tolerances"))
        try container.encodeIfPresent(sweep, forKey: Key("sweep"))
        try container.encodeIfPresent(decision, forKey: Key("decision"))
    }

    /// What the scenario's populations read besides its file (`PersonaPopulation.inputPaths`).
    package var inputPaths: [String] {
        populations.personas.flatMap { populations[erased: $0].inputPaths }
    }

    /// A key of the encoding.
    package struct Key: CodingKey {
        package var stringValue: String
        package var intValue: Int? { nil }

        package init(_ name: String) { stringValue = name }
        package init(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }
}
