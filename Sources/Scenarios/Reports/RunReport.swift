import Model
import Sim
import Time

/// Every file of a run's report, as text, before anything touches the disk.
///
/// Contents depend only on the scenario, its seed and the scenario path as given: never on the
/// worker count, the machine or the wall clock (DESIGN.md, "Determinism rules" 1–2).
public struct RunReport: Sendable {
    /// File names and contents, in the order they are listed in the summary.
    public private(set) var files: [(name: String, contents: String)] = []

    /// The names of the files every run report has, in order.
    public static let fileNames = ["summary.md", "daily.csv", "kpis.csv", "views-per-day.svg", "quota-sheet-share.svg", "ads-per-day.svg",
                                   "search-per-day.svg"]

    public init(_ outcome: RunOutcome) {
        let scenario = outcome.scenario
        let tally = outcome.caregivers
        var kpis = CSVTable(header: ["persona", "kpi", "value"])
        for kpi in outcome.kpis { kpis.append([kpi.persona, kpi.name, kpi.value]) }
        let daily = CaregiverReport.daily(tally, scenario)
        let charts = CaregiverReport.charts(tally, scenario)
        let fingerprint = Fingerprint.of(kpis.text + daily.text + (outcome.watchers.map { WatcherReport.daily($0, scenario).text } ?? "")
                                         + (outcome.journalers.map { JournalerReport.daily($0, scenario).text } ?? "")
                                         + (outcome.listeners.map { ListenerReport.daily($0, scenario).text } ?? ""))
        files.append(("summary.md", Self.summary(outcome, kpis: kpis, charts: charts.map { ($0.file, $0.title) }, fingerprint: fingerprint)))
        files.append(("daily.csv", daily.text))
        files.append(("kpis.csv", kpis.text))
        if !scenario.arms.isEmpty { files.append(("arms.csv", CaregiverReport.arms(tally, scenario).text)) }
        for chart in charts { files.append((chart.file, chart.chart.svg)) }
        if let watchers = outcome.watchers {
            files.append(("watchers-daily.csv", WatcherReport.daily(watchers, scenario).text))
            files.append(("watchers-per-week.svg", WatcherReport.chart(watchers, scenario).svg))
        }
        if let journalers = outcome.journalers {
            files.append(("journalers-daily.csv", JournalerReport.daily(journalers, scenario).text))
            files.append(("journalers-per-day.svg", JournalerReport.chart(journalers, scenario).svg))
        }
        if let listeners = outcome.listeners {
            files.append(("listeners-daily.csv", ListenerReport.daily(listeners, scenario).text))
            files.append(("listeners-per-day.svg", ListenerReport.chart(listeners, scenario).svg))
        }
    }

