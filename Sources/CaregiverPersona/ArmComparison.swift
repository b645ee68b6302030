import Harness
import Sim

/// One KPI of an in-run A/B test: its value in each arm, and each later arm's relative change from
/// the first with a 95 % interval.
package struct ArmComparison: Sendable, Equatable {
    /// The KPI's name, as in `kpis.csv`.
    package var kpi: String
    /// The KPI's value in each arm, as `kpis.csv` prints it.
    package var values: [String]
    /// For each arm after the first, the compared quantity's change from the first arm with its
    /// 95 % interval over the arms' replicate groups; `nil` when the first arm's quantity is 0 in
    /// the run or in any replicate, so there is nothing to divide by, or when either arm's is `n/a`
    /// in the run (docs/rules.md#not-measured).
    package var changes: [RelativeChange?]
}

extension CaregiverReport {
    /// Every KPI the counts give (`counted`) compared across the arms.
    ///
    /// Counts are compared per install in each arm, so arms of unequal shares — or equal shares the
    /// draw split unevenly — compare by what their caregivers did, not by how many there were;
    /// `installs` itself is compared per unit of share, which shows how far the draw's split is
    /// from the shares. Ratios, revenue and economics are compared as they are. Each change's
    /// interval (`RelativeChange`) is the delete-a-group jackknife over `ArmReplicates`' groups of
    /// caregivers: the change recomputed with each group left out of every arm, so it carries the
    /// spread of the people drawn, the arm sizes and the ratio alike.
    package static func armComparisons(_ tally: CaregiverTally, _ scenario: Scenario) -> [ArmComparison] {
        let arms = scenario.arms.indices
        let totals = arms.map { tally.arms.total(arm: $0) }
        let compared = arms.map { comparable(totals[$0], scenario, share: scenario.arms[$0].share) }
        let replicates = (0..<ArmReplicates<CaregiverMetric>.groupCount).map { group in
            arms.map { comparable(tally.arms.total(arm: $0, without: group), scenario, share: scenario.arms[$0].share) }
        }
        let values = arms.map { arm in counted.map { (name: $0.kpi.name, value: $0.kpi.text($0.value(totals[arm], scenario))) } }
        return values[0].indices.map { row in
            let changes = arms.dropFirst().map { arm in
                change(first: compared[0][row], other: compared[arm][row], replicates: replicates.map { (first: $0[0][row], other: $0[arm][row]) })
            }
            return ArmComparison(kpi: values[0][row].name, values: values.map { $0[row].value }, changes: changes)
        }
    }

    /// The quantity each KPI of `counted` is compared by, in the same order: a count per install
    /// (`installs` per unit of `share`; `nil` in an arm without installs), every other KPI as it
    /// is (`nil` where it is `n/a`).
    static func comparable(_ counters: Counters<CaregiverMetric>, _ scenario: Scenario, share: Double) -> [Double?] {
        let installs = counters[.installs]
        return counted.map { counted in
            let value = counted.value(counters, scenario)
            guard counted.kpi.merge == .sum, let value else { return value }
            return counted.kpi.name == CaregiverMetric.installs.name ? value / share : ReportNumber.ratio(Int64(value), installs)
        }
    }

    /// The change of a compared quantity from the first arm to another (`RelativeChange`), where
    /// either may be `n/a` (docs/rules.md#not-measured): none when either is `n/a` in the run or
    /// the first is in a replicate (nothing to divide by, as for a 0); no interval when the other
    /// is `n/a` in a replicate (nothing to take a log of, as for a 0).
    package static func change(first: Double?, other: Double?, replicates: [(first: Double?, other: Double?)]) -> RelativeChange? {
        guard let first, let other else { return nil }
        let firsts = replicates.compactMap(\.first)
        let others = replicates.compactMap(\.other)
        guard firsts.count == replicates.count else { return nil }
        // Fewer than two replicates give a change without an interval.
        let measured = others.count == replicates.count ? Array(zip(firsts, others)) : []
        return RelativeChange(first: first, other: other, replicates: measured.map { (first: $0.0, other: $0.1) })
    }
}
