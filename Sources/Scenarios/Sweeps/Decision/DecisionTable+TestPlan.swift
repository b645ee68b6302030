import Harness

extension DecisionTable {
    /// The A/B test that would settle group `group`'s call (`ABTestPlan`), as `sweep.md` shows it
    /// after the group's best arm: the arms, per KPI the predicted change, the per-user spread and
    /// the users per arm, and the days that takes; empty when no arm is worth testing.
    func testPlan(group: Int, _ result: SweepResult) -> String {
        guard let plan = ABTestPlan(self, group: group, result) else { return "" }
        let header = result.header
        var md = "\n**A/B test that would settle it:** \(PrintableText.markdownCell(choiceName(plan.arm, header))) against "
        md += "\(PrintableText.markdownCell(choiceName(plan.baseline, header))) in Firebase A/B Testing, sized for 80% power at 5% significance "
        md += "(two-sided) to detect the change this sweep predicts.\n\n"
        md += "| KPI | predicted change | per-user standard deviation | users per arm |\n|---|---:|---:|---:|\n"
        for row in plan.rows {
            let unit = KPICatalog.unit(of: row.kpi)
            md += "| \(PrintableText.markdownCell(row.kpi)) | \(unit.differenceText(row.change)) | \(unit.text(row.userStandardDeviation)) | "
            md += (row.usersPerArm.map { ReportNumber.grouped(Int64($0)) } ?? "— (no change to detect)") + " |\n"
        }
        let installs = Statistics.mean(result.values(ABTestPlan.installs, arm: plan.baseline))
        let perDay = installs / Double(header.days)
        if let users = plan.usersPerArm, let days = plan.days(installsPerDay: perDay) {
            md += "\n\(ReportNumber.grouped(Int64(users))) users per arm: about \(ReportNumber.grouped(Int64(days))) days at this scenario's "
            md += "\(ReportNumber.fixed(perDay, decimals: 0)) installs a day, every install enrolled. The per-user spread is estimated from the "
            md += "replications (installs × the variance of the KPI over replications), not measured user by user.\n"
        }
        return md
    }
}
