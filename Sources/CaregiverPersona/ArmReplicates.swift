import Sim

/// Counts per in-run A/B arm, kept in `groupCount` replicate groups of people so a report can say
/// how sure an arm's difference is (`Statistics.jackknifeInterval`).
///
/// A person's group is their index modulo `groupCount`: it depends on nothing but the index, so the
/// groups, like every count, are the same for any number of workers or shards. Each group holds
/// people of every arm, and the groups are the units the jackknife deletes one at a time; a
/// person's arm is drawn from a stream of their own (`ArmShare`), so the groups are random samples
/// of each arm. Twenty groups give 19 degrees of freedom: a 95 % interval's t factor is 2.09,
/// within 7 % of the normal's 1.96, at 20 counters per arm.
///
/// The type and `add` are public and `@inlinable` so that `add` inlines into each count: a
/// `package` generic would be called unspecialised, looking up metadata on every count.
public struct ArmReplicates<Key: MetricKey>: Sendable, Equatable, Codable {
    /// How many replicate groups each arm's counts are kept in.
    public static var groupCount: Int { 20 }

    /// The arms' counters, `groupCount` per arm, arm-major.
    @usableFromInline var cells: [Counters<Key>]

    /// Empty counters for `arms` arms (at least one).
    package init(arms: Int) {
        cells = [Counters<Key>](repeating: Counters(), count: max(arms, 1) * Self.groupCount)
    }

    /// The cell of person `index` in `arm`: where `add` counts them.
    @inlinable
    public static func cell(arm: Int, person index: Int) -> Int {
        arm * groupCount + index % groupCount
    }

    /// Adds `amount` to `key` in `cell` (`cell(arm:person:)`).
    @inlinable
    public mutating func add(_ key: Key, cell: Int, _ amount: Int64) {
        cells[cell].add(key, amount)
    }

    /// The arm's counts over all its groups.
    package func total(arm: Int) -> Counters<Key> {
        total(arm: arm, without: nil)
    }

    /// The arm's counts without those of replicate group `group` (`nil`: all groups): the arm as
    /// the jackknife's replicate `group` sees it.
    package func total(arm: Int, without group: Int?) -> Counters<Key> {
        var sum = Counters<Key>()
        for member in 0..<Self.groupCount where member != group { sum.merge(cells[arm * Self.groupCount + member]) }
        return sum
    }

    /// Adds another partition's counts.
    package mutating func merge(_ other: ArmReplicates<Key>) {
        for index in cells.indices { cells[index].merge(other.cells[index]) }
    }
}
