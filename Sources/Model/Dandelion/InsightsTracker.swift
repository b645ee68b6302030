import Time
/// Bloom's Insights kept up to date as releases are written, for an app that refreshes the tab
/// after every release: the same `Insights` as `Insights.compute` over the same releases, without
/// re-reading the whole history each time.
///
/// Releases are dated by the tracker's `policy`, as `Insights.compute` dates them. Under
/// `.entryZone` a release's date, weekday and hour never change, so one tracker serves a user
/// wherever they are; under `.currentZone` every date is read in the tracker's `zone`, and a user
/// who moves to another zone needs that zone's tracker (a tracker per zone catches up with only
/// the releases it has not seen). Releases must be absorbed in the order they were written (time
/// order), and `insights(asOf:zone:streaks:)` asked at or after the last one. The header's streaks
/// come from a `StreakTracker` the caller already keeps for the streak it shows, of the same
/// policy and zone and up to date with the same releases, so no release is dated twice for them.
public struct InsightsTracker: Sendable {
    /// How a release is dated.
    public let policy: StreakDayPolicy
    /// Where dates are read under `.currentZone`, and any release whose zone `resolve` does not
    /// know under `.entryZone` (as `Insights.compute` does with its zone).
    public let zone: Zone
    /// How many releases of the history have been absorbed.
    public private(set) var absorbed = 0
    private var totalWords = 0
    /// The date of the first release absorbed (the first written).
    private var first: Int64 = 0
    private var activeDays = Set<Int64>()
    private var weekdays = [Int](repeating: 0, count: 7)
    private var buckets = [Int](repeating: 0, count: Insights.TimeBucket.allCases.count)
    /// Releases by calendar year.
    private var years: [Int: Int] = [:]
    /// Releases and words by month, keyed `year × 12 + month − 1`.
    private var months: [Int: (releases: Int, words: Int)] = [:]
    /// Word counts, ascending (the median, shortest and longest).
    private var sortedWords: [Int] = []
    /// The releases of about the last 62 days, in time order: instant, local date, words (the
    /// rolling windows); older ones are dropped as the history grows.
    private var instants: [Instant] = []
    private var days: [Int64] = []
    private var words: [Int] = []

    public init(policy: StreakDayPolicy, zone: Zone) {
        self.policy = policy
        self.zone = zone
    }

    /// Absorbs `releases[absorbed...]`: the releases written since the last call. `releases` is the
    /// whole history, only ever appended to.
    ///
    /// - Complexity: O(k log n) comparisons for k new releases among n, and one move of the word
    ///   counts above each new one in `sortedWords` (machine words, a few hundred bytes a year).
    public mutating func absorb(_ releases: [Release], resolve: (String) -> Zone?) {
        while absorbed < releases.count {
            let release = releases[absorbed]
            absorbed += 1
            let dating = policy == .currentZone ? zone : (resolve(release.zoneIdentifier) ?? zone)
            let local = dating.localMilliseconds(at: release.instant)
            let day = local >= 0 ? local / Milliseconds.day : (local - Milliseconds.day + 1) / Milliseconds.day
            let hour = Int((local - day * Milliseconds.day) / Milliseconds.hour)
            totalWords += release.wordCount
            if absorbed == 1 { first = day }
            activeDays.insert(day)
            weekdays[Int(((day % 7) + 7 + 3) % 7)] += 1
            buckets[Insights.TimeBucket(hour: hour).rawValue] += 1
            let date = LocalDate(daysSinceEpoch: day)
            years[date.year, default: 0] += 1
            let key = date.year * 12 + date.month - 1
            let month = months[key] ?? (0, 0)
            months[key] = (month.releases + 1, month.words + release.wordCount)
            var low = 0
            var high = sortedWords.count
            while low < high {
                let middle = (low + high) / 2
                if sortedWords[middle] <= release.wordCount { low = middle + 1 } else { high = middle }
            }
            sortedWords.insert(release.wordCount, at: low)
            instants.append(release.instant)
            days.append(day)
            words.append(release.wordCount)
        }
        dropOutsideWindows()
    }

