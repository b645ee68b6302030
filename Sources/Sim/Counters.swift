/// One `Int64` counter per metric key.
///
/// Integer counts merge exactly and in any order, so totals do not depend on how a population was
/// partitioned (docs/rules.md#fixed-merge-order).
public struct Counters<Key: MetricKey>: Sendable, Equatable, Codable {
    /// The counts, indexed by `Key.rawValue`.
    public var values: [Int64] { storage }
    @usableFromInline var storage: [Int64]

    /// All counters at zero.
    public init() {
        storage = [Int64](repeating: 0, count: Key.keyCount)
    }

    /// The count for `key`.
    @inlinable
    public subscript(key: Key) -> Int64 {
        storage[key.rawValue]
    }

    /// Adds `amount` to `key`.
    @inlinable
    public mutating func add(_ key: Key, _ amount: Int64 = 1) {
        storage[key.rawValue] &+= amount
    }

    /// Adds every counter of `other`.
    public mutating func merge(_ other: Counters<Key>) {
        for index in storage.indices { storage[index] &+= other.storage[index] }
    }
}
