import Time
/// GoodWatch's Pick For Me engine (PRD §6; DESIGN.md, "GoodWatch").
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
        /// Minimum GoodScore before maturity (PRD §6.1: 7.5 of 10).
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

    /// Which filters served the pick (PRD §6.3).
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
        /// The platform bias's points (PRD §6.1 step 3): `platformWeight` × (the `PlatformBias`
        /// share of the title's platforms the user has − 0.5), so 0 while the bias is neutral.
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
    /// fetched (the rows the backend returned) and passed validation.
    public struct Outcome: Equatable, Sendable {
        public var pick: Pick?
        public var fetched: Int
        public var valid: Int
    }

    /// The pick for `context` and `profile` at `now`, or `nil` for the empty state; `avoiding` is
    /// the tags of the title rejected with "Not tonight" this evening, if any.
    public static func recommend(_ context: UserContext, _ profile: ViewerProfile, in catalog: TitleCatalog, at now: Instant,
                                 avoiding: TagSet? = nil, settings: Settings = Settings()) -> Pick? {
        outcome(context, profile, in: catalog, at: now, avoiding: avoiding, settings: settings).pick
    }

    /// The whole outcome of a recommendation, with the backend's load.
    public static func outcome(_ context: UserContext, _ profile: ViewerProfile, in catalog: TitleCatalog, at now: Instant,
                               avoiding: TagSet? = nil, settings: Settings = Settings()) -> Outcome {
        let excluded = profile.excludedTitles(at: now)
        let lists = catalog.byLanguage[context.contentType.rawValue]
        let languages = context.languages.languages.map { lists[$0.rawValue] }
        var heads = [Int](repeating: 0, count: languages.count)
        let window = context.length.minutes
        let intentTags = context.intent.tags
        let wider = context.mood.widerTags
        let gate = settings.qualityGate(for: profile)
        var best = [(index: Int, score: Score)?](repeating: nil, count: Level.allCases.count)
        var fetched = 0
        var valid = 0
        while fetched < settings.fetchLimit {
            // The next title in fetch order: the best GoodScore among the languages' heads.
            var pick = -1
            for list in languages.indices where heads[list] < languages[list].count {
                if pick < 0 || better(languages[list][heads[list]], than: languages[pick][heads[pick]], catalog) { pick = list }
            }
            guard pick >= 0 else { break }
            let index = Int(languages[pick][heads[pick]])
            heads[pick] += 1
            fetched += 1
            let title = catalog.titles[index]
            guard title.platforms.intersection(context.platforms).rawValue != 0, title.goodScore >= gate,
                  !excluded.contains(title.id), profile.allows(title),
                  avoiding.map({ title.tags.jaccard($0) <= avoidOverlap }) ?? true else { continue }
            valid += 1
            let level = self.level(title, window: window, intent: intentTags, wider: wider)
            let platformShare = profile.platformBias.share(on: title.platforms.intersection(context.platforms))
            let score = Score(goodScore: title.goodScore, taste: settings.tasteWeight * profile.weights.sum(title.tags),
                              intent: settings.intentWeight * Double(title.tags.intersection(intentTags).count),
                              platform: settings.platformWeight * (platformShare - PlatformBias.neutral))
            for served in (level.rawValue - 1)..<best.count where best[served].map({ score.total > $0.score.total }) ?? true {
                best[served] = (index, score)
            }
        }
        for level in Level.allCases {
            if let found = best[level.rawValue - 1] {
                return Outcome(pick: Pick(index: found.index, score: found.score, level: level), fetched: fetched, valid: valid)
            }
        }
        return Outcome(pick: nil, fetched: fetched, valid: valid)
    }

    /// The strictest level `title` qualifies for (it qualifies for every looser one too).
    static func level(_ title: Title, window: ClosedRange<Int>?, intent: TagSet, wider: TagSet) -> Level {
        let runtime = title.runtimeMinutes
        let inWindow = window.map { $0.contains(runtime) } ?? true
        let nearWindow = window.map { ($0.lowerBound - runtimeSlackMinutes...$0.upperBound + runtimeSlackMinutes).contains(runtime) } ?? true
        let moodMatch = intent.isEmpty || !title.tags.isDisjoint(with: intent)
        let widerMatch = wider.isEmpty || !title.tags.isDisjoint(with: wider)
        if inWindow && moodMatch { return .fullMatch }
        if inWindow && widerMatch { return .widerTags }
        if nearWindow && widerMatch { return .widerRuntime }
        return .anyAboveGate
    }

    /// Fetch order: higher GoodScore first, then lower id.
    static func better(_ a: Int32, than b: Int32, _ catalog: TitleCatalog) -> Bool {
        let (x, y) = (catalog.titles[Int(a)], catalog.titles[Int(b)])
        return (x.goodScore, y.id) > (y.goodScore, x.id)
    }
}
