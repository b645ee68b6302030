import Time
/// What GoodWatch keeps about one user between evenings: learned tag weights, what to exclude,
/// the maturity counters, and the feedback gate. Pure and clock-injected: every change names
/// the instant it happens at.
public struct ViewerProfile: Equatable, Codable, Sendable {
    /// Watch Now taps that make a user mature: animated and kids titles unlock
    /// (docs/rules.md#content-gates).
    public static let maturityWatchNows = 5
    /// Exclusion windows (docs/rules.md#exclusions): shown in the last 30 days, rejected in the
    /// last 7.
    public static let shownExclusionMilliseconds: Int64 = 30 * Milliseconds.day
    public static let rejectedExclusionMilliseconds: Int64 = 7 * Milliseconds.day

    public private(set) var weights = TagWeights()
    /// Accepts and rejects per platform (docs/rules.md#platform-bias).
    public private(set) var platformBias = PlatformBias()
    /// The title shown last and the decisions timed, gated at 20 samples
    /// (docs/rules.md#decision-timing).
    public private(set) var decisionTiming = DecisionTiming()
    public private(set) var watchNowCount = 0
    public private(set) var hasWatchedDocumentary = false
    public private(set) var hasWatchedKidsContent = false
    public var gate = FeedbackGate()
    /// Last time each title was shown, and rejected ("Not tonight"); titles already seen.
    public private(set) var lastShown: [Int32: Instant] = [:]
    public private(set) var lastRejected: [Int32: Instant] = [:]
    public private(set) var seen: Set<Int32> = []

    public init() {}

    /// After 5 Watch Now taps.
    public var isMature: Bool { watchNowCount >= Self.maturityWatchNows }

    /// Records `interaction` with `title` at `now` by a user who has `platforms`: learns the tag
    /// delta and the platform bias (Watch Now accepts, Not tonight rejects, on the title's
    /// platforms among `platforms`), times a decision about the title shown last, and updates
    /// exclusions and maturity. Watch Now also fills the feedback gate; what it supersedes is
    /// returned.
    @discardableResult
    public mutating func record(_ interaction: Interaction, _ title: Title, having platforms: PlatformSet,
                                at now: Instant) -> FeedbackGate.Pending? {
        weights.learn(interaction, on: title.tags)
        switch interaction {
        case .watchNow, .notTonight, .showAnother, .alreadySeen: decisionTiming.decided(title.id, at: now)
        case .shown, .feedbackCompleted, .feedbackAbandoned: break
        }
        switch interaction {
        case .shown:
            lastShown[title.id] = now
            decisionTiming.shown(title.id, at: now)
        case .notTonight:
            lastRejected[title.id] = now
            platformBias.record(accepted: false, on: title.platforms.intersection(platforms))
        case .alreadySeen: seen.insert(title.id)
        case .watchNow:
            watchNowCount += 1
            platformBias.record(accepted: true, on: title.platforms.intersection(platforms))
            seen.insert(title.id)
            if title.isDocumentary { hasWatchedDocumentary = true }
            if title.isKids { hasWatchedKidsContent = true }
            return gate.watchNow(title.id, at: now)
        case .showAnother, .feedbackCompleted, .feedbackAbandoned: break
        }
        return nil
    }

    /// The titles excluded at `now`, sorted: shown in the last 30 days, rejected in the last 7,
    /// or already seen (a window includes its start and excludes its end).
    public func excludedIDs(at now: Instant) -> [Int32] {
        var ids = unsortedExcludedIDs(at: now)
        ids.sort()
        return ids
    }

    /// The same titles as `excludedIDs(at:)`, as a set a recommendation asks once per title
    /// fetched (built without sorting).
    public func excludedTitles(at now: Instant) -> ExcludedTitles {
        ExcludedTitles(unsortedExcludedIDs(at: now))
    }

    func unsortedExcludedIDs(at now: Instant) -> [Int32] {
        var ids = Array(seen)
        for (id, at) in lastShown where at.milliseconds(to: now) < Self.shownExclusionMilliseconds { ids.append(id) }
        for (id, at) in lastRejected where at.milliseconds(to: now) < Self.rejectedExclusionMilliseconds { ids.append(id) }
        return ids
    }

    /// Whether the content gate lets `title` through (docs/rules.md#content-gates): animated and
    /// kids titles need maturity (kids also after a kids title was watched), documentaries a
    /// documentary watched.
    public func allows(_ title: Title) -> Bool {
        title.contentGates.isDisjoint(with: blockedContent)
    }

    /// The kinds of title the content gate still holds back: animated before maturity, kids
    /// before maturity or a kids title watched, documentaries before a documentary watched.
    public var blockedContent: ContentGates {
        var blocked = ContentGates()
        if !isMature { blocked.insert(.animated) }
        if !(isMature || hasWatchedKidsContent) { blocked.insert(.kids) }
        if !hasWatchedDocumentary { blocked.insert(.documentary) }
        return blocked
    }
}
