import Time
/// The post-watch feedback gate (docs/rules.md#feedback-gate).
///
/// After Watch Now at `t`, every launch at or after `t + 2 h` shows the feedback prompt before
/// anything else until it is answered; launches before then show nothing. There is one pending
/// slot: a newer Watch Now replaces an unanswered one, which is returned so it can be counted as
/// superseded. The boundary belongs to the prompt: `t + 1:59:59.999` shows nothing,
/// `t + 2:00:00.000` shows it.
public struct FeedbackGate: Equatable, Codable, Sendable {
    /// How long after Watch Now the prompt becomes due.
    public static let delayMilliseconds: Int64 = 2 * Milliseconds.hour

    /// A title awaiting feedback.
    public struct Pending: Equatable, Codable, Sendable {
        public var titleID: Int32
        public var watchNowAt: Instant

        /// When the prompt becomes due.
        public var dueAt: Instant { watchNowAt.advanced(byMilliseconds: FeedbackGate.delayMilliseconds) }
    }

    /// The user's answer to "How was [Movie Title]?".
    public enum Response: Int, CaseIterable, Codable, Sendable {
        case finished, didNotFinish, skip

        /// What the answer teaches the engine ("Skip" teaches nothing).
        public var interaction: Interaction? {
            switch self {
            case .finished: .feedbackCompleted
            case .didNotFinish: .feedbackAbandoned
            case .skip: nil
            }
        }
    }

    public private(set) var pending: Pending?

    public init() {}

    /// Watch Now on `titleID` at `now`; returns the unanswered feedback it replaces, if any.
    public mutating func watchNow(_ titleID: Int32, at now: Instant) -> Pending? {
        let replaced = pending
        pending = Pending(titleID: titleID, watchNowAt: now)
        return replaced
    }

    /// The prompt a launch at `now` must show first, if one is due.
    public func prompt(at now: Instant) -> Pending? {
        guard let pending, now >= pending.dueAt else { return nil }
        return pending
    }

    /// Answers the due prompt; returns what was answered, `nil` when nothing was due at `now`.
    public mutating func answer(_ response: Response, at now: Instant) -> Pending? {
        guard let due = prompt(at: now) else { return nil }
        pending = nil
        return due
    }
}
