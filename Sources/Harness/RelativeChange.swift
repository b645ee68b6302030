import Sim

/// How much a quantity changed from a first value, `other / first − 1`, with a confidence interval
/// by the delete-a-group jackknife (`Statistics.jackknifeInterval`).
///
/// The interval is taken on the log of the ratio and mapped back, so it never reaches below −100 %
/// and is wider above than below, as a ratio's spread is: the same sampling error halves or
/// doubles a quantity with equal odds. In the A/B section's golden copy, paying users 6 → 12 read
/// +91.0 %, −44.0 % to +551.0 %, where an interval on the change itself read −162.1 % to +344.0 %.
package struct RelativeChange: Sendable, Equatable {
    /// `other / first − 1`.
    package var estimate: Double
    /// The interval's bounds; `nil` when `other` is 0 in the run or a replicate (the log of the
    /// ratio is unbounded) or there are fewer than two replicates.
    package var lower: Double?
    package var upper: Double?

    /// The change from `first` to `other`, its interval from the same ratio in each replicate
    /// (the quantities recomputed with one group of people left out); `nil` when `first` is not
    /// positive in the run or any replicate: there is nothing to divide by.
    package init?(first: Double, other: Double, replicates: [(first: Double, other: Double)], level: Double = 0.95) {
        guard first > 0, replicates.allSatisfy({ $0.first > 0 }) else { return nil }
        estimate = (other - first) / first
        guard other > 0, replicates.allSatisfy({ $0.other > 0 }) else { return }
        let interval = Statistics.jackknifeInterval(estimate: DeterministicMath.log(other / first),
                                                    replicates: replicates.map { DeterministicMath.log($0.other / $0.first) },
                                                    level: level)
        lower = interval.lower.map { DeterministicMath.exp($0) - 1 }
        upper = interval.upper.map { DeterministicMath.exp($0) - 1 }
    }
}
