import Harness
import Model
import Sim
import Time

/// Every file of a run's report, as text, before anything touches the disk.
///
/// Contents depend only on the scenario, its seed and the scenario path as given: never on the
/// worker count, the machine or the wall clock (docs/rules.md#same-seed-same-bytes).
package struct RunReport: Sendable {
    /// File names and contents, in the order they are listed in the summary.
    package private(set) var files: [(name: String, contents: String)] = []

    package init(_ outcome: RunOutcome) {
        let scenario = outcome.scenario
        var kpis = CSVTable(header: ["persona", "kpi", "value"])
        for kpi in outcome.kpis { kpis.append([kpi.persona, kpi.name, kpi.value]) }
        let parts = outcome.tallies.map { Self.part(of: $0, scenario) }
        let invariants = outcome.tallies.map { Self.invariantRows(of: $0) }.joined()
        let fingerprint = Fingerprint.of(kpis.text + parts.map(\.report.fingerprintText).joined())
        let personaFiles = parts.flatMap(\.report.files)
        let backend = BackendReport(outcome.tallies.map { Self.backend(of: $0, scenario) }, scenario: scenario)
        files.append(("summary.md", Self.summary(outcome, parts: parts, backend: backend.section, invariants: invariants, fingerprint: fingerprint)))
        files.append(contentsOf: personaFiles.prefix(1))
        files.append(("kpis.csv", kpis.text))
        files.append(contentsOf: personaFiles.dropFirst())
        files.append(("backend.csv", backend.csv))
        files.append((BackendReport.chartFile, backend.chart.svg))
    }

    /// The report part of the persona whose tally `tally` is, with its plural for the reading guide.
    static func part<Tally: PersonaTally>(of tally: Tally, _ scenario: Scenario) -> (persona: String, report: PersonaReport) {
        (Tally.Owner.plural, Tally.Owner.report(tally, scenario))
    }

    /// The backend part of the persona whose tally `tally` is, with its plural.
    static func backend<Tally: PersonaTally>(of tally: Tally, _ scenario: Scenario) -> (persona: String, backend: PersonaBackend) {
        (Tally.Owner.plural, Tally.Owner.backend(tally, scenario))
    }

    /// The persona's rows of the invariants table.
    static func invariantRows<Tally: PersonaTally>(of tally: Tally) -> String {
        ReportTables.invariantRows(persona: Tally.Owner.plural, tally.ledger)
    }

    /// `summary.md`: the result, the settings, each persona's section, the backend, then every
    /// persona's invariants, the caregivers' probes, every violation, and how to read it.
    static func summary(_ outcome: RunOutcome, parts: [(persona: String, report: PersonaReport)], backend: String, invariants: String,
                        fingerprint: String) -> String {
        let scenario = outcome.scenario
        var md = "# AppSim report: \(PrintableText.markdownText(scenario.name))\n\n"
        md += outcome.passed ? "**Result: passed.** " : "**Result: FAILED.** "
        md += "\(ReportNumber.grouped(outcome.checkCount)) invariant checks, \(ReportNumber.grouped(outcome.violationCount)) violated; "
        md += "\(outcome.requiredProbeCount - outcome.missingProbes.count) of \(outcome.requiredProbeCount) required probes reached.\n\n"
        md += "| setting | value |\n|---|---|\n"
        md += "| scenario file | \(PrintableText.markdownCode(outcome.scenarioPath, inTable: true)) |\n"
        if !outcome.overrides.isEmpty {
            // Each override as the shell word it is typed as (docs/rules.md#text-from-users).
            md += "| overrides | " + outcome.overrides.map { PrintableText.markdownCode("--set " + PrintableText.shellWord($0), inTable: true) }
                .joined(separator: " ") + " |\n"
        }
        md += "| seed | \(scenario.seed) |\n"
        md += "| start | \(scenario.start) |\n"
        md += "| days | \(scenario.days) |\n"
        md += parts.map(\.report.populationRows).joined() + parts.map(\.report.behaviourRows).joined()
        md += Personas.all.map { $0.settingsRows(scenario) }.joined()
        md += "| run fingerprint | `\(fingerprint)` (FNV-1a of \(parts.count == 1 ? "kpis.csv and daily.csv" : "kpis.csv and the daily CSVs")) |\n\n"
        md += "Same scenario and seed give byte-identical files, whatever the number of workers. "
        md += "Re-run with \(PrintableText.markdownCode("appsim run \(outcome.scenarioArguments)")).\n\n"

        md += parts.map(\.report.section).joined()
        md += backend

        md += "\n## Invariants\n\n" + ReportTables.invariantsHeader + invariants
        for (persona, probes) in outcome.probes {
            md += "\n## Coverage probes\n\nThe \(persona)' edge cases; a scenario declares those it must reach (`probes`).\n\n"
            md += "| probe | required | times reached |\n|---|---|---:|\n"
            for probe in probes {
                md += "| \(probe.name) | \(probe.required ? "yes" : "no") | \(ReportNumber.grouped(probe.reached)) |\n"
            }
        }
        if !outcome.missingProbes.isEmpty {
            md += "\nNot reached: " + outcome.missingProbes.joined(separator: ", ") + ". The scenario no longer exercises what it declares.\n"
        }
        md += "\n## Violations\n\n"
        if outcome.violations.isEmpty {
            md += "None.\n"
        } else {
            for record in outcome.violations {
                md += "- \(record.violation)\n  \(PrintableText.markdownCode(record.replay))\n"
            }
        }
        md += "\n## How to read this report\n\n"
        md += "Counts are totals over every agent and every local date; each persona's daily table splits them by the agent's "
        md += "local date (in the zone they were in), for the run's \(scenario.days) dates from "
        md += "\(LocalDate(daysSinceEpoch: Zone.utc.localDayNumber(at: scenario.start))):\n\n"
        for part in parts {
            let note = part.report.readingNote.isEmpty ? "" : " " + part.report.readingNote
            md += "- `\(part.report.files[0].name)`: the \(part.persona).\(note)\n"
        }
        md += "- `backend.csv`: every server endpoint per UTC minute (a minute with no request and no execution in flight has no row).\n"
        md += "\nAgents west or east of UTC also live part of the day before the start or after the end; those hours are in "
        md += "the totals only. Ratios are 0, never NaN, when their denominator is 0. Every number is reproducible from the seed.\n"
        return md
    }
}
