import Harness
import Model
import Sim

extension CaregiverReport {
    /// The caregivers' part of the report: the settings rows, `daily.csv`, `arms.csv` (with
    /// arms), the charts, and the section with the KPIs, the A/B test, the charts, views per
    /// caregiver-day and search.
    package static func report(_ tally: CaregiverTally, _ scenario: Scenario) -> PersonaReport {
        let population = scenario.caregivers
        let settings = ConfigSetting.all(scenario)
        let daily = daily(tally, scenario, settings: settings)
        let charts = charts(tally, scenario, settings: settings)
        let comparisons = scenario.arms.isEmpty ? [] : armComparisons(tally, scenario)
        var files = [(name: "daily.csv", contents: daily.text)]
        if !scenario.arms.isEmpty { files.append(("arms.csv", arms(comparisons, scenario).text)) }
        for chart in charts { files.append((chart.file, chart.chart.svg)) }
        let zones = population.zones.map { "\($0.zone) (\(ReportNumber.fixed($0.weight, decimals: 1)))" }.joined(separator: ", ")
        let rows = MarkdownTable.line(["caregivers", "\(ReportNumber.grouped(Int64(population.count))) in \(population.zones.count) zones: \(zones)"])
            + MarkdownTable.line(["catalog", population.catalog.markdownCell])
        let behaviour = MarkdownTable.line(["travellers · clock changers", "\(ReportNumber.fixed(population.travellers.share * 100, decimals: 1)) % · "
                                            + "\(ReportNumber.fixed(population.clockChangers.share * 100, decimals: 1)) %"])
        return PersonaReport(populationRows: rows, behaviourRows: behaviour,
                             section: section(tally, scenario, comparisons: comparisons, charts: charts.map { ($0.file, $0.title) }), files: files,
                             fingerprintText: daily.text,
                             readingNote: "A caregiver-day is one caregiver living one local date.")
    }

    /// The section; `comparisons` are the in-run A/B test's rows (`armComparisons`), empty without arms.
    package static func section(_ tally: CaregiverTally, _ scenario: Scenario, comparisons: [ArmComparison],
                                charts: [(file: String, title: String)]) -> String {
        var views = MarkdownTable([("views", .right), ("caregiver-days", .right)])
        let histogram = tally.viewsPerDay
        for (index, count) in histogram.counts.enumerated() where count > 0 {
            views.append([index < histogram.upperBounds.count ? String(histogram.upperBounds[index]) : "more", ReportNumber.grouped(count)])
        }
        return ["## Caregivers: KPIs\n\n", ReportTables.kpiTable(Caregivers.kpis(in: scenario), tally, scenario),
                scenario.arms.isEmpty ? "" : armsSection(comparisons, scenario),
                periodsSection(tally.periods),
                "\n## Charts\n\n", charts.map { "![\($0.title)](\($0.file))\n\n" }.joined(),
                "## Views per caregiver-day\n\n", views.text,
                searchSection(tally, scenario)].joined()
    }
}

extension CaregiverReport {
    /// Subscriptions by billing period: periods charged and subscriptions cancelled in each, per
    /// plan (nothing when nobody subscribed).
    package static func periodsSection(_ periods: SubscriptionPeriods) -> String {
        let rows = (0...SubscriptionPeriods.lastPeriod).filter { period in
            Subscription.Plan.allCases.contains { periods.charges($0, period: period) + periods.cancellations($0, period: period) > 0 }
        }
        guard !rows.isEmpty else { return "" }
        var table = MarkdownTable([("period", .left), ("monthly charged", .right), ("monthly cancelled", .right),
                                   ("yearly charged", .right), ("yearly cancelled", .right)])
        for period in rows {
            let label = period == 0 ? "trial" : period == SubscriptionPeriods.lastPeriod ? "\(period) or later" : String(period)
            table.append([label] + Subscription.Plan.allCases.flatMap { plan in
                [ReportNumber.grouped(periods.charges(plan, period: period)), ReportNumber.grouped(periods.cancellations(plan, period: period))]
            })
        }
        return "\n## Subscriptions by billing period\n\nPeriod 0 is the free trial; a cancelled subscription keeps access to the end of its period.\n\n"
            + table.text
    }
}
