/// Counts how often each named invariant was checked and broken, and keeps the first violations.
///
/// Checkers call `pass` or `fail` on every event they cover, building the violation only when the
/// condition fails, so a passing check costs a comparison and an increment.
public struct InvariantLedger<Key: MetricKey>: Sendable, Equatable, Codable {
    /// How many violations are kept in full (all are counted).
    public static var keptViolations: Int { 50 }

    /// Checks per invariant.
    public var checks: Counters<Key> { checkCounts }
    /// Violations per invariant.
    public var failures: Counters<Key> { failureCounts }
    /// The first violations, in the order they occurred within each partition, partitions in order.
    public var violations: [InvariantViolation] { kept }

    @usableFromInline var checkCounts = Counters<Key>()
    @usableFromInline var failureCounts = Counters<Key>()
    @usableFromInline var kept: [InvariantViolation] = []

    public init() {}

    /// Records one passing check of `key`.
    @inlinable
    public mutating func pass(_ key: Key) {
        checkCounts.add(key)
    }

    /// Records one failing check of `key` and, while fewer than `keptViolations` are kept,
    /// `violation`, named after `key`.
    @inlinable
    public mutating func fail(_ key: Key, _ violation: InvariantViolation) {
        checkCounts.add(key)
        failureCounts.add(key)
        if kept.count < Self.keptViolations {
            var named = violation
            named.invariant = key.name
            kept.append(named)
        }
    }

    /// Whether any invariant was broken.
    public var isViolated: Bool { failures.values.contains { $0 > 0 } }

    /// Adds `other`'s counts and violations after this ledger's own.
    public mutating func merge(_ other: InvariantLedger<Key>) {
        checkCounts.merge(other.checkCounts)
        failureCounts.merge(other.failureCounts)
        kept.append(contentsOf: other.kept.prefix(max(0, Self.keptViolations - kept.count)))
    }
}
