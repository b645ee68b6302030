/// Movie or series: "Series/Binge" asks for `tv` (docs/rules.md#onboarding).
public enum ContentType: Int, Codable, Sendable, CaseIterable {
    case movie, tv
}

/// One title of the catalog, with what the engine gates and scores on.
public struct Title: Codable, Sendable, Equatable {
    /// The catalog's id (TMDB's).
    public var id: Int32
    public var name: String
    public var contentType: ContentType
    /// A movie's runtime, or a series episode's.
    public var runtimeMinutes: Int
    /// The original language.
    public var language: Language
    /// Where it streams.
    public var platforms: PlatformSet
    public var tags: TagSet
    /// The pre-computed weighted average of TMDB, IMDb, RT and Metacritic, 0–100, when enriched.
    public var compositeScore: Double?
    /// TMDB's vote average, 0–10.
    public var voteAverage: Double
    public var isAnimated: Bool
    public var isKids: Bool
    public var isDocumentary: Bool

    public init(id: Int32, name: String, contentType: ContentType, runtimeMinutes: Int, language: Language, platforms: PlatformSet,
                tags: TagSet, compositeScore: Double?, voteAverage: Double, isAnimated: Bool = false, isKids: Bool = false,
                isDocumentary: Bool = false) {
        self.id = id
        self.name = name
        self.contentType = contentType
        self.runtimeMinutes = runtimeMinutes
        self.language = language
        self.platforms = platforms
        self.tags = tags
        self.compositeScore = compositeScore
        self.voteAverage = voteAverage
        self.isAnimated = isAnimated
        self.isKids = isKids
        self.isDocumentary = isDocumentary
    }

    /// GoodScore (docs/rules.md#goodscore): `compositeScore` when present, else
    /// `voteAverage × 10`; 0–100.
    public var goodScore: Double {
        min(100, max(0, compositeScore ?? voteAverage * 10))
    }

    /// The kinds of title the content gate holds back that this title is.
    public var contentGates: ContentGates {
        var gates = ContentGates()
        if isAnimated { gates.insert(.animated) }
        if isKids { gates.insert(.kids) }
        if isDocumentary { gates.insert(.documentary) }
        return gates
    }

    /// GoodScore as the app shows it: rounded to the nearest integer (halves away from zero).
    public var displayedGoodScore: Int {
        Int(goodScore.rounded(.toNearestOrAwayFromZero))
    }
}
