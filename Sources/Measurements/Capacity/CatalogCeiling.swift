import Sim

/// The largest catalog whose p99 on a device fits a latency budget, read between measured sizes.
///
/// The rule: walk the measured sizes from the smallest; the first size whose p99 is over the
/// budget and the size before it bracket the answer, and the answer is where the straight line
/// through those two points on log(p99) against log(songs) meets the budget:
/// `songs = s₁ · (s₂/s₁)^((ln B − ln p₁) / (ln p₂ − ln p₁))`. Search grows like a power of the
/// catalog (about linearly), which is a straight line on log-log axes, so the line is exact for a
/// power law and never leaves the bracket. Sizes above the first one over budget are not read: a
/// larger catalog that measured under budget did so by noise. The answer is rounded down to two
/// significant digits (23,456 → 23,000), because the measurements carry no more (after a relative
/// 10⁻⁹ is added, so floating-point error cannot drop an exact answer, 100,000, a whole step).
///
/// When every measured size fits, the answer is the largest measured one, marked as a floor: the
/// estimate never extrapolates past what was measured. When the smallest does not fit, there is
/// no answer. Logarithms are `DeterministicMath`'s, so the same measurements give the same digits
/// everywhere.
package struct CatalogCeiling: Sendable, Equatable {
    package enum Bound: Sendable, Equatable {
        /// Between two measured sizes: `lower` fits the budget, `upper` does not.
        case interpolated(lower: Int, upper: Int)
        /// Every measured size fits: the largest measured is a floor, not a ceiling.
        case beyondLargest
        /// Not even the smallest measured size fits.
        case belowSmallest
    }

    /// The largest catalog within budget; nil when even the smallest measured size is over it.
    package var songs: Int?
    package var bound: Bound

    /// The ceiling for p99 latencies `p99Milliseconds` (on the device) measured at ascending `sizes`.
    package static func find(sizes: [Int], p99Milliseconds: [Double], budgetMilliseconds: Double) -> CatalogCeiling {
        precondition(sizes.count == p99Milliseconds.count && !sizes.isEmpty, "one p99 per measured size")
        guard let over = p99Milliseconds.firstIndex(where: { $0 > budgetMilliseconds }) else {
            return CatalogCeiling(songs: sizes[sizes.count - 1], bound: .beyondLargest)
        }
        guard over > 0 else { return CatalogCeiling(songs: nil, bound: .belowSmallest) }
        let (s1, s2) = (Double(sizes[over - 1]), Double(sizes[over]))
        let tiny = 1e-9
        let (p1, p2) = (max(p99Milliseconds[over - 1], tiny), p99Milliseconds[over])
        let share = (DeterministicMath.log(budgetMilliseconds) - DeterministicMath.log(p1))
            / (DeterministicMath.log(p2) - DeterministicMath.log(p1))
        let songs = s1 * DeterministicMath.exp(share * DeterministicMath.log(s2 / s1))
        return CatalogCeiling(songs: max(sizes[over - 1], roundedDown(songs * (1 + 1e-9))), bound: .interpolated(lower: sizes[over - 1], upper: sizes[over]))
    }

    /// `value` rounded down to two significant digits: 23,456 → 23,000; 987 → 980; 42 → 42.
    package static func roundedDown(_ value: Double) -> Int {
        var unit = 1
        while Double(unit) * 100 <= value { unit *= 10 }
        return Int(value) / unit * unit
    }
}
