import Harness

extension DecisionTable {
    /// The `## Decision` section that opens `sweep.md`: the objective and guardrails, how to read
    /// the table, then per assumption group a table — per arm the objective's mean (over the runs
    /// that measured it, saying how many when not all did), its paired Δ against the group's
    /// baseline with the 95% interval, each guardrail's Δ with pass / fail / cannot tell / not
    /// measurable, and the verdict in words — and the group's best arm; then, with assumptions,
    /// whether the best choice flips with them. Numbers as people read them (`KPIUnit`).
    package func markdown(_ result: SweepResult) -> String {
        let header = result.header
        let objectiveUnit = KPICatalog.unit(of: decision.objective)
        var md = "## Decision\n\nObjective: \(PrintableText.markdownCell(decision.objective)), higher is better."
        if !decision.guardrails.isEmpty {
            md += " Guardrails: " + decision.guardrails.map { guardrail in
                "\(PrintableText.markdownCell(guardrail.kpi)) may \(guardrail.direction == .drop ? "drop" : "rise") by at most "
                    + KPICatalog.unit(of: guardrail.kpi).changeText(guardrail.limit)
            }.joined(separator: "; ") + "."
        }
        let baselineChoices = PrintableText.markdownCell(choiceName(header.baselineArm, header))
        md += "\n\nEach arm is compared with "
        md += groups.count > 1 ? "the arm of its assumption group with the baseline's choices (\(baselineChoices))"
            : "the baseline arm (\(baselineChoices))"
        md += ", replication by replication: Δ is the mean paired difference arm − baseline, with its 95% Student-t interval over "
        md += "\(ReportNumber.grouped(Int64(header.plan.replications))) replications. A guardrail passes when its whole interval is within "
        md += "its limit, fails when its whole interval is beyond it, and otherwise cannot tell; it is not measurable when some run "
        md += "of the arm or of its baseline could not measure the KPI (n/a, such as a rate with nothing to divide by). *Better*: the objective's interval is "
        md += "above 0 and every guardrail passes. *Worse*: the objective's interval is below 0, or a guardrail fails. Otherwise "
        md += "*cannot tell*, with about how many replications would tell: the first n at which t(0.975, n − 1) · s / √n — s the "
        md += "standard deviation of the paired differences — falls below the distance from Δ to 0 (or to a guardrail's limit).\n"
        for (index, group) in groups.enumerated() {
            if groups.count > 1 {
                md += "\n### Assuming " + PrintableText.markdownCell(group.assumptions.joined(separator: ", ")) + "\n"
            }
            md += "\n| arm | mean \(PrintableText.markdownCell(decision.objective)) | Δ | 95% interval | "
            md += decision.guardrails.map { guardrail in
                "Δ \(PrintableText.markdownCell(guardrail.kpi)) | "
            }.joined() + "verdict |\n|---|---:|---:|---:|" + String(repeating: "---:|", count: decision.guardrails.count) + "---|\n"
            for arm in group.arms {
                let runs = result.measuredRuns(decision.objective, arm: arm)
                let mean = runs.measured > 0 ? objectiveUnit.text(objectiveMeans[arm]) + SweepReport.coverage(runs) : ReportNumber.notMeasured
                md += "| \(PrintableText.markdownCell(choiceName(arm, header))) | \(mean) | "
                guard let judgement = judgements[index].first(where: { $0.arm == arm }) else {
                    md += "baseline | |" + String(repeating: " |", count: decision.guardrails.count) + " |\n"
                    continue
                }
                if !(result.isMeasured(decision.objective, arm: arm) && result.isMeasured(decision.objective, arm: judgement.baseline)) {
                    md += "\(ReportNumber.notMeasured) | | "
                } else {
                    md += objectiveUnit.differenceText(judgement.objective.interval.mean) + " | "
                    md += SweepReport.interval(judgement.objective.interval, objectiveUnit, difference: true) + " | "
                }
                for (guardrail, measured) in zip(decision.guardrails, judgement.guardrails) {
                    guard measured.status != .notMeasured else {
                        md += "\(ReportNumber.notMeasured): \(measured.status.text) | "
                        continue
                    }
                    let difference = KPICatalog.unit(of: guardrail.kpi).differenceText(measured.difference.interval.mean)
                    md += "\(difference): \(measured.status.text) | "
                }
                md += PrintableText.markdownCell(judgement.verdict.text) + " |\n"
            }
            md += "\n" + bestSentence(group: index, header) + "\n" + testPlan(group: index, result)
        }
        if let sentence = assumptionSentence(header) { md += "\n" + sentence + "\n" }
        return md + "\n"
    }

