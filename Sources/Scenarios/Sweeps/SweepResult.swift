import Harness

/// The KPIs of every arm × replication, and the statistics reports show.
package struct SweepResult: Sendable {
    /// What one (arm, replication) run produced.
    package struct Run: Sendable {
        package var seed: UInt64
        package var kpis: [KPIValue]
        package var violations: Int64
        package var missingProbes: [String]
        /// The arm's own report files (replication 0 only), under `arms/<n>-<arm>/`.
        package var armReport: [(name: String, contents: String)]
    }

    package var header: SweepHeader
    /// `runs[arm][replication]`.
    package var runs: [[Run]] {
        didSet { numbers = Self.numbers(runs) }
    }
    /// Every KPI's value per arm and replication (`KPI.number`), read once from `runs`: the
    /// statistics look KPIs up by id many times per arm.
    private var numbers: [String: [[Double?]]] = [:]
    /// `baselines[arm]`: the arm `arm` is compared with, on every page (docs/rules.md#sweep-baseline):
    /// its decision group's baseline (`DecisionGroup`), the arm with the sweep's baseline choices
    /// under the same assumptions; the sweep's baseline arm when the decision declares none.
    package let baselines: [Int]

    /// Assembles the result from every task of the sweep (in any order).
    ///
    /// - Returns: `nil` unless every (arm, replication) is present exactly once.
    package init?(header: SweepHeader, tasks: [SweepTask]) {
        let replications = header.plan.replications
        var runs = [[Run?]](repeating: [Run?](repeating: nil, count: replications), count: header.arms.count)
        for task in tasks {
            guard runs.indices.contains(task.arm), (0..<replications).contains(task.replication),
                  runs[task.arm][task.replication] == nil else { return nil }
            runs[task.arm][task.replication] = task.run
        }
        guard runs.allSatisfy({ $0.allSatisfy { $0 != nil } }) else { return nil }
        self.header = header
        var baselines = [Int](repeating: header.baselineArm, count: header.arms.count)
        for group in DecisionGroup.groups(header, assumptions: header.decision?.assumptions ?? []) {
            for arm in group.arms { baselines[arm] = group.baseline }
        }
        self.baselines = baselines
        self.runs = runs.map { $0.map { $0! } }
        numbers = Self.numbers(self.runs)
    }

    /// `numbers[kpi][arm][replication]`: the first value of `kpi` in that run, `nil` where the run
    /// did not measure it or does not report it.
    private static func numbers(_ runs: [[Run]]) -> [String: [[Double?]]] {
        var numbers: [String: [[Double?]]] = [:]
        let empty = runs.map { [Double?](repeating: nil, count: $0.count) }
        for (arm, replications) in runs.enumerated() {
            for (replication, run) in replications.enumerated() {
                for kpi in run.kpis.reversed() {
                    numbers[kpi.id, default: empty][arm][replication] = kpi.number
                }
            }
        }
        return numbers
    }

    /// The KPIs, in report order (taken from the first run).
    package var kpiIDs: [String] { runs.first?.first?.kpis.map(\.id) ?? [] }

    /// The value of `kpi` in each replication of `arm`; `nil` where the run did not measure it
    /// (`ReportNumber.notMeasured`, or a KPI it does not report).
    func measurements(_ kpi: String, arm: Int) -> [Double?] {
        numbers[kpi]?[arm] ?? [Double?](repeating: nil, count: runs[arm].count)
    }

    /// The values of `kpi` in the replications of `arm` that measured it.
    package func values(_ kpi: String, arm: Int) -> [Double] {
        measurements(kpi, arm: arm).compactMap { $0 }
    }

    /// Whether every replication of `arm` measured `kpi`. A decision rests only on these
    /// (docs/rules.md#not-measured).
    package func isMeasured(_ kpi: String, arm: Int) -> Bool {
        !measurements(kpi, arm: arm).contains(nil)
    }

    /// The replications of `arm` that measured `kpi`, and how many it ran: `sweep.md` prints a
    /// mean over fewer than all of them with the count (`coverage`), never one over all that
    /// counts the rest as 0 (docs/rules.md#not-measured).
    package func measuredRuns(_ kpi: String, arm: Int) -> (measured: Int, of: Int) {
        (values(kpi, arm: arm).count, runs[arm].count)
    }

    /// The replications in which both `arm` and `baseline` measured `kpi`, which a paired
    /// difference is taken over (`difference`), and how many replications there were.
    package func pairedRuns(_ kpi: String, arm: Int, against baseline: Int) -> (measured: Int, of: Int) {
        let pairs = zip(measurements(kpi, arm: arm), measurements(kpi, arm: baseline)).filter { $0.0 != nil && $0.1 != nil }
        return (pairs.count, runs[arm].count)
    }

    /// Invariant violations over all runs.
    package var violations: Int64 { runs.joined().reduce(0) { $0 + $1.violations } }

    /// Runs that violated an invariant or missed a declared probe.
    package var failedRuns: Int { runs.joined().filter { $0.violations > 0 || !$0.missingProbes.isEmpty }.count }

    /// The mean of `kpi` over the replications of `arm` that measured it, with its 95% interval
    /// kept within what the KPI can be by its unit (docs/rules.md#bounded-intervals).
    package func interval(_ kpi: String, arm: Int) -> Statistics.Interval {
        Statistics.confidenceInterval(values(kpi, arm: arm), within: KPICatalog.unit(of: kpi).bounds)
    }

    /// Comparison of one arm with the baseline arm on one KPI.
    package struct Difference: Sendable, Equatable {
        /// The paired difference (arm − baseline) and its interval, within what a difference of
        /// the KPI can be (docs/rules.md#bounded-intervals).
        package var interval: Statistics.Interval
        /// Var(arm) + Var(baseline): the variance the difference would have without common random numbers.
        package var independentVariance: Double
        /// The measured variance of the paired differences.
        package var pairedVariance: Double

        /// How many times smaller common random numbers make the variance of the difference.
        package var varianceReduction: Double? {
            pairedVariance > 0 ? independentVariance / pairedVariance : nil
        }
    }

    /// `kpi` of `arm` against the arm it is compared with (`baselines`).
    package func difference(_ kpi: String, arm: Int) -> Difference {
        difference(kpi, arm: arm, against: baselines[arm])
    }

    /// `kpi` of `arm` against `baseline`, replication by replication (a decision compares each arm
    /// with the baseline of its assumption group), over the replications that measured it in both.
    package func difference(_ kpi: String, arm: Int, against baseline: Int) -> Difference {
        let pairs = zip(measurements(kpi, arm: arm), measurements(kpi, arm: baseline)).compactMap { a, b in a.flatMap { a in b.map { (a, $0) } } }
        let a = pairs.map(\.0)
        let b = pairs.map(\.1)
        let paired = pairs.map { $0 - $1 }
        return Difference(interval: Statistics.differenceInterval(paired, within: KPICatalog.unit(of: kpi).bounds),
                          independentVariance: Statistics.variance(a) + Statistics.variance(b),
                          pairedVariance: Statistics.variance(paired))
    }
}
