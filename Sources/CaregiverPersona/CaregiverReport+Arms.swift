import Harness
import Model
import Sim

extension CaregiverReport {
    /// The in-run A/B test: every KPI per arm, and each arm against the first with its 95 %
    /// interval (`comparisons`, from `armComparisons`).
    package static func armsSection(_ comparisons: [ArmComparison], _ scenario: Scenario) -> String {
        let baseline = scenario.arms[0].name
        let shares = scenario.arms.map { "\(PrintableText.markdownText($0.name)) (share \(ReportNumber.fixed($0.share, decimals: 2)))" }
        let rollouts = scenario.rollouts.map { rollout in
            "day \(rollout.day) " + (rollout.arm.map { "arm \(PrintableText.markdownText(scenario.arms[$0].name))" } ?? "everyone") + ": "
                + rollout.changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ")
        }
        let groups = ArmReplicates<CaregiverMetric>.groupCount
        let md = """

            ## In-run A/B test

            Caregivers are split into arms \(shares.joined(separator: ", ")); each caregiver's arm is drawn once from a stream of its own. \
            Rollouts: \(rollouts.isEmpty ? "none" : rollouts.joined(separator: "; ")). Per-arm values are in `arms.csv`.

            Each change is relative to arm \(PrintableText.markdownText(baseline)): counts per install in \
            each arm (installs per unit of share), other KPIs as they are. Its 95% interval is the delete-a-group \
            jackknife over \(groups) groups of caregivers (caregiver index mod \(groups)) on the log of the ratio, \
            so it never reaches below -100%; — where arm \(PrintableText.markdownText(baseline)) has nothing to divide by, \
            the other arm none to take a log of, or either arm's value is n/a (a rate with nothing to measure).


            """
        var table = MarkdownTable([("KPI", .left)] + scenario.arms.map { (PrintableText.markdownCell($0.name), .right) }
                                  + scenario.arms.dropFirst().flatMap { [(PrintableText.markdownCell("\($0.name) vs \(baseline)"), .right),
                                                                         ("95% interval", .right)] })
        for row in comparisons {
            table.append([row.kpi] + row.values + row.changes.flatMap { change -> [String] in
                guard let change else { return ["—", "—"] }
                guard let lower = change.lower, let upper = change.upper else { return [signedPercent(change.estimate), "—"] }
                return [signedPercent(change.estimate), "\(signedPercent(lower)) to \(signedPercent(upper))"]
            })
        }
        return md + table.text
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
