import Time

/// Decision timing as the device keeps it (docs/rules.md#decision-timing): every recommendation
/// tracks when it was shown and the time to the decision; "collected always, used for analytics
/// after 20+ samples".
///
/// A decision is Watch Now, Not tonight, Show another or Already seen about the title shown last.
/// Decided here: the device keeps the title shown last and counts the decisions timed, which is
/// all the report reads (the watchers who reach `minimumSamples`); the timings themselves are
/// `InteractionLog`'s (its `user_interactions` rows), which times its decisions with this type.
public struct DecisionTiming: Equatable, Codable, Sendable {
    /// Samples before the analytics are used: "after 20+ samples" (docs/rules.md#decision-timing).
    public static let minimumSamples = 20

    /// The title shown last, until a decision about it is timed.
    public private(set) var shownTitle: Int32?
    /// When `shownTitle` was shown.
    public private(set) var shownAt = Instant.epoch
    /// Decisions timed so far; the analytics use them from `minimumSamples` on.
    public private(set) var samples = 0

    public init() {}

    /// `titleID` was shown at `now`.
    public mutating func shown(_ titleID: Int32, at now: Instant) {
        shownTitle = titleID
        shownAt = now
    }

    /// A decision about `titleID` at `now`: timed (one more sample) only if it is the title shown
    /// last; returns the milliseconds since it was shown, or `nil` when not timed.
    @discardableResult
    public mutating func decided(_ titleID: Int32, at now: Instant) -> Int64? {
        guard shownTitle == titleID else { return nil }
        shownTitle = nil
        samples += 1
        return shownAt.milliseconds(to: now)
    }
}
