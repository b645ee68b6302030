/// xoshiro256** 1.0 (Blackman and Vigna, 2018): the engine's only source of randomness.
///
/// docs/rules.md#random-streams: every draw in a run comes from one of these, seeded
/// through SplitMix64 from the scenario's seed (see `RandomStreams`). Its outputs are fixed by
/// the published algorithm, so a seed means the same numbers on every platform and toolchain.
///
/// Known answers (tests): state `[1, 2, 3, 4]` gives 11520, 0, 1509978240, …
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// A generator with the exact 256-bit `state` (which must not be all zero).
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        precondition(state != (0, 0, 0, 0), "xoshiro256** state must not be all zero")
        (s0, s1, s2, s3) = state
    }

    /// The exact 256-bit state: `init(state:)` of it draws the same numbers from here on. Two
    /// generators with equal states are the same stream (what a memory of draws keys on).
    @inlinable
    public var state: (UInt64, UInt64, UInt64, UInt64) {
        (s0, s1, s2, s3)
    }

    /// A generator whose state is four successive SplitMix64 outputs from `seed`.
    @inlinable
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1); a handful of shifts, rotations and one multiply pair. Always inlined:
    ///   called out of line, the call costs a third of a draw.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    /// `x` rotated left by `k` (1 … 63): masking shifts, one rotate instruction, so the optimiser
    /// inlines it in every caller (the checked shifts' branches kept it out of line in large ones).
    @inlinable
    func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x &<< k) | (x &>> (64 &- k))
    }
}
