import Model

/// Counters per UTC hour from `start` (which is whole-hour aligned by the caller's choice).
public struct HourSeries<Key: MetricKey>: Sendable, Equatable {
    /// The first hour covered.
    public let start: Instant
    /// How many hours are covered.
    public let hourCount: Int
    @usableFromInline var values: [Int64]

    /// Zeroed counters for `hourCount` hours from `start`.
    public init(start: Instant, hourCount: Int) {
        self.start = start
        self.hourCount = hourCount
        values = [Int64](repeating: 0, count: hourCount * Key.keyCount)
    }

    /// Adds `amount` to `key` in the hour containing `instant`; instants outside are ignored.
    @inlinable
    public mutating func add(_ key: Key, at instant: Instant, _ amount: Int64 = 1) {
        let elapsed = start.milliseconds(to: instant)
        guard elapsed >= 0 else { return }
        let row = Int(elapsed / Milliseconds.hour)
        guard row < hourCount else { return }
        values[row * Key.keyCount + key.rawValue] &+= amount
    }

    /// The count of `key` in hour `index` from the start.
    public func value(_ key: Key, hour index: Int) -> Int64 {
        values[index * Key.keyCount + key.rawValue]
    }

    /// The largest hourly count of `key`.
    public func peak(_ key: Key) -> Int64 {
        (0..<hourCount).map { value(key, hour: $0) }.max() ?? 0
    }

    /// Adds every count of `other`, which must cover the same hours.
    public mutating func merge(_ other: HourSeries<Key>) {
        precondition(other.start == start && other.hourCount == hourCount, "series cover different hours")
        for index in values.indices { values[index] &+= other.values[index] }
    }
}
