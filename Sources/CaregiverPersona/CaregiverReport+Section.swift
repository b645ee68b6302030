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
        var rows = "| caregivers | \(ReportNumber.grouped(Int64(population.count))) in \(population.zones.count) zones: "
        rows += population.zones.map { "\($0.zone) (\(ReportNumber.fixed($0.weight, decimals: 1)))" }.joined(separator: ", ") + " |\n"
        rows += "| catalog | \(population.catalog.markdownCell) |\n"
        var behaviour = "| travellers · clock changers | \(ReportNumber.fixed(population.travellers.share * 100, decimals: 1)) % · "
        behaviour += "\(ReportNumber.fixed(population.clockChangers.share * 100, decimals: 1)) % |\n"
        return PersonaReport(populationRows: rows, behaviourRows: behaviour,
                             section: section(tally, scenario, comparisons: comparisons, charts: charts.map { ($0.file, $0.title) }), files: files,
                             fingerprintText: daily.text,
                             readingNote: "A caregiver-day is one caregiver living one local date.")
    }

    /// The section; `comparisons` are the in-run A/B test's rows (`armComparisons`), empty without arms.
    package static func section(_ tally: CaregiverTally, _ scenario: Scenario, comparisons: [ArmComparison],
                                charts: [(file: String, title: String)]) -> String {
        var md = "## Caregivers: KPIs\n\n| KPI | value | meaning |\n|---|---:|---|\n"
        md += ReportTables.countRows(tally.totals)
        for ratio in ratios {
            let value = ratio.value(tally.totals)
            md += "| \(ratio.name) | \(ReportNumber.fixed(value, decimals: 4)) | \(ratio.meaning) |\n"
        }
        let revenue = revenuePerThousandUserDays(tally.totals, scenario)
        md += "| \(revenueName) | \(ReportNumber.fixed(revenue, decimals: 2)) | \(revenueMeaning) "
        md += "(eCPM \(ReportNumber.fixed(scenario.revenue.adEcpmUSD, decimals: 2)) USD) |\n"
        let derived: [(name: String, value: Double?)] = economics(tally.totals, scenario).map { ($0.name, $0.value) } + cohorts(tally.cohort, scenario)
        for (name, value) in derived {
            md += "| \(name) | \(value.map { ReportNumber.fixed($0, decimals: 4) } ?? ReportNumber.notMeasured) | \(meaning(ofDerived: name)) |\n"
        }
        for (name, value) in CaregiverBackend.counts(tally, scenario) {
            md += "| \(name) | \(ReportNumber.grouped(value)) | \(CaregiverBackend.meaning(ofKPI: name) ?? "") |\n"
        }
        if !scenario.arms.isEmpty {
            md += armsSection(comparisons, scenario)
        }
        md += periodsSection(tally.periods)
        md += "\n## Charts\n\n"
        for chart in charts { md += "![\(chart.title)](\(chart.file))\n\n" }

        md += "## Views per caregiver-day\n\n| views | caregiver-days |\n|---:|---:|\n"
        let histogram = tally.viewsPerDay
        for (index, count) in histogram.counts.enumerated() where count > 0 {
            let label = index < histogram.upperBounds.count ? String(histogram.upperBounds[index]) : "more"
            md += "| \(label) | \(ReportNumber.grouped(count)) |\n"
        }
        return md + searchSection(tally, scenario)
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
        var md = "\n## Subscriptions by billing period\n\nPeriod 0 is the free trial; a cancelled subscription keeps access to the end of its period.\n\n"
        md += "| period | monthly charged | monthly cancelled | yearly charged | yearly cancelled |\n|---|---:|---:|---:|---:|\n"
        for period in rows {
            let label = period == 0 ? "trial" : period == SubscriptionPeriods.lastPeriod ? "\(period) or later" : String(period)
            md += "| \(label) | " + Subscription.Plan.allCases.map { plan in
                "\(ReportNumber.grouped(periods.charges(plan, period: period))) | \(ReportNumber.grouped(periods.cancellations(plan, period: period)))"
            }.joined(separator: " | ") + " |\n"
        }
        return md
    }
}
