import Harness
import Model
import Sim
import Time

/// The caregivers' part of a report: KPIs, the daily table, the charts and the summary section.
package enum CaregiverReport {
    /// Every KPI: every count, the ratios, revenue and per-install economics (the counts give
    /// these), the cohorts' retention and active users, then the Apps Script load
    /// (`CaregiverBackend`).
    package static let table: [KPI<CaregiverTally>] = counted.map(\.kpi) + cohortKPIs + CaregiverBackend.table

    /// The KPIs the counts alone give, in the table's order.
    package static let counted: [CountedKPI] = CaregiverMetric.allCases.map { CountedKPI(count: $0) } + ratios + [
        revenueProxy,
        // Per-install economics lead a sweep's tables: with churn, per-user-day ratios mislead (the
        // stingier arm keeps fewer, more active people; docs/rules.md#revenue-proxy).
        CountedKPI("revenue_per_install", .money(.dollars),
                   "USD per install over the run: completed ads × eCPM / 1,000 plus subscription charges, over installs", leads: true) {
            per(revenueUSD($0, $1).total, $0[.installs])
        },
        CountedKPI("arpdau", .money(.dollars), "USD per active caregiver-day (revenue over the sum of daily active users)", leads: true) {
            per(revenueUSD($0, $1).total, $0[.activeUserDays])
        },
        // A share of no revenue is n/a: nothing earned has no split (docs/rules.md#not-measured).
        CountedKPI("ad_revenue_share", .share, "share of revenue from rewarded ads (n/a when nothing was earned)", leads: true) {
            let revenue = revenueUSD($0, $1)
            return revenue.total > 0 ? revenue.ads / revenue.total : nil
        },
        CountedKPI("paying_user_share", .share, "share of installs that paid at least once", leads: true) { counters, _ in
            ReportNumber.ratio(counters[.payingUsers], counters[.installs])
        },
    ]

    /// `value / count`; `nil` — not measured — when `count` is 0 (docs/rules.md#not-measured).
    static func per(_ value: Double, _ count: Int64) -> Double? {
        count > 0 ? value / Double(count) : nil
    }

    /// The ratios of two counts.
    static let ratios = [
        ratio("views_per_user_day", .views, per: .userDays, .number, "views charged per caregiver-day"),
        ratio("quota_sheet_user_day_share", .usersAtQuotaSheet, per: .userDays, .share, "share of caregiver-days that met the quota sheet"),
        ratio("quota_sheets_per_user_day", .quotaSheets, per: .userDays, .number, "quota sheets per caregiver-day"),
        ratio("free_rewatch_share", .freeRewatches, per: .opens, .share, "share of opens that were free re-watches"),
        ratio("ad_acceptance", .adsStarted, per: .adsOffered, .share, "ads started per ad offered"),
        ratio("ad_completion_rate", .adsCompleted, per: .adsStarted, .share, "ads completed per ad started"),
        ratio("trial_conversion_rate", .paidConversions, per: .trialStarts, .share,
              "paid conversions per trial started (trials still running at the end count as not converted)"),
        ratio("queries_per_search", .searchQueries, per: .searches, .number, "queries issued per search"),
        ratio("search_hit_at_1", .searchHitsAt1, per: .searches, .share, "share of searches whose first row was the song"),
        ratio("search_hit_at_1_favorites", .searchHitsAt1ForFavorites, per: .searchesForFavorites, .share,
              "share of searches for a starred song whose first row was the song"),
        ratio("search_hit_at_1_others", .searchHitsAt1, minus: .searchHitsAt1ForFavorites, per: .searches, less: .searchesForFavorites, .share,
              "share of searches for a song not starred whose first row was the song"),
        ratio("search_hit_at_5", .searchHitsAt5, per: .searches, .share, "share of searches with the song in the first 5 rows"),
        ratio("search_failure_rate", .searchFailures, per: .searches, .share, "share of searches that did not list the song in the rows read"),
        ratio("mean_target_row", .searchTargetRowTotal, per: .searches, less: .searchFailures, .number,
              "mean result row of the song, over searches that found it"),
        ratio("seconds_to_song", .searchMilliseconds, per: .searches, scale: 0.001, .number,
              "mean seconds from the first keystroke to opening the song"),
    ]

    /// `(numerator − minus) / (denominator − less) × scale`; `nil` — not measured — when the
    /// denominator is 0 (docs/rules.md#not-measured).
    static func ratio(_ name: String, _ numerator: CaregiverMetric, minus numeratorMinus: CaregiverMetric? = nil,
                      per denominator: CaregiverMetric, less: CaregiverMetric? = nil, scale: Double = 1,
                      _ unit: KPIUnit, _ meaning: String) -> CountedKPI {
        CountedKPI(name, unit, meaning) { counters, _ in
            ReportNumber.ratio(counters[numerator] - (numeratorMinus.map { counters[$0] } ?? 0),
                               counters[denominator] - (less.map { counters[$0] } ?? 0)).map { $0 * scale }
        }
    }

    /// The revenue proxy (docs/rules.md#revenue-proxy): a section shows it to the cent, with the
    /// eCPM it was priced at.
    static let revenueProxy = {
        var proxy = CountedKPI("revenue_per_1000_user_days", .money(.dollars),
                               "USD per 1,000 caregiver-days: completed ads × eCPM / 1,000 plus subscription charges at the remote-config prices",
                               revenuePerThousandUserDays)
        proxy.kpi.sectionDecimals = 2
        proxy.kpi.assumption = { "eCPM \(ReportNumber.fixed($0.revenue.adEcpmUSD, decimals: 2)) USD" }
        return proxy
    }()

    /// The days since install whose classic retention is a KPI (`d1_retention`, …).
    package static let retentionAges = [1, 7, 14, 28]

    /// The cohorts' KPIs, which lead a sweep's tables after the economics: classic Day-N
    /// retention (caregivers active on the Nth local date after install, over those whose Nth
    /// date lies inside the run; not measured, never 0, when none is), then mean daily and weekly
    /// active users over the run's UTC dates.
    static let cohortKPIs: [KPI<CaregiverTally>] = retentionAges.map { age in
        var kpi = KPI<CaregiverTally>(retentionName(age), label: "Day-\(age) retention", unit: .share,
                                      meaning: "share of installs active on local date N after their install date, among those whose date N is inside the run (classic Day-N retention; n/a when none is)",
                                      merge: .derived, format: .decimals(6), leads: true) { tally, _ in tally.cohort.retention(atAge: age) }
        kpi.unmeasurable = { unmeasurable(retentionAge: age, in: $0) }
        return kpi
    } + [
        KPI("mean_dau", label: "Mean DAU", unit: .count, meaning: "caregivers with a session, per UTC date of the run, on average",
            merge: .derived, format: .decimals(6), leads: true) { tally, scenario in
            Double(scenario.reportedDates.reduce(Int64(0)) { $0 + tally.cohort.dau(on: $1) }) / Double(scenario.days)
        },
        KPI("mean_wau", label: "Mean WAU", unit: .count, meaning: "caregivers with a session in the 7 dates up to each UTC date of the run, on average",
            merge: .derived, format: .decimals(6), leads: true) { tally, scenario in
            Double(scenario.reportedDates.reduce(Int64(0)) { $0 + tally.cohort.wau(on: $1) }) / Double(scenario.days)
        },
    ]

    /// `d7_retention` for Day-7 retention.
    package static func retentionName(_ age: Int) -> String {
        "d\(age)_retention"
    }

    /// Day-N retention needs an install seen N local dates after its install date. The earliest
    /// installs are the launch cohort, at the start: a run measures Day N only if, in some home
    /// zone with weight, its last full local date (`CohortCounts.lastFullDay`) is N or more dates
    /// after the start's. Usually that means more than N days, but a daylight-saving change that
    /// moves the end by an hour can win or lose a date. Without a launch cohort (`count` 0) the
    /// installers arrive later, so this is the most a run can measure and the KPI may still read
    /// `n/a` after the run.
    static func unmeasurable(retentionAge age: Int, in scenario: Scenario) -> String? {
        let reach = scenario.caregivers.zones.filter { $0.weight > 0 }.map { share in
            CohortCounts.lastFullDay(end: scenario.end, zone: share.zone) - share.zone.localDayNumber(at: scenario.start)
        }.max() ?? 0
        guard reach < Int64(age) else { return nil }
        let dates = { (count: Int64) in count == 1 ? "1 local date" : "\(count) local dates" }
        return "Day-\(age) retention counts installs still seen \(dates(Int64(age))) after their install date, and this run's last full"
            + " date is at most \(dates(max(reach, 0))) after its start in every home zone: make the run longer (days \(age + 1) or more)"
            + (age > retentionAges[0] ? ", or use a shorter retention" : "")
    }

    /// Revenue in USD over the run: completed ads × eCPM / 1,000 plus subscription charges
    /// (gross: before the store's commission).
    package static func revenueUSD(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> (ads: Double, total: Double) {
        let ads = Double(counters[.adsCompleted]) * scenario.revenue.adEcpmUSD / 1_000
        return (ads, ads + Double(counters[.subscriptionRevenueCents]) / 100)
    }

    /// The revenue proxy: `(ads completed × eCPM / 1,000 + subscription charges) / user-days × 1,000`;
    /// `nil` — not measured — without a caregiver-day (docs/rules.md#not-measured).
    package static func revenuePerThousandUserDays(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario) -> Double? {
        per(revenueUSD(counters, scenario).total, counters[.userDays]).map { $0 * 1_000 }
    }

    /// One row per local date: every count, views per caregiver-day and the share of caregiver-days
    /// at the quota sheet (`n/a` on a date without caregiver-days, docs/rules.md#not-measured), and
    /// with rollouts, the caregiver-days that ended on each remote-config value (`ConfigSetting`).
    package static func daily(_ tally: CaregiverTally, _ scenario: Scenario, settings: [ConfigSetting]) -> CSVTable {
        var table = CSVTable(header: ["local_date"] + CaregiverMetric.allCases.map(\.name) + ["views_per_user_day", "quota_sheet_user_day_share"]
                             + settings.map(\.column))
        for day in scenario.reportedDates {
            let counts = CaregiverMetric.allCases.map { tally.days.value($0, day: day) }
            let userDays = tally.days.value(.userDays, day: day)
            table.append([LocalDate(daysSinceEpoch: day).description] + counts.map { String($0) } + [
                ReportNumber.fixed(measured: ReportNumber.ratio(tally.days.value(.views, day: day), userDays), decimals: 4),
                ReportNumber.fixed(measured: ReportNumber.ratio(tally.days.value(.usersAtQuotaSheet, day: day), userDays), decimals: 4),
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
    /// how a rollout reaches devices as they cold-launch and fetch. A date without caregiver-days
    /// in the arm is a gap in the line, never 0 (docs/rules.md#not-measured).
    package static func adoptionChart(_ tally: CaregiverTally, _ scenario: Scenario, settings: [ConfigSetting]) -> [(file: String, title: String, chart: LineChart)] {
        guard settings.count > 1 else { return [] }
        let days = scenario.reportedDates
        let colors = ["#7f7f7f", "#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#ff7f0e"]
        let series = settings.enumerated().map { index, setting in
            LineChart.Series(name: setting.name, color: colors[index % colors.count], values: days.map { day in
                ReportNumber.ratio(setting.count(in: tally.adoption, day: day), setting.armTotal(in: tally.adoption, day: day)).map { $0 * 100 }
            })
        }
        let whose = scenario.arms.isEmpty ? "caregivers" : "each arm's caregivers"
        return [("config-adoption.svg", "Devices on each remote-config value", LineChart(
            title: "Share of \(whose) on each remote-config value at the end of each local day", yLabel: "% of caregiver-days",
            xLabels: scenario.reportedDateLabels, series: series, yDecimals: 1))]
    }

    /// The charts: views per day, share at the quota sheet, ads by outcome, search hit rates. A
    /// share of a date with nothing to share (no caregiver-days, no searches) is a gap in its
    /// line, never 0 (docs/rules.md#not-measured).
    package static func charts(_ tally: CaregiverTally, _ scenario: Scenario, settings: [ConfigSetting]) -> [(file: String, title: String, chart: LineChart)] {
        let days = scenario.reportedDates
        let labels = scenario.reportedDateLabels
        func series(_ metric: CaregiverMetric) -> [Double] { tally.days.values(metric, on: days) }
        func percent(_ metric: CaregiverMetric, of total: CaregiverMetric) -> [Double?] {
            days.map { ReportNumber.ratio(tally.days.value(metric, day: $0), tally.days.value(total, day: $0)).map { $0 * 100 } }
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
