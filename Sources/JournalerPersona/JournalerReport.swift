import Harness
import Model
import Sim

/// The journalers' part of a report: KPI rows, the daily table, the chart and the summary section.
package enum JournalerReport {
    /// Derived KPIs: `name`, the value from totals and the population, and what it means.
    package static func ratios(_ tally: JournalerTally, _ scenario: Scenario) -> [(name: String, value: Double, meaning: String)] {
        let t = tally.totals
        return [
            ("releases_per_week", ReportNumber.ratio(t[.releases] * 7, t[.journalerDays]), "releases per journaler per 7 days lived"),
            ("bloom_conversion", ReportNumber.ratio(t[.bloomPurchases], Int64(scenario.journalers.count)), "journalers who bought Bloom"),
            ("gate_conversion", ReportNumber.ratio(t[.bloomPurchases], t[.gateViewsCustomPrompts] + t[.gateViewsInsights] + t[.gateViewsExport]),
             "purchases per upgrade prompt shown, over the three touchpoints"),
            ("mean_export_bytes", ReportNumber.ratio(t[.exportBytes], t[.exports]), "bytes per export"),
            ("mean_longest_streak", ReportNumber.ratio(tally.longestStreaks.sum, tally.longestStreaks.total),
             "longest streak per journaler at the end, by the app's day policy"),
        ]
    }

    /// The KPIs: counts, then ratios (6 decimals).
    package static func kpis(_ tally: JournalerTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        JournalerMetric.allCases.map { ($0.name, String(tally.totals[$0])) }
            + ratios(tally, scenario).map { ($0.name, ReportNumber.fixed($0.value, decimals: 6)) }
    }

    package static var kpiNames: [String] {
        JournalerMetric.allCases.map(\.name) + derivedKPIs.map(\.name)
    }

    /// The names and units of the KPIs `ratios` derives, in its order.
    package static let derivedKPIs: [(name: String, unit: KPIUnit)] = [
        ("releases_per_week", .number), ("bloom_conversion", .share), ("gate_conversion", .share), ("mean_export_bytes", .number),
        ("mean_longest_streak", .number),
    ]

    /// The unit of each KPI: counts, then the derived KPIs' own.
    package static func unit(ofKPI name: String) -> KPIUnit? {
        JournalerMetric.allCases.contains { $0.name == name } ? .count : derivedKPIs.first { $0.name == name }?.unit
    }

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
        md += "| KPI | value | meaning |\n|---|---:|---|\n"
        md += ReportTables.countRows(tally.totals)
        for ratio in ratios(tally, scenario) {
            md += "| \(ratio.name) | \(ReportNumber.fixed(ratio.value, decimals: 4)) | \(ratio.meaning) |\n"
        }
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
