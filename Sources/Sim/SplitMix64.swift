/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit generator used here only to seed and derive
/// other generators' states, as its authors and xoshiro's recommend.
///
/// Known answers (tests): seed 0 gives `0xE220A8397B1DCDAF`, `0x6E789E6AA1B965F4`, …
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; it advances by the golden-ratio increment each draw.
    public var state: UInt64

    /// A generator whose first output is `SplitMix64.mix(seed &+ 0x9E3779B97F4A7C15)`.
    @inlinable
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's output function: a bijective avalanche mix of 64 bits.
    @inlinable
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
