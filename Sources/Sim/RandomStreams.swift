/// Derives an independent generator for every (persona, agent, purpose) from one master seed.
///
/// docs/rules.md#random-streams: a stream depends only on the master seed and its own key,
/// never on how many other agents, personas or draws exist. Adding a persona or an agent, or a new
/// purpose drawing more numbers, leaves every other stream's numbers unchanged. This is also what
/// makes common random numbers work in sweeps: the key has no arm in it, so every arm of a
/// replication meets the same people.
public struct RandomStreams: Sendable, Hashable {
    /// The scenario's master seed.
    public let seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
    }

    /// The generator for `agent` of `persona`, for one `purpose`.
    ///
    /// The key parts are folded through SplitMix64's mix in a fixed order, so distinct keys give
    /// unrelated states.
    @inlinable
    public func generator(persona: UInt64, agent: UInt64, purpose: UInt64) -> Xoshiro256StarStar {
        var h = SplitMix64.mix(seed ^ 0x6A09_E667_F3BC_C908)
        h = SplitMix64.mix(h ^ SplitMix64.mix(persona &+ 0x9E37_79B9_7F4A_7C15))
        h = SplitMix64.mix(h ^ SplitMix64.mix(agent &+ 0xBB67_AE85_84CA_A73B))
        h = SplitMix64.mix(h ^ SplitMix64.mix(purpose &+ 0x3C6E_F372_FE94_F82B))
        return Xoshiro256StarStar(seed: h)
    }

    /// The generator that plans local day `day` (days since 1970-01-01) for `agent` of `persona`:
    /// the day number rides in the purpose's low 32 bits, so whatever happened the day before —
    /// in this arm of a sweep or another — the same person plans the same day.
    @inlinable
    public func dayPlan(persona: UInt64, agent: Int, purpose: UInt64, day: Int64) -> Xoshiro256StarStar {
        generator(persona: persona, agent: UInt64(agent), purpose: purpose << 32 | UInt64(truncatingIfNeeded: day) & 0xFFFF_FFFF)
    }
}
