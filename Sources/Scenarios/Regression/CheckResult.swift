import Foundation
import Harness

/// The result of `appsim check`: a run compared with a baseline, and its three renderings
/// (console table, JUnit XML, Markdown).
package struct CheckResult: Sendable {
    package var outcome: RunOutcome
    package var baselineDirectory: String
    package var comparison: KPIComparison
    /// Which agents and days behaved differently (`CheckDivergence`).
    package var divergence: CheckDivergence

    package init(outcome: RunOutcome, baseline: Baseline, baselineDirectory: String) {
        self.outcome = outcome
        self.baselineDirectory = baselineDirectory
        comparison = KPIComparison(baseline: baseline.kpis, now: outcome.kpis, tolerances: outcome.scenario.tolerances)
        divergence = CheckDivergence(baseline: baseline, outcome: outcome, kpisMoved: !comparison.moved.isEmpty)
    }

    /// No KPI drifted, every invariant held and every declared probe was reached.
    package var passed: Bool { comparison.drifted.isEmpty && outcome.passed }

    /// One line: the verdict.
    package var verdict: String {
        let drifted = comparison.drifted.count
        let moved = comparison.moved.count
        var problems: [String] = []
        if drifted > 0 { problems.append("\(drifted) KPI\(drifted == 1 ? "" : "s") drifted") }
        if outcome.violationCount > 0 { problems.append("\(ReportNumber.grouped(outcome.violationCount)) invariant violations") }
        if !outcome.missingProbes.isEmpty { problems.append("probes never reached: \(outcome.missingProbes.map(\.name).joined(separator: ", "))") }
        if !problems.isEmpty { return "check FAILED: " + problems.joined(separator: "; ") }
        return moved == 0 ? "check passed: all \(comparison.rows.count) KPIs identical"
            : "check passed: \(moved) KPI\(moved == 1 ? "" : "s") moved within tolerance"
    }

    /// What the console shows: the comparison's scope, a table of every KPI that moved, the verdict.
    package var consoleText: String {
        var text = "compared \(comparison.rows.count) KPIs with \(baselineDirectory)/ "
        text += "(scenario \(outcome.scenario.name), seed \(outcome.scenario.seed))\n"
        if !comparison.moved.isEmpty {
            let header = ["KPI", "baseline", "now", "delta", "relative", ""]
            let rows = comparison.moved.map { row in
                [row.id, row.baseline ?? "—", row.now ?? "—", row.delta, row.relative,
                 row.drifted ? "DRIFT" : "within \(ReportNumber.fixed((row.tolerance ?? 0) * 100, decimals: 2)) %"]
            }
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
            for line in [header] + rows {
                text += "  " + line.enumerated().map { column, cell in
                    column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  ") + "\n"
            }
        }
        return text + divergence.consoleText + verdict + "\n"
    }

    /// JUnit XML: one test case per KPI (failed when it drifted), plus invariants and probes.
    package var junitXML: String {
        let cases = comparison.rows.count + 2
        let failures = comparison.drifted.count + (outcome.violationCount > 0 ? 1 : 0) + (outcome.missingProbes.isEmpty ? 0 : 1)
        let suite = Self.escape(outcome.scenario.name)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"appsim check\" tests=\"\(cases)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"\(suite)\" tests=\"\(cases)\" failures=\"\(failures)\">\n"
        for row in comparison.rows {
            let parts = row.id.split(separator: ".", maxSplits: 1).map(String.init)
            let open = "    <testcase classname=\"\(Self.escape(parts[0]))\" name=\"\(Self.escape(parts.last ?? row.id))\""
            if row.drifted {
                let message = "baseline \(row.baseline ?? "none"), now \(row.now ?? "none") (\(row.delta), \(row.relative))"
                xml += open + "><failure message=\"\(Self.escape(message))\"/></testcase>\n"
            } else {
                xml += open + "/>\n"
            }
        }
        let invariants = "\(ReportNumber.grouped(outcome.checkCount)) checks, \(ReportNumber.grouped(outcome.violationCount)) violated"
        xml += "    <testcase classname=\"run\" name=\"invariants\""
            + (outcome.violationCount > 0 ? "><failure message=\"\(Self.escape(invariants))\"/></testcase>\n" : "/>\n")
        let probes = "never reached: " + outcome.missingProbes.map(\.name).joined(separator: ", ")
        xml += "    <testcase classname=\"run\" name=\"probes\""
            + (outcome.missingProbes.isEmpty ? "/>\n" : "><failure message=\"\(Self.escape(probes))\"/></testcase>\n")
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// A Markdown summary a CI job can show.
    package var markdown: String {
        var md = "## appsim check: \(outcome.scenario.name)\n\n\(verdict).\n\n"
        md += "Compared \(comparison.rows.count) KPIs with `\(baselineDirectory)/` (seed \(outcome.scenario.seed)).\n"
        if !comparison.moved.isEmpty {
            md += "\n| KPI | baseline | now | delta | relative | |\n|---|---:|---:|---:|---:|---|\n"
            for row in comparison.moved {
                md += "| \(row.id) | \(row.baseline ?? "—") | \(row.now ?? "—") | \(row.delta) | \(row.relative) | \(row.drifted ? "**drift**" : "within tolerance") |\n"
            }
        }
        return md + divergence.markdown
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
