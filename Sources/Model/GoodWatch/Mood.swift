/// The five moods of onboarding step 1, each with the intent the engine reads
/// (docs/rules.md#moods).
public enum Mood: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case feelGood, easyWatch, surpriseMe, gripping, darkAndHeavy

    public var description: String {
        switch self {
        case .feelGood: "Feel-good"
        case .easyWatch: "Easy watch"
        case .surpriseMe: "Surprise me"
        case .gripping: "Gripping"
        case .darkAndHeavy: "Dark & Heavy"
        }
    }

    /// The engine input (docs/rules.md#moods). Tags are the seed's; energy and cognitive load,
    /// which the seed does not list per mood, are decided here from the tags (calm/light for the
    /// two gentle moods, tense/medium for Gripping, heavy for Dark & Heavy, neutral for Surprise
    /// me).
    public var intent: Intent {
        switch self {
        case .feelGood: Intent(mood: "feel_good", energy: .calm, cognitiveLoad: .light,
                               tags: TagSet([.feelGood, .uplifting, .safeBet, .light, .calm]))
        case .easyWatch: Intent(mood: "light", energy: .calm, cognitiveLoad: .light,
                                tags: TagSet([.light, .backgroundFriendly, .safeBet, .calm]))
        case .surpriseMe: Intent(mood: "neutral", energy: .calm, cognitiveLoad: .medium, tags: [])
        case .gripping: Intent(mood: "intense", energy: .highEnergy, cognitiveLoad: .medium,
                               tags: TagSet([.tense, .highEnergy, .fullAttention, .medium]))
        case .darkAndHeavy: Intent(mood: "dark", energy: .tense, cognitiveLoad: .heavy,
                                   tags: TagSet([.dark, .bittersweet, .heavy, .acquiredTaste]))
        }
    }

    /// Fallback level 2's wider interpretation (docs/rules.md#moods): the mood's tags with its
    /// neighbours' — the gentle moods with each other, Gripping with Dark & Heavy; Surprise me has
    /// none.
    public var widerTags: TagSet {
        switch self {
        case .feelGood, .easyWatch: Mood.feelGood.intent.tags.union(Mood.easyWatch.intent.tags)
        case .surpriseMe: []
        case .gripping, .darkAndHeavy: Mood.gripping.intent.tags.union(Mood.darkAndHeavy.intent.tags)
        }
    }
}

/// What a mood asks of a title, the app's `GWIntent` (docs/rules.md#moods).
public struct Intent: Equatable, Codable, Sendable {
    public enum Energy: String, Codable, Sendable { case calm, tense, highEnergy = "high_energy" }
    public enum CognitiveLoad: String, Codable, Sendable { case light, medium, heavy }

    public var mood: String
    public var energy: Energy
    public var cognitiveLoad: CognitiveLoad
    public var tags: TagSet
}
