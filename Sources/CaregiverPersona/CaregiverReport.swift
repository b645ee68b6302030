import Harness
import Model
import Sim
import Time

/// The caregivers' part of a report: KPIs, the daily table, the charts and the summary section.
package enum CaregiverReport {
    /// A derived KPI: a ratio of two counts (the numerator less `numeratorMinus`, the denominator
    /// less `minus`, if any), times `scale`.
    package struct Ratio {
        package var name: String
        package var numerator: CaregiverMetric
        package var numeratorMinus: CaregiverMetric? = nil
        package var denominator: CaregiverMetric
        package var minus: CaregiverMetric? = nil
        package var scale = 1.0
        package var meaning: String
        /// What kind of quantity it is, for reports printed for people.
        package var unit: KPIUnit

        /// The ratio over `counters`; 0 when the denominator is 0.
        package func value(_ counters: Counters<CaregiverMetric>) -> Double {
            ReportNumber.ratio(counters[numerator] - (numeratorMinus.map { counters[$0] } ?? 0),
                               counters[denominator] - (minus.map { counters[$0] } ?? 0)) * scale
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
        Ratio(name: "search_hit_at_1_favorites", numerator: .searchHitsAt1ForFavorites, denominator: .searchesForFavorites,
                      meaning: "share of searches for a starred song whose first row was the song", unit: .share),
        Ratio(name: "search_hit_at_1_others", numerator: .searchHitsAt1, numeratorMinus: .searchHitsAt1ForFavorites,
                      denominator: .searches, minus: .searchesForFavorites,
                      meaning: "share of searches for a song not starred whose first row was the song", unit: .share),
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

    /// The days since install whose classic retention is a KPI (`d1_retention`, …).
    package static let retentionAges = [1, 7, 14, 28]

    /// Per-install economics: revenue per install, per daily active user, the ads' share, payers.
    package static let economicsNames = ["revenue_per_install", "arpdau", "ad_revenue_share", "paying_user_share"]

    /// Cohort KPIs: classic Day-N retention, mean daily and weekly active users.
    package static let cohortNames = retentionAges.map(retentionName) + ["mean_dau", "mean_wau"]

    /// `d7_retention` for Day-7 retention.
    package static func retentionName(_ age: Int) -> String {
        "d\(age)_retention"
    }

    /// The KPI names, in the order of `kpis`.
    package static var kpiNames: [String] {
        CaregiverMetric.allCases.map(\.name) + ratios.map(\.name) + [revenueName] + economicsNames + cohortNames
            + CaregiverBackend.kpiNames
    }

    /// The unit of each KPI: every count is a count but the subscription revenue (cents), each
    /// ratio declares its own, revenue and per-install economics are dollars or shares,
    /// retention is a share, active users and the Apps Script load count.
    package static func unit(ofKPI name: String) -> KPIUnit? {
        if let metric = CaregiverMetric.allCases.first(where: { $0.name == name }) {
            return metric == .subscriptionRevenueCents ? .money(.cents) : .count
        }
        if let ratio = ratios.first(where: { $0.name == name }) { return ratio.unit }
        switch name {
        case revenueName, "revenue_per_install", "arpdau": return .money(.dollars)
        case "ad_revenue_share", "paying_user_share": return .share
        case "mean_dau", "mean_wau": return .count
        default: break
        }
        if retentionAges.contains(where: { retentionName($0) == name }) { return .share }
        return CaregiverBackend.kpiNames.contains(name) ? .count : nil
    }

    /// Day-N retention needs an install seen N local dates after its install date. The earliest
    /// installs are the launch cohort, at the start: a run measures Day N only if, in some home
    /// zone with weight, its last full local date (`CohortCounts.lastFullDay`) is N or more dates
    /// after the start's. Usually that means more than N days, but a daylight-saving change that
    /// moves the end by an hour can win or lose a date. Without a launch cohort (`count` 0) the
    /// installers arrive later, so this is the most a run can measure and the KPI may still read
    /// `n/a` after the run.
    package static func unmeasurable(kpi name: String, in scenario: Scenario) -> String? {
        guard let age = retentionAges.first(where: { retentionName($0) == name }) else { return nil }
        let reach = scenario.caregivers.zones.filter { $0.weight > 0 }.map { share in
            CohortCounts.lastFullDay(end: scenario.end, zone: share.zone) - share.zone.localDayNumber(at: scenario.start)
        }.max() ?? 0
        guard reach < Int64(age) else { return nil }
        let dates = { (count: Int64) in count == 1 ? "1 local date" : "\(count) local dates" }
        return "Day-\(age) retention counts installs still seen \(dates(Int64(age))) after their install date, and this run's last full"
            + " date is at most \(dates(max(reach, 0))) after its start in every home zone: make the run longer (days \(age + 1) or more)"
            + (age > retentionAges[0] ? ", or use a shorter retention" : "")
    }

    /// The KPIs: every count, the ratios, revenue and per-install economics (6 decimals), the
    /// cohorts' retention and active users, then the Apps Script load (`CaregiverBackend`).
    package static func kpis(_ tally: CaregiverTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        values(tally.totals, scenario)
            + cohorts(tally.cohort, scenario).map { ($0.name, $0.value.map { ReportNumber.fixed($0, decimals: 6) } ?? ReportNumber.notMeasured) }
            + CaregiverBackend.counts(tally, scenario).map { ($0.name, String($0.value)) }
    }

    /// The values counters give: every count, then the ratios, the revenue proxy and the
    /// per-install economics (6 decimals).
    package static func values(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> [(name: String, value: String)] {
        CaregiverMetric.allCases.map { ($0.name, String(counters[$0])) }
            + ratios.map { ($0.name, ReportNumber.fixed($0.value(counters), decimals: 6)) }
            + [(revenueName, ReportNumber.fixed(revenuePerThousandUserDays(counters, scenario), decimals: 6))]
            + economics(counters, scenario).map { ($0.name, ReportNumber.fixed($0.value, decimals: 6)) }
    }

    /// Revenue in USD over the run: completed ads × eCPM / 1,000 plus subscription charges
    /// (gross: before the store's commission).
    package static func revenueUSD(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> (ads: Double, total: Double) {
        let ads = Double(counters[.adsCompleted]) * scenario.revenue.adEcpmUSD / 1_000
        return (ads, ads + Double(counters[.subscriptionRevenueCents]) / 100)
    }

    /// Per-install economics over the run's horizon: revenue per install (USD), ARPDAU (revenue
    /// per active caregiver-day, USD), the ads' share of revenue, and the share of installs that
    /// paid; 0 when a denominator is 0. With churn, per-user-day ratios mislead (the stingier arm
    /// keeps fewer, more active people), so a sweep reads these first.
    package static func economics(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> [(name: String, value: Double)] {
        let revenue = revenueUSD(counters, scenario)
        func per(_ value: Double, _ count: Int64) -> Double { count > 0 ? value / Double(count) : 0 }
        return [("revenue_per_install", per(revenue.total, counters[.installs])),
                ("arpdau", per(revenue.total, counters[.activeUserDays])),
                ("ad_revenue_share", revenue.total > 0 ? revenue.ads / revenue.total : 0),
                ("paying_user_share", ReportNumber.ratio(counters[.payingUsers], counters[.installs]))]
    }

    /// What a per-install or cohort KPI means, for the summary's KPI table.
    package static func meaning(ofDerived name: String) -> String {
        switch name {
        case "revenue_per_install": "USD per install over the run: completed ads × eCPM / 1,000 plus subscription charges, over installs"
        case "arpdau": "USD per active caregiver-day (revenue over the sum of daily active users)"
        case "ad_revenue_share": "share of revenue from rewarded ads"
        case "paying_user_share": "share of installs that paid at least once"
        case "mean_dau": "caregivers with a session, per UTC date of the run, on average"
        case "mean_wau": "caregivers with a session in the 7 dates up to each UTC date of the run, on average"
        default: "share of installs active on local date N after their install date, among those whose date N is inside the run (classic Day-N retention; n/a when none is)"
        }
    }

    /// Classic Day-N retention (caregivers active on the Nth local date after install, over those
    /// whose Nth date lies inside the run; `nil` when none is: not measured, never 0) and mean
    /// daily and weekly active users over the run's UTC dates.
    package static func cohorts(_ cohort: CohortCounts, _ scenario: Scenario) -> [(name: String, value: Double?)] {
        let dates = scenario.reportedDates
        let dau = dates.reduce(Int64(0)) { $0 + cohort.dau(on: $1) }
        let wau = dates.reduce(Int64(0)) { $0 + cohort.wau(on: $1) }
        return retentionAges.map { (retentionName($0), cohort.retention(atAge: $0)) }
            + [("mean_dau", Double(dau) / Double(scenario.days)), ("mean_wau", Double(wau) / Double(scenario.days))]
    }

    /// The revenue proxy: `(ads completed × eCPM / 1,000 + subscription charges) / user-days × 1,000`.
    package static func revenuePerThousandUserDays(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> Double {
        guard counters[.userDays] > 0 else { return 0 }
        return revenueUSD(counters, scenario).total / Double(counters[.userDays]) * 1_000
    }

    /// One row per local date: every count, the share of caregiver-days at the quota sheet, and
    /// with rollouts, the caregiver-days that ended on each remote-config value (`ConfigSetting`).
    package static func daily(_ tally: CaregiverTally, _ scenario: Scenario, settings: [ConfigSetting]) -> CSVTable {
        var table = CSVTable(header: ["local_date"] + CaregiverMetric.allCases.map(\.name) + ["views_per_user_day", "quota_sheet_user_day_share"]
                             + settings.map(\.column))
        for day in scenario.reportedDates {
            let counts = CaregiverMetric.allCases.map { tally.days.value($0, day: day) }
            let userDays = tally.days.value(.userDays, day: day)
            table.append([LocalDate(daysSinceEpoch: day).description] + counts.map { String($0) } + [
                ReportNumber.fixed(ReportNumber.ratio(tally.days.value(.views, day: day), userDays), decimals: 4),
                ReportNumber.fixed(ReportNumber.ratio(tally.days.value(.usersAtQuotaSheet, day: day), userDays), decimals: 4),
            ] + settings.map { String($0.count(in: tally.adoption, day: day)) })
        }
        return table
    }

    /// The retention curve (classic Day-N retention for every N with an eligible install) and
    /// daily and weekly active users per UTC date of the run.
    package static func cohortCharts(_ tally: CaregiverTally, _ scenario: Scenario) -> [(file: String, title: String, chart: LineChart)] {
        let cohort = tally.cohort
        let ages = (0...cohort.maxAge).filter { cohort.retention(atAge: $0) != nil }
        let dates = scenario.reportedDates
        var charts: [(file: String, title: String, chart: LineChart)] = []
        if ages.count > 1 {
            charts.append(("retention-curve.svg", "Retention by days since install", LineChart(
                title: "Classic retention: share of installs active on day N after install", yLabel: "% of installs",
                xLabels: ages.map { "D\($0)" },
                series: [.init(name: "retained", color: "#1f77b4", values: ages.map { (cohort.retention(atAge: $0) ?? 0) * 100 })],
                yDecimals: 1)))
        }
        charts.append(("active-users.svg", "Daily and weekly active caregivers", LineChart(
            title: "Caregivers with a session on each UTC date (DAU) and in the 7 dates up to it (WAU)", yLabel: "caregivers",
            xLabels: dates.map { LocalDate(daysSinceEpoch: $0).description },
            series: [.init(name: "DAU", color: "#1f77b4", values: dates.map { Double(cohort.dau(on: $0)) }),
                     .init(name: "WAU", color: "#2ca02c", values: dates.map { Double(cohort.wau(on: $0)) })])))
        return charts
    }

    /// With rollouts, the share of each arm's caregiver-days ending on each remote-config value:
    /// how a rollout reaches devices as they cold-launch and fetch.
    package static func adoptionChart(_ tally: CaregiverTally, _ scenario: Scenario, settings: [ConfigSetting]) -> [(file: String, title: String, chart: LineChart)] {
        guard settings.count > 1 else { return [] }
        let days = scenario.reportedDates
        let colors = ["#7f7f7f", "#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#ff7f0e"]
        let series = settings.enumerated().map { index, setting in
            LineChart.Series(name: setting.name, color: colors[index % colors.count], values: days.map { day in
                ReportNumber.ratio(setting.count(in: tally.adoption, day: day), setting.armTotal(in: tally.adoption, day: day)) * 100
            })
        }
        let whose = scenario.arms.isEmpty ? "caregivers" : "each arm's caregivers"
        return [("config-adoption.svg", "Devices on each remote-config value", LineChart(
            title: "Share of \(whose) on each remote-config value at the end of each local day", yLabel: "% of caregiver-days",
            xLabels: scenario.reportedDateLabels, series: series, yDecimals: 1))]
    }

    /// The charts: views per day, share at the quota sheet, ads by outcome, search hit rates.
    package static func charts(_ tally: CaregiverTally, _ scenario: Scenario, settings: [ConfigSetting]) -> [(file: String, title: String, chart: LineChart)] {
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
        ] + cohortCharts(tally, scenario) + adoptionChart(tally, scenario, settings: settings)
    }
}
