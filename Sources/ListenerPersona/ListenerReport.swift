import Harness
import Model
import Sim

/// The listeners' part of a report: KPI rows, the daily table, the chart and the summary section.
package enum ListenerReport {
    /// Every KPI: the counts, then the ratios; the same for every run.
    package static let table: [KPI<ListenerTally>] = ListenerMetric.allCases.map { KPI.count($0) } + ratios

    /// The KPIs derived from the counts.
    package static let ratios: [KPI<ListenerTally>] = [
        .ratio("real_time_share", .share, "true plays the app saw in real time") { ReportNumber.ratio($0[.realTimePlays], $0[.truePlays]) },
        .ratio("missed_rate", .share, "true plays the app never records") { ReportNumber.ratio($0[.missedPlays], $0[.truePlays]) },
        .ratio("double_count_rate", .share, "sync plays that repeat a real-time play") { ReportNumber.ratio($0[.doubleCounts], $0[.syncPlays]) },
        .ratio("moved_across_week_rate", .share, "sync plays spread into another week") { ReportNumber.ratio($0[.movedAcrossWeek], $0[.syncPlays]) },
        .ratio("full_sync_share", .share, "launches that ran a full sync") { ReportNumber.ratio($0[.fullSyncs], $0[.fullSyncs] + $0[.quickSyncs]) },
        .ratio("foreground_sync_share", .share, "app-open sessions that returned from the background (a quick sync, not a launch)") {
            ReportNumber.ratio($0[.foregroundSyncs], $0[.sessionsAppOpen])
        },
        .ratio("count_reset_loss_rate", .share, "full plays sync never records because a count fell below the app's last known one") {
            ReportNumber.ratio($0[.playsLostToCountResets], $0[.fullPlays])
        },
        .ratio("movement_arrow_accuracy", .share, "This Week arrows at the end that show the song's true movement against last week") {
            ReportNumber.ratio($0[.movementArrowsRight], $0[.movementArrowsShown])
        },
        .ratio("mean_chart_correlation", .number, "Spearman correlation of the app's This Week chart with the true one, averaged over listeners") {
            ReportNumber.ratio($0[.chartCorrelationMillionths], $0[.chartsCompared]).map { $0 / 1_000_000 }
        },
    ]

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
        md += ReportTables.kpiTable(table, tally, scenario)
        md += "\n![Listeners per day](\(chartFile))\n"
        return md
    }
}
