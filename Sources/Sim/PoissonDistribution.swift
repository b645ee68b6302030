/// The Poisson distribution of one mean, with what its sampler derives from the mean computed
/// once: `exp(−mean)` below a mean of 10, the PTRS constants from 10 up.
///
/// `sample(using:)` draws exactly what `poisson(mean:)` draws from the same generator, and returns
/// the same value: a caller that draws many times with one mean (every song's seeded plays, every
/// session's songs) keeps its streams and results while the exponential and logarithms are paid
/// once.
public struct PoissonDistribution: Sendable, Equatable {
    /// The mean.
    public let mean: Double
    /// `exp(−mean)`: Knuth's method stops when the product of uniforms falls to it (mean < 10).
    @usableFromInline let limit: Double
    /// Hörmann's PTRS constants (mean ≥ 10): `log(mean)`, `b`, `a`, `log(1/α)` and `v_r`.
    @usableFromInline let logMean: Double
    @usableFromInline let b: Double
    @usableFromInline let a: Double
    @usableFromInline let logInverseAlpha: Double
    @usableFromInline let vr: Double

    /// - Precondition: `mean` is finite and non-negative.
    @inlinable
    public init(mean: Double) {
        precondition(mean >= 0 && mean.isFinite, "Poisson mean must be finite and non-negative")
        self.mean = mean
        if mean < 10 {
            limit = DeterministicMath.exp(-mean)
            (logMean, b, a, logInverseAlpha, vr) = (0, 0, 0, 0, 0)
        } else {
            limit = 0
            logMean = DeterministicMath.log(mean)
            b = 0.931 + 2.53 * mean.squareRoot()
            a = -0.059 + 0.02483 * b
            logInverseAlpha = DeterministicMath.log(1.1239 + 1.1328 / (b - 3.4))
            vr = 0.9277 - 3.6224 / (b - 2)
        }
    }

    /// A Poisson variate: below a mean of 10, Knuth's multiplication method; from 10 up, Hörmann's
    /// transformed rejection (PTRS, 1993), whose cost does not grow with the mean.
    @inlinable
    public func sample<G: RandomNumberGenerator>(using generator: inout G) -> Int {
        if mean == 0 { return 0 }
        if mean < 10 {
            var product = generator.unitInterval()
            var count = 0
            while product > limit {
                count += 1
                product *= generator.unitInterval()
            }
            return count
        }
        while true {
            let u = generator.unitInterval() - 0.5
            let v = generator.unitInterval()
            let us = 0.5 - abs(u)
            let k = ((2 * a / us + b) * u + mean + 0.43).rounded(.down)
            if us >= 0.07 && v <= vr { return Int(k) }
            if k < 0 || (us < 0.013 && v > us) { continue }
            let lhs = DeterministicMath.log(v) + logInverseAlpha - DeterministicMath.log(a / (us * us) + b)
            if lhs <= -mean + k * logMean - LogFactorial.of(k) { return Int(k) }
        }
    }
}
