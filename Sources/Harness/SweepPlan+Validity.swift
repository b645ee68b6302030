/// What makes a sweep grid valid and how large a sweep may be (docs/rules.md#sweep-grids,
/// docs/rules.md#a-sweeps-size).
///
/// A grid dimension is a key naming one setting and at least one value, every value non-empty
/// and listed once: an empty value is a typo (`--grid baseQuota=2,,3`), a repeated one two arms
/// that are the same run. A sweep holds at most `maximumRuns` runs (arms × replications),
/// counted without building a single arm, so an oversized grid is refused at once and an
/// overflowing one never traps.
extension SweepPlan {
    /// The most runs (arms × replications) a sweep may hold, its shards together.
    ///
    /// Chosen (docs/rules.md#a-sweeps-size): it admits a 200,000-arm grid run once, 1,000 arms
    /// × 250 replications, or 25 arms × the 10,000 replications an arm may have. The merged result
    /// keeps every run's KPIs to the end, measured at 550 bytes a KPI at the peak
    /// (`ResourceEstimate.bytesPerSweepKPI`): a caregivers' run reports 91, so at this limit
    /// 12.5 GB, about what a 24 GB machine can hold beside the runs, and `sweep.csv` 1.6 GB; and
    /// even a run of the smallest useful scenario takes about 0.1 s, 7 CPU-hours at the limit.
    /// Larger is not a sweep one machine can merge; `--shard` spreads the runs, not the merge.
    package static let maximumRuns = 250_000

    /// The number of arms, the product of the dimensions' value counts (1 with no dimension);
    /// `nil` when it does not fit an `Int`.
    package var armCount: Int? {
        var count = 1
        for dimension in dimensions {
            let (product, overflow) = count.multipliedReportingOverflow(by: dimension.values.count)
            if overflow { return nil }
            count = product
        }
        return count
    }

    /// Arms × replications; `nil` when it does not fit an `Int`.
    package var runCount: Int? {
        guard let arms = armCount else { return nil }
        let (product, overflow) = arms.multipliedReportingOverflow(by: replications)
        return overflow ? nil : product
    }

    private func grouped(_ value: Int) -> String { ReportNumber.grouped(Int64(value)) }

    /// Why the sweep is too large to run, or `nil`: more than `maximumRuns` runs. Says how many
    /// and how to bring it under the limit.
    package var sizeProblem: String? {
        let arms = armCount.map { grouped($0) } ?? "more than \(grouped(Int.max))"
        if let runs = runCount, runs <= Self.maximumRuns { return nil }
        let runs = runCount.map { grouped($0) } ?? "more than \(grouped(Int.max))"
        let fewer = (armCount ?? Int.max) <= Self.maximumRuns
            ? "; at most \(grouped(Self.maximumRuns / max(armCount ?? 1, 1))) replications fit these arms"
            : ""
        return "\(arms) arms × \(grouped(replications)) replication\(replications == 1 ? "" : "s") = \(runs) runs, "
            + "above the \(grouped(Self.maximumRuns)) a sweep may hold\(fewer)"
    }

    /// The first dimension that cannot be part of a grid, and why, or `nil`.
    package var gridProblem: (key: String, problem: String)? {
        for dimension in dimensions {
            if let problem = dimension.problem { return (dimension.key, problem) }
        }
        return nil
    }
}

extension SweepPlan.Dimension {
    /// Why this dimension cannot be part of a grid, or `nil`: an empty key or key segment, a grid
    /// key under `sweep` or `decision` (what the sweep is, not a setting of its arms), no values,
    /// an empty value, a value listed twice.
    package var problem: String? {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        if key.isEmpty || segments.contains(where: \.isEmpty) {
            return "expected a key (a remote-config key or a dotted path such as populations.caregivers.count), got \"\(key)\""
        }
        if segments[0] == "sweep" || segments[0] == "decision" {
            return "expected a setting of the arms, got \(segments[0]).…, which describes the sweep itself"
        }
        guard !values.isEmpty else { return "expected at least one value" }
        var seen = Set<String>()
        for (index, value) in values.enumerated() {
            let trimmed = value.trimmingWhitespace
            if trimmed.isEmpty { return "value \(index + 1) of \(values.count) is empty; remove it or give it a value" }
            guard seen.insert(trimmed).inserted else {
                return "\(trimmed) is listed twice: the two arms would be the same run; list each value once"
            }
        }
        return nil
    }
}

extension String {
    /// The text without leading or trailing spaces, tabs and newlines.
    fileprivate var trimmingWhitespace: String {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = first, let last = last, isSpace(first) || isSpace(last) else { return self }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
