import Time
/// The chart's time filters (docs/rules.md#chart-windows): All Time, This Week (Monday–Sunday,
/// local), This Month, This Year, as half-open intervals of instants in the user's zone.
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
        periodDates(containing: zone.localDate(at: now)).map { zone.startOfDay($0.start)..<zone.startOfDay($0.end) }
    }

    /// The period just before the one containing `now`, of the same window: last week, last
    /// month, last year (`nil` for All Time, which has no previous period). Rank movement is
    /// shown against it (docs/rules.md#rank-movement).
    public func previousInterval(at now: Instant, in zone: Zone) -> Range<Instant>? {
        guard let current = periodDates(containing: zone.localDate(at: now)),
              let previous = periodDates(containing: current.start.adding(days: -1)) else { return nil }
        return zone.startOfDay(previous.start)..<zone.startOfDay(previous.end)
    }

    /// The first local date of the period containing `today` and the first after it.
    func periodDates(containing today: LocalDate) -> (start: LocalDate, end: LocalDate)? {
        switch self {
        case .allTime: return nil
        case .thisWeek:
            let start = LocalDate(daysSinceEpoch: LocalDate.mondayDaysSinceEpoch(ofDay: today.daysSinceEpoch))
            return (start, start.adding(days: 7))
        case .thisMonth:
            let next = today.month == 12 ? LocalDate(year: today.year + 1, month: 1, day: 1) : LocalDate(year: today.year, month: today.month + 1, day: 1)
            return (LocalDate(year: today.year, month: today.month, day: 1), next)
        case .thisYear:
            return (LocalDate(year: today.year, month: 1, day: 1), LocalDate(year: today.year + 1, month: 1, day: 1))
        }
    }
}
