import Sim
import Time

/// A persona's daily table (`watchers-daily.csv`…): one row per reported local date, the date
/// then every count of `Metric` in metric order.
package enum DailyTable {
    /// The header and one row per date of `scenario.reportedDates`.
    package static func counts<Metric: MetricKey>(_ days: DaySeries<Metric>, _ scenario: Scenario) -> CSVTable {
        var table = CSVTable(header: ["local_date"] + Metric.allCases.map(\.name))
        for day in scenario.reportedDates {
            table.append([LocalDate(daysSinceEpoch: day).description] + Metric.allCases.map { String(days.value($0, day: day)) })
        }
        return table
    }
}
