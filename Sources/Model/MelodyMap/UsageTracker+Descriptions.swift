import Time

/// The words a trace or a violation prints for the tracker's answers: what the app would say,
/// not a Swift enum dump (`cooling down until 18:03:12`, not `coolingDown(until: …)`).
extension UsageTracker.AdAvailability: CustomStringConvertible {
    /// In UTC, for text with no zone at hand: `cooling down until 2025-03-20T01:03:12.000Z`.
    public var description: String { description(in: nil) }

    /// The availability in words, a cooldown's end as a time of day in `zone` (the device's, for
    /// a device instant): `available`, `daily ad limit reached`, `view cap reached`,
    /// `cooling down until 18:03:12`. Without a zone, the end is a full UTC instant.
    public func description(in zone: Zone?) -> String {
        switch self {
        case .available: "available"
        case .dailyLimitReached: "daily ad limit reached"
        case .viewCapReached: "view cap reached"
        case .coolingDown(let until):
            "cooling down until " + (zone.map { String(until.iso8601(in: $0).dropFirst(11).prefix(8)) } ?? until.description)
        }
    }
}

extension UsageTracker.AdReward: CustomStringConvertible {
    /// `+2 views`, or why the ad could not count: `refused: view cap reached`.
    public var description: String {
        switch self {
        case .granted(let views): "+\(views) view\(views == 1 ? "" : "s")"
        case .refused(let reason): "refused: \(reason)"
        }
    }
}
