import Time
/// The app's interaction history (`user_interactions`, kept on the server, not in the device's
/// `ViewerProfile`) with decision timing (docs/rules.md#decision-timing): every interaction with
/// its title and instant; a decision on a shown title also records the milliseconds from shown to
/// decided.
public struct InteractionLog: Equatable, Codable, Sendable {
    /// Decision timing is collected always but used for analytics only from this many samples.
    public static let minimumSamples = DecisionTiming.minimumSamples

    public struct Entry: Equatable, Codable, Sendable {
        public var titleID: Int32
        public var interaction: Interaction
        public var at: Instant
        /// For Watch Now, Not tonight, Already seen and Show another after the title was shown.
        public var decisionMilliseconds: Int64?
    }

    public private(set) var entries: [Entry] = []
    /// The title shown last and when, until a decision about it is logged.
    private var timing = DecisionTiming()

    public init() {}

    /// Appends `interaction`; a decision about the title shown last carries its timing.
    public mutating func append(_ interaction: Interaction, titleID: Int32, at now: Instant) {
        var milliseconds: Int64?
        switch interaction {
        case .shown:
            timing.shown(titleID, at: now)
        case .watchNow, .notTonight, .alreadySeen, .showAnother:
            milliseconds = timing.decided(titleID, at: now)
        case .feedbackCompleted, .feedbackAbandoned:
            break
        }
        entries.append(Entry(titleID: titleID, interaction: interaction, at: now, decisionMilliseconds: milliseconds))
    }

    /// The decision timings collected, in order.
    public var decisionSamples: [Int64] { entries.compactMap(\.decisionMilliseconds) }

    /// The median decision time in seconds (the lower middle of an even count), once at least
    /// `minimumSamples` decisions were timed; `nil` before.
    public var medianDecisionSeconds: Double? {
        let samples = decisionSamples.sorted()
        guard samples.count >= Self.minimumSamples else { return nil }
        return Double(samples[(samples.count - 1) / 2]) / 1_000
    }
}
