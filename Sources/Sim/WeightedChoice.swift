/// Draws an index with probability proportional to its weight.
///
/// Cumulative weights and a binary search: exact for any weights, and the same index for the
/// same draw on every platform.
public struct WeightedChoice: Sendable, Equatable {
    /// Running totals of the weights; the last is the total.
    public let cumulative: [Double]

    /// - Precondition: at least one weight, none negative or non-finite, and a positive total.
    public init(weights: [Double]) {
        precondition(!weights.isEmpty, "weights must not be empty")
        var total = 0.0
        var cumulative: [Double] = []
        cumulative.reserveCapacity(weights.count)
        for weight in weights {
            precondition(weight >= 0 && weight.isFinite, "weights must be finite and non-negative")
            total += weight
            cumulative.append(total)
        }
        precondition(total > 0, "weights must not all be zero")
        self.cumulative = cumulative
    }

    /// How many choices there are.
    public var count: Int { cumulative.count }

    /// The chance of choosing `index`.
    public func probability(of index: Int) -> Double {
        let previous = index == 0 ? 0 : cumulative[index - 1]
        return (cumulative[index] - previous) / cumulative[cumulative.count - 1]
    }

    /// An index in `0 ..< count`, never one whose weight is zero.
    ///
    /// - Complexity: O(log count).
    @inlinable
    public func sample<G: RandomNumberGenerator>(using generator: inout G) -> Int {
        let target = generator.unitInterval() * cumulative[cumulative.count - 1]
        return cumulative.withUnsafeBufferPointer { c in
            var low = 0
            var high = c.count - 1
            while low < high {
                let mid = (low + high) >> 1
                if c[mid] > target { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }
}
