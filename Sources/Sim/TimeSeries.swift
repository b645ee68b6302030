import Time

/// Counters per fixed stretch of time (an hour, a minute) from `start`: backend load per UTC
/// hour or minute, whatever each agent's zone.
public struct TimeSeries<Key: MetricKey>: Sendable, Equatable, Codable {
    /// The start of the first bucket.
    public let start: Instant
    /// Each bucket's length.
    public let bucketMilliseconds: Int64
    /// How many buckets are covered.
    public let bucketCount: Int
    @usableFromInline var values: [Int64]

    /// Zeroed counters for `bucketCount` buckets of `bucketMilliseconds` from `start`.
    public init(start: Instant, bucketMilliseconds: Int64, bucketCount: Int) {
        precondition(bucketMilliseconds > 0 && bucketCount >= 0)
        self.start = start
        self.bucketMilliseconds = bucketMilliseconds
        self.bucketCount = bucketCount
        values = [Int64](repeating: 0, count: bucketCount * Key.keyCount)
    }

    /// Adds `amount` to `key` in the bucket containing `instant`; instants outside are ignored.
    @inlinable
    public mutating func add(_ key: Key, at instant: Instant, _ amount: Int64 = 1) {
        let elapsed = start.milliseconds(to: instant)
        guard elapsed >= 0 else { return }
        let row = Int(elapsed / bucketMilliseconds)
        guard row < bucketCount else { return }
        values[row * Key.keyCount + key.rawValue] &+= amount
    }

    /// The count of `key` in bucket `index` from the start.
    public func value(_ key: Key, bucket index: Int) -> Int64 {
        values[index * Key.keyCount + key.rawValue]
    }

    /// The largest count of `key` in one bucket.
    public func peak(_ key: Key) -> Int64 {
        (0..<bucketCount).map { value(key, bucket: $0) }.max() ?? 0
    }

    /// The nearest-rank `p`-quantile (0 < p ≤ 1) of `key`'s bucket counts, over buckets that
    /// have any count of `key` (a quiet night does not drag a busy evening's p95 down).
    public func percentile(_ key: Key, _ p: Double) -> Int64 {
        let busy = (0..<bucketCount).map { value(key, bucket: $0) }.filter { $0 > 0 }.sorted()
        guard !busy.isEmpty else { return 0 }
        let rank = Int((p * Double(busy.count)).rounded(.up))
        return busy[min(busy.count, max(rank, 1)) - 1]
    }

    /// Adds every count of `other`, which must cover the same buckets.
    public mutating func merge(_ other: TimeSeries<Key>) {
        precondition(other.start == start && other.bucketMilliseconds == bucketMilliseconds && other.bucketCount == bucketCount,
                     "series cover different buckets")
        for index in values.indices { values[index] &+= other.values[index] }
    }
}
