import Time
/// GoodWatch's Pick For Me engine (docs/rules.md#recommendation-pipeline).
///
/// 1. **Candidates**: the first `Settings.fetchLimit` titles in the user's languages and content type,
///    best GoodScore first — what the app's fetch returns.
/// 2. **Validate**: on one of the user's platforms, not excluded (shown in 30 days, rejected in
///    7, seen), allowed by the content gate, not avoided after "Not tonight" (tags with Jaccard
///    > 0.5 to the rejected title's), and GoodScore at or above the quality gate (`Settings`: 75,
///    70 when mature).
/// 3. **Score** ("composite_score + tag alignment + platform bias"): GoodScore + `Settings.tasteWeight`
///    × the sum of the user's tag weights on the title's tags + `intentWeight` × the number of the
///    mood's tags it has + `platformWeight` × (the `PlatformBias` share of the title's platforms the
///    user has − 0.5) (decided here: 5, 3 and 10, so one fully learned tag, ±2, moves a title by 10
///    points, a mood match by 3 a tag, and a platform the user always or never accepts on by ±5 —
///    half a learned tag: the bias orders titles the user can watch, it never outweighs taste).
/// 4. **Levels**: the best title of the first level that has one — 1 full match (runtime in the
///    window, a tag of the mood; Surprise me asks no tag), 2 wider tags (`Mood.widerTags`), 3
///    runtime ± 30 min, 4 anything valid. None: the empty state. Ties break by fetch order.
public enum RecommendationEngine {
    /// What the product team may tune (remote-config style); the defaults are the app's.
    public struct Settings: Equatable, Codable, Sendable {
        /// Minimum GoodScore before maturity: 75, on GoodScore's own 0–100 scale
        /// (docs/rules.md#quality-gate).
        public var qualityGate = 75.0
        /// Minimum GoodScore once the user is mature (7.0 of 10).
        public var matureQualityGate = 70.0
        /// Titles fetched per recommendation, as the app does.
        public var fetchLimit = 1_000
        /// Points per unit of learned tag weight (0: the engine ignores what it learned).
        public var tasteWeight = 5.0
        /// Points per tag of the mood a title has.
        public var intentWeight = 3.0
        /// Points per unit of platform accept share above the neutral 0.5 (0: no platform bias).
        public var platformWeight = 10.0

        public init() {}

        /// The gate for `profile`.
        public func qualityGate(for profile: ViewerProfile) -> Double {
            profile.isMature ? matureQualityGate : qualityGate
        }
    }

    /// "Not tonight" avoids titles whose tags overlap the rejected one's more than this (Jaccard).
    public static let avoidOverlap = 0.5
    /// Level 3 widens the runtime window this much each way.
    public static let runtimeSlackMinutes = 30

    /// Which filters served the pick (docs/rules.md#fallback-levels).
    public enum Level: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
        case fullMatch = 1, widerTags, widerRuntime, anyAboveGate

