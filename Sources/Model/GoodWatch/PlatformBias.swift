/// The platforms a user tends to accept on (docs/rules.md#platform-bias): Watch Now counts
/// an accept, and "Not tonight" a reject, on each platform of the title the user has (a platform
/// they do not have is not where they accepted or rejected it).
///
/// The seed names the bias and gives neither its form nor its weight. Decided here, as the app's
/// engine does: "Just show me another" and "Already seen" teach nothing about platforms; the bias
/// of a title is the best accept share among its platforms the user has (a platform with no
/// decision yet counts as 0.5, neutral), and it stays neutral for every title until the user has
/// made `minimumDecisions` decisions (interactions, however many platforms each title is on). `RecommendationEngine.Settings.platformWeight`
/// turns it into points. Availability stays a hard gate (docs/rules.md#recommendation-pipeline):
/// the bias only orders titles the user can watch, it never lets another in.
public struct PlatformBias: Equatable, Codable, Sendable {
    /// Decisions (Watch Now and Not tonight taps, one per tap whatever the title's platforms)
    /// before the bias acts.
    public static let minimumDecisions = 3
    /// The share every title gets before `minimumDecisions`, and a platform without decisions.
    public static let neutral = 0.5

    /// Accepts and rejects per platform, indexed by `Platform.rawValue`.
    public private(set) var accepts = [Int](repeating: 0, count: Platform.allCases.count)
    public private(set) var rejects = [Int](repeating: 0, count: Platform.allCases.count)
    /// Decisions recorded so far: one per tap on a title on at least one of the user's platforms.
    public private(set) var decisions = 0

    public init() {}

    /// Counts one decision, an accept (Watch Now) or a reject (Not tonight), on each of
    /// `platforms` (the title's platforms the user has); nothing when that is empty.
    public mutating func record(accepted: Bool, on platforms: PlatformSet) {
        guard platforms.rawValue != 0 else { return }
        decisions += 1
        var bits = platforms.rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            if accepted { accepts[index] += 1 } else { rejects[index] += 1 }
            bits &= bits - 1
        }
    }

    /// The accept share of a title on `platforms` (the title's platforms the user has): the best
    /// of theirs, 0.5 for a platform without decisions, and 0.5 for every title before
    /// `minimumDecisions`.
    ///
    /// - Complexity: O(platforms).
    public func share(on platforms: PlatformSet) -> Double {
        guard decisions >= Self.minimumDecisions, platforms.rawValue != 0 else { return Self.neutral }
        var best = 0.0
        var bits = platforms.rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            let total = accepts[index] + rejects[index]
            best = max(best, total == 0 ? Self.neutral : Double(accepts[index]) / Double(total))
            bits &= bits - 1
        }
        return best
    }
}
