import Time

/// Decision timing as the device keeps it (PRD §5.5): every recommendation tracks when it was
/// shown, the seconds to the decision and whether it was accepted; "collected always, used for
/// analytics after 20+ samples".
///
/// A decision is Watch Now (accepted), Not tonight, Show another or Already seen (not accepted)
/// about the title shown last (the same decisions `InteractionLog` times). Decided here: the
/// device keeps sums, not every sample, and the analytics it unlocks are the mean seconds to
/// accept and to reject.
public struct DecisionTiming: Equatable, Codable, Sendable {
    /// Samples before the analytics are used.
    public static let minimumSamples = InteractionLog.minimumSamples

    /// The title shown last and when, until decided.
    public private(set) var shownTitle: Int32?
    public private(set) var shownAt = Instant.epoch
    public private(set) var samples = 0
    public private(set) var accepted = 0
    public private(set) var acceptMilliseconds: Int64 = 0
    public private(set) var rejectMilliseconds: Int64 = 0

    public init() {}

    /// What the analytics read once `minimumSamples` decisions were timed.
    public struct Insights: Equatable, Sendable {
        public var samples: Int
        /// Mean seconds from shown to Watch Now (0 with no accept), and to any other decision.
        public var meanAcceptSeconds: Double
        public var meanRejectSeconds: Double
    }

    /// `titleID` was shown at `now`.
    public mutating func shown(_ titleID: Int32, at now: Instant) {
        shownTitle = titleID
        shownAt = now
    }

    /// A decision about `titleID` at `now`; timed only if it is the title shown last.
    public mutating func decided(_ titleID: Int32, accepted wasAccepted: Bool, at now: Instant) {
        guard shownTitle == titleID else { return }
        shownTitle = nil
        let milliseconds = shownAt.milliseconds(to: now)
        samples += 1
        if wasAccepted {
            accepted += 1
            acceptMilliseconds += milliseconds
        } else {
            rejectMilliseconds += milliseconds
        }
    }

    /// The analytics, from the 20th sample on; `nil` before (collected, not used).
    public var insights: Insights? {
        guard samples >= Self.minimumSamples else { return nil }
        let rejected = samples - accepted
        return Insights(samples: samples, meanAcceptSeconds: accepted == 0 ? 0 : Double(acceptMilliseconds) / Double(accepted) / 1_000,
                        meanRejectSeconds: rejected == 0 ? 0 : Double(rejectMilliseconds) / Double(rejected) / 1_000)
    }
}
