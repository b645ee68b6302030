import Harness
import Model
import Sim
import Time

/// The watchers' part of a report: KPI rows, the daily table, the charts and the summary section.
package enum WatcherReport {
    /// Every KPI: the counts, the ratios, acceptance per week, then the Supabase load
    /// (`WatcherBackend`).
    package static let table: [KPI<WatcherTally>] = WatcherMetric.allCases.map { KPI.count($0) } + ratios + [weeklyAcceptance] + WatcherBackend.table

    /// The KPIs derived from the counts.
    package static let ratios: [KPI<WatcherTally>] = [
        ratio("acceptance_rate", .watchNows, per: .picksShown, .share, "Watch Now per pick shown"),
        ratio("picks_per_accept", .picksShown, per: .watchNows, .number, "picks shown per Watch Now"),
        ratio("empty_state_rate", .emptyStates, per: .recommendations, .share, "recommendations that found nothing"),
        ratio("full_match_share", .servedFullMatch, per: .picksShown, .share, "picks served by the full match"),
        ratio("feedback_prompts_per_launch", .gatePrompts, per: .launches, .share, "launches blocked by the feedback prompt"),
        ratio("mean_decision_seconds", .decisionMilliseconds, per: .picksShown, scale: 0.001, .number, "seconds from a pick shown to the decision"),
        ratio("mean_maturity_unlock_day", .maturityUnlockDayTotal, per: .maturityUnlocks, .number, "days from the start until a watcher's fifth Watch Now"),
        ratio("finish_rate", .titlesFinished, per: .watchNows, .share, "Watch Now titles truly finished"),
        ratio("pick_another_per_watch_now", .enjoyPickAnother, per: .watchNows, .share, "Watch Now followed by Pick another on the Enjoy screen"),
        ratio("try_anyway_per_alert", .tryAnyways, per: .availabilityAlerts, .share, "availability overlays answered with Try Anyway"),
        ratio("unreachable_title_share", .lockedDocumentaries, per: .lockedCatalogTitles, .share,
              "of the titles a watcher who never watched a documentary could be recommended, the documentaries recommendations never reach"),
        ratio("favourite_platform_share", .picksOnFavouritePlatform, per: .picksShownMultiPlatform, .share,
              "picks on the watcher's favourite platform, watchers with two or more platforms"),
    ]

    /// `numerator / denominator × scale`; `nil` — not measured — when the denominator is 0
    /// (docs/rules.md#not-measured).
    static func ratio(_ name: String, _ numerator: WatcherMetric, per denominator: WatcherMetric, scale: Double = 1, _ unit: KPIUnit,
                      _ meaning: String) -> KPI<WatcherTally> {
        .ratio(name, unit, meaning) { ReportNumber.ratio($0[numerator], $0[denominator]).map { $0 * scale } }
    }

    /// Acceptance per week (does learning help?).
    static let weeklyAcceptance = KPI<WatcherTally>.weekly("acceptance_rate", label: "Acceptance rate", unit: .share,
                                                           meaning: "Watch Now per pick shown", merge: .ratio, format: .decimals(6)) { tally, _, week in
        acceptance(tally, week: week)
    }

    /// Watch Now per pick shown on `week`'s local dates; `nil` — not measured — in a week with no
    /// pick shown (docs/rules.md#not-measured).
    static func acceptance(_ tally: WatcherTally, week: Range<Int64>) -> Double? {
        ReportNumber.ratio(week.reduce(0) { $0 + tally.days.value(.watchNows, day: $1) },
                           week.reduce(0) { $0 + tally.days.value(.picksShown, day: $1) })
    }

    /// One row per local date: every count.
    package static func daily(_ tally: WatcherTally, _ scenario: Scenario) -> CSVTable {
        DailyTable.counts(tally.days, scenario)
    }

    /// Acceptance per week (does learning help?), and how picks were served per week; a week with
    /// nothing to divide by is a gap in its line, never 0 (docs/rules.md#not-measured).
    package static func chart(_ tally: WatcherTally, _ scenario: Scenario) -> LineChart {
        let weeks = scenario.weeks
        func share(_ metric: WatcherMetric) -> [Double?] {
            weeks.map { week in
                ReportNumber.ratio(week.reduce(0) { $0 + tally.days.value(metric, day: $1) },
                                   week.reduce(0) { $0 + tally.days.value(.recommendations, day: $1) }).map { $0 * 100 }
            }
        }
        return LineChart(title: "Watchers per week: acceptance, full matches and empty states", yLabel: "%",
                         xLabels: weeks.indices.map { "week \($0 + 1)" },
                         series: [.init(name: "Watch Now per pick", color: "#2ca02c", values: weeks.map { acceptance(tally, week: $0).map { $0 * 100 } }),
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
        md += ReportTables.kpiTable(Watchers.kpis(in: scenario), tally, scenario)
        let gated = tally.totals[.decisionTimingGateReached]
        md += "\n\(ReportNumber.grouped(gated)) of \(ReportNumber.grouped(Int64(population.count))) watchers "
        md += "(\(ReportNumber.fixed(measured: ReportNumber.ratio(gated, Int64(population.count)).map { $0 * 100 }, decimals: 1)) %) reached the "
        md += "\(DecisionTiming.minimumSamples) decisions from which the app uses its decision-timing analytics (seed 003 §5.5).\n"
        md += "\n![Watchers per week](\(chartFile))\n"
        return md
    }
}
