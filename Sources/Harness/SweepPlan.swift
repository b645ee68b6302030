import Sim

/// A sweep: a grid over scenario values and a number of replications.
///
/// Each grid key is a persona's shorthand (Melody Map's `baseQuota`) or a dotted path into the
/// scenario (`populations.caregivers.adPropensity`); each arm is one combination of values, applied as
/// `--set` overrides, so every arm is validated by the same rules as the file before anything runs.
/// Arms are the grid's cartesian product, the last key varying fastest.
package struct SweepPlan: Sendable, Equatable, Encodable {
    /// One swept key and its values, as JSON5 text.
    package struct Dimension: Sendable, Equatable, Encodable {
        package var key: String
        package var values: [String]

        package init(key: String, values: [String]) {
            self.key = key
            self.values = values
        }
    }

    package var dimensions: [Dimension]
    /// Replications per arm: each runs the whole population with its own seed.
    package var replications: Int

    package init(dimensions: [Dimension], replications: Int) {
        self.dimensions = dimensions
        self.replications = replications
    }

    /// One combination of grid values.
    package struct Arm: Sendable, Equatable {
        /// `key=value` per dimension, in dimension order.
        package var assignments: [String]
        /// The values alone, in dimension order.
        package var values: [String]

        /// `baseQuota=3` or `baseQuota=3, adRewardViews=2`.
        package var name: String { assignments.joined(separator: ", ") }

        /// How much of the name an arm's report folder (`arms/<n>-<name>/`) keeps, with every
        /// character but ASCII letters, digits, `.` and `-` written `_`: the arm's number makes
        /// the folder unique, and the name fits a file system's 255 bytes.
        package static let folderNameLength = 120
    }

    /// Every arm, the last dimension varying fastest.
    package var arms: [Arm] {
        var arms = [Arm(assignments: [], values: [])]
        for dimension in dimensions {
            arms = arms.flatMap { arm in
                dimension.values.map { Arm(assignments: arm.assignments + ["\(dimension.key)=\($0)"], values: arm.values + [$0]) }
            }
        }
        return arms
    }

    /// The seed of replication `replication` of arm `arm`.
    ///
    /// With common random numbers (the default) every arm of a replication shares one seed, so the
    /// arms meet the same synthetic people, who draw the same numbers wherever their lives have not
    /// diverged: arms differ by the parameter, not by luck. Replication 0 uses the scenario's seed.
    /// `independent` gives every (arm, replication) a seed of its own, to measure what CRN saves.
    package static func seed(base: UInt64, replication: Int, arm: Int, independent: Bool) -> UInt64 {
        let replicationSeed = replication == 0 ? base
            : SplitMix64.mix(base ^ SplitMix64.mix(UInt64(replication) &+ 0xA076_1D64_78BD_642F))
        guard independent else { return replicationSeed }
        return SplitMix64.mix(replicationSeed ^ SplitMix64.mix(UInt64(arm) &+ 0xE703_7ED1_A0B4_28DB))
    }
}
