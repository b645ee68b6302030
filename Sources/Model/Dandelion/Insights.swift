import Time
/// Bloom's Enhanced Statistics (docs/rules.md#insights), as of an instant. Every
/// figure that needs data it lacks is `nil` — "Not enough data yet" — never NaN.
///
/// A release's date, weekday and hour are read by the app's day policy, the one its streaks and
/// its export use (docs/rules.md#day-policy): under `.entryZone` (the default) in the zone it was
/// written in, so a release written at 21:30 in Los Angeles is an Evening on its Los Angeles date
/// wherever the user looks at it later, as the CSV's `local_date` and `local_time` say; under
/// `.currentZone` every release is re-dated in the zone the user is in now. "Today" — the rolling
/// windows, days on journey, the monthly chart — is always the current zone's date, as the streaks'
/// "yesterday".
///
/// Decided here where the seed is silent:
/// - A release whose zone identifier is unknown is dated in the current zone (as `Streaks` and the
///   export date it).
/// - The journey starts on the date of the first release written (the earliest instant; "Date of
///   your first release"), the export's first row. After flying west a later release can bear an
///   earlier date (a date lived twice); the journey still starts where the first release is dated.
/// - Days on journey count both ends: a journey that started today is 1 day old.
/// - Releases per week: the 7 local dates ending today, and the 28 ending today ÷ 4.
/// - The 30-day trend compares the 30 dates ending today with the 30 before; the percent is `nil`
///   when the earlier window had none.
/// - Median of an even count is the mean of the two middle values.
/// - Most active weekday and time bucket need 3 releases; ties go to the earlier weekday (Monday
///   first) and the earlier bucket (Morning, Afternoon, Evening, Night).
/// - The monthly chart is the 12 months ending with the current month, oldest first.
/// - A release dated after today (under `.entryZone`, written in a zone ahead of the one the user
///   is in now: a release dated "tomorrow" after flying west, at most two dates ahead) counts as
///   today's: in the rolling windows and in the current month, as the streak counts it current.
public struct Insights: Equatable, Sendable {
    /// Time-of-day buckets (local): Morning 5:00–11:59, Afternoon 12:00–16:59, Evening
    /// 17:00–21:59, Night 22:00–4:59.
    public enum TimeBucket: Int, CaseIterable, Sendable, CustomStringConvertible {
        case morning, afternoon, evening, night

        public init(hour: Int) {
            switch hour {
            case 5...11: self = .morning
            case 12...16: self = .afternoon
            case 17...21: self = .evening
            default: self = .night
            }
        }

        public var description: String {
            switch self {
            case .morning: "Morning"
            case .afternoon: "Afternoon"
            case .evening: "Evening"
            case .night: "Night"
            }
        }
    }

    /// One month of the chart.
    public struct Month: Equatable, Sendable {
        public var year: Int
        public var month: Int
        public var releases: Int
        public var words: Int
    }

    /// The twelve calendar months ending with `date`'s, oldest first, with nothing counted yet.
    public static func lastTwelveMonths(through date: LocalDate) -> [Month] {
        var first = (year: date.year, month: date.month - 11)
        if first.month < 1 { first = (first.year - 1, first.month + 12) }
        return (0..<12).map { offset in
            let index = first.month - 1 + offset
            return Month(year: first.year + index / 12, month: index % 12 + 1, releases: 0, words: 0)
        }
    }

    /// One calendar year's releases, a free stat: "Total releases (all-time and per year)"
    /// (docs/rules.md#insights).
    public struct Year: Equatable, Sendable {
        /// The calendar year of the releases' local dates (by the day policy).
        public var year: Int
        /// Releases dated in that year, 0 for a year without any.
        public var releases: Int
    }

    /// Every calendar year from the earliest dated release's to today's (or the latest dated
    /// release's, if later), oldest first, a year without releases included at 0: `counts`
    /// holds the releases by year.
    static func years(_ counts: [Int: Int], through today: Int) -> [Year] {
        guard let first = counts.keys.min(), let last = counts.keys.max() else { return [] }
        return (first...max(today, last)).map { Year(year: $0, releases: counts[$0] ?? 0) }
    }

    /// The index of the first of the largest counts: the most active weekday (Monday first) or time
    /// bucket (Morning first), ties going to the earlier one; 0 when `counts` is empty. The export
    /// check reads its rows by the same rule.
    public static func firstLargest(_ counts: [Int]) -> Int {
        var best = 0
        for index in counts.indices where counts[index] > counts[best] { best = index }
        return best
    }

    /// Minimum releases for the most active weekday and time.
    public static let minimumForActivity = 3

    public var totalReleases = 0
    public var totalWords = 0
    /// The header's streaks, by the same day policy as every other figure (`Streaks`;
    /// docs/rules.md#insights).
    public var currentStreak = 0
    public var longestStreak = 0
    /// Releases per calendar year (`Insights.years`).
    public var years: [Year] = []
    public var journeyStart: LocalDate?
    public var daysOnJourney = 0
    public var activeDays = 0
    public var releasesLast7Days = 0
    public var weeklyAverageLast4Weeks = 0.0
    public var releasesLast30Days = 0
    public var releasesPrevious30Days = 0
    public var wordsLast30Days = 0
    /// `(last − previous) / previous × 100`; `nil` when the previous 30 days had none.
    public var trendPercent: Double?
    public var meanWords: Double?
    public var medianWords: Double?
    public var longestRelease: Int?
    public var shortestRelease: Int?
    public var wordsPerActiveDay: Double?
    /// ISO weekday, 1 = Monday … 7 = Sunday.
    public var mostActiveWeekday: Int?
    public var mostActiveTime: TimeBucket?
    public var months: [Month] = []

