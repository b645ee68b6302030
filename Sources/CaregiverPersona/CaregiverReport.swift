import Harness
import Model
import Sim
import Time

/// The caregivers' part of a report: KPIs, the daily table, the charts and the summary section.
package enum CaregiverReport {
    /// A derived KPI: a ratio of two counts (the denominator less `minus`, if any), times `scale`.
    package struct Ratio {
        package var name: String
        package var numerator: CaregiverMetric
        package var denominator: CaregiverMetric
        package var minus: CaregiverMetric? = nil
        package var scale = 1.0
        package var meaning: String
        /// What kind of quantity it is, for reports printed for people.
        package var unit: KPIUnit

        /// The ratio over `counters`; 0 when the denominator is 0.
        package func value(_ counters: Counters<CaregiverMetric>) -> Double {
            ReportNumber.ratio(counters[numerator], counters[denominator] - (minus.map { counters[$0] } ?? 0)) * scale
        }
    }

    package static let ratios = [
        Ratio(name: "views_per_user_day", numerator: .views, denominator: .userDays,
                      meaning: "views charged per caregiver-day", unit: .number),
        Ratio(name: "quota_sheet_user_day_share", numerator: .usersAtQuotaSheet, denominator: .userDays,
                      meaning: "share of caregiver-days that met the quota sheet", unit: .share),
        Ratio(name: "quota_sheets_per_user_day", numerator: .quotaSheets, denominator: .userDays,
                      meaning: "quota sheets per caregiver-day", unit: .number),
        Ratio(name: "free_rewatch_share", numerator: .freeRewatches, denominator: .opens,
                      meaning: "share of opens that were free re-watches", unit: .share),
        Ratio(name: "ad_acceptance", numerator: .adsStarted, denominator: .adsOffered, meaning: "ads started per ad offered", unit: .share),
        Ratio(name: "ad_completion_rate", numerator: .adsCompleted, denominator: .adsStarted,
                      meaning: "ads completed per ad started", unit: .share),
        Ratio(name: "trial_conversion_rate", numerator: .paidConversions, denominator: .trialStarts,
                      meaning: "paid conversions per trial started (trials still running at the end count as not converted)", unit: .share),
        Ratio(name: "queries_per_search", numerator: .searchQueries, denominator: .searches,
                      meaning: "queries issued per search", unit: .number),
        Ratio(name: "search_hit_at_1", numerator: .searchHitsAt1, denominator: .searches,
                      meaning: "share of searches whose first row was the song", unit: .share),
        Ratio(name: "search_hit_at_5", numerator: .searchHitsAt5, denominator: .searches,
                      meaning: "share of searches with the song in the first 5 rows", unit: .share),
        Ratio(name: "search_failure_rate", numerator: .searchFailures, denominator: .searches,
                      meaning: "share of searches that did not list the song in the rows read", unit: .share),
        Ratio(name: "mean_target_row", numerator: .searchTargetRowTotal, denominator: .searches, minus: .searchFailures,
                      meaning: "mean result row of the song, over searches that found it", unit: .number),
        Ratio(name: "seconds_to_song", numerator: .searchMilliseconds, denominator: .searches, scale: 0.001,
                      meaning: "mean seconds from the first keystroke to opening the song", unit: .number),
    ]

    /// The revenue proxy's name and meaning.
    package static let revenueName = "revenue_per_1000_user_days"
    package static let revenueMeaning = "USD per 1,000 caregiver-days: completed ads × eCPM / 1,000 plus subscription charges at the remote-config prices"

    /// The KPI names, in the order of `kpis`.
    package static var kpiNames: [String] {
        CaregiverMetric.allCases.map(\.name) + ratios.map(\.name) + [revenueName]
            + HourlyLoad.allCases.map { "peak_\($0.name)_per_utc_hour" }
    }

    /// The unit of each KPI: every count is a count but the subscription revenue (cents), each
    /// ratio declares its own, revenue is dollars, peak hourly load counts.
    package static func unit(ofKPI name: String) -> KPIUnit? {
        if let metric = CaregiverMetric.allCases.first(where: { $0.name == name }) {
            return metric == .subscriptionRevenueCents ? .money(.cents) : .count
        }
        if let ratio = ratios.first(where: { $0.name == name }) { return ratio.unit }
        if name == revenueName { return .money(.dollars) }
        return HourlyLoad.allCases.contains { "peak_\($0.name)_per_utc_hour" == name } ? .count : nil
    }

    /// The KPIs: every count, the ratios and revenue (6 decimals), then peak hourly load.
    package static func kpis(_ tally: CaregiverTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        values(tally.totals, scenario) + HourlyLoad.allCases.map { ("peak_\($0.name)_per_utc_hour", String(tally.hours.peak($0))) }
    }

    /// The values counters give: every count, then the ratios and the revenue proxy (6 decimals).
    package static func values(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> [(name: String, value: String)] {
        CaregiverMetric.allCases.map { ($0.name, String(counters[$0])) }
            + ratios.map { ($0.name, ReportNumber.fixed($0.value(counters), decimals: 6)) }
            + [(revenueName, ReportNumber.fixed(revenuePerThousandUserDays(counters, scenario), decimals: 6))]
    }

    /// The revenue proxy: `(ads completed × eCPM / 1,000 + subscription charges) / user-days × 1,000`.
    package static func revenuePerThousandUserDays(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> Double {
        guard counters[.userDays] > 0 else { return 0 }
        let adRevenue = Double(counters[.adsCompleted]) * scenario.revenue.adEcpmUSD / 1_000
        let subscriptionRevenue = Double(counters[.subscriptionRevenueCents]) / 100
        return (adRevenue + subscriptionRevenue) / Double(counters[.userDays]) * 1_000
    }

    /// `arm,kpi,value` rows for an in-run A/B test.
    package static func arms(_ tally: CaregiverTally, _ scenario: Scenario) -> CSVTable {
        var table = CSVTable(header: ["arm", "kpi", "value"])
        for (index, arm) in scenario.arms.enumerated() {
            for row in values(tally.armTotals[index], scenario) { table.append([arm.name, row.name, row.value]) }
        }
        return table
    }

    /// One row per local date: every count, and the share of caregiver-days at the quota sheet.
    package static func daily(_ tally: CaregiverTally, _ scenario: Scenario) -> CSVTable {
        var table = CSVTable(header: ["local_date"] + CaregiverMetric.allCases.map(\.name) + ["views_per_user_day", "quota_sheet_user_day_share"])
        for day in scenario.reportedDates {
            let counts = CaregiverMetric.allCases.map { tally.days.value($0, day: day) }
            let userDays = tally.days.value(.userDays, day: day)
            table.append([LocalDate(daysSinceEpoch: day).description] + counts.map { String($0) } + [
                ReportNumber.fixed(ReportNumber.ratio(tally.days.value(.views, day: day), userDays), decimals: 4),
                ReportNumber.fixed(ReportNumber.ratio(tally.days.value(.usersAtQuotaSheet, day: day), userDays), decimals: 4),
            ])
        }
        return table
    }

    /// The charts: views per day, share at the quota sheet, ads by outcome, search hit rates.
    package static func charts(_ tally: CaregiverTally, _ scenario: Scenario) -> [(file: String, title: String, chart: LineChart)] {
        let days = scenario.reportedDates
        let labels = scenario.reportedDateLabels
        func series(_ metric: CaregiverMetric) -> [Double] { tally.days.values(metric, on: days) }
        func percent(_ metric: CaregiverMetric, of total: CaregiverMetric) -> [Double] {
            days.map { ReportNumber.ratio(tally.days.value(metric, day: $0), tally.days.value(total, day: $0)) * 100 }
        }
        let share = percent(.usersAtQuotaSheet, of: .userDays)
        return [
            ("views-per-day.svg", "Views per day", LineChart(
                title: "Views charged per local day", yLabel: "views", xLabels: labels,
                series: [.init(name: "views", color: "#1f77b4", values: series(.views)),
                         .init(name: "free re-watches", color: "#2ca02c", values: series(.freeRewatches))])),
            ("quota-sheet-share.svg", "Caregivers meeting the quota sheet", LineChart(
                title: "Share of caregivers meeting the quota sheet, per local day", yLabel: "% of caregiver-days", xLabels: labels,
                series: [.init(name: "% at quota sheet", color: "#d62728", values: share)], yDecimals: 1)),
            ("ads-per-day.svg", "Ads per day by outcome", LineChart(
                title: "Rewarded ads per local day by outcome", yLabel: "ads", xLabels: labels,
                series: [.init(name: "completed", color: "#2ca02c", values: series(.adsCompleted)),
                         .init(name: "aborted", color: "#d62728", values: series(.adsAborted)),
                         .init(name: "unavailable", color: "#7f7f7f", values: series(.adsUnavailable))])),
            ("search-per-day.svg", "Searches that found the song", LineChart(
                title: "Searches per local day: song first, in the first 5 rows, not found", yLabel: "% of searches", xLabels: labels,
                series: [.init(name: "hit@1", color: "#2ca02c", values: percent(.searchHitsAt1, of: .searches)),
                         .init(name: "hit@5", color: "#1f77b4", values: percent(.searchHitsAt5, of: .searches)),
                         .init(name: "failed", color: "#d62728", values: percent(.searchFailures, of: .searches))], yDecimals: 1)),
        ]
    }
}
