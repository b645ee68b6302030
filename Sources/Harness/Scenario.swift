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
    /// The remote config in force at the start.
    package var remoteConfig: RemoteConfig
    /// Remote-config changes during the run, in day order.
    package var rollouts: [Rollout]
    /// An in-run A/B test: the population split into named arms (empty: one population).
    package var arms: [ArmShare]
    /// Every persona's population (`scenario.watchers` and the like, in each persona's target).
    package var populations: Populations
    /// Rare situations the run must reach.
    package var requiredProbes: [CoverageProbe]
    /// How far each KPI may move from a baseline before `appsim check` fails; KPIs not listed
    /// must match exactly.
    package var tolerances: [Tolerance]
    /// The grid and replications `appsim sweep` runs, if the scenario declares them.
    package var sweep: SweepPlan?
    /// What the sweep is meant to decide, if the scenario says (only with a sweep).
    package var decision: SweepDecision?
    /// Parameters of the revenue proxy.
    package var revenue: RevenueModel

    package init(name: String, seed: UInt64, start: Instant, days: Int, remoteConfig: RemoteConfig, rollouts: [Rollout],
                 arms: [ArmShare] = [], populations: Populations, requiredProbes: [CoverageProbe], tolerances: [Tolerance] = [],
                 sweep: SweepPlan? = nil, decision: SweepDecision? = nil, revenue: RevenueModel = RevenueModel()) {
        self.name = name
        self.seed = seed
        self.start = start
        self.days = days
        self.remoteConfig = remoteConfig
        self.rollouts = rollouts
        self.arms = arms
        self.populations = populations
        self.requiredProbes = requiredProbes
        self.tolerances = tolerances
        self.sweep = sweep
        self.decision = decision
        self.revenue = revenue
    }

    /// When the simulation ends (exclusive).
    package var end: Instant {
        start.advanced(byMilliseconds: Int64(days) * Milliseconds.day)
    }

    /// Every value under its own key, each population under its persona's plural beside them
    /// (`caregivers`, `watchers`, …): the encoding `fingerprint` hashes, unchanged since
    /// populations were typed fields. A decision is encoded only when there is one, so a scenario
    /// without it keeps the fingerprint it had before decisions existed.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: Key("name"))
        try container.encode(seed, forKey: Key("seed"))
        try container.encode(start, forKey: Key("start"))
        try container.encode(days, forKey: Key("days"))
        try container.encode(remoteConfig, forKey: Key("remoteConfig"))
        try container.encode(rollouts, forKey: Key("rollouts"))
        try container.encode(arms, forKey: Key("arms"))
        for persona in populations.personas {
            try container.encode(populations[erased: persona], forKey: Key(persona.plural))
        }
        try container.encode(requiredProbes, forKey: Key("requiredProbes"))
        try container.encode(tolerances, forKey: Key("tolerances"))
        try container.encodeIfPresent(sweep, forKey: Key("sweep"))
        try container.encodeIfPresent(decision, forKey: Key("decision"))
        try container.encode(revenue, forKey: Key("revenue"))
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
