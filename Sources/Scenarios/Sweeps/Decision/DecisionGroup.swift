import Harness

/// The arms of a sweep that share their values of a decision's assumption keys, and the arm each
/// of them is compared with.
///
/// Assumptions are what the world is like (how often caregivers watch ads), not what the product
/// chooses, so an arm is only compared with arms living under the same assumption. Within a
/// group the baseline is the arm whose choice values (every grid key that is not an assumption)
/// equal the sweep's baseline arm's. A decision without assumptions has one group: every arm,
/// against the sweep's baseline arm.
package struct DecisionGroup: Sendable, Equatable {
    /// `key=value` of each assumption key, in grid order (empty without assumptions).
    package var assumptions: [String]
    /// The group's arms, in arm order, its baseline among them.
    package var arms: [Int]
    /// The arm the others are compared with.
    package var baseline: Int

    package init(assumptions: [String], arms: [Int], baseline: Int) {
        self.assumptions = assumptions
        self.arms = arms
        self.baseline = baseline
    }

    /// The positions in `plan.dimensions` of the keys `assumptions` names (matched by the setting
    /// they set, so `baseQuota` finds `remoteConfig.baseQuota`), in grid order.
    package static func assumptionDimensions(_ plan: SweepPlan, _ assumptions: [String]) -> [Int] {
        let settings = assumptions.map { SweepPlan.setting(ofKey: $0) }
        return plan.dimensions.indices.filter { settings.contains(plan.dimensions[$0].setting) }
    }

    /// The groups of `header`'s arms under `assumptions`, in the order of their first arm.
    package static func groups(_ header: SweepHeader, assumptions: [String]) -> [DecisionGroup] {
        let arms = header.arms
        let assumed = assumptionDimensions(header.plan, assumptions)
        let choices = header.plan.dimensions.indices.filter { !assumed.contains($0) }
        func values(_ arm: Int, _ dimensions: [Int]) -> [String] { dimensions.map { arms[arm].values[$0] } }
        var groups: [DecisionGroup] = []
        // Each group found by its assumed values, hashed: linear in the arms
        // (docs/rules.md#a-sweeps-size).
        var groupOf: [[String]: Int] = [:]
        for arm in arms.indices {
            let key = values(arm, assumed)
            if let group = groupOf[key] {
                groups[group].arms.append(arm)
            } else {
                groupOf[key] = groups.count
                groups.append(DecisionGroup(assumptions: assumed.map { arms[arm].assignments[$0] }, arms: [arm], baseline: arm))
            }
        }
        let baselineChoice = values(header.baselineArm, choices)
        // The grid is a cartesian product, so every group holds an arm with the baseline's choices.
        for index in groups.indices {
            groups[index].baseline = groups[index].arms.first { values($0, choices) == baselineChoice } ?? groups[index].arms[0]
        }
        return groups
    }
}
