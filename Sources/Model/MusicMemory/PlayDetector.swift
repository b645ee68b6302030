/// How a play came to be recorded, the app's `PlayEvent` source (docs/rules.md#truth-and-record).
public enum PlaySource: Int, CaseIterable, Codable, Sendable, CustomStringConvertible {
    /// Seen by the app while it was open: the most reliable.
    case realTime
    /// Discovered at sync from the system play count, its time estimated.
    case systemSync
    /// Created when the library was first seeded, spread over the past year.
    case estimated

    public var description: String {
        switch self {
        case .realTime: "realTime"
        case .systemSync: "systemSync"
        case .estimated: "estimated"
        }
    }
}

/// The real-time 50 % rule (docs/rules.md#fifty-percent-rule): a play counts once at
/// least half of a song with a positive duration has been played. Exactly half counts.
public enum PlayDetector {
    /// Whether `playedMilliseconds` of a song lasting `durationMilliseconds` is a play.
    public static func isPlay(playedMilliseconds: Int64, durationMilliseconds: Int64) -> Bool {
        durationMilliseconds > 0 && playedMilliseconds * 2 >= durationMilliseconds
    }
}
