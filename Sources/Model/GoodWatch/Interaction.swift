/// What a user does with a recommendation, and what it teaches the engine
/// (docs/rules.md#tag-weights).
public enum Interaction: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    case shown, watchNow, notTonight, alreadySeen, showAnother, feedbackCompleted, feedbackAbandoned

    /// The tag-weight delta on each of the title's tags (docs/rules.md#tag-weights).
    public var tagDelta: Double {
        switch self {
        case .shown, .alreadySeen: 0
        case .watchNow: 0.15
        case .notTonight: -0.1
        case .showAnother: -0.02
        case .feedbackCompleted: 0.15
        case .feedbackAbandoned: -0.1
        }
    }

    public var description: String {
        switch self {
        case .shown: "shown"
        case .watchNow: "watch_now"
        case .notTonight: "not_tonight"
        case .alreadySeen: "already_seen"
        case .showAnother: "show_another"
        case .feedbackCompleted: "feedback_completed"
        case .feedbackAbandoned: "feedback_abandoned"
        }
    }
}

/// Per-tag weights the engine learns from every interaction (`TagWeightStore`): each of a title's
/// tags moves by the interaction's delta, clamped to [−2, 2].
public struct TagWeights: Equatable, Codable, Sendable {
    public static let bounds = -2.0...2.0

    public private(set) var weights = [Double](repeating: 0, count: TitleTag.allCases.count)

    public init() {}

    public subscript(tag: TitleTag) -> Double { weights[tag.rawValue] }

    /// Applies `interaction` to every tag of `tags`.
    public mutating func learn(_ interaction: Interaction, on tags: TagSet) {
        let delta = interaction.tagDelta
        guard delta != 0 else { return }
        var bits = tags.rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            weights[index] = min(Self.bounds.upperBound, max(Self.bounds.lowerBound, weights[index] + delta))
            bits &= bits - 1
        }
    }

    /// The sum of the weights of `tags`.
    public func sum(_ tags: TagSet) -> Double {
        var bits = tags.rawValue
        var total = 0.0
        while bits != 0 {
            total += weights[bits.trailingZeroBitCount]
            bits &= bits - 1
        }
        return total
    }
}