        public var description: String {
            switch self {
            case .fullMatch: "full match"
            case .widerTags: "wider tags"
            case .widerRuntime: "runtime ± 30 min"
            case .anyAboveGate: "anything above the gate"
            }
        }
    }

    /// A title's score, broken down.
    public struct Score: Equatable, Sendable {
        public var goodScore: Double
        public var taste: Double
        public var intent: Double
        /// The platform bias's points (docs/rules.md#recommendation-score): `platformWeight` × (the
        /// `PlatformBias` share of the title's platforms the user has − 0.5), so 0 while the bias
        /// is neutral.
        public var platform: Double
        public var total: Double { goodScore + taste + intent + platform }
    }

    /// One pick: the title (an index into the catalog), its score and the level that served it.
    public struct Pick: Equatable, Sendable {
        public var index: Int
        public var score: Score
        public var level: Level
    }

    /// What one recommendation did: the pick (`nil`: the empty state), and how many titles were
    /// fetched (the rows the backend returned).
    public struct Outcome: Equatable, Sendable {
        public var pick: Pick?
        public var fetched: Int
    }

    /// The pick for `context` and `profile` at `now`, or `nil` for the empty state; `avoiding` is
    /// the tags of the title rejected with "Not tonight" this evening, if any.
    public static func recommend(_ context: UserContext, _ profile: ViewerProfile, in catalog: TitleCatalog, at now: Instant,
                                 avoiding: TagSet? = nil, settings: Settings = Settings()) -> Pick? {
        outcome(context, profile, in: catalog, at: now, avoiding: avoiding, settings: settings).pick
    }

    /// The whole outcome of a recommendation, with the backend's load.
    ///
    /// The fetch is the languages' lists of `TitleCatalog.ranks` merged by rank (fetch order).
    /// Fetch order never raises GoodScore, so the scan stops at the first title below the
    /// quality gate: none after it could pass, and `fetched` is what the fetch returns, the
    /// lists' titles up to `Settings.fetchLimit`.
    ///
    /// - Complexity: O(titles fetched above the gate × languages); allocates only the exclusions. A
    ///   valid title is scored only if its GoodScore, its mood and platform points, and the most as
    ///   many tags as it has can add (`tasteBounds`) could beat its level's best so far. The scan
    ///   stops once a title's GoodScore plus the most any title can add falls below the strictest
    ///   level's best: every level's best is at least that one's (a title scored at a level competes
    ///   at every looser one too), and no later title has a higher GoodScore, so none could change a
    ///   pick (docs/rules.md#recommendation-score: skipping never changes a pick).
    public static func outcome(_ context: UserContext, _ profile: ViewerProfile, in catalog: TitleCatalog, at now: Instant,
                               avoiding: TagSet? = nil, settings: Settings = Settings()) -> Outcome {
        let excluded = profile.excludedTitles(at: now)
        let type = context.contentType
        let window = context.length.minutes
        let nearWindow = window.map { ($0.lowerBound - runtimeSlackMinutes)...($0.upperBound + runtimeSlackMinutes) }
        let intentTags = context.intent.tags
        let wider = context.mood.widerTags
        let gate = settings.qualityGate(for: profile)
        let platforms = context.platforms
        let blocked = profile.blockedContent
        var available = 0
        var languages = context.languages.rawValue
        while languages != 0 {
            available += catalog.list(type, language: languages.trailingZeroBitCount).count
            languages &= languages - 1
        }
        let fetched = max(0, min(settings.fetchLimit, available))
        let intentBound = max(0, settings.intentWeight * Double(intentTags.count))
        let platformSets = 1 << Platform.allCases.count
        let found = withUnsafeTemporaryAllocation(of: Double.self, capacity: platformSets + TagSet.RawValue.bitWidth + 1) { points -> Pick? in
            // The platform points of each set of platforms, as the score computes them.
            let platformPoints = UnsafeMutableBufferPointer(rebasing: points[..<platformSets])
            var platformBound = -Double.infinity
            for platforms in 0..<platformPoints.count {
                let share = profile.platformBias.share(on: PlatformSet(rawValue: UInt8(platforms)))
                platformPoints[platforms] = settings.platformWeight * (share - PlatformBias.neutral)
                platformBound = max(platformBound, platformPoints[platforms])
            }
            let tasteBounds = UnsafeMutableBufferPointer(rebasing: points[platformSets...])
            Self.tasteBounds(profile.weights, weight: settings.tasteWeight, into: tasteBounds)
            // What taste, intent and platform can add to any title's GoodScore at most, with a margin
            // far above rounding: a title whose GoodScore plus this is below a level's best cannot beat it.
            let bonusBound = tasteBounds.reduce(-Double.infinity, max) + intentBound + platformBound + scoreBoundMargin
            return withUnsafeTemporaryAllocation(of: Slot.self, capacity: Level.allCases.count) { best -> Pick? in
                best.initialize(repeating: Slot(index: -1, score: Score(goodScore: 0, taste: 0, intent: 0, platform: 0), total: -.infinity))
                withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Language.allCases.count) { lists in
                    // The languages' lists still holding titles, each as the range not yet fetched.
                    var count = 0
                    var languages = context.languages.rawValue
                    while languages != 0 {
                        let list = catalog.list(type, language: languages.trailingZeroBitCount)
                        if !list.isEmpty {
                            lists[count] = list
                            count += 1
                        }
                        languages &= languages - 1
                    }
                    catalog.ranks.withUnsafeBufferPointer { ranks in
                        catalog.fetchOrder.withUnsafeBufferPointer { fetchOrder in
                            for _ in 0..<fetched {
                                // The next title in fetch order: the lowest rank among the lists' heads.
                                var next = 0
                                var rank = ranks[lists[0].lowerBound]
                                for list in 1..<count where ranks[lists[list].lowerBound] < rank {
                                    next = list
                                    rank = ranks[lists[list].lowerBound]
                                }
                                lists[next] = lists[next].dropFirst()
                                if lists[next].isEmpty {
                                    count -= 1
                                    lists[next] = lists[count]
                                }
                                let title = fetchOrder[Int(rank)]
                                // The most this title could score: below the strictest level's best, neither it
                                // nor any later title can change a pick.
                                let reach = title.goodScore + bonusBound
                                guard title.goodScore >= gate, reach >= best[0].total else { break }
                                guard !title.platforms.isDisjoint(with: platforms), title.contentGates.isDisjoint(with: blocked),
                                      !excluded.contains(title.id),
                                      avoiding.map({ title.tags.jaccard($0) <= avoidOverlap }) ?? true else { continue }
                                let level = self.level(runtime: title.runtimeMinutes, tags: title.tags, window: window, nearWindow: nearWindow,
                                                       intent: intentTags, wider: wider)
                                // The looser levels' bests are at least this level's: a title that cannot beat
                                // it changes no pick, and is not scored.
                                let slot = level.rawValue - 1
                                if reach < best[slot].total { continue }
                                let intent = settings.intentWeight * Double(title.tags.intersection(intentTags).count)
                                let platform = platformPoints[Int(title.platforms.intersection(platforms).rawValue)]
                                let bound = title.goodScore + tasteBounds[title.tags.count] + intent + platform + scoreBoundMargin
                                if bound < best[slot].total { continue }
                                let score = Score(goodScore: title.goodScore, taste: settings.tasteWeight * profile.weights.sum(title.tags),
                                                  intent: intent, platform: platform)
                                let total = score.total
                                for served in slot..<best.count where best[served].index < 0 || total > best[served].total {
                                    best[served] = Slot(index: Int(title.index), score: score, total: total)
                                }
                            }
                        }
                    }
                }
                for level in Level.allCases where best[level.rawValue - 1].index >= 0 {
                    return Pick(index: best[level.rawValue - 1].index, score: best[level.rawValue - 1].score, level: level)
                }
                return nil
            }
        }
        return Outcome(pick: found, fetched: fetched)
    }

    /// Added to the bound on what a title's tags and platforms can score, so that rounding (about
    /// 1e-13 at GoodScore's scale) never prunes a title that could win.
    static let scoreBoundMargin = 1e-6

    /// Fills `bounds[n]` with the most `weight` × the sum of `weights` over any n tags can be: the
    /// n largest products (the n smallest weights when `weight` is negative), so a title with n
    /// tags is pruned on a bound that knows how many tags it has, not on every learned tag at once
    /// (a single bound would leave most valid titles to be scored). Counts beyond the tags there
    /// are repeat the last sum. Rounding in the order of summing is far below `scoreBoundMargin`.
    static func tasteBounds(_ weights: TagWeights, weight: Double, into bounds: UnsafeMutableBufferPointer<Double>) {
        let tags = weights.weights.count
        precondition(bounds.count > tags, "a bound for every count of tags, none included")
        // The products, largest first (insertion sort: a few dozen, most of them 0).
        for tag in 0..<tags {
            let product = weight * weights.weights[tag]
            var place = tag
            while place > 0 && bounds[place - 1] < product {
                bounds[place] = bounds[place - 1]
                place -= 1
            }
            bounds[place] = product
        }
        var total = 0.0
        for count in 0..<bounds.count {
            let next = count < tags ? bounds[count] : 0
            bounds[count] = total
            total += count < tags ? next : 0
        }
    }

    /// The best title found so far for a level: its catalog index (-1: none yet), score, and the
    /// score's total, summed once (−∞ while there is none, so no prune skips a level's first title).
    private struct Slot {
        var index: Int
        var score: Score
        var total: Double
    }

    /// The strictest level a title of `runtime` minutes and `tags` qualifies for (it qualifies for
    /// every looser one too); `nearWindow` is `window` widened by `runtimeSlackMinutes` each way.
    static func level(runtime: Int, tags: TagSet, window: ClosedRange<Int>?, nearWindow: ClosedRange<Int>?,
                      intent: TagSet, wider: TagSet) -> Level {
        let inWindow = window.map { $0.contains(runtime) } ?? true
        let nearWindow = nearWindow.map { $0.contains(runtime) } ?? true
        let moodMatch = intent.isEmpty || !tags.isDisjoint(with: intent)
        let widerMatch = wider.isEmpty || !tags.isDisjoint(with: wider)
        if inWindow && moodMatch { return .fullMatch }
        if inWindow && widerMatch { return .widerTags }
        if nearWindow && widerMatch { return .widerRuntime }
        return .anyAboveGate
    }
}
