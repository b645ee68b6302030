import Harness
import Model
import Sim

/// The listeners' part of a report: KPI rows, the daily table, the chart and the summary section.
package enum ListenerReport {
    package static func ratios(_ t: Counters<ListenerMetric>) -> [(name: String, value: Double, unit: KPIUnit, meaning: String)] {
        [("real_time_share", ReportNumber.ratio(t[.realTimePlays], t[.truePlays]), .share, "true plays the app saw in real time"),
         ("missed_rate", ReportNumber.ratio(t[.missedPlays], t[.truePlays]), .share, "true plays the app never records"),
         ("double_count_rate", ReportNumber.ratio(t[.doubleCounts], t[.syncPlays]), .share, "sync plays that repeat a real-time play"),
         ("moved_across_week_rate", ReportNumber.ratio(t[.movedAcrossWeek], t[.syncPlays]), .share, "sync plays spread into another week"),
         ("full_sync_share", ReportNumber.ratio(t[.fullSyncs], t[.fullSyncs] + t[.quickSyncs]), .share, "launches that ran a full sync"),
         ("foreground_sync_share", ReportNumber.ratio(t[.foregroundSyncs], t[.sessionsAppOpen]), .share,
          "app-open sessions that returned from the background (a quick sync, not a launch)"),
         ("count_reset_loss_rate", ReportNumber.ratio(t[.playsLostToCountResets], t[.fullPlays]), .share,
          "full plays sync never records because a count fell below the app's last known one"),
         ("movement_arrow_accuracy", ReportNumber.ratio(t[.movementArrowsRight], t[.movementArrowsShown]), .share,
          "This Week arrows at the end that show the song's true movement against last week"),
         ("mean_chart_correlation", ReportNumber.ratio(t[.chartCorrelationMillionths], t[.chartsCompared]) / 1_000_000, .number,
          "Spearman correlation of the app's This Week chart with the true one, averaged over listeners")]
    }

    /// Every KPI: the counts, then the ratios (6 decimals); the same for every run.
    package static let table: [KPI<ListenerTally>] = {
        ListenerMetric.allCases.map { KPI.count($0) }
            + ratios(Counters()).indices.map { index in
                let ratio = ratios(Counters())[index]
                return KPI(ratio.name, label: KPI<ListenerTally>.label(of: ratio.name), unit: ratio.unit, meaning: ratio.meaning,
                           merge: .ratio, format: .decimals(6)) { tally, _ in ratios(tally.totals)[index].value }
            }
    }()

    package static func daily(_ tally: ListenerTally, _ scenario: Scenario) -> CSVTable {
        DailyTable.counts(tally.days, scenario)
    }

    package static func chart(_ tally: ListenerTally, _ scenario: Scenario) -> LineChart {
        let days = scenario.reportedDates
        func series(_ metric: ListenerMetric) -> [Double] { tally.days.values(metric, on: days) }
        return LineChart(title: "Listeners per local day: true plays and what the app recorded, by source", yLabel: "plays",
                         xLabels: scenario.reportedDateLabels,
                         series: [.init(name: "true plays", color: "#000000", values: series(.truePlays)),
                                  .init(name: "real time", color: "#2ca02c", values: series(.realTimePlays)),
                                  .init(name: "system sync", color: "#1f77b4", values: series(.syncPlays)),
                                  .init(name: "missed", color: "#d62728", values: series(.missedPlays))])
    }

    /// The listeners' part of the report: `listeners-daily.csv`, the chart and the section.
    package static func report(_ tally: ListenerTally, _ scenario: Scenario) -> PersonaReport {
        let daily = daily(tally, scenario)
        return PersonaReport(section: section(tally, scenario, chartFile: "listeners-per-day.svg"),
                             files: [("listeners-daily.csv", daily.text), ("listeners-per-day.svg", chart(tally, scenario).svg)],
                             fingerprintText: daily.text)
    }

    package static func section(_ tally: ListenerTally, _ scenario: Scenario, chartFile: String) -> String {
        let population = scenario.listeners
        var md = "\n## Listeners (Music Memory)\n\n"
        md += "\(ReportNumber.grouped(Int64(population.count))) listeners with \(ReportNumber.grouped(Int64(population.librarySongs))) songs each, "
        md += "the app open in \(ReportNumber.fixed(population.appOpenShare * 100, decimals: 0)) % of sessions. The system player keeps the truth; "
        md += "the app records real-time plays (the 50 % rule), discovers the rest at sync with spread timestamps, and estimated "
        md += "plays at seeding. A session with the app open starts with a launch, or in "
        md += "\(ReportNumber.fixed(population.foregroundShare * 100, decimals: 0)) % of them a return from the background (a quick sync); "
        md += "in \(ReportNumber.fixed(population.maintenanceShare * 100, decimals: 0)) % the listener runs Database Maintenance from Settings. "
        md += "Songs are deleted and re-added \(ReportNumber.fixed(population.songReaddsPerMonth, decimals: 2)) times a month and libraries "
        md += "restored on a new phone \(ReportNumber.fixed(population.phoneRestoresPerYear, decimals: 2)) times a year, each restarting system "
        md += "counts at 0 below the app's last known ones.\n\n"
        md += "| KPI | value | meaning |\n|---|---:|---|\n"
        md += ReportTables.countRows(tally.totals)
        for ratio in ratios(tally.totals) {
            md += "| \(ratio.name) | \(ReportNumber.fixed(ratio.value, decimals: 4)) | \(ratio.meaning) |\n"
        }
        md += "\n![Listeners per day](\(chartFile))\n"
        return md
    }
}
