/// Counts of integer observations in fixed buckets.
///
/// Bucket `i` holds values `≤ upperBounds[i]` (and above the previous bound); a final overflow
/// bucket holds everything larger. Fixed buckets merge exactly.
public struct Histogram: Sendable, Equatable, Codable {
    /// Inclusive upper bounds, strictly ascending.
    public let upperBounds: [Int64]
    /// One count per bound, plus the overflow bucket last.
    public private(set) var counts: [Int64]
    /// How many values were recorded.
    public private(set) var total: Int64 = 0
    /// The sum of recorded values.
    public private(set) var sum: Int64 = 0

    /// An empty histogram with the given bucket bounds.
    public init(upperBounds: [Int64]) {
        precondition(zip(upperBounds, upperBounds.dropFirst()).allSatisfy { $0 < $1 }, "bounds must ascend")
        self.upperBounds = upperBounds
        counts = [Int64](repeating: 0, count: upperBounds.count + 1)
    }

    /// Records one observation.
    ///
    /// - Complexity: O(log buckets).
    public mutating func record(_ value: Int64) {
        var low = 0
        var high = upperBounds.count
        while low < high {
            let mid = (low + high) >> 1
            if upperBounds[mid] >= value { high = mid } else { low = mid + 1 }
        }
        counts[low] += 1
        total += 1
        sum += value
    }

    /// Adds the counts of `other`, which must have the same bounds.
    public mutating func merge(_ other: Histogram) {
        precondition(other.upperBounds == upperBounds, "histograms have different buckets")
        for index in counts.indices { counts[index] += other.counts[index] }
        total += other.total
        sum += other.sum
    }

    /// The upper bound of the bucket holding the `q`-quantile (nil for the overflow bucket or
    /// an empty histogram).
    public func quantileUpperBound(_ q: Double) -> Int64? {
        guard total > 0 else { return nil }
        let rank = Int64((q * Double(total)).rounded(.up))
        var seen: Int64 = 0
        for (index, count) in counts.enumerated() {
            seen += count
            if seen >= max(rank, 1) { return index < upperBounds.count ? upperBounds[index] : nil }
        }
        return nil
    }
}
