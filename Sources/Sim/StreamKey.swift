/// Which streams of `RandomStreams` one purpose of the program owns: a persona number and the
/// agent slots it draws for.
///
/// docs/rules.md#stream-owners: a stream depends only on the master seed and its key
/// (persona, agent, purpose). Two owners that could derive the same (persona, agent) pair would
/// share numbers without knowing it, so every owner is registered once (`StreamKeys` in
/// Scenarios) and a test checks that no two owners overlap.
public struct StreamKey: Sendable, Hashable {
    /// The agent slots an owner draws for.
    public enum Agents: Sendable, Hashable {
        /// Every agent index: a persona's people, each keyed by its global index.
        case every
        /// One fixed slot: a catalog or a benchmark drawing one stream of its own.
        case one(UInt64)
    }

    /// What the streams are for, as a person reads it ("caregivers", "synthetic song catalog").
    public let owner: String
    /// The persona number in stream derivation.
    public let persona: UInt64
    /// The agent slots the owner draws for.
    public let agents: Agents

    public init(owner: String, persona: UInt64, agents: Agents) {
        self.owner = owner
        self.persona = persona
        self.agents = agents
    }

    /// Whether the two owners could derive the same (persona, agent) pair.
    public func overlaps(_ other: StreamKey) -> Bool {
        guard persona == other.persona else { return false }
        switch (agents, other.agents) {
        case (.every, _), (_, .every): return true
        case let (.one(a), .one(b)): return a == b
        }
    }

    /// The generator of this owner's fixed slot for `purpose` (`agents` must be `.one`).
    @inlinable
    public func generator(seed: UInt64, purpose: UInt64) -> Xoshiro256StarStar {
        guard case let .one(agent) = agents else { preconditionFailure("\(owner) draws per agent: pass the agent") }
        return RandomStreams(seed: seed).generator(persona: persona, agent: agent, purpose: purpose)
    }
}