    /// Drops the releases more than 62 days older than the last one: `insights(asOf:)` never reads
    /// them (its `asOf` is at or after the last release). The arrays are shifted once at least half
    /// of them is old, so a release costs O(1) amortised.
    private mutating func dropOutsideWindows() {
        guard let latest = instants.last else { return }
        let oldest = latest.advanced(byMilliseconds: -Self.windowMilliseconds)
        var old = 0
        while old < instants.count && instants[old] < oldest { old += 1 }
        guard old >= 64 && old * 2 >= instants.count else { return }
        instants.removeFirst(old)
        days.removeFirst(old)
        words.removeFirst(old)
    }

    /// How far back the rolling windows can reach, with the margin for zone offsets.
    static let windowMilliseconds = 62 * Milliseconds.day

    /// The insights as of `asOf` (at or after the last release absorbed) for a user now in `now`
    /// (under `.currentZone`, the tracker's zone), with the header's streaks from `streaks`: a
    /// tracker of the same policy (and zone, under `.currentZone`) that has absorbed the same
    /// releases.
    ///
    /// The rolling windows reach 60 local dates back; a release written more than 62 days before
    /// `asOf` is at least 60 local dates old whichever zones date it and today (offsets lie within
    /// −12 h and +14 h, 26 hours apart at most), so only the releases after that are read.
    ///
    /// - Complexity: O(r) for the r releases of the last 62 days.
    public func insights(asOf: Instant, zone now: Zone, streaks: StreakTracker) -> Insights {
        precondition(streaks.policy == policy && streaks.absorbed == absorbed, "the streaks of other releases or another policy")
        var insights = Insights()
        let today = now.localDayNumber(at: asOf)
        insights.months = Insights.lastTwelveMonths(through: LocalDate(daysSinceEpoch: today)).map { month in
            let counted = months[month.year * 12 + month.month - 1] ?? (0, 0)
            return Insights.Month(year: month.year, month: month.month, releases: counted.releases, words: counted.words)
        }
        // A release dated after today counts in the current month (`Insights`); it is at most two
        // dates ahead, so at most in the next month.
        if let current = insights.months.last, let ahead = months[current.year * 12 + current.month] {
            insights.months[11].releases += ahead.releases
            insights.months[11].words += ahead.words
        }
        let oldest = asOf.advanced(byMilliseconds: -Self.windowMilliseconds)
        var index = instants.count
        while index > 0 && instants[index - 1] >= oldest {
            index -= 1
            let age = max(0, today - days[index])
            if age < 7 { insights.releasesLast7Days += 1 }
            if age < 28 { insights.weeklyAverageLast4Weeks += 1 }
            if age < 30 {
                insights.releasesLast30Days += 1
                insights.wordsLast30Days += words[index]
            } else if age >= 30 && age < 60 {
                insights.releasesPrevious30Days += 1
            }
        }
        insights.weeklyAverageLast4Weeks /= 4
        insights.totalReleases = absorbed
        insights.totalWords = totalWords
        insights.currentStreak = streaks.current(asOf: asOf, zone: now)
        insights.longestStreak = streaks.longest
        insights.years = Insights.years(years, through: LocalDate(daysSinceEpoch: today).year)
        guard absorbed > 0 else { return insights }
        insights.journeyStart = LocalDate(daysSinceEpoch: first)
        insights.daysOnJourney = Int(max(0, today - first)) + 1
        insights.activeDays = activeDays.count
        if insights.releasesPrevious30Days > 0 {
            insights.trendPercent = Double(insights.releasesLast30Days - insights.releasesPrevious30Days) / Double(insights.releasesPrevious30Days) * 100
        }
        let count = sortedWords.count
        insights.meanWords = Double(totalWords) / Double(count)
        insights.medianWords = count % 2 == 1 ? Double(sortedWords[count / 2]) : Double(sortedWords[count / 2 - 1] + sortedWords[count / 2]) / 2
        insights.longestRelease = sortedWords.last
        insights.shortestRelease = sortedWords.first
        insights.wordsPerActiveDay = Double(totalWords) / Double(insights.activeDays)
        if absorbed >= Insights.minimumForActivity {
            insights.mostActiveWeekday = Insights.firstLargest(weekdays) + 1
            insights.mostActiveTime = Insights.TimeBucket(rawValue: Insights.firstLargest(buckets))
        }
        return insights
    }
}
