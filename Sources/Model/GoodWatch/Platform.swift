/// The streaming platforms GoodWatch knows (docs/rules.md#onboarding).
public enum Platform: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case netflix, primeVideo, jioHotstar, appleTVPlus, zee5, sonyLIV

    public var description: String {
        switch self {
        case .netflix: "Netflix"
        case .primeVideo: "Prime Video"
        case .jioHotstar: "JioHotstar"
        case .appleTVPlus: "Apple TV+"
        case .zee5: "Zee5"
        case .sonyLIV: "SonyLIV"
        }
    }
}

/// A set of platforms as one byte: the engine's availability gate is one AND.
public struct PlatformSet: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public init(_ platforms: [Platform]) {
        self.init(rawValue: platforms.reduce(0) { $0 | 1 << UInt8($1.rawValue) })
    }

    /// The platforms in `Platform` order.
    public var platforms: [Platform] {
        Platform.allCases.filter { rawValue & 1 << UInt8($0.rawValue) != 0 }
    }
}
