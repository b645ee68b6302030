/// How long the user wants to watch (onboarding step 3, docs/rules.md#onboarding).
public enum WatchLength: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// "90 minutes": 60–90.
    case quick
    /// "2-2.5 hours": 120–150.
    case full
    /// "Series/Binge": content type tv; decided here: no runtime window (an episode's runtime is
    /// not the evening's).
    case series

    /// The runtime window in minutes, `nil` for series.
    public var minutes: ClosedRange<Int>? {
        switch self {
        case .quick: 60...90
        case .full: 120...150
        case .series: nil
        }
    }

    /// The chip's label in the app: "90 minutes", "2-2.5 hours", "Series/Binge".
    public var description: String {
        switch self {
        case .quick: "90 minutes"
        case .full: "2-2.5 hours"
        case .series: "Series/Binge"
        }
    }
}

/// Everything onboarding collects, validated as the app validates it (docs/rules.md#onboarding).
public struct UserContext: Equatable, Codable, Sendable {
    public private(set) var platforms: PlatformSet
    public private(set) var languages: LanguageSet
    public private(set) var mood: Mood
    public private(set) var length: WatchLength

    /// Step 2's rule: at least one platform and one language, and no language the chosen
    /// platforms do not carry (the app disables those chips). `available` gives the languages a
    /// set of platforms carries (`TitleCatalog.languages(on:)`).
    public init(platforms: PlatformSet, languages: LanguageSet, mood: Mood, length: WatchLength,
                available: (PlatformSet) -> LanguageSet) throws(OnboardingError) {
        guard !platforms.isEmpty else { throw .noPlatform }
        guard !languages.isEmpty else { throw .noLanguage }
        let unavailable = languages.subtracting(available(platforms))
        guard unavailable.isEmpty else { throw .languagesUnavailable(unavailable.languages) }
        self.platforms = platforms
        self.languages = languages
        self.mood = mood
        self.length = length
    }

    public var intent: Intent { mood.intent }
    public var requiresSeries: Bool { length == .series }
    public var contentType: ContentType { requiresSeries ? .tv : .movie }
}

/// Why onboarding cannot proceed.
public enum OnboardingError: Error, Equatable, Sendable {
    case noPlatform
    case noLanguage
    /// Languages none of the chosen platforms carry.
    case languagesUnavailable([Language])
}
