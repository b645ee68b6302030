/// A title's tags: the intent tags the moods name (docs/rules.md#moods) and genre tags. TitleTag
/// weights are learned per tag; "Not tonight" avoidance compares tag sets.
public enum TitleTag: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case feelGood, uplifting, safeBet, light, calm, backgroundFriendly, tense, highEnergy, fullAttention, medium
    case dark, bittersweet, heavy, acquiredTaste
    case comedy, romance, drama, thriller, action, crime, horror, sciFi, fantasy, family, musical, mystery

    /// The tag as the app stores it (`feel_good`).
    public var description: String {
        switch self {
        case .feelGood: "feel_good"
        case .uplifting: "uplifting"
        case .safeBet: "safe_bet"
        case .light: "light"
        case .calm: "calm"
        case .backgroundFriendly: "background_friendly"
        case .tense: "tense"
        case .highEnergy: "high_energy"
        case .fullAttention: "full_attention"
        case .medium: "medium"
        case .dark: "dark"
        case .bittersweet: "bittersweet"
        case .heavy: "heavy"
        case .acquiredTaste: "acquired_taste"
        case .comedy: "comedy"
        case .romance: "romance"
        case .drama: "drama"
        case .thriller: "thriller"
        case .action: "action"
        case .crime: "crime"
        case .horror: "horror"
        case .sciFi: "sci_fi"
        case .fantasy: "fantasy"
        case .family: "family"
        case .musical: "musical"
        case .mystery: "mystery"
        }
    }
}

/// A set of tags as one 32-bit word.
public struct TagSet: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public init(_ tags: [TitleTag]) {
        self.init(rawValue: tags.reduce(0) { $0 | 1 << UInt32($1.rawValue) })
    }

    /// The tags in `TitleTag` order.
    public var tags: [TitleTag] {
        TitleTag.allCases.filter { rawValue & 1 << UInt32($0.rawValue) != 0 }
    }

    public var count: Int { rawValue.nonzeroBitCount }

    /// |A ∩ B| / |A ∪ B|; 0 for two empty sets.
    public func jaccard(_ other: TagSet) -> Double {
        let union = (rawValue | other.rawValue).nonzeroBitCount
        return union == 0 ? 0 : Double((rawValue & other.rawValue).nonzeroBitCount) / Double(union)
    }
}