    /// An arm named by its choices alone (`baseQuota=3`): its group names the assumptions.
    func choiceName(_ arm: Int, _ header: SweepHeader) -> String {
        choiceDimensions(header.plan).map { header.arms[arm].assignments[$0] }.joined(separator: ", ")
    }

    /// `**Best:** baseQuota=4 — better than the baseline, with the highest mean … ($46.1) of the
    /// arms judged better.`, or when none is: `**Best:** keep the baseline (baseQuota=3) — no arm
    /// is safely better; …` with the closest arm and the replications that would tell. Either way
    /// it then names the arms that could not be judged because a KPI was not measurable
    /// (`notJudged`): such an arm is never better, and the sentence says why
    /// (docs/rules.md#not-measured).
    func bestSentence(group index: Int, _ header: SweepHeader) -> String {
        let objective = PrintableText.markdownCell(decision.objective)
        let unit = KPICatalog.unit(of: decision.objective)
        let unjudged = notJudged(group: index, header)
        if let arm = best[index] {
            return "**Best:** \(PrintableText.markdownCell(choiceName(arm, header))) — better than the baseline, with the highest mean "
                + "\(objective) (\(unit.text(objectiveMeans[arm]))) of the arms judged better"
                + (decision.guardrails.isEmpty ? "." : " (every guardrail's interval within its limit).") + unjudged
        }
        let keep = "**Best:** keep the baseline (\(PrintableText.markdownCell(choiceName(groups[index].baseline, header)))) — no arm is safely better"
        guard let closest = closestUndecided(group: index) else {
            return keep + (unjudged.isEmpty ? ": every other arm is worse or identical." : "." + unjudged)
        }
        return keep + "; the undecided arm with the highest mean \(objective), \(PrintableText.markdownCell(choiceName(closest.arm, header))) "
            + "(\(unit.text(objectiveMeans[closest.arm]))), \(PrintableText.markdownCell(closest.verdict.text))." + unjudged
    }

    /// ` Not judged, a KPI not measurable in its runs or its baseline's: freeTrialDays=0
    /// (caregiver.trial_conversion_rate).` for the arms of group `index` whose verdict is not
    /// measured; empty when there are none.
    func notJudged(group index: Int, _ header: SweepHeader) -> String {
        let arms = judgements[index].compactMap { judgement -> String? in
            guard case .notMeasured(let kpis) = judgement.verdict else { return nil }
            return "\(choiceName(judgement.arm, header)) (\(kpis.joined(separator: ", ")))"
        }
        guard !arms.isEmpty else { return "" }
        return PrintableText.markdownCell(" Not judged, a KPI not measurable in its runs or its baseline's: " + arms.joined(separator: "; ") + ".")
    }

    /// With assumption groups, one sentence on whether the best choice depends on the assumption:
    /// "The best baseQuota depends on the assumption: 3 at adPropensity 0.2, 4 at adPropensity
    /// 0.8." or "The best baseQuota is 3 under every assumption." Keys are named by their last
    /// dotted part (`adPropensity`) unless two grid keys share it; `nil` without assumptions.
    func assumptionSentence(_ header: SweepHeader) -> String? {
        guard groups.count > 1 else { return nil }
        let best = recommended
        let plan = header.plan
        let shortNames = plan.dimensions.map { String($0.key.split(separator: ".").last ?? Substring($0.key)) }
        let names = Set(shortNames).count == shortNames.count ? shortNames : plan.dimensions.map(\.key)
        let choices = choiceDimensions(plan)
        let assumed = DecisionGroup.assumptionDimensions(plan, decision.assumptions)
        func described(_ arm: Int, _ dimensions: [Int], bare: Bool) -> String {
            bare && dimensions.count == 1 ? header.arms[arm].values[dimensions[0]]
                : dimensions.map { "\(names[$0]) \(header.arms[arm].values[$0])" }.joined(separator: " and ")
        }
        let subject = choices.count == 1 ? names[choices[0]] : "combination of " + choices.map { names[$0] }.joined(separator: " and ")
        let bestChoices = best.map { arm in choices.map { header.arms[arm].values[$0] } }
        guard bestChoices.contains(where: { $0 != bestChoices[0] }) else {
            return PrintableText.markdownCell("The best \(subject) is \(described(best[0], choices, bare: true)) under every assumption.")
        }
        let separator = choices.count == 1 && assumed.count == 1 ? ", " : "; "
        let cases = best.map { "\(described($0, choices, bare: true)) at \(described($0, assumed, bare: false))" }
        return PrintableText.markdownCell("The best \(subject) depends on the assumption: " + cases.joined(separator: separator) + ".")
    }
}
