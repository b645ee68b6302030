import Testing
import Model
import Time

@Suite("Dandelion insights")
struct InsightsTests {
    static let newYork = try! Zone(identifier: "America/New_York")

    static func release(_ y: Int, _ m: Int, _ d: Int, _ hour: Int, _ minute: Int, words: Int) -> Release {
        let local = LocalDate(year: y, month: m, day: d).daysSinceEpoch * Milliseconds.day + Int64(hour) * Milliseconds.hour + Int64(minute) * 60_000
        return Release(instant: newYork.firstInstant(atOrAfterLocalMilliseconds: local, notBefore: .epoch), wordCount: words,
                       zoneIdentifier: "America/New_York")
    }

    @Test("no releases: the empty state, every figure absent or zero, twelve empty months, never NaN")
    func empty() {
        let insights = Insights.compute(releases: [], asOf: Self.release(2025, 3, 10, 12, 0, words: 0).instant, zone: Self.newYork, policy: .entryZone)
        #expect(insights.isEmpty && insights.journeyStart == nil && insights.meanWords == nil && insights.medianWords == nil)
        #expect(insights.years.isEmpty && insights.currentStreak == 0 && insights.longestStreak == 0)
        #expect(insights.trendPercent == nil && insights.mostActiveWeekday == nil && insights.weeklyAverageLast4Weeks == 0)
        #expect(insights.months.count == 12 && insights.months.first.map { "\($0.year)-\($0.month)" } == "2024-4"
                && insights.months.allSatisfy { $0.releases == 0 })
    }

    @Test("a hand-computed journey: every figure of the seed's table")
    func handComputed() {
        let releases = [
            Self.release(2025, 3, 10, 8, 0, words: 100),   // Monday morning
            Self.release(2025, 3, 10, 13, 0, words: 300),  // Monday afternoon
            Self.release(2025, 3, 8, 22, 30, words: 50),   // Saturday night
            Self.release(2025, 2, 20, 18, 0, words: 200),  // Thursday evening
            Self.release(2025, 1, 15, 4, 30, words: 150),  // Wednesday night
            Self.release(2025, 3, 11, 9, 0, words: 999),   // after the as-of instant
        ]
        let i = Insights.compute(releases: releases, asOf: Self.release(2025, 3, 10, 12, 0, words: 0).instant.advanced(byMilliseconds: 2 * Milliseconds.hour),
                                 zone: Self.newYork, policy: .entryZone)
        #expect(i.totalReleases == 5 && i.totalWords == 800)
        #expect(i.journeyStart == LocalDate(year: 2025, month: 1, day: 15) && i.daysOnJourney == 55 && i.activeDays == 4)
        #expect(i.releasesLast7Days == 3 && i.weeklyAverageLast4Weeks == 1)
        #expect(i.releasesLast30Days == 4 && i.releasesPrevious30Days == 1 && i.wordsLast30Days == 650 && i.trendPercent == 300)
        #expect(i.meanWords == 160 && i.medianWords == 150 && i.longestRelease == 300 && i.shortestRelease == 50 && i.wordsPerActiveDay == 200)
        #expect(i.mostActiveWeekday == 1 && i.mostActiveTime == .night)
        #expect(i.months.suffix(3).map { "\($0.month):\($0.releases):\($0.words)" } == ["1:1:150", "2:1:200", "3:3:450"])
        #expect(i.years.map { "\($0.year):\($0.releases)" } == ["2025:5"] && i.currentStreak == 1 && i.longestStreak == 1)
    }

    @Test("releases per year: every calendar year from the first release's to today's, a year without releases at 0")
    func releasesPerYear() {
        let releases = [Self.release(2022, 12, 31, 23, 59, words: 10), Self.release(2023, 1, 1, 0, 0, words: 10),
                        Self.release(2023, 7, 4, 9, 0, words: 10), Self.release(2025, 1, 1, 9, 0, words: 10)]
        let i = Insights.compute(releases: releases, asOf: Self.release(2026, 2, 1, 12, 0, words: 0).instant, zone: Self.newYork, policy: .entryZone)
        #expect(i.years.map { "\($0.year):\($0.releases)" } == ["2022:1", "2023:2", "2024:0", "2025:1", "2026:0"])
        #expect(i.years.reduce(0) { $0 + $1.releases } == i.totalReleases)
    }

    @Test("the header's streaks: 31 December and 1 January in a row make a current streak of 2 across the new year, the Streaks of the same policy")
    func headerStreaks() {
        let releases = [Self.release(2024, 12, 28, 9, 0, words: 10), Self.release(2024, 12, 31, 22, 0, words: 10),
                        Self.release(2025, 1, 1, 7, 0, words: 10)]
        let asOf = Self.release(2025, 1, 2, 20, 0, words: 0).instant
        let i = Insights.compute(releases: releases, asOf: asOf, zone: Self.newYork, policy: .entryZone)
        #expect(i.currentStreak == 2 && i.longestStreak == 2 && i.years.map(\.releases) == [2, 1])
        let later = Insights.compute(releases: releases, asOf: Self.release(2025, 1, 3, 0, 0, words: 0).instant, zone: Self.newYork, policy: .entryZone)
        #expect(later.currentStreak == 0 && later.longestStreak == 2, "3 January: the last release was the day before yesterday")
    }

    @Test("low data: fewer than 3 releases give no most active day or time; an even count's median is the middle mean")
    func lowData() {
        let i = Insights.compute(releases: [Self.release(2025, 3, 1, 9, 0, words: 10), Self.release(2025, 3, 2, 9, 0, words: 21)],
                                 asOf: Self.release(2025, 3, 3, 0, 0, words: 0).instant, zone: Self.newYork, policy: .entryZone)
        #expect(i.mostActiveWeekday == nil && i.mostActiveTime == nil && i.trendPercent == nil && i.medianWords == 15.5)
    }

    @Test("the most active weekday and time go to the first of the largest counts (Monday, Morning first), the rule Insights and the export check share")
    func tiesGoToTheEarlier() {
        #expect(Insights.firstLargest([1, 3, 0, 3]) == 1 && Insights.firstLargest([2, 2]) == 0 && Insights.firstLargest([0, 0, 1]) == 2)
    }

    @Test("time buckets: Morning 5:00–11:59, Afternoon 12:00–16:59, Evening 17:00–21:59, Night 22:00–4:59")
    func buckets() {
        #expect([4, 5, 11, 12, 16, 17, 21, 22, 0].map { Insights.TimeBucket(hour: $0) }
                == [.night, .morning, .morning, .afternoon, .afternoon, .evening, .evening, .night, .night])
    }

    @Test("ten years of daily releases: every day active, the monthly chart full")
    func tenYears() {
        let start = LocalDate(year: 2015, month: 3, day: 11)
        let releases = (0..<3_653).map { day -> Release in
            let date = start.adding(days: day)
            return Self.release(date.year, date.month, date.day, 7 + day % 15, 0, words: 50 + day % 400)
        }
        let i = Insights.compute(releases: releases, asOf: Self.release(2025, 3, 10, 23, 0, words: 0).instant, zone: Self.newYork, policy: .entryZone)
        #expect(i.activeDays == 3_653 && i.daysOnJourney == 3_653 && i.releasesLast7Days == 7 && i.releasesLast30Days == 30)
        #expect(i.trendPercent == 0 && i.months.dropLast().allSatisfy { $0.releases >= 28 } && i.months.last?.releases == 10)
    }

    @Test("a release dated after today (written in Kiritimati, seen from Pago Pago after flying west) counts as today's: in the last 7, 28 and 30 days and the current month, by Insights.compute and InsightsTracker alike")
    func releaseDatedTomorrowCountsAsToday() throws {
        let kiritimati = try Zone(identifier: "Pacific/Kiritimati")
        let pagoPago = try Zone(identifier: "Pacific/Pago_Pago")
        func instant(_ zone: Zone, _ date: LocalDate, hour: Int) -> Instant {
            zone.firstInstant(atOrAfterLocalMilliseconds: date.daysSinceEpoch * Milliseconds.day + Int64(hour) * Milliseconds.hour, notBefore: .epoch)
        }
        // 1 April 00:30 in Kiritimati is 30 March 23:30 in Pago Pago: two dates and a month ahead.
        let ahead = instant(kiritimati, LocalDate(year: 2025, month: 4, day: 1), hour: 0).advanced(byMilliseconds: 30 * 60_000)
        let releases = [Release(instant: instant(pagoPago, LocalDate(year: 2025, month: 3, day: 28), hour: 9), wordCount: 10, zoneIdentifier: pagoPago.identifier),
                        Release(instant: ahead, wordCount: 40, zoneIdentifier: kiritimati.identifier)]
        let asOf = ahead.advanced(byMilliseconds: 10 * 60_000)
        #expect(pagoPago.localDayNumber(at: asOf) == LocalDate(year: 2025, month: 3, day: 30).daysSinceEpoch)
        let resolve = { (identifier: String) in [kiritimati, pagoPago].first { $0.identifier == identifier } }
        let computed = Insights.compute(releases: releases, asOf: asOf, zone: pagoPago, policy: .entryZone, resolve: resolve)
        #expect(computed.releasesLast7Days == 2 && computed.weeklyAverageLast4Weeks == 0.5)
        #expect(computed.releasesLast30Days == 2 && computed.wordsLast30Days == 50 && computed.releasesPrevious30Days == 0)
        #expect(computed.months.last.map { "\($0.year)-\($0.month):\($0.releases):\($0.words)" } == "2025-3:2:50")
        #expect(computed.months.reduce(0) { $0 + $1.releases } == computed.totalReleases)
        var tracker = InsightsTracker(policy: .entryZone, zone: pagoPago)
        var streaks = StreakTracker(policy: .entryZone, zone: pagoPago)
        tracker.absorb(releases, resolve: resolve)
        streaks.absorb(releases, resolve: resolve)
        #expect(tracker.insights(asOf: asOf, zone: pagoPago, streaks: streaks) == computed)
    }
}
