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

    /// No KPI drifted or broke its threshold, every invariant held and every declared probe was
    /// reached.
    package var passed: Bool { comparison.failed.isEmpty && outcome.passed }

    /// One line: the verdict, with the largest drift and the first broken threshold named, e.g.
    /// `check FAILED: 3 KPIs drifted beyond tolerance (largest caregiver.cooldown_blocks -19.06 %), 38 moved within tolerance`.
    package var verdict: String {
        let drifted = comparison.drifted
        let broken = comparison.breakingThresholds
        let within = comparison.movedWithinTolerance.count
        var problems: [String] = []
        // The largest relative drift of all, counts or derived (the first in reading order on a tie).
        if let largest = drifted.first(where: { $0.relativeMagnitude == drifted.map(\.relativeMagnitude).max() }) {
            problems.append("\(Self.kpis(drifted.count)) drifted beyond tolerance (largest \(largest.id) \(Self.change(largest)))")
        }
        if let first = broken.first {
            problems.append("\(Self.kpis(broken.count)) failed a threshold (\(first.id) \(first.value(first.now)), needs \(first.threshold!))")
        }
        if !problems.isEmpty && within > 0 { problems[problems.count - 1] += ", \(within) moved within tolerance" }
        if outcome.violationCount > 0 { problems.append("\(ReportNumber.grouped(outcome.violationCount)) invariant violations") }
        if !outcome.missingProbes.isEmpty { problems.append("probes never reached: \(outcome.missingProbes.joined(separator: ", "))") }
        if !problems.isEmpty { return "check FAILED: " + problems.joined(separator: "; ") }
        return within == 0 ? "check passed: all \(comparison.rows.count) KPIs identical"
            : "check passed: \(Self.kpis(within)) moved within tolerance"
    }

    /// When a KPI drifted: the command that records this run as the new baseline, deliberately
    /// (the same scenario path and overrides as this check).
    package var updateCommand: String? {
        guard !comparison.drifted.isEmpty else { return nil }
        return "appsim check \(outcome.scenarioArguments) --baseline \(PrintableText.shellWord(baselineDirectory)) --update"
    }

    /// A drift in a few words: its relative change; `new` or `removed`; both values when there is
    /// no relative change (from 0, or between `n/a` and a number).
    static func change(_ row: KPIComparison.Row) -> String {
        if row.relative != "—" { return row.relative }
        if row.baseline == nil || row.now == nil { return row.delta }
        return "\(row.value(row.baseline)) → \(row.value(row.now))"
    }

    /// `N KPI` / `N KPIs`.
    static func kpis(_ count: Int) -> String {
        "\(count) KPI\(count == 1 ? "" : "s")"
    }

    /// The groups a person reads, in `KPIComparison`'s reading order, each with its caption.
    var groups: [(caption: String, rows: [KPIComparison.Row])] {
        let failed = comparison.failed
        let within = comparison.movedWithinTolerance
        return [("beyond tolerance: counts", failed.filter(\.primary)),
                ("beyond tolerance: ratios, shares, means", failed.filter { !$0.primary }),
                ("within tolerance: counts", within.filter(\.primary)),
                ("within tolerance: ratios, shares, means", within.filter { !$0.primary })]
            .filter { !$0.rows.isEmpty }
    }

    /// `DRIFT`, `THRESHOLD`, both, or `within` for a row the check accepts.
    static func status(_ row: KPIComparison.Row) -> String {
        switch (row.drifted, row.breaksThreshold) {
        case (true, true): "DRIFT, THRESHOLD"
        case (true, false): "DRIFT"
        case (false, true): "THRESHOLD"
        case (false, false): "within"
        }
    }

    /// What the console shows: the comparison's scope; a table of every KPI that moved or broke
    /// its threshold, in reading order under a caption per group (values right-aligned, counts
    /// grouped, other numbers with 6 decimals); the verdict; when a KPI drifted, the `--update`
    /// command.
    package var consoleText: String {
        var text = "compared \(comparison.rows.count) KPIs with \(PrintableText.terminal(baselineDirectory))/ "
        text += "(scenario \(outcome.scenario.name), seed \(outcome.scenario.seed))\n"
        let groups = groups
        if !groups.isEmpty {
            let header = ["KPI", "baseline", "now", "delta", "relative", "allowed", ""]
            let cells = groups.map { group in
                group.rows.map { row in
                    [row.id, row.value(row.baseline), row.value(row.now), row.delta, row.relative, row.allowed, Self.status(row)]
                }
            }
            let all = [header] + cells.flatMap { $0 }
            let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
            func line(_ cells: [String]) -> String {
                "  " + cells.enumerated().map { column, cell in
                    column == 0 || column >= 5 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  ").trimmingTrailingSpaces + "\n"
            }
            text += line(header)
            for (group, rows) in zip(groups, cells) {
                text += "  \(group.caption)\n"
                for row in rows { text += line(row) }
            }
        }
        text += divergence.consoleText + verdict + "\n"
        if let updateCommand { text += "to record this run as the new baseline, deliberately: \(updateCommand)\n" }
        return text
    }

    /// How `junitXML` begins: what tells a file `--junit` may replace (`ReportFile`).
    package static let junitSignature = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"appsim check\""

    /// How `markdown` begins: what tells a file `--markdown` may replace (`ReportFile`).
    package static let markdownSignature = "## appsim check: "

    /// JUnit XML: one test case per KPI in reading order (failed, moved within tolerance, then the
    /// unchanged in report order), then invariants and probes. A failed KPI carries
    /// `<failure message="…" type="drift|threshold">` with a body: baseline, now, delta, relative,
    /// allowed. Every `time` is 0: a KPI takes no time of its own, and the run's wall time would
    /// make the file differ between identical runs.
    package var junitXML: String {
        let cases = comparison.rows.count + 2
        let failures = comparison.failed.count + (outcome.violationCount > 0 ? 1 : 0) + (outcome.missingProbes.isEmpty ? 0 : 1)
        let suite = Self.escape(outcome.scenario.name)
        var xml = Self.junitSignature + " tests=\"\(cases)\" failures=\"\(failures)\" time=\"0\">\n"
        xml += "  <testsuite name=\"\(suite)\" tests=\"\(cases)\" failures=\"\(failures)\" time=\"0\">\n"
        for row in comparison.allOrdered {
            let parts = row.id.split(separator: ".", maxSplits: 1).map(String.init)
            let open = "    <testcase classname=\"\(Self.escape(parts[0]))\" name=\"\(Self.escape(parts.last ?? row.id))\" time=\"0\""
            guard row.failed else {
                xml += open + "/>\n"
                continue
            }
            let message = row.drifted
                ? "drifted beyond tolerance: baseline \(row.value(row.baseline)), now \(row.value(row.now)) (\(row.delta), \(row.relative))"
                : "fails threshold \(row.threshold!): now \(row.value(row.now))"
            let body = ["baseline: \(row.value(row.baseline))", "now: \(row.value(row.now))", "delta: \(row.delta)",
                        "relative: \(row.relative)", "allowed: \(row.allowed)"].map(Self.escape).joined(separator: "\n")
            xml += open + ">\n      <failure message=\"\(Self.escape(message))\" type=\"\(row.drifted ? "drift" : "threshold")\">"
                + body + "</failure>\n    </testcase>\n"
        }
        let invariants = "\(ReportNumber.grouped(outcome.checkCount)) checks, \(ReportNumber.grouped(outcome.violationCount)) violated"
        xml += "    <testcase classname=\"run\" name=\"invariants\" time=\"0\""
            + (outcome.violationCount > 0 ? "><failure message=\"\(Self.escape(invariants))\" type=\"invariant\"/></testcase>\n" : "/>\n")
        let probes = "never reached: " + outcome.missingProbes.joined(separator: ", ")
        xml += "    <testcase classname=\"run\" name=\"probes\" time=\"0\""
            + (outcome.missingProbes.isEmpty ? "/>\n" : "><failure message=\"\(Self.escape(probes))\" type=\"probe\"/></testcase>\n")
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// A Markdown summary a CI job can show: the verdict, the `--update` command when a KPI
    /// drifted, and the console's table (same order, same numbers) under a heading per group.
    package var markdown: String {
        var md = Self.markdownSignature + "\(PrintableText.markdownText(outcome.scenario.name))\n\n\(verdict).\n\n"
        if let updateCommand { md += "To record this run as the new baseline, deliberately: \(PrintableText.markdownCode(updateCommand))\n\n" }
        md += "Compared \(comparison.rows.count) KPIs with \(PrintableText.markdownCode(baselineDirectory + "/")) (seed \(outcome.scenario.seed)).\n"
        for group in groups {
            md += "\n### \(group.caption.prefix(1).uppercased() + group.caption.dropFirst())\n\n"
            md += "| KPI | baseline | now | delta | relative | allowed | |\n|---|---:|---:|---:|---:|---|---|\n"
            for row in group.rows {
                let status = Self.status(row)
                md += "| \(row.id) | \(row.value(row.baseline)) | \(row.value(row.now)) | \(row.delta) | \(row.relative) | \(row.allowed) | \(status == "within" ? status : "**\(status)**") |\n"
            }
        }
        return md + divergence.markdown
    }

    /// `text` as a JUnit attribute value (`PrintableText.xmlAttribute`).
    static func escape(_ text: String) -> String {
        PrintableText.xmlAttribute(text)
    }
}

private extension String {
    /// Without trailing spaces (a table's last column is padded only up to its text).
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
