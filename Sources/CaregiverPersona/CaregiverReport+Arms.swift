import Harness
import Model
import Sim

extension CaregiverReport {
    /// The in-run A/B test: every KPI per arm, and each arm against the first with its 95 %
    /// interval (`comparisons`, from `armComparisons`).
    package static func armsSection(_ comparisons: [ArmComparison], _ scenario: Scenario) -> String {
        var md = "\n## In-run A/B test\n\nCaregivers are split into arms "
        md += scenario.arms.map { "\(PrintableText.markdownText($0.name)) (share \(ReportNumber.fixed($0.share, decimals: 2)))" }.joined(separator: ", ")
        md += "; each caregiver's arm is drawn once from a stream of its own. Rollouts: "
        let rollouts = scenario.rollouts.map { rollout in
            "day \(rollout.day) " + (rollout.arm.map { "arm \(PrintableText.markdownText(scenario.arms[$0].name))" } ?? "everyone") + ": "
                + rollout.changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ")
        }
        md += (rollouts.isEmpty ? "none" : rollouts.joined(separator: "; ")) + ". Per-arm values are in `arms.csv`.\n\n"
        md += "Each change is relative to arm \(PrintableText.markdownText(scenario.arms[0].name)): counts per install in "
        md += "each arm (installs per unit of share), other KPIs as they are. Its 95% interval is the delete-a-group "
        md += "jackknife over \(ArmReplicates<CaregiverMetric>.groupCount) groups of caregivers (caregiver index mod "
        md += "\(ArmReplicates<CaregiverMetric>.groupCount)) on the log of the ratio, so it never reaches below -100%; — where arm "
        md += "\(PrintableText.markdownText(scenario.arms[0].name)) has nothing to divide by, or the other arm none to take a log of.\n\n"
        md += "| KPI | " + scenario.arms.map { PrintableText.markdownCell($0.name) }.joined(separator: " | ") + " | "
        md += scenario.arms.dropFirst().map {
            PrintableText.markdownCell("\($0.name) vs \(scenario.arms[0].name)") + " | 95% interval"
        }.joined(separator: " | ") + " |\n"
        md += "|---|" + String(repeating: "---:|", count: scenario.arms.count + (scenario.arms.count - 1) * 2) + "\n"
        for row in comparisons {
            md += "| \(row.kpi) | " + row.values.joined(separator: " | ") + " | "
            md += row.changes.map { change -> String in
                guard let change else { return "— | —" }
                guard let lower = change.lower, let upper = change.upper else { return signedPercent(change.estimate) + " | —" }
                return signedPercent(change.estimate) + " | \(signedPercent(lower)) to \(signedPercent(upper))"
            }.joined(separator: " | ") + " |\n"
        }
        return md
    }

    /// `arm,kpi,value,change,change_low,change_high` rows for an in-run A/B test: each arm's
    /// value, and for every arm after the first its relative change from the first with the 95 %
    /// interval's bounds (`comparisons`, from `armComparisons`); empty where there is no change
    /// to state.
    package static func arms(_ comparisons: [ArmComparison], _ scenario: Scenario) -> CSVTable {
        var table = CSVTable(header: ["arm", "kpi", "value", "change", "change_low", "change_high"])
        for (index, arm) in scenario.arms.enumerated() {
            for row in comparisons {
                let change = index == 0 ? nil : row.changes[index - 1]
                let bounds = [change?.estimate, change?.lower, change?.upper].map { $0.map { ReportNumber.fixed($0, decimals: 6) } ?? "" }
                table.append([arm.name, row.kpi, row.values[index]] + bounds)
            }
        }
        return table
    }

    /// A relative change for people: `+5.3%`, `-0.85%`.
    static func signedPercent(_ change: Double) -> String {
        ReportNumber.signed(ReportNumber.percent(change))
    }
}
