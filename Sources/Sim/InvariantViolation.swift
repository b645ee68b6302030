import Time

/// One broken invariant: everything needed to reproduce it with one command.
public struct InvariantViolation: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The invariant's name.
    public var invariant: String
    /// The run's master seed.
    public var seed: UInt64
    /// The agent, as `persona#index` (e.g. `caregiver#17`).
    public var agent: String
    /// Simulated time of the event that broke it.
    public var instant: Instant
    /// The event being handled (e.g. `open from search`, `release`).
    public var event: String
    /// What was observed.
    public var detail: String

    public init(invariant: String, seed: UInt64, agent: String, instant: Instant, event: String, detail: String) {
        self.invariant = invariant
        self.seed = seed
        self.agent = agent
        self.instant = instant
        self.event = event
        self.detail = detail
    }

    public var description: String {
        "\(invariant) violated by \(agent) at \(instant) during \(event): \(detail)"
    }
}
