import Time

/// Counters per day, for days numbered since 1970-01-01 in `firstDay ..< firstDay + dayCount`.
///
/// Used both for local days (each agent's own calendar) and UTC days. A flat array, row per day.
public struct DaySeries<Key: MetricKey>: Sendable, Equatable, Codable {
    /// The first day covered (days since 1970-01-01).
    public let firstDay: Int64
    /// How many days are covered.
    public let dayCount: Int
    @usableFromInline var values: [Int64]

    /// Zeroed counters for `dayCount` days from `firstDay`.
    public init(firstDay: Int64, dayCount: Int) {
        precondition(dayCount >= 0)
        self.firstDay = firstDay
        self.dayCount = dayCount
        values = [Int64](repeating: 0, count: dayCount * Key.keyCount)
    }

    /// Adds `amount` to `key` on `day`. Always inlined: a caregiver counts about 25 metrics a
    /// day, and the call cost more than the addition.
    ///
    /// - Precondition: `day` is covered.
    @inlinable @inline(__always)
    public mutating func add(_ key: Key, day: Int64, _ amount: Int64 = 1) {
        let row = Int(day - firstDay)
        precondition(row >= 0 && row < dayCount, "day outside the series")
        values[row * Key.keyCount + key.rawValue] &+= amount
    }

    /// The count of `key` on `day` (0 outside the series).
    public func value(_ key: Key, day: Int64) -> Int64 {
        let row = Int(day - firstDay)
        guard row >= 0 && row < dayCount else { return 0 }
        return values[row * Key.keyCount + key.rawValue]
    }

    /// Each key's count over every day: what counting each amount into `Counters` as well would
    /// have given, since every amount lands on a covered day (`add` requires it) and wrapping sums
    /// do not depend on their order. A tally whose totals read this does one array update a count
    /// fewer.
    ///
    /// - Complexity: O(days × keys).
    public var totals: Counters<Key> {
        var totals = Counters<Key>()
        let keys = Key.keyCount
        for row in 0..<dayCount {
            for key in 0..<keys { totals.storage[key] &+= values[row * keys + key] }
        }
        return totals
    }

    /// The days covered, as local dates.
    public var dates: [LocalDate] {
        (0..<dayCount).map { LocalDate(daysSinceEpoch: firstDay + Int64($0)) }
    }

    /// Adds every count of `other`, which must cover the same days.
    public mutating func merge(_ other: DaySeries<Key>) {
        precondition(other.firstDay == firstDay && other.dayCount == dayCount, "series cover different days")
        for index in values.indices { values[index] &+= other.values[index] }
    }
}
