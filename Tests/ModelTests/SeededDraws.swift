/// Seeded test draws: a 64-bit linear congruential generator read from bit 17 up, so a property
/// test meets the same cases on every run without depending on the simulator's generators
/// (ModelTests test the model alone).
struct SeededDraws {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A draw in `0 ..< bound`.
    mutating func callAsFunction(_ bound: UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return (state >> 17) % bound
    }

    /// The whole state after the last draw: an arbitrary 64-bit value.
    var lastState: UInt64 { state }
}
