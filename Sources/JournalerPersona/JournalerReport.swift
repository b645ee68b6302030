import Harness
import Model
import Sim

/// The journalers' part of a report: KPI rows, the daily table, the chart and the summary section.
package enum JournalerReport {
    /// Every KPI: the counts, then the derived ones (6 decimals in `kpis.csv`); the same for
    /// every run.
    package static let table: [KPI<JournalerTally>] = JournalerMetric.allCases.map { KPI.count($0) } + derived

    /// The KPIs derived from the counts and the population.
    package static let derived: [KPI<JournalerTally>] = [
        .ratio("releases_per_week", .number, "releases per journaler per 7 days lived") { t, _ in
            ReportNumber.ratio(t.totals[.releases] * 7, t.totals[.journalerDays])
        },
        .ratio("bloom_conversion", .share, "journalers who bought Bloom") { t, scenario in
            ReportNumber.ratio(t.totals[.bloomPurchases], Int64(scenario.journalers.count))
        },
        .ratio("gate_conversion", .share, "purchases per upgrade prompt shown, over the three touchpoints") { t, _ in
            ReportNumber.ratio(t.totals[.bloomPurchases], t.totals[.gateViewsCustomPrompts] + t.totals[.gateViewsInsights] + t.totals[.gateViewsExport])
        },
        .ratio("mean_export_bytes", .number, "bytes per export") { t, _ in ReportNumber.ratio(t.totals[.exportBytes], t.totals[.exports]) },
        .ratio("mean_longest_streak", .number, "longest streak per journaler at the end, by the app's day policy") { t, _ in
            ReportNumber.ratio(t.longestStreaks.sum, t.longestStreaks.total)
        },
    ]

    package static func daily(_ tally: JournalerTally, _ scenario: Scenario) -> CSVTable {
        DailyTable.counts(tally.days, scenario)
    }

    package static func chart(_ tally: JournalerTally, _ scenario: Scenario) -> LineChart {
        let days = scenario.reportedDates
        func series(_ metric: JournalerMetric) -> [Double] { tally.days.values(metric, on: days) }
        return LineChart(title: "Journalers per local day: releases, and streak breaks travel caused by each day policy", yLabel: "count",
                         xLabels: scenario.reportedDateLabels,
                         series: [.init(name: "releases", color: "#2ca02c", values: series(.releases)),
                                  .init(name: "travel breaks (entry zone)", color: "#d62728", values: series(.travelBreaksEntryZone)),
                                  .init(name: "travel breaks (current zone)", color: "#9467bd", values: series(.travelBreaksCurrentZone))])
    }

    /// The journalers' part of the report: `journalers-daily.csv`, the chart and the section.
    package static func report(_ tally: JournalerTally, _ scenario: Scenario) -> PersonaReport {
        let daily = daily(tally, scenario)
        return PersonaReport(section: section(tally, scenario, chartFile: "journalers-per-day.svg"),
                             files: [("journalers-daily.csv", daily.text), ("journalers-per-day.svg", chart(tally, scenario).svg)],
                             fingerprintText: daily.text)
    }

    package static func section(_ tally: JournalerTally, _ scenario: Scenario, chartFile: String) -> String {
        let population = scenario.journalers
        var md = "\n## Journalers (Dandelion)\n\n"
        md += "\(ReportNumber.grouped(Int64(population.count))) journalers in \(population.zones.count) zones; streaks by `\(population.dayPolicy.rawValue)` "
        md += "(the other policy counted alongside); \(ReportNumber.fixed(population.travellerShare * 100, decimals: 1)) % travel. "
        md += "A travel break is a release after which a policy's streak is 1 though the journaler wrote on every day they lived; "
        md += "an inflation, a streak longer than the days they truly wrote in a row.\n\n"
        md += ReportTables.kpiTable(table, tally, scenario)
        md += "\n![Journalers per day](\(chartFile))\n\n| longest streak (days) | journalers |\n|---|---:|\n"
        var previous: Int64 = -1
        for (index, count) in tally.longestStreaks.counts.enumerated() {
            let label: String
            if index == tally.longestStreaks.upperBounds.count {
                label = "more than \(previous)"
            } else {
                let bound = tally.longestStreaks.upperBounds[index]
                label = bound == previous + 1 ? String(bound) : "\(previous + 1)–\(bound)"
                previous = bound
            }
            md += "| \(label) | \(ReportNumber.grouped(count)) |\n"
        }
        return md
    }
}
