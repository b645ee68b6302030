import Testing
import Time

@Suite("LocalDate")
struct LocalDateTests {
    @Test("a UTC wall-clock time on a date: known epoch milliseconds, before 1970 too")
    func utcWallClock() {
        #expect(Instant(utc: LocalDate(year: 2025, month: 3, day: 8), hour: 2).millisecondsSinceEpoch == 1_741_399_200_000)
        #expect(Instant(utc: LocalDate(year: 1969, month: 12, day: 31), hour: 23, minute: 59, second: 59, millisecond: 999)
            .millisecondsSinceEpoch == -1)
        #expect(Instant(utc: LocalDate(year: 1970, month: 1, day: 1)) == .epoch)
    }

    @Test("known day numbers: the epoch, a leap day, the turn of the century")
    func knownDayNumbers() {
        #expect(LocalDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(LocalDate(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
        #expect(LocalDate(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(LocalDate(year: 2024, month: 1, day: 1).daysSinceEpoch == 19_723)
        #expect(LocalDate(year: 2024, month: 2, day: 29).daysSinceEpoch == 19_782)
        #expect(LocalDate(year: 2100, month: 1, day: 1).daysSinceEpoch == 47_482)
    }

    @Test("day numbers round-trip for every day 1900–2200")
    func roundTrip() {
        var previous: LocalDate?
        for n in Int64(-25_567)...Int64(84_000) {
            let date = LocalDate(daysSinceEpoch: n)
            #expect(date.daysSinceEpoch == n)
            if let previous { #expect(previous < date) }
            previous = date
        }
    }

    @Test("ISO weekdays: 2024-01-01 was a Monday, 1970-01-01 a Thursday")
    func weekdays() {
        #expect(LocalDate(year: 2024, month: 1, day: 1).isoWeekday == 1)
        #expect(LocalDate(year: 2024, month: 1, day: 7).isoWeekday == 7)
        #expect(LocalDate(year: 1970, month: 1, day: 1).isoWeekday == 4)
        #expect(LocalDate(year: 1969, month: 12, day: 29).isoWeekday == 1)
    }

    @Test("a day's Monday (ISO weeks start on Monday) is the week start by ISO weekday, a whole number of weeks from Monday 2024-01-01 and 0–6 days before the day, for every day −1000…1000 and around year ends 1900–2400")
    func mondayOfTheWeek() {
        let knownMonday = LocalDate(year: 2024, month: 1, day: 1).daysSinceEpoch
        let yearEnds = [1900, 1970, 2000, 2021, 2025, 2026, 2100, 2400].flatMap { year in
            (-10...10).map { LocalDate(year: year, month: 1, day: 1).daysSinceEpoch + Int64($0) }
        }
        for day in Array(Int64(-1_000)...Int64(1_000)) + yearEnds {
            let monday = LocalDate.mondayDaysSinceEpoch(ofDay: day)
            let date = LocalDate(daysSinceEpoch: day)
            #expect(monday == date.adding(days: 1 - date.isoWeekday).daysSinceEpoch, "day \(day)")
            #expect((monday - knownMonday) % 7 == 0 && (0...6).contains(day - monday), "day \(day)")
        }
        #expect(LocalDate(daysSinceEpoch: LocalDate.mondayDaysSinceEpoch(ofDay: 0)) == LocalDate(year: 1969, month: 12, day: 29))
        #expect(LocalDate(daysSinceEpoch: LocalDate.mondayDaysSinceEpoch(ofDay: LocalDate(year: 2025, month: 1, day: 1).daysSinceEpoch))
            == LocalDate(year: 2024, month: 12, day: 30))
        #expect(LocalDate.mondayDaysSinceEpoch(ofDay: knownMonday + 6) == knownMonday && LocalDate.mondayDaysSinceEpoch(ofDay: knownMonday + 7) == knownMonday + 7)
    }

    @Test("a day's month runs from the month's first day to the next month's first, for every day −1000…1000 and 2023–2028 (February of a leap year has 29 days, of 2100 28)")
    func monthDays() {
        let recent = LocalDate(year: 2023, month: 1, day: 1).daysSinceEpoch..<LocalDate(year: 2029, month: 1, day: 1).daysSinceEpoch
        for day in Array(Int64(-1_000)...Int64(1_000)) + Array(recent) {
            let month = LocalDate.monthDaysSinceEpoch(ofDay: day)
            let date = LocalDate(daysSinceEpoch: day)
            let (first, last, next) = (LocalDate(daysSinceEpoch: month.lowerBound), LocalDate(daysSinceEpoch: month.upperBound - 1),
                                       LocalDate(daysSinceEpoch: month.upperBound))
            #expect(month.contains(day) && first.day == 1 && next.day == 1, "day \(day)")
            #expect((first.year, first.month) == (date.year, date.month) && (last.year, last.month) == (date.year, date.month), "day \(day)")
        }
        #expect(LocalDate.monthDaysSinceEpoch(ofDay: LocalDate(year: 2024, month: 2, day: 10).daysSinceEpoch).count == 29)
        #expect(LocalDate.monthDaysSinceEpoch(ofDay: LocalDate(year: 2100, month: 2, day: 10).daysSinceEpoch).count == 28)
        #expect(LocalDate.monthDaysSinceEpoch(ofDay: LocalDate(year: 2025, month: 12, day: 31).daysSinceEpoch).count == 31)
    }

    @Test("description is YYYY-MM-DD")
    func description() {
        #expect(LocalDate(year: 2025, month: 3, day: 9).description == "2025-03-09")
    }
}