    static func summary(_ outcome: RunOutcome, kpis: CSVTable, charts: [(file: String, title: String)], fingerprint: String) -> String {
        let scenario = outcome.scenario
        let tally = outcome.caregivers
        let population = scenario.caregivers
        var md = "# AppSim report: \(scenario.name)\n\n"
        md += outcome.passed ? "**Result: passed.** " : "**Result: FAILED.** "
        md += "\(ReportNumber.grouped(outcome.checkCount)) invariant checks, \(ReportNumber.grouped(outcome.violationCount)) violated; "
        md += "\(scenario.requiredProbes.count - outcome.missingProbes.count) of \(scenario.requiredProbes.count) required probes reached.\n\n"
        md += "| setting | value |\n|---|---|\n"
        md += "| scenario file | `\(PrintableText.markdownCell(outcome.scenarioPath))` |\n"
        if !outcome.overrides.isEmpty {
            md += "| overrides | " + outcome.overrides.map { "`--set \($0)`" }.joined(separator: " ") + " |\n"
        }
        md += "| seed | \(scenario.seed) |\n"
        md += "| start | \(scenario.start) |\n"
        md += "| days | \(scenario.days) |\n"
        md += "| caregivers | \(ReportNumber.grouped(Int64(population.count))) in \(population.zones.count) zones: "
        md += population.zones.map { "\($0.zone) (\(ReportNumber.fixed($0.weight, decimals: 1)))" }.joined(separator: ", ") + " |\n"
        md += "| catalog | \(PrintableText.markdownCell(population.catalog.description)) |\n"
        if scenario.watchers.count > 0 {
            md += "| watchers | \(ReportNumber.grouped(Int64(scenario.watchers.count))) in \(scenario.watchers.zones.count) zones: "
            md += scenario.watchers.zones.map { "\($0.zone) (\(ReportNumber.fixed($0.weight, decimals: 1)))" }.joined(separator: ", ") + " |\n"
        }
        md += "| travellers · clock changers | \(ReportNumber.fixed(population.travellers.share * 100, decimals: 1)) % · "
        md += "\(ReportNumber.fixed(population.clockChangers.share * 100, decimals: 1)) % |\n"
        md += "| remote config | " + RemoteConfig.Key.allCases.map { "\($0.rawValue) \(ReportNumber.format(scenario.remoteConfig[$0]))" }.joined(separator: " · ") + " |\n"
        for rollout in scenario.rollouts {
            md += "| rollout, day \(rollout.day) (\(rollout.instant(from: scenario.start))) | "
            md += rollout.changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ") + " |\n"
        }
        md += "| run fingerprint | `\(fingerprint)` (FNV-1a of \(outcome.watchers == nil && outcome.journalers == nil && outcome.listeners == nil ? "kpis.csv and daily.csv" : "kpis.csv and the daily CSVs")) |\n\n"
        md += "Same scenario and seed give byte-identical files, whatever the number of workers. "
        md += "Re-run with `appsim run \(outcome.scenarioArguments)`.\n\n"

        md += "## Caregivers: KPIs\n\n| KPI | value | meaning |\n|---|---:|---|\n"
        md += ReportTables.countRows(tally.totals)
        for ratio in CaregiverReport.ratios {
            let value = ratio.value(tally.totals)
            md += "| \(ratio.name) | \(ReportNumber.fixed(value, decimals: 4)) | \(ratio.meaning) |\n"
        }
        let revenue = CaregiverReport.revenuePerThousandUserDays(tally.totals, scenario)
        md += "| \(CaregiverReport.revenueName) | \(ReportNumber.fixed(revenue, decimals: 2)) | \(CaregiverReport.revenueMeaning) "
        md += "(eCPM \(ReportNumber.fixed(scenario.revenue.adEcpmUSD, decimals: 2)) USD) |\n"
        for load in HourlyLoad.allCases {
            md += "| peak_\(load.name)_per_utc_hour | \(ReportNumber.grouped(tally.hours.peak(load))) | the busiest UTC hour's \(load == .views ? "views" : "rewarded-ad requests"), for backend capacity |\n"
        }
        if !scenario.arms.isEmpty {
            md += armsSection(outcome)
        }
        md += "\n## Charts\n\n"
        for chart in charts { md += "![\(chart.title)](\(chart.file))\n\n" }

        md += "## Views per caregiver-day\n\n| views | caregiver-days |\n|---:|---:|\n"
        let histogram = tally.viewsPerDay
        for (index, count) in histogram.counts.enumerated() where count > 0 {
            let label = index < histogram.upperBounds.count ? String(histogram.upperBounds[index]) : "more"
            md += "| \(label) | \(ReportNumber.grouped(count)) |\n"
        }

        md += searchSection(outcome)
        if let watchers = outcome.watchers { md += WatcherReport.section(watchers, scenario, chartFile: "watchers-per-week.svg") }
        if let journalers = outcome.journalers { md += JournalerReport.section(journalers, scenario, chartFile: "journalers-per-day.svg") }
        if let listeners = outcome.listeners { md += ListenerReport.section(listeners, scenario, chartFile: "listeners-per-day.svg") }

        md += "\n## Invariants\n\n" + ReportTables.invariants(tally.ledger)
        md += "\n## Coverage probes\n\n| probe | required | times reached |\n|---|---|---:|\n"
        for probe in CoverageProbe.allCases {
            md += "| \(probe.name) | \(scenario.requiredProbes.contains(probe) ? "yes" : "no") | \(ReportNumber.grouped(tally.probes[probe])) |\n"
        }
        if !outcome.missingProbes.isEmpty {
            md += "\nNot reached: " + outcome.missingProbes.map(\.name).joined(separator: ", ") + ". The scenario no longer exercises what it declares.\n"
        }
        md += "\n## Violations\n\n"
        if outcome.violations.isEmpty {
            md += "None.\n"
        } else {
            for record in outcome.violations {
                md += "- \(record.violation)\n  `\(record.replay)`\n"
            }
        }
        md += """

        ## How to read this report

        Counts are totals over every caregiver and every local date; `daily.csv` splits them by each \
        caregiver's local date (in the zone they were in), for the run's \(scenario.days) dates from \
        \(LocalDate(daysSinceEpoch: Zone.utc.localDayNumber(at: scenario.start))). Caregivers west or east of UTC also live \
        part of the day before the start or after the end; those hours are in the totals only. \
        A caregiver-day is one caregiver living one local date. Ratios are 0, never NaN, when their \
        denominator is 0. Every number is reproducible from the seed.

        """
        return md
    }
}

