/// A calendar date (proleptic Gregorian) with no zone: what a wall calendar shows.
///
/// Conversions use Howard Hinnant's `days_from_civil` / `civil_from_days` integer algorithms,
/// so they are exact for every date and never touch `Calendar`.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// The synthesized conformance's keys, declared so that a coder in this package can name them
    /// (its keyed containers are specialized for them); the encoding is the synthesized one.
    package enum CodingKeys: String, CodingKey {
        case year, month, day
    }

    /// The date `year-month-day`; `month` is 1…12 and `day` 1…31 (not range-checked).
    @inlinable
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `daysSinceEpoch` days after 1970-01-01.
    ///
    /// - Complexity: O(1), integer arithmetic only.
    @inlinable
    public init(daysSinceEpoch: Int64) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: Int(yoe + era * 400 + (m <= 2 ? 1 : 0)), month: Int(m), day: Int(d))
    }

    /// Days from 1970-01-01 to this date (negative before it).
    @inlinable
    public var daysSinceEpoch: Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `days` later (earlier when negative).
    @inlinable
    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + Int64(days))
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday (days since the week's Monday, plus one:
    /// `mondayDaysSinceEpoch(ofDay:)`).
    @inlinable
    public var isoWeekday: Int {
        let d = daysSinceEpoch
        return Int(d - Self.mondayDaysSinceEpoch(ofDay: d)) + 1
    }

    /// The day number (days since 1970-01-01) of the Monday that starts the week holding day
    /// `day`: ISO weeks start on Monday, and 1970-01-01 was a Thursday (ISO 4), so it is
    /// `day − ((day + 3) mod 7)`, the modulo floored (0…6, before 1970 too). Two days are in the
    /// same week exactly when they have the same Monday.
    ///
    /// - Complexity: O(1), integer arithmetic only.
    @inlinable
    public static func mondayDaysSinceEpoch(ofDay day: Int64) -> Int64 {
        let sinceMonday = (day + 3) % 7
        return day - (sinceMonday < 0 ? sinceMonday + 7 : sinceMonday)
    }

    /// The days (days since 1970-01-01) of the month holding day `day`: from the month's first day
    /// up to the next month's first. Two days are in the same month exactly when one lies in the
    /// other's month, so a caller comparing many days can keep one month and convert no date.
    ///
    /// - Complexity: O(1), integer arithmetic only.
    @inlinable
    public static func monthDaysSinceEpoch(ofDay day: Int64) -> Range<Int64> {
        let date = LocalDate(daysSinceEpoch: day)
        let next = date.month == 12 ? LocalDate(year: date.year + 1, month: 1, day: 1) : LocalDate(year: date.year, month: date.month + 1, day: 1)
        return (day - Int64(date.day - 1))..<next.daysSinceEpoch
    }

    @inlinable
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
