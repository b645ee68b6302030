import Sim
import Time

extension Scenario {
    /// The local dates every daily table and per-day chart lists: the run's days, from its start
    /// date (UTC).
    package var reportedDates: [Int64] {
        let first = Zone.utc.localDayNumber(at: start)
        return (0..<Int64(days)).map { first + $0 }
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
