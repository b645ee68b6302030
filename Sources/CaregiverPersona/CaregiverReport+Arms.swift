import Harness
import Model
import Sim

extension CaregiverReport {
    /// The in-run A/B test: every KPI per arm, and each arm against the first.
    package static func armsSection(_ tally: CaregiverTally, _ scenario: Scenario) -> String {
        let values = scenario.arms.indices.map { self.values(tally.armTotals[$0], scenario) }
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
