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
        var kpis = CSVTable(header: ["persona", "kpi", "value"])
        for kpi in outcome.kpis { kpis.append([kpi.persona, kpi.name, kpi.value]) }
        let parts = outcome.tallies.map { Self.part(of: $0, scenario) }
        let fingerprint = Fingerprint.of(kpis.text + parts.map(\.fingerprintText).joined())
        let personaFiles = parts.flatMap(\.files)
        files.append(("summary.md", Self.summary(outcome, parts: parts, fingerprint: fingerprint)))
        files.append(contentsOf: personaFiles.prefix(1))
        files.append(("kpis.csv", kpis.text))
        files.append(contentsOf: personaFiles.dropFirst())
    }

    /// The report part of the persona whose tally `tally` is.
    static func part<Tally: PersonaTally>(of tally: Tally, _ scenario: Scenario) -> PersonaReport {
        Tally.Owner.report(tally, scenario)
    }

    /// `summary.md`: the result, the settings, each persona's section, then the caregivers'
    /// invariants and probes, every violation, and how to read it.
    static func summary(_ outcome: RunOutcome, parts: [PersonaReport], fingerprint: String) -> String {
        let scenario = outcome.scenario
        let tally = outcome.caregivers
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
        md += parts.map(\.populationRows).joined() + parts.map(\.behaviourRows).joined()
        md += "| remote config | " + RemoteConfig.Key.allCases.map { "\($0.rawValue) \(ReportNumber.format(scenario.remoteConfig[$0]))" }.joined(separator: " · ") + " |\n"
        for rollout in scenario.rollouts {
            md += "| rollout, day \(rollout.day) (\(rollout.instant(from: scenario.start))) | "
            md += rollout.changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ") + " |\n"
        }
        md += "| run fingerprint | `\(fingerprint)` (FNV-1a of \(parts.count == 1 ? "kpis.csv and daily.csv" : "kpis.csv and the daily CSVs")) |\n\n"
        md += "Same scenario and seed give byte-identical files, whatever the number of workers. "
        md += "Re-run with `appsim run \(outcome.scenarioArguments)`.\n\n"

        md += parts.map(\.section).joined()

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
