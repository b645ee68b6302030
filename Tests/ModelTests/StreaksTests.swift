import Testing
import Model
import Time

@Suite("Dandelion streaks")
struct StreaksTests {
    static let newYork = try! Zone(identifier: "America/New_York")
    static let pagoPago = try! Zone(identifier: "Pacific/Pago_Pago")
    static let kiritimati = try! Zone(identifier: "Pacific/Kiritimati")

    /// A release at local `date` and `time` (milliseconds of the day) in `zone`.
    static func release(_ zone: Zone, _ date: LocalDate, _ milliseconds: Int64, words: Int = 100) -> Release {
        let instant = zone.firstInstant(atOrAfterLocalMilliseconds: date.daysSinceEpoch * Milliseconds.day + milliseconds, notBefore: .epoch)
        return Release(instant: instant, wordCount: words, zoneIdentifier: zone.identifier)
    }

    static func day(_ d: Int) -> LocalDate { LocalDate(year: 2025, month: 3, day: d) }
    static let hour = Milliseconds.hour

    @Test("no releases: everything 0")
    func empty() {
        let summary = Streaks.compute(releases: [], asOf: .epoch, zone: .utc, policy: .entryZone)
        #expect(summary.current == 0 && summary.longest == 0 && summary.activeDays == 0 && summary.phantomBreaks == 0 && summary.datesLivedTwice == 0)
    }

    @Test("consecutive dates make a streak that stays current through yesterday, and many releases in a day are one day")
    func consecutive() {
        let releases = (3...5).flatMap { d in [Self.release(Self.newYork, Self.day(d), 9 * Self.hour), Self.release(Self.newYork, Self.day(d), 21 * Self.hour)] }
        let sameDay = Self.release(Self.newYork, Self.day(5), 23 * Self.hour).instant
        let summary = Streaks.compute(releases: releases, asOf: sameDay, zone: Self.newYork, policy: .entryZone)
        #expect(summary.current == 3 && summary.longest == 3 && summary.activeDays == 3)
        let nextDay = Self.release(Self.newYork, Self.day(6), 23 * Self.hour).instant
        #expect(Streaks.compute(releases: releases, asOf: nextDay, zone: Self.newYork, policy: .entryZone).current == 3, "yesterday still counts")
        let twoDaysLater = Self.release(Self.newYork, Self.day(7), 0).instant
        #expect(Streaks.compute(releases: releases, asOf: twoDaysLater, zone: Self.newYork, policy: .entryZone).current == 0)
        #expect(Streaks.compute(releases: releases, asOf: twoDaysLater, zone: Self.newYork, policy: .entryZone).longest == 3)
    }

    @Test("23:59:59.999 and 00:00:00.000 are two dates; releases after the as-of instant are ignored")
    func midnight() {
        let late = Self.release(Self.newYork, Self.day(4), Milliseconds.day - 1)
        let early = Release(instant: late.instant.advanced(byMilliseconds: 1), wordCount: 5, zoneIdentifier: "America/New_York")
        #expect(Streaks.compute(releases: [late, early], asOf: early.instant, zone: Self.newYork, policy: .entryZone).longest == 2)
        #expect(Streaks.compute(releases: [late, early], asOf: late.instant, zone: Self.newYork, policy: .entryZone).activeDays == 1)
    }

    @Test("across DST: the 23-hour 9 March and the 25-hour 2 November are one date each")
    func dst() {
        let spring = [8, 9, 10].map { Self.release(Self.newYork, Self.day($0), 1 * Self.hour) }
            + [Self.release(Self.newYork, Self.day(9), 23 * Self.hour + 59 * 60_000)]
        #expect(Streaks.compute(releases: spring, asOf: spring[2].instant, zone: Self.newYork, policy: .entryZone).longest == 3)
        let fallDay = LocalDate(year: 2025, month: 11, day: 2)
        let first = Self.release(Self.newYork, fallDay, Self.hour + 30 * 60_000)
        let repeated = Release(instant: first.instant.advanced(byMilliseconds: Self.hour), wordCount: 1, zoneIdentifier: "America/New_York")
        let summary = Streaks.compute(releases: [first, repeated], asOf: repeated.instant, zone: Self.newYork, policy: .entryZone)
        #expect(summary.activeDays == 1 && summary.datesLivedTwice == 0, "01:30 twice on the fall-back day is one date")
    }

    @Test("westward over the date line (Pago Pago → Kiritimati) skips a date: a phantom break by entry zone, none re-dated")
    func dateLineWest() {
        let before = Self.release(Self.pagoPago, Self.day(10), 22 * Self.hour)
        let after = Self.release(Self.kiritimati, Self.day(12), 10 * Self.hour)
        let entry = Streaks.compute(releases: [before, after], asOf: after.instant, zone: Self.kiritimati, policy: .entryZone)
        #expect(entry.phantomBreaks == 1 && entry.longest == 1 && entry.current == 1)
        let current = Streaks.compute(releases: [before, after], asOf: after.instant, zone: Self.kiritimati, policy: .currentZone)
        #expect(current.longest == 2 && current.current == 2)
    }

    @Test("eastward over the date line (Kiritimati → Pago Pago) lives a date twice; a release dated tomorrow keeps the streak current")
    func dateLineEast() {
        let before = Self.release(Self.kiritimati, Self.day(11), 10 * Self.hour)
        let after = Self.release(Self.pagoPago, Self.day(10), 20 * Self.hour)
        let summary = Streaks.compute(releases: [before, after], asOf: after.instant, zone: Self.pagoPago, policy: .entryZone)
        #expect(summary.datesLivedTwice == 1 && summary.longest == 2 && summary.phantomBreaks == 0)
        let ahead = Self.release(Self.kiritimati, Self.day(12), 10 * Self.hour)
        #expect(Streaks.compute(releases: [ahead], asOf: ahead.instant, zone: Self.pagoPago, policy: .entryZone).current == 1,
                "dated 12 March where it was written, 11 March where the user is now")
    }

    @Test("without travel both policies agree, and the longest streak matches a day-by-day count, over random histories")
    func properties() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let releases = (0..<next(40)).map { _ in
                Self.release(Self.newYork, LocalDate(year: 2025, month: 1, day: 1).adding(days: next(60)), Int64(next(86_400_000)))
            }
            let asOf = Instant(millisecondsSinceEpoch: 1_741_000_000_000)
            let entry = Streaks.compute(releases: releases, asOf: asOf, zone: Self.newYork, policy: .entryZone)
            #expect(entry == Streaks.compute(releases: releases, asOf: asOf, zone: Self.newYork, policy: .currentZone))
            let dates = Set(releases.filter { $0.instant <= asOf }.map { Self.newYork.localDayNumber(at: $0.instant) })
            let longest = dates.map { start -> Int in
                var length = 0
                while dates.contains(start + Int64(length)) { length += 1 }
                return length
            }.max() ?? 0
            #expect(entry.longest == longest && entry.activeDays == dates.count && entry.phantomBreaks == 0)
        }
    }
}
