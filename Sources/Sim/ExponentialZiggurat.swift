/// Marsaglia and Tsang's ziggurat (2000) for the standard exponential distribution, 256 layers.
///
/// About 99 % of draws cost one 64-bit random number, a multiply and a comparison; the rest
/// fall in a wedge (one `exp`) or the tail beyond `r` (one `log`, memoryless: `r + Exp(1)`). The
/// layer table comes from `r` and `v` by `DeterministicMath`, so it is the same on every platform;
/// it is written out as static data (`ExponentialZiggurat+Table.swift`), and a test builds it again
/// from `r` and `v` and checks every value bit for bit.
public enum ExponentialZiggurat {
    /// Where the tail starts.
    @usableFromInline static let r = 7.69711747013104972
    /// The area of each layer.
    @usableFromInline static let v = 3.949659822581572e-3

    /// A standard exponential variate (mean 1).
    @inlinable
    public static func sample<G: RandomNumberGenerator>(using generator: inout G) -> Double {
        while true {
            let bits = generator.next()
            let layer = Int(bits & 0xFF)
            let u = Double(bits >> 11) * 0x1p-53
            let candidate = u * x[layer]
            if candidate < x[layer + 1] { return candidate }
            if layer == 0 {
                return r - DeterministicMath.log(generator.openUnitInterval())
            }
            let height = f[layer] + generator.unitInterval() * (f[layer + 1] - f[layer])
            if height < DeterministicMath.exp(-candidate) { return candidate }
        }
    }
}
