import Time
/// The chart's time filters (seed 004, "Charts"): All Time, This Week (Monday–Sunday, local),
/// This Month, This Year, as half-open intervals of instants in the user's zone.
public enum ChartWindow: Int, CaseIterable, Sendable, CustomStringConvertible {
    case allTime, thisWeek, thisMonth, thisYear

    public var description: String {
        switch self {
        case .allTime: "All Time"
        case .thisWeek: "This Week"
        case .thisMonth: "This Month"
        case .thisYear: "This Year"
        }
    }

    /// `[start, end)` containing `now` in `zone` (`nil`: unbounded, for All Time). Boundaries are
    /// local midnights: the week starts Monday 00:00 local, whatever DST does that week.
    public func interval(at now: Instant, in zone: Zone) -> Range<Instant>? {
        let today = zone.localDate(at: now)
        let start: LocalDate
        let end: LocalDate
        switch self {
        case .allTime: return nil
        case .thisWeek:
            start = today.adding(days: 1 - today.isoWeekday)
            end = start.adding(days: 7)
        case .thisMonth:
            start = LocalDate(year: today.year, month: today.month, day: 1)
            end = today.month == 12 ? LocalDate(year: today.year + 1, month: 1, day: 1) : LocalDate(year: today.year, month: today.month + 1, day: 1)
        case .thisYear:
            start = LocalDate(year: today.year, month: 1, day: 1)
            end = LocalDate(year: today.year + 1, month: 1, day: 1)
        }
        return zone.startOfDay(start)..<zone.startOfDay(end)
    }
}
