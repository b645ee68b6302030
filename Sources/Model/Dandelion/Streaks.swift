import Time
/// Current and longest streaks, and the breaks travel makes (docs/rules.md#current-streak,
/// docs/rules.md#longest-streak, docs/rules.md#phantom-breaks).
public struct StreakSummary: Equatable, Sendable {
    /// The run of consecutive active dates ending at the last active date, when that date is
    /// yesterday or later in the current zone; otherwise 0.
    public var current: Int
    /// The longest run of consecutive active dates.
    public var longest: Int
    /// Distinct active dates.
    public var activeDays: Int
    /// Gaps in the entry-zone dates that travel made: between two releases in different zones
    /// a date is missing, but read in the second release's zone they are on consecutive (or the
    /// same) dates — a date the traveller skipped, not one they missed.
    public var phantomBreaks: Int
    /// Releases dated earlier than the release before them: the traveller lived a date twice.
    public var datesLivedTwice: Int
}

public enum Streaks {
    /// The streaks of `releases` as of `asOf` in `zone` (the zone the user is in now) under
    /// `policy`. Releases after `asOf` are ignored; a release whose zone identifier is unknown
    /// is dated in `zone`.
    ///
    /// - Complexity: O(n log n) for n releases.
    public static func compute(releases: [Release], asOf: Instant, zone: Zone, policy: StreakDayPolicy) -> StreakSummary {
        compute(releases: releases, asOf: asOf, zone: zone, policy: policy, resolve: { try? Zone(identifier: $0) })
    }

    /// The same, resolving zone identifiers with `resolve` (a caller that keeps zones already
    /// compiled passes its own).
    public static func compute(releases: [Release], asOf: Instant, zone: Zone, policy: StreakDayPolicy,
                               resolve: (String) -> Zone?) -> StreakSummary {
        var zones: [String: Zone] = [:]
        func zoneOf(_ release: Release) -> Zone {
            if let known = zones[release.zoneIdentifier] { return known }
            let resolved = resolve(release.zoneIdentifier) ?? zone
            zones[release.zoneIdentifier] = resolved
            return resolved
        }
        let counted = releases.filter { $0.instant <= asOf }.sorted { $0.instant < $1.instant }
        var phantom = 0
        var livedTwice = 0
        for (previous, next) in zip(counted, counted.dropFirst()) {
            let (from, to) = (zoneOf(previous), zoneOf(next))
            let first = from.localDayNumber(at: previous.instant)
            let second = to.localDayNumber(at: next.instant)
            if second < first { livedTwice += 1 }
            if from != to && second - first >= 2 && second - to.localDayNumber(at: previous.instant) <= 1 { phantom += 1 }
        }
        var days = counted.map { policy == .entryZone ? zoneOf($0).localDayNumber(at: $0.instant) : zone.localDayNumber(at: $0.instant) }
        days.sort()
        var unique: [Int64] = []
        for day in days where unique.last != day { unique.append(day) }
        var longest = 0
        var run = 0
        for (index, day) in unique.enumerated() {
            run = index > 0 && unique[index - 1] == day - 1 ? run + 1 : 1
            longest = max(longest, run)
        }
        let yesterday = zone.localDayNumber(at: asOf) - 1
        let current = (unique.last.map { $0 >= yesterday } ?? false) ? run : 0
        return StreakSummary(current: current, longest: longest, activeDays: unique.count, phantomBreaks: phantom, datesLivedTwice: livedTwice)
    }
}
