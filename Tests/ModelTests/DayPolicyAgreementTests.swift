import Testing
import Model
import Time

/// Insights, the streaks and the export date a release by one day policy
/// (docs/rules.md#day-policy).
@Suite("Dandelion: Insights, streaks and the export use the same day")
struct DayPolicyAgreementTests {
    static let losAngeles = try! Zone(identifier: "America/Los_Angeles")
    static let london = try! Zone(identifier: "Europe/London")

    /// `hour`:00Z on `day` March 2025.
    static func march(_ day: Int, hour: Int64) -> Instant {
        Instant(millisecondsSinceEpoch: LocalDate(year: 2025, month: 3, day: day).daysSinceEpoch * Milliseconds.day + hour * Milliseconds.hour)
    }

    /// Three releases at 05:30Z on 6–8 March 2025, written in Los Angeles (21:30 the evening before).
    static let releases = (6...8).map { day in
        Release(instant: march(day, hour: 5).advanced(byMilliseconds: 30 * 60_000), wordCount: 100 + day, zoneIdentifier: "America/Los_Angeles")
    }

    /// Viewed on 10 March at noon in London.
    static let viewed = march(10, hour: 12)

    @Test("entry zone: written at 21:30 in Los Angeles on 5–7 March, viewed in London on 10 March — the journey starts 5 March, an Evening, as the CSV's first row and the streaks say")
    func entryZone() throws {
        let csv = ReleaseExport.csv(Self.releases, policy: .entryZone, zone: Self.london)
        #expect(csv.hasPrefix(ReleaseExport.header + "\r\n2025-03-05T21:30:00.000-08:00,2025-03-05,21:30,106\r\n"))
        let insights = Insights.compute(releases: Self.releases, asOf: Self.viewed, zone: Self.london, policy: .entryZone)
        #expect(insights.journeyStart == LocalDate(year: 2025, month: 3, day: 5) && insights.daysOnJourney == 6)
        #expect(insights.mostActiveTime == .evening, "21:30 is Evening in the seed's buckets (17:00–21:59)")
        #expect(insights.mostActiveWeekday == 3, "Wednesday 5, Thursday 6, Friday 7 March: a tie goes to the earliest")
        #expect(insights.activeDays == 3 && insights.months.last?.releases == 3)
        let rows = try ReleaseExport.parse(csv)
        #expect(rows.first?.localDate == insights.journeyStart && rows.map(\.localTime) == ["21:30", "21:30", "21:30"])
        let streaks = Streaks.compute(releases: Self.releases, asOf: Self.viewed, zone: Self.london, policy: .entryZone)
        #expect(streaks.activeDays == insights.activeDays && streaks.longest == 3 && streaks.current == 0)
        #expect(ReleaseExport.summary(Self.releases, asOf: Self.viewed, zone: Self.london, policy: .entryZone).contains("Started: March 5, 2025"))
    }

    @Test("current zone: the same releases re-dated in London — 6 March, a Morning — and the CSV written in London agrees")
    func currentZone() throws {
        let csv = ReleaseExport.csv(Self.releases, policy: .currentZone, zone: Self.london)
        #expect(csv.hasPrefix(ReleaseExport.header + "\r\n2025-03-06T05:30:00.000+00:00,2025-03-06,05:30,106\r\n"))
        let insights = Insights.compute(releases: Self.releases, asOf: Self.viewed, zone: Self.london, policy: .currentZone)
        #expect(insights.journeyStart == LocalDate(year: 2025, month: 3, day: 6) && insights.mostActiveTime == .morning)
        #expect(insights.mostActiveWeekday == 4 && insights.daysOnJourney == 5)
        #expect(try ReleaseExport.parse(csv).first?.localDate == insights.journeyStart)
    }

    @Test("the journey starts on the first release's date: written on 7 March in Kiritimati, then on 6 March in Pago Pago, it starts 7 March, as the CSV's first row")
    func journeyStartsAtTheFirstRelease() throws {
        let releases = [Release(instant: Self.march(6, hour: 20), wordCount: 10, zoneIdentifier: "Pacific/Kiritimati"),
                        Release(instant: Self.march(7, hour: 2), wordCount: 20, zoneIdentifier: "Pacific/Pago_Pago")]
        let pagoPago = try Zone(identifier: "Pacific/Pago_Pago")
        let asOf = Self.march(7, hour: 3)
        let insights = Insights.compute(releases: releases, asOf: asOf, zone: pagoPago, policy: .entryZone)
        let rows = try ReleaseExport.parse(ReleaseExport.csv(releases, policy: .entryZone, zone: pagoPago))
        #expect(rows.map(\.localDate) == [LocalDate(year: 2025, month: 3, day: 7), LocalDate(year: 2025, month: 3, day: 6)])
        #expect(insights.journeyStart == rows.first?.localDate && insights.activeDays == 2 && insights.daysOnJourney == 1)
        #expect(Streaks.compute(releases: releases, asOf: asOf, zone: pagoPago, policy: .entryZone).datesLivedTwice == 1)
        var tracker = InsightsTracker(policy: .entryZone, zone: pagoPago)
        var streaks = StreakTracker(policy: .entryZone, zone: pagoPago)
        tracker.absorb(releases) { try? Zone(identifier: $0) }
        streaks.absorb(releases) { try? Zone(identifier: $0) }
        #expect(tracker.insights(asOf: asOf, zone: pagoPago, streaks: streaks) == insights)
    }

    @Test("over 30 travelling histories and both policies, the CSV's first date, distinct dates and releases per year are Insights', whose active days and streaks are the Streaks'")
    func travellingHistories() throws {
        let resolve = { (identifier: String) in IncrementalDandelionTests.zones.first { $0.identifier == identifier } }
        for seed in 1...30 as ClosedRange<UInt64> {
            let history = IncrementalDandelionTests.history(seed: seed, count: 150)
            let releases = history.map(\.release)
            let now = IncrementalDandelionTests.zones[history.last!.zone]
            let asOf = releases.last!.instant.advanced(byMilliseconds: Milliseconds.hour)
            for policy in StreakDayPolicy.allCases {
                let rows = try ReleaseExport.parse(ReleaseExport.csv(releases, policy: policy, zone: now))
                let insights = Insights.compute(releases: releases, asOf: asOf, zone: now, policy: policy, resolve: resolve)
                let streaks = Streaks.compute(releases: releases, asOf: asOf, zone: now, policy: policy, resolve: resolve)
                #expect(rows.first?.localDate == insights.journeyStart, "seed \(seed), \(policy)")
                #expect(Set(rows.map(\.localDate.daysSinceEpoch)).count == insights.activeDays, "seed \(seed), \(policy)")
                #expect(insights.activeDays == streaks.activeDays, "seed \(seed), \(policy)")
                #expect(insights.currentStreak == streaks.current && insights.longestStreak == streaks.longest, "seed \(seed), \(policy)")
                let byYear = Dictionary(grouping: rows, by: \.localDate.year).mapValues(\.count).sorted { $0.key < $1.key }
                #expect(insights.years.filter { $0.releases > 0 }.map { "\($0.year):\($0.releases)" } == byYear.map { "\($0.key):\($0.value)" },
                        "seed \(seed), \(policy)")
            }
        }
    }
}
