import Harness

extension SweepDecision {
    /// Where a guardrail's 95% interval for the paired difference lies against its limit.
    package enum GuardrailStatus: Sendable, Equatable {
        /// The whole interval is on the safe side: lower bound ≥ −maxDrop (upper ≤ maxRise).
        case pass
        /// The whole interval is beyond the limit: upper bound < −maxDrop (lower > maxRise).
        case fail
        /// The interval straddles the limit, or there is no interval (one replication).
        case cannotTell
        /// Some run of the arm or of the baseline did not measure the KPI (`ReportNumber.notMeasured`,
        /// such as a rate with nothing to divide by): never a pass or a fail (docs/rules.md#not-measured).
        case notMeasured

        /// `pass`, `fail`, `cannot tell`, `not measurable`.
        package var text: String {
            switch self {
            case .pass: "pass"
            case .fail: "fail"
            case .cannotTell: "cannot tell"
            case .notMeasured: "not measurable"
            }
        }
    }

    /// What a decision says of one arm against its group's baseline.
    package enum Verdict: Sendable, Equatable {
        /// The objective's interval is above 0 and every guardrail passes.
        case better
        /// A guardrail fails (these KPIs), or with none failing, the objective's interval is below 0.
        case worse(failing: [String])
        /// The objective's paired difference is 0 in every replication.
        case identical
        /// Neither: about how many replications would tell (`nil`: more than `Statistics.replicationsCap`).
        case cannotTell(replicationsNeeded: Int?)
        /// One replication measures no spread, so no interval and no verdict.
        case oneReplication
        /// The objective or a guardrail (these KPIs) was not measured in some run of the arm or of
        /// the baseline, so nothing rests on it: the arm is never better.
        case notMeasured([String])

        /// The verdict in words: `better`, `worse: fails the caregiver.x guardrail`, `cannot tell at
        /// this replication count — needs about 11 replications`, ….
        package var text: String {
            switch self {
            case .better: "better"
            case .worse(let failing) where failing.isEmpty: "worse"
            case .worse(let failing): "worse: fails the \(failing.joined(separator: " and ")) guardrail" + (failing.count > 1 ? "s" : "")
            case .identical: "identical in every replication"
            case .cannotTell(let needed?):
                "cannot tell at this replication count — needs about \(ReportNumber.grouped(Int64(needed))) replications"
            case .cannotTell(nil):
                "cannot tell at this replication count — needs more than \(ReportNumber.grouped(Int64(Statistics.replicationsCap))) replications"
            case .oneReplication: "cannot tell from one replication — run at least 2"
            case .notMeasured(let kpis): "cannot tell: \(kpis.joined(separator: " and ")) not measurable in these runs"
            }
        }
    }

    /// One guardrail measured on one arm: its paired difference and where it lies.
    package struct GuardrailResult: Sendable, Equatable {
        package var difference: SweepResult.Difference
        package var status: GuardrailStatus
    }

    /// One arm judged against its group's baseline.
    package struct Judgement: Sendable, Equatable {
        package var arm: Int
        package var baseline: Int
        /// The objective's paired difference (arm − baseline) and its interval.
        package var objective: SweepResult.Difference
        /// Each guardrail's result, in the decision's order.
        package var guardrails: [GuardrailResult]
        package var verdict: Verdict
    }

    /// Where `interval` lies against `guardrail`'s limit (the bounds count as inside).
    package static func status(_ guardrail: Guardrail, _ interval: Statistics.Interval) -> GuardrailStatus {
        guard let lower = interval.lower, let upper = interval.upper else { return .cannotTell }
        let line = guardrail.threshold
        switch guardrail.direction {
        case .drop: return lower >= line ? .pass : upper < line ? .fail : .cannotTell
        case .rise: return upper <= line ? .pass : lower > line ? .fail : .cannotTell
        }
    }

    /// Judges `arm` against `baseline`, replication by replication.
    ///
    /// Not measured when the objective or a guardrail is `n/a` in a run of either (which the
    /// scenario reader refuses where it can know before the run, `ScenarioFile.checkKPIs`) —
    /// unless what was measured already makes it worse: a failed guardrail or an objective
    /// interval below 0.
    /// Worse when a guardrail fails (named) or the objective's interval is below 0; better when
    /// the objective's interval is above 0 and every guardrail passes; identical when the
    /// objective's difference is 0 in every replication; else cannot tell, with the replications
    /// that would: the largest, over the objective (if its interval holds 0) and each guardrail
    /// that cannot tell, of `Statistics.replicationsNeeded` for the distance from the mean
    /// difference to the line the decision turns on (0, or the guardrail's −maxDrop / +maxRise).
    package func judge(arm: Int, against baseline: Int, in result: SweepResult) -> Judgement {
        func measured(_ kpi: String) -> Bool { result.isMeasured(kpi, arm: arm) && result.isMeasured(kpi, arm: baseline) }
        let objective = result.difference(self.objective, arm: arm, against: baseline)
        let guardrails = self.guardrails.map { guardrail in
            let difference = result.difference(guardrail.kpi, arm: arm, against: baseline)
            return GuardrailResult(difference: difference,
                                   status: measured(guardrail.kpi) ? Self.status(guardrail, difference.interval) : .notMeasured)
        }
        let failing = zip(self.guardrails, guardrails).filter { $0.1.status == .fail }.map(\.0.kpi)
        let unmeasured = ([self.objective] + self.guardrails.map(\.kpi)).filter { !measured($0) }
        let objectiveBelowZero = measured(self.objective) && (objective.interval.upper.map { $0 < 0 } ?? false)
        let verdict: Verdict
        if !unmeasured.isEmpty {
            verdict = failing.isEmpty && !objectiveBelowZero ? .notMeasured(unmeasured) : .worse(failing: failing)
        } else if let lower = objective.interval.lower, let upper = objective.interval.upper {
            let mean = objective.interval.mean
            if !failing.isEmpty || upper < 0 {
                verdict = .worse(failing: failing)
            } else if lower > 0 && guardrails.allSatisfy({ $0.status == .pass }) {
                verdict = .better
            } else if objective.pairedVariance == 0 && mean == 0 {
                verdict = .identical
            } else {
                var undecided: [(difference: SweepResult.Difference, line: Double)] = lower > 0 ? [] : [(objective, 0)]
                for (guardrail, judged) in zip(self.guardrails, guardrails) where judged.status == .cannotTell {
                    undecided.append((judged.difference, guardrail.threshold))
                }
                let needed = undecided.map {
                    Statistics.replicationsNeeded(standardDeviation: $0.difference.pairedVariance.squareRoot(),
                                                  distance: abs($0.difference.interval.mean - $0.line), after: objective.interval.count)
                }
                verdict = .cannotTell(replicationsNeeded: needed.contains(nil) ? nil : needed.compactMap { $0 }.max())
            }
        } else {
            verdict = .oneReplication
        }
        return Judgement(arm: arm, baseline: baseline, objective: objective, guardrails: guardrails, verdict: verdict)
    }
}
