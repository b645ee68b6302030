import Harness

/// Arms of a sweep whose results are byte-identical to an earlier arm's: every KPI's value, as
/// the report writes it, equal in every replication. The setting that tells them apart changed
/// nothing in this scenario (a limit another limit reaches first, a feature no agent meets), which
/// a reader should know before reading their differences as zero effects.
///
/// Only common random numbers can make two arms identical: with `--independent`, every arm meets
/// other people. AppSim does not know *why* a setting did not act, so the note says only that it
/// did not.
package struct IdenticalArms: Sendable, Equatable {
    /// An arm and the earlier arm whose results it repeats.
    package struct Match: Sendable, Equatable {
        package var arm: Int
        package var sameAs: Int
    }

    /// Each arm that repeats an earlier one, against the first arm it repeats, in arm order.
    package private(set) var matches: [Match] = []
    /// One line per match: `adDailyLimit 10 ≡ 6: identical results: the setting changed nothing in
    /// this scenario`; printable (grid keys and values escaped as for a terminal,
    /// docs/rules.md#text-from-users), since the command prints these lines as they are.
    package private(set) var lines: [String] = []

    package init(_ result: SweepResult) {
        let arms = result.header.arms
        // The first arm of each set of results, found by hashing: linear in the arms.
        var first: [[[String]]: Int] = [:]
        for arm in arms.indices {
            let values = result.runs[arm].map { $0.kpis.map(\.value) }
            guard let earlier = first[values] else {
                first[values] = arm
                continue
            }
            matches.append(Match(arm: arm, sameAs: earlier))
            lines.append(PrintableText.terminal(Self.names(arms[arm], arms[earlier], keys: result.header.plan.dimensions.map(\.key)))
                         + ": identical results: the setting changed nothing in this scenario")
        }
    }

    /// `adDailyLimit 10 ≡ 6` when the arms differ in one key (`adDailyLimit 10 ≡ 6 at baseQuota=3`
    /// when there are more); every differing key's values otherwise
    /// (`baseQuota 3, adDailyLimit 10 ≡ baseQuota 4, adDailyLimit 6`).
    static func names(_ arm: SweepPlan.Arm, _ other: SweepPlan.Arm, keys: [String]) -> String {
        let differing = keys.indices.filter { arm.values[$0] != other.values[$0] }
        let same = keys.indices.filter { arm.values[$0] == other.values[$0] }.map { arm.assignments[$0] }
        let context = same.isEmpty ? "" : " at " + same.joined(separator: ", ")
        if differing.count == 1, let key = differing.first {
            return "\(keys[key]) \(arm.values[key]) ≡ \(other.values[key])" + context
        }
        let words = { (a: SweepPlan.Arm) in differing.map { "\(keys[$0]) \(a.values[$0])" }.joined(separator: ", ") }
        return words(arm) + " ≡ " + words(other) + context
    }
}
