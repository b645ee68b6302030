import Harness

/// A sweep's decision worked out: its arms grouped by assumption, every arm judged against its
/// group's baseline, and the best arm of each group. `sweep.md` opens with it (see `markdown`).
package struct DecisionTable: Sendable {
    package var decision: SweepDecision
    package var groups: [DecisionGroup]
    /// Per group, every arm but the baseline judged against it, in arm order.
    package var judgements: [[SweepDecision.Judgement]]
    /// The mean of the objective over replications, per arm.
    package var objectiveMeans: [Double]
    /// Per group, the best arm: the highest objective mean among the arms that measured the
    /// objective in every replication and fail no guardrail and measured every guardrail (the
    /// baseline among them, if it measured the objective); on a tie, the first in arm order;
    /// `nil` when no arm qualifies.
    package var best: [Int?]

    package init(_ result: SweepResult, decision: SweepDecision) {
        self.decision = decision
        groups = DecisionGroup.groups(result.header, assumptions: decision.assumptions)
        judgements = groups.map { group in
            group.arms.filter { $0 != group.baseline }.map { decision.judge(arm: $0, against: group.baseline, in: result) }
        }
        let means = result.header.arms.indices.map { Statistics.mean(result.values(decision.objective, arm: $0)) }
        objectiveMeans = means
        best = zip(groups, judgements).map { group, judgements in
            let eligible = group.arms.filter { arm in
                result.isMeasured(decision.objective, arm: arm)
                    && !judgements.contains { $0.arm == arm && $0.guardrails.contains { $0.status == .fail || $0.status == .notMeasured } }
            }
            return eligible.first.map { first in eligible.reduce(first) { means[$1] > means[$0] ? $1 : $0 } }
        }
    }

    /// The grid positions of the decision's choices: every key that is not an assumption.
    package func choiceDimensions(_ plan: SweepPlan) -> [Int] {
        let assumed = DecisionGroup.assumptionDimensions(plan, decision.assumptions)
        return plan.dimensions.indices.filter { !assumed.contains($0) }
    }
}
