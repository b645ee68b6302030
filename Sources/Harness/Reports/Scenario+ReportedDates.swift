import Sim
import Time

extension Scenario {
    /// The local dates every daily table and per-day chart lists: the run's days, from its start
    /// date (UTC).
    package var reportedDates: [Int64] {
        let first = Zone.utc.localDayNumber(at: start)
        return (0..<Int64(days)).map { first + $0 }
    }

    /// The run's weeks: 7 of `reportedDates` each from the start date (the last may be shorter),
    /// as weekly KPIs and per-week charts count them.
    package var weeks: [Range<Int64>] {
        let first = Zone.utc.localDayNumber(at: start)
        return stride(from: 0, to: Int64(days), by: 7).map { (first + $0)..<(first + min($0 + 7, Int64(days))) }
    }

    /// The x labels of every per-day chart: `03-06` for each reported date.
    package var reportedDateLabels: [String] {
        reportedDates.map { String(LocalDate(daysSinceEpoch: $0).description.dropFirst(5)) }
    }
}

extension DaySeries {
    /// `key`'s count on each of `dates`, as a chart plots it.
    package func values(_ key: Key, on dates: [Int64]) -> [Double] {
        dates.map { Double(value(key, day: $0)) }
    }
}
