import Sim

/// Summary statistics for sweeps and in-run A/B tests: means, variances, Student-t confidence
/// intervals.
///
/// Sums run in array order, and `log`/`exp` are `DeterministicMath`'s, so a report's intervals are
/// the same digits on every platform.
package enum Statistics {
    /// The arithmetic mean (0 for no values).
    package static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The nearest-rank percentile of ascending `sorted` values: the smallest value with at least
    /// fraction `p` of the values at or below it (`p` in 0...1; the first value for p = 0).
    package static func percentile(sorted: [Double], _ p: Double) -> Double {
        sorted[min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))]
    }

    /// The sample variance (divisor n − 1; 0 for fewer than two values).
    package static func variance(_ values: [Double]) -> Double {
        guard values.count > 1 else { return 0 }
        let m = mean(values)
        return values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(values.count - 1)
    }

    /// A two-sided confidence interval for a mean.
    package struct Interval: Sendable, Equatable {
        package var mean: Double
        /// The interval's ends, not always the same distance from the mean
        /// (docs/rules.md#bounded-intervals); `nil` with fewer than two values (no spread to measure).
        package var lower: Double?
        package var upper: Double?
        package var count: Int

        package init(mean: Double, lower: Double?, upper: Double?, count: Int) {
            self.mean = mean
            self.lower = lower
            self.upper = upper
            self.count = count
        }

        /// `mean ± halfWidth`; no interval for a `nil` half-width.
        package init(mean: Double, halfWidth: Double?, count: Int) {
            self.init(mean: mean, lower: halfWidth.map { mean - $0 }, upper: halfWidth.map { mean + $0 }, count: count)
        }
    }

    /// The `level` (e.g. 0.95) confidence interval for the mean of `values`:
    /// `mean ± t(1 − (1 − level)/2, n − 1) · s / √n`.
    package static func confidenceInterval(_ values: [Double], level: Double = 0.95) -> Interval {
        let n = values.count
        guard n > 1 else { return Interval(mean: mean(values), halfWidth: nil, count: n) }
        let t = studentTQuantile(1 - (1 - level) / 2, degreesOfFreedom: n - 1)
        return Interval(mean: mean(values), halfWidth: t * (variance(values) / Double(n)).squareRoot(), count: n)
    }

    /// The `p`-quantile of Student's t distribution with `degreesOfFreedom` (≥ 1), for
    /// 0.5 ≤ p < 1: the `t` with `P(T ≤ t) = p`, found by bisection on the CDF to full precision.
    package static func studentTQuantile(_ p: Double, degreesOfFreedom: Int) -> Double {
        precondition(p >= 0.5 && p < 1 && degreesOfFreedom >= 1)
        var low = 0.0
        var high = 1.0
        while studentTCDF(high, degreesOfFreedom: degreesOfFreedom) < p { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if studentTCDF(middle, degreesOfFreedom: degreesOfFreedom) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// `P(T ≤ t)` for `t ≥ 0`: `1 − I_{ν/(ν+t²)}(ν/2, 1/2) / 2`.
    package static func studentTCDF(_ t: Double, degreesOfFreedom: Int) -> Double {
        let nu = Double(degreesOfFreedom)
        return 1 - 0.5 * regularizedIncompleteBeta(nu / (nu + t * t), nu / 2, 0.5)
    }

    /// The regularised incomplete beta function `I_x(a, b)`, by its continued fraction
    /// (modified Lentz), using the symmetry `I_x(a, b) = 1 − I_{1−x}(b, a)` where it converges faster.
    static func regularizedIncompleteBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let front = DeterministicMath.exp(logGamma(a + b) - logGamma(a) - logGamma(b)
                                          + a * DeterministicMath.log(x) + b * DeterministicMath.log(1 - x))
        if x < (a + 1) / (a + b + 2) {
            return front * betaContinuedFraction(x, a, b) / a
        }
        return 1 - front * betaContinuedFraction(1 - x, b, a) / b
    }

    static func betaContinuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var result = d
        for m in 1...300 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            result *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            result *= step
            if abs(step - 1) < 1e-16 { break }
        }
        return result
    }

    /// `log Γ(x)` for `x ≥ 0.5` (Lanczos, g = 7, nine coefficients).
    static func logGamma(_ x: Double) -> Double {
        let coefficients = [
            0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
            1.5056327351493116e-7,
        ]
        precondition(x >= 0.5, "the t distribution only needs log Γ(x) for x ≥ 0.5")
        let z = x - 1
        var sum = coefficients[0]
        for index in 1..<coefficients.count { sum += coefficients[index] / (z + Double(index)) }
        let t = z + 7.5
        return 0.918_938_533_204_672_8 + (z + 0.5) * DeterministicMath.log(t) - t + DeterministicMath.log(sum)
    }

    /// The slope of log(value) against log(size) by least squares: the value grows like
    /// size^exponent (values are floored at 1e-9 so a zero cannot break the logarithm).
    package static func growthExponent(sizes: [Double], values: [Double]) -> Double {
        let xs = sizes.map { DeterministicMath.log($0) }
        let ys = values.map { DeterministicMath.log(max($0, 1e-9)) }
        let mx = mean(xs)
        let my = mean(ys)
        let sxy = zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let sxx = xs.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        return sxx > 0 ? sxy / sxx : 0
    }
}
