import Harness

extension DecisionTable {
    /// What a sweep's decision chooses to deploy (docs/rules.md#remote-config-export).
    package enum Choice: Sendable, Equatable {
        /// An arm whose choices are the decision: its assumption values are one of several alike.
        case arm(Int)
        /// No arm is chosen, and why, in words.
        case none(String)
    }

    /// The arm whose choices go out to a deployment: the recommended arm (`recommended`: the best,
    /// or the baseline when no arm is safely better, which leaves the template as it was) when
    /// every assumption group recommends the same choices; otherwise none, saying why. The one
    /// place that says which arm is chosen, so a stricter rule for "best" changes only `best`.
    package func chosenArm(_ header: SweepHeader) -> Choice {
        let arms = recommended
        let choices = choiceDimensions(header.plan)
        func values(_ arm: Int) -> [String] { choices.map { header.arms[arm].values[$0] } }
        guard arms.allSatisfy({ values($0) == values(arms[0]) }) else {
            return .none("the best choice depends on the assumption (see sweep.md): deploy after settling it, e.g. with an A/B test")
        }
        return .arm(arms[0])
    }
}