extension RunReport {
    /// The in-run A/B test: every KPI per arm, and each arm against the first.
    static func armsSection(_ outcome: RunOutcome) -> String {
        let scenario = outcome.scenario
        let values = scenario.arms.indices.map { CaregiverReport.values(outcome.caregivers.armTotals[$0], scenario) }
        var md = "\n## In-run A/B test\n\nCaregivers are split into arms "
        md += scenario.arms.map { "\($0.name) (share \(ReportNumber.fixed($0.share, decimals: 2)))" }.joined(separator: ", ")
        md += "; each caregiver's arm is drawn once from a stream of its own. Rollouts: "
        let rollouts = scenario.rollouts.map { rollout in
            "day \(rollout.day) " + (rollout.arm.map { "arm \(scenario.arms[$0].name)" } ?? "everyone") + ": "
                + rollout.changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ")
        }
        md += (rollouts.isEmpty ? "none" : rollouts.joined(separator: "; ")) + ". Per-arm values are in `arms.csv`.\n\n"
        md += "| KPI | " + scenario.arms.map { PrintableText.markdownCell($0.name) }.joined(separator: " | ") + " | "
        md += scenario.arms.dropFirst().map { PrintableText.markdownCell("\($0.name) vs \(scenario.arms[0].name)") }.joined(separator: " | ") + " |\n"
        md += "|---|" + String(repeating: "---:|", count: scenario.arms.count * 2 - 1) + "\n"
        for (row, first) in values[0].enumerated() {
            md += "| \(first.name) | " + values.map { $0[row].value }.joined(separator: " | ") + " | "
            md += values.dropFirst().map { other -> String in
                guard let a = Double(first.value), let b = Double(other[row].value), a != 0 else { return "—" }
                return (b >= a ? "+" : "") + ReportNumber.fixed((b - a) / a * 100, decimals: 1) + " %"
            }.joined(separator: " | ") + " |\n"
        }
        return md
    }
}

extension RunReport {
    /// How caregivers found their songs: the settings, hit rates by what was typed and how it was
    /// misspelled, and where the song was listed.
    static func searchSection(_ outcome: RunOutcome) -> String {
        let scenario = outcome.scenario
        let search = scenario.caregivers.search
        let tally = outcome.caregivers
        let totals = tally.totals
        var md = "\n## Search\n\n"
        md += "\(ReportNumber.grouped(totals[.searches])) of \(ReportNumber.grouped(totals[.sessions])) sessions started with a search "
        md += "(share \(ReportNumber.fixed(search.share, decimals: 2))). Caregivers type the song's title, its movie's title or a singer "
        md += "(weights \(ReportNumber.format(search.typed.title)) · \(ReportNumber.format(search.typed.movie)) · \(ReportNumber.format(search.typed.singer))) "
        md += "at \(ReportNumber.format(search.typist.meanKeystrokeMilliseconds)) ms a keystroke on average, misspelling "
        md += "\(ReportNumber.fixed(search.typoRate * 100, decimals: 1)) % of searches; the app issues a query after "
        md += "\(scenario.remoteConfig.searchDebounceMs) ms without a keystroke (`searchDebounceMs`). "
        md += "They read at most \(search.rowsRead) result rows; a song further down, or not listed, is a failed search, "
        md += "typed again correctly (\(ReportNumber.fixed(search.retypeAfterFailure * 100, decimals: 0)) %) or found by browsing. "
        md += "Hits and rows are of the first typing; a row counts songs down the movie groups.\n\n"
        guard totals[.searches] > 0 else { return md }
        md += tally.search.markdown
        md += "\n| song listed at row | searches |\n|---|---:|\n"
        let rows = tally.search.rows
        var previous: Int64 = 0
        for (index, count) in rows.counts.enumerated() {
            let label: String
            if index == rows.upperBounds.count {
                label = "after row \(previous)"
            } else {
                let bound = rows.upperBounds[index]
                label = bound == previous + 1 ? String(bound) : "\(previous + 1)–\(bound)"
                previous = bound
            }
            md += "| \(label) | \(ReportNumber.grouped(count)) |\n"
        }
        md += "| not listed | \(ReportNumber.grouped(totals[.searches] - rows.total)) |\n"
        return md
    }
}
