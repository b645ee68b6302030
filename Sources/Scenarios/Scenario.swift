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
    package var arms: [ArmShare] = []
    /// Every persona's population (`scenario.watchers` and the like, in each persona's folder).
    var populations = Populations()
    /// Rare situations the run must reach.
    package var requiredProbes: [CoverageProbe]
    /// How far each KPI may move from a baseline before `appsim check` fails; KPIs not listed
    /// must match exactly.
    package var tolerances: [Tolerance] = []
    /// The grid and replications `appsim sweep` runs, if the scenario declares them.
    package var sweep: SweepPlan?
    /// Parameters of the revenue proxy.
    package var revenue = RevenueModel()

    /// When the simulation ends (exclusive).
    package var end: Instant {
        start.advanced(byMilliseconds: Int64(days) * Milliseconds.day)
    }

    /// Every value under its own key, each population under its persona's plural beside them
    /// (`caregivers`, `watchers`, …): the encoding `fingerprint` hashes, unchanged since
    /// populations were typed fields.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: Key("name"))
        try container.encode(seed, forKey: Key("seed"))
        try container.encode(start, forKey: Key("start"))
        try container.encode(days, forKey: Key("days"))
        try container.encode(remoteConfig, forKey: Key("remoteConfig"))
        try container.encode(rollouts, forKey: Key("rollouts"))
        try container.encode(arms, forKey: Key("arms"))
        for persona in Personas.all {
            try container.encode(populations[erased: persona], forKey: Key(persona.plural))
        }
        try container.encode(requiredProbes, forKey: Key("requiredProbes"))
        try container.encode(tolerances, forKey: Key("tolerances"))
        try container.encodeIfPresent(sweep, forKey: Key("sweep"))
        try container.encode(revenue, forKey: Key("revenue"))
    }

    /// A key of the encoding.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
