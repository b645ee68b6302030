/// The 16 languages GoodWatch offers (docs/rules.md#onboarding).
public enum Language: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case english, hindi, tamil, telugu, malayalam, korean, kannada, bengali, marathi, spanish, japanese, french, punjabi
    case chinese, portuguese, gujarati

    public var description: String {
        switch self {
        case .english: "English"
        case .hindi: "Hindi"
        case .tamil: "Tamil"
        case .telugu: "Telugu"
        case .malayalam: "Malayalam"
        case .korean: "Korean"
        case .kannada: "Kannada"
        case .bengali: "Bengali"
        case .marathi: "Marathi"
        case .spanish: "Spanish"
        case .japanese: "Japanese"
        case .french: "French"
        case .punjabi: "Punjabi"
        case .chinese: "Chinese"
        case .portuguese: "Portuguese"
        case .gujarati: "Gujarati"
        }
    }
}

/// A set of languages as one 16-bit word.
public struct LanguageSet: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public init(_ languages: [Language]) {
        self.init(rawValue: languages.reduce(0) { $0 | 1 << UInt16($1.rawValue) })
    }

    public init(_ language: Language) {
        self.init(rawValue: 1 << UInt16(language.rawValue))
    }

    /// The languages in `Language` order.
    public var languages: [Language] {
        Language.allCases.filter { rawValue & 1 << UInt16($0.rawValue) != 0 }
    }
}
