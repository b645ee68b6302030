import Harness
import Model
import Sim
import Time

/// The watchers' part of a report: KPI rows, the daily table, the charts and the summary section.
package enum WatcherReport {
    /// A derived KPI: `numerator / denominator × scale`, 0 when the denominator is 0.
    package struct Ratio {
        package var name: String
        package var numerator: WatcherMetric
        package var denominator: WatcherMetric
        package var scale = 1.0
        package var meaning: String
        /// What kind of quantity it is, for reports printed for people.
        package var unit: KPIUnit

        package func value(_ counters: Counters<WatcherMetric>) -> Double {
            ReportNumber.ratio(counters[numerator], counters[denominator]) * scale
        }
    }

    package static let ratios = [
        Ratio(name: "acceptance_rate", numerator: .watchNows, denominator: .picksShown, meaning: "Watch Now per pick shown", unit: .share),
        Ratio(name: "picks_per_accept", numerator: .picksShown, denominator: .watchNows,
                      meaning: "picks shown per Watch Now", unit: .number),
        Ratio(name: "empty_state_rate", numerator: .emptyStates, denominator: .recommendations,
                      meaning: "recommendations that found nothing", unit: .share),
        Ratio(name: "full_match_share", numerator: .servedFullMatch, denominator: .picksShown,
                      meaning: "picks served by the full match", unit: .share),
        Ratio(name: "feedback_prompts_per_launch", numerator: .gatePrompts, denominator: .launches,
                      meaning: "launches blocked by the feedback prompt", unit: .share),
        Ratio(name: "mean_decision_seconds", numerator: .decisionMilliseconds, denominator: .picksShown, scale: 0.001,
                      meaning: "seconds from a pick shown to the decision", unit: .number),
        Ratio(name: "mean_maturity_unlock_day", numerator: .maturityUnlockDayTotal, denominator: .maturityUnlocks,
                      meaning: "days from the start until a watcher's fifth Watch Now", unit: .number),
        Ratio(name: "finish_rate", numerator: .titlesFinished, denominator: .watchNows,
                      meaning: "Watch Now titles truly finished", unit: .share),
        Ratio(name: "pick_another_per_watch_now", numerator: .enjoyPickAnother, denominator: .watchNows,
                      meaning: "Watch Now followed by Pick another on the Enjoy screen", unit: .share),
        Ratio(name: "try_anyway_per_alert", numerator: .tryAnyways, denominator: .availabilityAlerts,
                      meaning: "availability overlays answered with Try Anyway", unit: .share),
        Ratio(name: "unreachable_title_share", numerator: .lockedDocumentaries, denominator: .lockedCatalogTitles,
                      meaning: "of the titles a watcher who never watched a documentary could be recommended, the documentaries recommendations never reach",
                      unit: .share),
        Ratio(name: "favourite_platform_share", numerator: .picksOnFavouritePlatform, denominator: .picksShownMultiPlatform,
                      meaning: "picks on the watcher's favourite platform, watchers with two or more platforms", unit: .share),
    ]

    /// The run's weeks: 7 local dates each from the start date (the last may be shorter).
    package static func weeks(_ scenario: Scenario) -> [Range<Int64>] {
        let first = Zone.utc.localDayNumber(at: scenario.start)
        return stride(from: 0, to: Int64(scenario.days), by: 7).map { (first + $0)..<(first + min($0 + 7, Int64(scenario.days))) }
    }

    /// Acceptance per week: Watch Now per pick shown on the week's local dates.
    package static func weeklyAcceptance(_ tally: WatcherTally, _ scenario: Scenario) -> [Double] {
        weeks(scenario).map { week in
            ReportNumber.ratio(week.reduce(0) { $0 + tally.days.value(.watchNows, day: $1) },
                               week.reduce(0) { $0 + tally.days.value(.picksShown, day: $1) })
        }
    }

    /// The unit of each KPI: counts, each ratio's own, weekly acceptance a share, the backend's
    /// counts (requests, rows, and requests in one second).
    package static func unit(ofKPI name: String) -> KPIUnit? {
        if WatcherMetric.allCases.contains(where: { $0.name == name }) || WatcherBackend.kpiNames.contains(name) { return .count }
        if let ratio = ratios.first(where: { $0.name == name }) { return ratio.unit }
        let week = weekName(0).dropLast()
        return name.hasPrefix(week) && Int(name.dropFirst(week.count)).map { $0 >= 1 } == true ? .share : nil
    }

    /// The KPIs: counts, ratios (6 decimals), acceptance per week, the Supabase load
    /// (`WatcherBackend`).
    package static func kpis(_ tally: WatcherTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        WatcherMetric.allCases.map { ($0.name, String(tally.totals[$0])) }
            + ratios.map { ($0.name, ReportNumber.fixed($0.value(tally.totals), decimals: 6)) }
            + weeklyAcceptance(tally, scenario).enumerated().map { (weekName($0.offset), ReportNumber.fixed($0.element, decimals: 6)) }
            + WatcherBackend.kpis(WatcherBackend.backend(tally, scenario))
    }

    /// The weekly acceptance KPI of week `offset + 1`.
    package static func weekName(_ offset: Int) -> String {
        "acceptance_rate_week_\(offset + 1)"
    }

    /// KPI names every run with watchers reports (the weekly ones depend on the run's length).
    package static var fixedKPINames: [String] {
        WatcherMetric.allCases.map(\.name) + ratios.map(\.name) + WatcherBackend.kpiNames
    }

    /// The KPI names a run of `scenario` reports, the weekly ones included.
    package static func kpiNames(in scenario: Scenario) -> [String] {
        WatcherMetric.allCases.map(\.name) + ratios.map(\.name) + weeks(scenario).indices.map(weekName) + WatcherBackend.kpiNames
    }

    /// One row per local date: every count.
    package static func daily(_ tally: WatcherTally, _ scenario: Scenario) -> CSVTable {
        DailyTable.counts(tally.days, scenario)
    }

    /// Acceptance per week (does learning help?), and how picks were served per week.
    package static func chart(_ tally: WatcherTally, _ scenario: Scenario) -> LineChart {
        let weeks = weeks(scenario)
        func share(_ metric: WatcherMetric) -> [Double] {
            weeks.map { week in
                ReportNumber.ratio(week.reduce(0) { $0 + tally.days.value(metric, day: $1) },
                                   week.reduce(0) { $0 + tally.days.value(.recommendations, day: $1) }) * 100
            }
        }
        return LineChart(title: "Watchers per week: acceptance, full matches and empty states", yLabel: "%",
                         xLabels: weeks.indices.map { "week \($0 + 1)" },
                         series: [.init(name: "Watch Now per pick", color: "#2ca02c", values: weeklyAcceptance(tally, scenario).map { $0 * 100 }),
                                  .init(name: "full match per recommendation", color: "#1f77b4", values: share(.servedFullMatch)),
                                  .init(name: "empty state per recommendation", color: "#d62728", values: share(.emptyStates))],
                         yDecimals: 1)
    }

    /// The watchers' part of the report: a settings row, `watchers-daily.csv`, the weekly chart and
    /// the section.
    package static func report(_ tally: WatcherTally, _ scenario: Scenario) -> PersonaReport {
        let population = scenario.watchers
        let daily = daily(tally, scenario)
        var rows = "| watchers | \(ReportNumber.grouped(Int64(population.count))) in \(population.zones.count) zones: "
        rows += population.zones.map { "\($0.zone) (\(ReportNumber.fixed($0.weight, decimals: 1)))" }.joined(separator: ", ") + " |\n"
        return PersonaReport(populationRows: rows, section: section(tally, scenario, chartFile: "watchers-per-week.svg"),
                             files: [("watchers-daily.csv", daily.text), ("watchers-per-week.svg", chart(tally, scenario).svg)],
                             fingerprintText: daily.text,
                             readingNote: "A week is 7 local dates from the start date; the last may be shorter.")
    }

    /// The summary's watcher section.
    package static func section(_ tally: WatcherTally, _ scenario: Scenario, chartFile: String) -> String {
        let population = scenario.watchers
        var md = "\n## Watchers (GoodWatch)\n\n"
        md += "\(ReportNumber.grouped(Int64(population.count))) watchers in \(population.zones.count) zones, "
        md += "\(ReportNumber.fixed(population.eveningsPerWeek, decimals: 1)) evenings a week, up to \(population.picksPerEvening) picks an evening, "
        md += "over a synthetic catalog of \(ReportNumber.grouped(Int64(population.catalogTitles))) titles. Each watcher has a hidden taste the "
        md += "engine never sees; accepting, rejecting, already seen and finishing follow from it, the title's GoodScore and its runtime.\n\n"
        md += "| KPI | value | meaning |\n|---|---:|---|\n"
        md += ReportTables.countRows(tally.totals)
        for ratio in ratios {
            md += "| \(ratio.name) | \(ReportNumber.fixed(ratio.value(tally.totals), decimals: 4)) | \(ratio.meaning) |\n"
        }
        for (week, rate) in weeklyAcceptance(tally, scenario).enumerated() {
            md += "| acceptance_rate_week_\(week + 1) | \(ReportNumber.fixed(rate, decimals: 4)) | Watch Now per pick shown in week \(week + 1) |\n"
        }
        for (name, value) in WatcherBackend.kpis(WatcherBackend.backend(tally, scenario)) {
            md += "| \(name) | \(ReportNumber.grouped(Int64(value) ?? 0)) | \(WatcherBackend.meaning(ofKPI: name) ?? "") |\n"
        }
        let gated = tally.totals[.decisionTimingGateReached]
        md += "\n\(ReportNumber.grouped(gated)) of \(ReportNumber.grouped(Int64(population.count))) watchers "
        md += "(\(ReportNumber.fixed(ReportNumber.ratio(gated, Int64(population.count)) * 100, decimals: 1)) %) reached the "
        md += "\(DecisionTiming.minimumSamples) decisions from which the app uses its decision-timing analytics (seed 003 §5.5).\n"
        md += "\n![Watchers per week](\(chartFile))\n"
        return md
    }
}
