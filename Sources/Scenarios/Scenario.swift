import Model
import Time

/// Everything one run needs, read and validated from a scenario file before anything runs.
public struct Scenario: Sendable, Equatable, Encodable {
    /// The scenario's name: reports go to `reports/<name>/`.
    public var name: String
    /// The master seed; every random draw derives from it.
    public var seed: UInt64
    /// When the simulation starts (UTC).
    public var start: Instant
    /// How many 24-hour days it runs.
    public var days: Int
    /// The remote config in force at the start.
    public var remoteConfig: RemoteConfig
    /// Remote-config changes during the run, in day order.
    public var rollouts: [Rollout]
    /// An in-run A/B test: the population split into named arms (empty: one population).
    public var arms: [ArmShare] = []
    /// The caregivers (Melody Map).
    public var caregivers: CaregiverPopulation
    /// The watchers (GoodWatch).
    public var watchers = WatcherPopulation()
    /// The journalers (Dandelion).
    public var journalers = JournalerPopulation()
    /// The listeners (Music Memory).
    public var listeners = ListenerPopulation()
    /// Rare situations the run must reach.
    public var requiredProbes: [CoverageProbe]
    /// How far each KPI may move from a baseline before `appsim check` fails; KPIs not listed
    /// must match exactly.
    public var tolerances: [Tolerance] = []
    /// The grid and replications `appsim sweep` runs, if the scenario declares them.
    public var sweep: SweepPlan?
    /// Parameters of the revenue proxy.
    public var revenue = RevenueModel()

    /// When the simulation ends (exclusive).
    public var end: Instant {
        start.advanced(byMilliseconds: Int64(days) * Milliseconds.day)
    }
}

/// A named share of the population in an in-run A/B test.
///
/// Each person is assigned to an arm once, from a stream of their own, with probability
/// proportional to the shares: the assignment does not depend on anything else in the run.
public struct ArmShare: Sendable, Equatable, Encodable {
    public var name: String
    public var share: Double
}

/// A remote-config change at the start of a given day of the run, for every device or for one
/// arm's.
public struct Rollout: Sendable, Equatable, Encodable {
    /// Days after the scenario start (0 = at the start).
    public var day: Int
    /// The arm it applies to (an index into `Scenario.arms`), or `nil` for everyone.
    public var arm: Int? = nil
    /// The keys and values that change.
    public var changes: [Change]

    public struct Change: Sendable, Equatable, Encodable {
        public var key: RemoteConfig.Key
        public var value: Double
    }

    /// When it takes effect.
    public func instant(from start: Instant) -> Instant {
        start.advanced(byMilliseconds: Int64(day) * Milliseconds.day)
    }
}

/// A KPI's allowed relative change against a baseline: `|now − baseline| ≤ relative × |baseline|`.
public struct Tolerance: Sendable, Equatable, Encodable {
    /// `persona.kpi`, e.g. `caregiver.views_per_user_day`.
    public var kpi: String
    public var relative: Double
}

/// What the revenue proxy assumes beyond the remote-config prices.
public struct RevenueModel: Sendable, Equatable, Encodable {
    /// Rewarded-ad revenue per 1,000 completed ads, in USD.
    public var adEcpmUSD = 10.0
}
