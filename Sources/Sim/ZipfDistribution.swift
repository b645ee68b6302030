/// Zipf's law over ranks `0 ..< count`: rank `k` has weight `1 / (k + 1)^exponent`.
///
/// The weights are computed once with `DeterministicMath`, then sampled by `WeightedChoice`, so
/// catalogs of 100k items cost one table and a binary search per draw.
public struct ZipfDistribution: Sendable, Equatable {
    /// The number of ranks.
    public let count: Int
    /// The exponent `s` (1 is classic Zipf).
    public let exponent: Double
    @usableFromInline let choice: WeightedChoice

    /// - Precondition: `count ≥ 1`, `exponent ≥ 0`.
    public init(count: Int, exponent: Double) {
        precondition(count >= 1, "Zipf needs at least one item")
        precondition(exponent >= 0 && exponent.isFinite, "Zipf exponent must be non-negative")
        self.count = count
        self.exponent = exponent
        var weights = [Double](repeating: 0, count: count)
        for k in 0..<count {
            weights[k] = DeterministicMath.exp(-exponent * DeterministicMath.log(Double(k + 1)))
        }
        choice = WeightedChoice(weights: weights)
    }

    /// The chance of rank `k`.
    public func probability(ofRank k: Int) -> Double {
        choice.probability(of: k)
    }

    /// A rank in `0 ..< count`; rank 0 is the most popular.
    ///
    /// - Complexity: O(log count).
    @inlinable
    public func sample<G: RandomNumberGenerator>(using generator: inout G) -> Int {
        choice.sample(using: &generator)
    }
}
