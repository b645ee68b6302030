import Harness

/// A sweep's decision worked out: its arms grouped by assumption, every arm judged against its
/// group's baseline, and the best arm of each group. `sweep.md` opens with it (see `markdown`).
package struct DecisionTable: Sendable {
    package var decision: SweepDecision
    package var groups: [DecisionGroup]
    /// Per group, every arm but the baseline judged against it, in arm order.
    package var judgements: [[SweepDecision.Judgement]]
    /// The mean of the objective over the replications that measured it, per arm (the table says
    /// over how many; meaningless for an arm none of whose replications did).
    package var objectiveMeans: [Double]
    /// Per group, the best arm (docs/rules.md#sweep-decision): the highest objective mean among
    /// the arms whose verdict is *better* — the objective's interval above 0 and every guardrail's
    /// interval within its limit — on a tie the first in arm order; `nil` when no arm is safely
    /// better, and the page then says to keep the baseline. So the verdict column and the best
    /// arm cannot disagree.
    package var best: [Int?]

    package init(_ result: SweepResult, decision: SweepDecision) {
        self.decision = decision
        groups = DecisionGroup.groups(result.header, assumptions: decision.assumptions)
        judgements = groups.map { group in
            group.arms.filter { $0 != group.baseline }.map { decision.judge(arm: $0, against: group.baseline, in: result) }
        }
        let means = result.header.arms.indices.map { Statistics.mean(result.values(decision.objective, arm: $0)) }
        objectiveMeans = means
        best = judgements.map { judgements in Self.highest(judgements.filter { $0.verdict == .better }, by: means)?.arm }
    }

    /// The judgement of `judgements` whose arm has the highest objective mean in `means`, the
    /// first on a tie; `nil` when there is none.
    static func highest(_ judgements: [SweepDecision.Judgement], by means: [Double]) -> SweepDecision.Judgement? {
        judgements.first.map { first in judgements.reduce(first) { means[$1.arm] > means[$0.arm] ? $1 : $0 } }
    }

    /// Group `group`'s undecided arm (verdict *cannot tell*) with the highest objective mean: the
    /// one closest to winning when no arm is safely better, which the page names and an A/B test
    /// would settle; `nil` when no arm is undecided.
    package func closestUndecided(group: Int) -> SweepDecision.Judgement? {
        Self.highest(judgements[group].filter { if case .cannotTell = $0.verdict { true } else { false } }, by: objectiveMeans)
    }

    /// Per group, the arm whose choices the decision recommends: its best arm, or the baseline
    /// when no arm is safely better.
    package var recommended: [Int] {
        zip(best, groups).map { $0 ?? $1.baseline }
    }

    /// The grid positions of the decision's choices: every key that is not an assumption.
    package func choiceDimensions(_ plan: SweepPlan) -> [Int] {
        let assumed = DecisionGroup.assumptionDimensions(plan, decision.assumptions)
        return plan.dimensions.indices.filter { !assumed.contains($0) }
    }
}