    /// No releases yet: the gentle empty state.
    public var isEmpty: Bool { totalReleases == 0 }

    /// The insights of the releases up to `asOf` for a user now in `zone`, each release dated by
    /// `policy`.
    ///
    /// - Complexity: O(n log n) for n releases (the median sorts word counts).
    public static func compute(releases: [Release], asOf: Instant, zone: Zone, policy: StreakDayPolicy) -> Insights {
        compute(releases: releases, asOf: asOf, zone: zone, policy: policy, resolve: { try? Zone(identifier: $0) })
    }

    /// The same, resolving zone identifiers with `resolve` (a caller that keeps zones already
    /// compiled passes its own).
    public static func compute(releases: [Release], asOf: Instant, zone: Zone, policy: StreakDayPolicy,
                               resolve: (String) -> Zone?) -> Insights {
        var zones: [String: Zone] = [:]
        func dating(_ release: Release) -> Zone {
            guard policy == .entryZone else { return zone }
            if let known = zones[release.zoneIdentifier] { return known }
            let resolved = resolve(release.zoneIdentifier) ?? zone
            zones[release.zoneIdentifier] = resolved
            return resolved
        }
        var insights = Insights()
        let streaks = Streaks.compute(releases: releases, asOf: asOf, zone: zone, policy: policy, resolve: resolve)
        insights.currentStreak = streaks.current
        insights.longestStreak = streaks.longest
        var years: [Int: Int] = [:]
        let today = zone.localDayNumber(at: asOf)
        insights.months = lastTwelveMonths(through: LocalDate(daysSinceEpoch: today))
        var words: [Int] = []
        var days: [Int64] = []
        var weekdays = [Int](repeating: 0, count: 7)
        var buckets = [Int](repeating: 0, count: TimeBucket.allCases.count)
        var first: (instant: Instant, day: Int64)?
        for release in releases where release.instant <= asOf {
            let local = dating(release).localMilliseconds(at: release.instant)
            let day = local >= 0 ? local / Milliseconds.day : (local - Milliseconds.day + 1) / Milliseconds.day
            let hour = Int((local - day * Milliseconds.day) / Milliseconds.hour)
            insights.totalReleases += 1
            insights.totalWords += release.wordCount
            words.append(release.wordCount)
            days.append(day)
            if first.map({ release.instant < $0.instant }) ?? true { first = (release.instant, day) }
            weekdays[Int(((day % 7) + 7 + 3) % 7)] += 1
            buckets[TimeBucket(hour: hour).rawValue] += 1
            let age = max(0, today - day)
            if age < 7 { insights.releasesLast7Days += 1 }
            if age < 28 { insights.weeklyAverageLast4Weeks += 1 }
            if age < 30 {
                insights.releasesLast30Days += 1
                insights.wordsLast30Days += release.wordCount
            } else if age >= 30 && age < 60 {
                insights.releasesPrevious30Days += 1
            }
            let date = LocalDate(daysSinceEpoch: day)
            years[date.year, default: 0] += 1
            let monthIndex = min(11, (date.year - insights.months[0].year) * 12 + date.month - insights.months[0].month)
            if monthIndex >= 0 {
                insights.months[monthIndex].releases += 1
                insights.months[monthIndex].words += release.wordCount
            }
        }
        insights.weeklyAverageLast4Weeks /= 4
        insights.years = Insights.years(years, through: LocalDate(daysSinceEpoch: today).year)
        guard let first else { return insights }
        insights.journeyStart = LocalDate(daysSinceEpoch: first.day)
        insights.daysOnJourney = Int(max(0, today - first.day)) + 1
        days.sort()
        insights.activeDays = days.indices.filter { $0 == 0 || days[$0] != days[$0 - 1] }.count
        if insights.releasesPrevious30Days > 0 {
            insights.trendPercent = Double(insights.releasesLast30Days - insights.releasesPrevious30Days) / Double(insights.releasesPrevious30Days) * 100
        }
        words.sort()
        insights.meanWords = Double(insights.totalWords) / Double(words.count)
        insights.medianWords = words.count % 2 == 1 ? Double(words[words.count / 2])
            : Double(words[words.count / 2 - 1] + words[words.count / 2]) / 2
        insights.longestRelease = words.last
        insights.shortestRelease = words.first
        insights.wordsPerActiveDay = Double(insights.totalWords) / Double(insights.activeDays)
        if insights.totalReleases >= minimumForActivity {
            insights.mostActiveWeekday = firstLargest(weekdays) + 1
            insights.mostActiveTime = TimeBucket(rawValue: firstLargest(buckets))
        }
        return insights
    }
}
