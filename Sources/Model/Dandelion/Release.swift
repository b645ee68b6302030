import Time
/// One release in Dandelion (docs/rules.md#release-record): when, how many words, and the zone in
/// force on the device at that instant. The text is never kept.
public struct Release: Equatable, Codable, Sendable {
    public var instant: Instant
    public var wordCount: Int
    /// The IANA identifier (or `UTC±HH:MM`) of the zone in force when it was released.
    public var zoneIdentifier: String

    public init(instant: Instant, wordCount: Int, zoneIdentifier: String) {
        self.instant = instant
        self.wordCount = wordCount
        self.zoneIdentifier = zoneIdentifier
    }
}

/// Which calendar a release's day is read in.
public enum StreakDayPolicy: String, CaseIterable, Codable, Sendable {
    /// The release's local date in its own zone (the default): history never changes.
    case entryZone
    /// Every release re-dated in the zone the user is in now: rewrites history after travel;
    /// kept to compare.
    case currentZone
}
