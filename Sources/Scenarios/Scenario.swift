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

/// A named share of the population in an in-run A/B test.
///
/// Each person is assigned to an arm once, from a stream of their own, with probability
/// proportional to the shares: the assignment does not depend on anything else in the run.
package struct ArmShare: Sendable, Equatable, Encodable {
    package var name: String
    package var share: Double
}

/// A remote-config change at the start of a given day of the run, for every device or for one
/// arm's.
package struct Rollout: Sendable, Equatable, Encodable {
    /// Days after the scenario start (0 = at the start).
    package var day: Int
    /// The arm it applies to (an index into `Scenario.arms`), or `nil` for everyone.
    package var arm: Int? = nil
    /// The keys and values that change.
    package var changes: [Change]

    package struct Change: Sendable, Equatable, Encodable {
        package var key: RemoteConfig.Key
        package var value: Double
    }

    /// When it takes effect.
    package func instant(from start: Instant) -> Instant {
        start.advanced(byMilliseconds: Int64(day) * Milliseconds.day)
    }
}

/// A KPI's allowed relative change against a baseline: `|now − baseline| ≤ relative × |baseline|`.
package struct Tolerance: Sendable, Equatable, Encodable {
    /// `persona.kpi`, e.g. `caregiver.views_per_user_day`.
    package var kpi: String
    package var relative: Double
}

/// What the revenue proxy assumes beyond the remote-config prices.
package struct RevenueModel: Sendable, Equatable, Encodable {
    /// Rewarded-ad revenue per 1,000 completed ads, in USD.
    package var adEcpmUSD = 10.0
}
