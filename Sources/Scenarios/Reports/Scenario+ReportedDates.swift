import Model
import Time

extension Scenario {
    /// The local dates every daily table and per-day chart lists: the run's days, from its start
    /// date (UTC).
    var reportedDates: [Int64] {
        let first = Zone.utc.localDayNumber(at: start)
        return (0..<Int64(days)).map { first + $0 }
    }
}
