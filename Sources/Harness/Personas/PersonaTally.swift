import Sim

/// Everything counted about the agents of one partition; partitions merge in order.
///
/// All counts are integers, so the merged totals are the same whatever the partitioning
/// (docs/rules.md#fixed-merge-order).
///
/// A tally is also what one machine's part of a run hands on (`appsim run --shard i/n`), so:
/// - it is `Codable`, and decoding what it encoded gives an equal tally: the conformance is
///   synthesized, so a new stored property needs only to be `Codable` itself;
/// - `merge` is associative and `init(scenario:)` is its identity: a shard's tally (its partitions
///   merged in order) merged after the previous shards' is the tally of all their partitions in
///   order, so the merged report is the unsharded run's, byte for byte.
package protocol PersonaTally: Sendable, Equatable, Codable {
    /// The persona counted.
    associatedtype Owner: Persona where Owner.Tally == Self
    associatedtype Metric: ExplainedMetric
    associatedtype Invariant: MetricKey

    /// An empty tally for a run of `scenario` (its days and arms size the series).
    init(scenario: Scenario)
    /// Totals over the run.
    var totals: Counters<Metric> { get }
    /// Invariant checks and violations.
    var ledger: InvariantLedger<Invariant> { get set }
    /// Each agent-day's fingerprint (`AgentDayFingerprints`): empty in `init(scenario:)`, sized
    /// by each world for its agents, appended by `merge`.
    var fingerprints: AgentDayFingerprints { get set }
    /// Adds another partition's counts after this one's.
    mutating func merge(_ other: Self)
}

extension PersonaTally {
    /// How many checks ran.
    package var checkCount: Int64 { ledger.checks.values.reduce(0, +) }
    /// The violations kept, in order.
    package var violations: [InvariantViolation] { ledger.violations }
    /// How many checks failed.
    package var violationCount: Int64 { ledger.failures.values.reduce(0, +) }
}
