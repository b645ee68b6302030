import Harness

/// The files of a sweep: `sweep.csv`, `sweep.md`, interval charts, and each arm's own report
/// (replication 0) under `arms/`.
///
/// `sweep.md` prints numbers for people by each KPI's unit (`KPIUnit`, from its persona): counts
/// with thousands separators, shares as percents and their differences in percentage points,
/// money in dollars and other values to 3 significant digits; `sweep.csv` keeps the exact values.
/// An arm's interval keeps to what its KPI can be by its unit (docs/rules.md#bounded-intervals).
/// When the scenario declares a `decision`, `sweep.md` opens with its table (`DecisionTable`).
/// Its KPI tables follow `KPICatalog.readingOrder` (per-install figures before counts). A KPI a
/// run did not measure (`n/a`) is left out of its arm's mean and paired difference, which then say
/// over how many runs they were taken (`3 of 4 runs`); an arm none of whose runs measured it reads
/// `n/a`, and its chart has no point there, never a 0 (docs/rules.md#not-measured).
///
/// Arms whose results repeat an earlier arm's byte for byte are named after the settings table
/// (`IdenticalArms`), and the command prints the same lines.
package struct SweepReport: Sendable {
    package private(set) var files: [(name: String, contents: String)] = []
    /// The arms that repeat an earlier arm's results.
    package let identicalArms: IdenticalArms

    package init(_ result: SweepResult) {
        let header = result.header
        identicalArms = IdenticalArms(result)
        var csv = CSVTable(header: ["arm"] + header.plan.dimensions.map(\.key) + ["compared_with", "replication", "seed", "persona", "kpi", "value"])
        for (armIndex, arm) in header.arms.enumerated() {
            let comparedWith = header.arms[result.baselines[armIndex]].name
            for (replication, run) in result.runs[armIndex].enumerated() {
                let seed = String(run.seed)
                for kpi in run.kpis {
                    csv.append([arm.name] + arm.values + [comparedWith, String(replication), seed, kpi.persona, kpi.name, kpi.value])
                }
            }
        }
        for kpi in result.kpiIDs where Self.isCharted(kpi, result) {
            files.append((Self.chartFile(kpi), Self.chart(kpi, result).svg))
        }
        var armFolders: [String] = []
        for runs in result.runs {
            guard let report = runs.first?.armReport, let first = report.first else { continue }
            armFolders.append(String(first.name[..<first.name.lastIndex(of: "/")!]))
            files.append(contentsOf: report)
        }
        files.insert(("sweep.md", Self.markdown(result, armFolders: armFolders, identicalArms: identicalArms)), at: 0)
        files.insert(("sweep.csv", csv.text), at: 1)
    }

    /// The chart of `kpi`: each arm's mean and interval, as `sweep.md` prints them
    /// (docs/rules.md#bounded-intervals), against the parameter's values for a one-dimensional
    /// grid, else against the arms' numbers; an arm whose mean is over fewer than all of its runs
    /// says so, and one none of whose runs measured the KPI has no point (docs/rules.md#not-measured).
    static func chart(_ kpi: String, _ result: SweepResult) -> IntervalChart {
        let header = result.header
        let oneDimension = header.plan.dimensions.count == 1
        return IntervalChart(
            title: "\(kpi): mean and 95% interval per arm", xLabel: oneDimension ? header.plan.dimensions[0].key : "arm", yLabel: kpi,
            categories: header.arms.enumerated().map { index, arm in
                (oneDimension ? arm.values[0] : String(index + 1)) + Self.chartCoverage(result.measuredRuns(kpi, arm: index))
            },
            intervals: header.arms.indices.map { arm in
                result.measuredRuns(kpi, arm: arm).measured > 0 ? result.interval(kpi, arm: arm) : nil
            })
    }

    /// Whether `kpi` has a chart: some run of some arm measured it.
    static func isCharted(_ kpi: String, _ result: SweepResult) -> Bool {
        result.header.arms.indices.contains { result.measuredRuns(kpi, arm: $0).measured > 0 }
    }

    /// ` (3 of 4 runs)` after a figure taken over fewer than all of the runs it could have been
    /// taken over; nothing after one taken over all of them.
    static func coverage(_ runs: (measured: Int, of: Int)) -> String {
        runs.measured < runs.of ? " (\(runs.measured) of \(runs.of) runs)" : ""
    }

    /// ` (3/4)` after a chart's category whose mean is over fewer than all of its runs (but some).
    static func chartCoverage(_ runs: (measured: Int, of: Int)) -> String {
        runs.measured > 0 && runs.measured < runs.of ? " (\(runs.measured)/\(runs.of))" : ""
    }

    /// `chart-caregiver-views.svg` for `caregiver.views`.
    static func chartFile(_ kpi: String) -> String {
        "chart-\(kpi.replacingOccurrences(of: ".", with: "-")).svg"
    }

    /// `42.1% to 45.3%` (or, for a difference, `+2.9 pp to +3.3 pp`); `—` without an interval.
    static func interval(_ interval: Statistics.Interval, _ unit: KPIUnit, difference: Bool) -> String {
        guard let lower = interval.lower, let upper = interval.upper else { return "—" }
        let text = difference ? unit.differenceText : unit.text
        return "\(text(lower)) to \(text(upper))"
    }

    static func markdown(_ result: SweepResult, armFolders: [String], identicalArms: IdenticalArms) -> String {
        let prepared = result.header
        let baselines = prepared.arms.indices.filter { result.baselines[$0] == $0 }.map { prepared.arms[$0].name }
        var md = "# AppSim sweep: \(PrintableText.markdownText(prepared.scenario))\n\n"
        if let decision = prepared.decision {
            md += DecisionTable(result, decision: decision).markdown(result)
        }
        md += "| setting | value |\n|---|---|\n"
        md += "| scenario file | \(PrintableText.markdownCode(prepared.scenarioPath, inTable: true)) |\n"
        md += "| seed | \(prepared.seed) |\n"
        md += "| grid | " + PrintableText.markdownCell(prepared.plan.dimensions.map { "\($0.key) ∈ {\($0.values.joined(separator: ", "))}" }
            .joined(separator: " × ")) + " |\n"
        md += "| arms × replications | \(prepared.arms.count) × \(prepared.plan.replications) = \(prepared.arms.count * prepared.plan.replications) runs |\n"
        md += "| random numbers | " + (prepared.independent
            ? "independent: every arm and replication has its own seed |\n"
            : "common: every arm of a replication meets the same synthetic people with the same streams |\n")
        md += baselines.count == 1 ? "| baseline arm | \(PrintableText.markdownCell(baselines[0])) |\n"
            : "| baseline arms | one per assumption, each compared only with arms under it: "
                + PrintableText.markdownCell(baselines.joined(separator: "; ")) + " |\n"
        md += "| invariant violations | \(ReportNumber.grouped(result.violations)) over all runs |\n\n"
        if !identicalArms.lines.isEmpty {
            md += "## Identical arms\n\nEvery KPI of these arms, in every replication, equals the other arm's byte for byte:\n\n"
            md += identicalArms.lines.map { "- \(PrintableText.markdownText($0))\n" }.joined() + "\n"
        }
        md += "Means with 95% Student-t intervals over replications, taken on the logit scale for shares and on the log scale "
        md += "for counts and money, so that no interval leaves what the KPI can be. Δ is the paired difference arm − baseline "
        md += "(replication by replication\(baselines.count == 1 ? "" : ", against the baseline under the same assumptions")) with its interval "
        md += "(for shares, within ±100 pp). "
        md += "A KPI a run could not measure (n/a, such as a rate with nothing to divide by) is left out, never counted as 0: a mean or "
        md += "Δ over fewer runs says how many (2 of 3 runs), and an arm none of whose runs measured it reads n/a. *Var ratio* is "
        md += "Var(arm) + Var(baseline) — the variance "
        md += "of Δ without common random numbers — over the measured variance of the paired Δ: how many times "
        md += "fewer replications the same precision needs thanks to common random numbers. Counts are rounded to whole numbers "
        md += "from 100, shares are percents and their Δ percentage points (pp), money is in dollars, other values have 3 "
        md += "significant digits; sweep.csv has every value exactly.\n\n"

        md += "## Variance reduction from common random numbers\n\n| KPI | " + prepared.arms.enumerated()
            .filter { $0.offset != result.baselines[$0.offset] }.map { PrintableText.markdownCell($0.element.name) }.joined(separator: " | ") + " |\n"
        md += "|---|" + String(repeating: "---:|", count: prepared.arms.indices.filter { $0 != result.baselines[$0] }.count) + "\n"
        let kpis = KPICatalog.readingOrder(result.kpiIDs, decision: prepared.decision)
        for kpi in kpis {
            let ratios = prepared.arms.indices.filter { $0 != result.baselines[$0] }.map { arm -> String in
                let paired = result.pairedRuns(kpi, arm: arm, against: result.baselines[arm])
                guard paired.measured > 0 else { return ReportNumber.notMeasured }
                return (result.difference(kpi, arm: arm).varianceReduction.map { ReportNumber.fixed($0, decimals: 1) + "×" } ?? "—")
                    + coverage(paired)
            }
            md += "| \(kpi) | " + ratios.joined(separator: " | ") + " |\n"
        }
        md += "\n## KPIs by arm\n"
        for kpi in kpis {
            md += "\n### \(kpi)\n\n| arm | mean | 95% interval | Δ vs baseline | Δ 95% interval | Var ratio |\n|---|---:|---:|---:|---:|---:|\n"
            let unit = KPICatalog.unit(of: kpi)
            for (armIndex, arm) in prepared.arms.enumerated() {
                let measured = result.measuredRuns(kpi, arm: armIndex)
                guard measured.measured > 0 else {
                    md += "| \(PrintableText.markdownCell(arm.name)) | \(ReportNumber.notMeasured) | | | | |\n"
                    continue
                }
                let summary = result.interval(kpi, arm: armIndex)
                md += "| \(PrintableText.markdownCell(arm.name)) | \(unit.text(summary.mean))\(coverage(measured)) | "
                md += "\(interval(summary, unit, difference: false)) | "
                let paired = result.pairedRuns(kpi, arm: armIndex, against: result.baselines[armIndex])
                if armIndex == result.baselines[armIndex] {
                    md += "baseline | | |\n"
                } else if paired.measured == 0 {
                    md += "\(ReportNumber.notMeasured) | | |\n"
                } else {
                    let difference = result.difference(kpi, arm: armIndex)
                    md += "\(unit.differenceText(difference.interval.mean))\(coverage(paired)) | "
                    md += "\(interval(difference.interval, unit, difference: true)) | "
                    md += (difference.varianceReduction.map { ReportNumber.fixed($0, decimals: 1) + "×" } ?? "—") + " |\n"
                }
            }
            if isCharted(kpi, result) { md += "\n![\(kpi)](\(chartFile(kpi)))\n" }
        }
        if !armFolders.isEmpty {
            md += "\n## Per-arm reports (replication 0)\n\n" + armFolders.map { "- [\(PrintableText.markdownText($0))](\($0)/summary.md)\n" }.joined()
        }
        return md
    }
}
