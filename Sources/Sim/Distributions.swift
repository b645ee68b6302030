/// Random variates drawn from any generator, with algorithms fixed here rather than in the
/// standard library, so a seed keeps meaning the same numbers across Swift releases.
///
/// Only `+ − × ÷`, `squareRoot()` and `DeterministicMath.log`/`exp`
/// (docs/rules.md#fixed-distributions, docs/rules.md#exact-arithmetic).
extension RandomNumberGenerator {
    /// A uniform `Double` in [0, 1) with 53 random bits.
    @inlinable
    public mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform `Double` in (0, 1): never 0, so its logarithm is finite.
    @inlinable
    public mutating func openUnitInterval() -> Double {
        (Double(next() >> 11) + 0.5) * 0x1p-53
    }

    /// A uniform integer in `0 ..< bound` without bias (Lemire's multiply-and-reject). Always
    /// inlined: a listener's seeding draws 3,200 of them through a closure.
    @inlinable @inline(__always)
    public mutating func uniform(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "bound must be positive")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniform integer in `range`.
    @inlinable
    public mutating func uniform(in range: ClosedRange<Int64>) -> Int64 {
        let width = UInt64(bitPattern: range.upperBound &- range.lowerBound) &+ 1
        if width == 0 { return Int64(bitPattern: next()) }
        return range.lowerBound &+ Int64(bitPattern: uniform(below: width))
    }

    /// A uniform `Double` in `[lower, upper)`.
    @inlinable
    public mutating func uniform(from lower: Double, to upper: Double) -> Double {
        lower + (upper - lower) * unitInterval()
    }

    /// `true` with probability `probability` (clamped to [0, 1]).
    @inlinable
    public mutating func bernoulli(_ probability: Double) -> Bool {
        unitInterval() < probability
    }

    /// How many independent trials of chance `probability` fail before the first succeeds
    /// (geometric, from 0), from one uniform by inversion: ⌊log u / log(1 − p)⌋ with the engine's
    /// own logarithm. 0 when `probability` ≥ 1; `Int.max` (never) when it is ≤ 0.
    ///
    /// One draw, monotone in `u`: with common random numbers a person's waiting count is the same
    /// in every arm, however many trials each arm gives them.
    @inlinable
    public mutating func failuresBeforeSuccess(_ probability: Double) -> Int {
        let u = openUnitInterval()
        guard probability < 1 else { return 0 }
        guard probability > 0 else { return .max }
        let failures = (DeterministicMath.log(u) / DeterministicMath.log(1 - probability)).rounded(.down)
        return failures < 9.0e18 ? Int(failures) : .max
    }

    /// `true` with the exact integer odds `numerator / denominator`.
    @inlinable
    public mutating func chance(_ numerator: UInt64, in denominator: UInt64) -> Bool {
        uniform(below: denominator) < numerator
    }

    /// An exponential variate with the given mean (`ExponentialZiggurat`).
    @inlinable
    public mutating func exponential(mean: Double) -> Double {
        mean * ExponentialZiggurat.sample(using: &self)
    }

    /// A standard normal variate scaled to `mean` and `standardDeviation` (Marsaglia's polar
    /// method; the pair's second value is discarded so the generator is the only state).
    @inlinable
    public mutating func normal(mean: Double = 0, standardDeviation: Double = 1) -> Double {
        while true {
            let u = 2 * unitInterval() - 1
            let v = 2 * unitInterval() - 1
            let s = u * u + v * v
            if s > 0 && s < 1 {
                let factor = (-2 * DeterministicMath.log(s) / s).squareRoot()
                return mean + standardDeviation * u * factor
            }
        }
    }

    /// A lognormal variate: `exp(N(mu, sigma))`.
    @inlinable
    public mutating func lognormal(mu: Double, sigma: Double) -> Double {
        DeterministicMath.exp(normal(mean: mu, standardDeviation: sigma))
    }

    /// A Poisson variate with the given mean (`PoissonDistribution`; a caller drawing many times
    /// with one mean keeps a `PoissonDistribution` and pays its exponential or logarithms once).
    @inlinable
    public mutating func poisson(mean: Double) -> Int {
        PoissonDistribution(mean: mean).sample(using: &self)
    }
}

/// `log(n!)` for the Poisson sampler: exact sums below 16, Stirling's series above.
public enum LogFactorial {
    @usableFromInline static let small: [Double] = {
        var table = [0.0]
        for n in 1..<16 { table.append(table[n - 1] + DeterministicMath.log(Double(n))) }
        return table
    }()

    /// `log(n!)` for a non-negative whole `n`.
    @inlinable
    public static func of(_ n: Double) -> Double {
        if n < 16 { return small[Int(n)] }
        let x = n + 1
        let inverse = 1 / x
        let inverseSquared = inverse * inverse
        let series = inverse * (1.0 / 12 - inverseSquared * (1.0 / 360 - inverseSquared / 1_260))
        return (x - 0.5) * DeterministicMath.log(x) - x + 0.918_938_533_204_672_8 + series
    }
}
