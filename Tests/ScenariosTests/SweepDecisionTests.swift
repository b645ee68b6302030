import Foundation
import Harness
@testable import Scenarios
import Testing

/// A sweep's `decision`: read strictly from the scenario file, and worked out into verdicts on
/// synthetic results (no simulation).
@Suite("Sweep decisions")
struct SweepDecisionTests {
    static let scenario = """
    {
      name: "decide",
      seed: 7,
      start: "2025-03-06T00:00:00Z",
      days: 3,
      populations: { caregivers: { count: 10, zones: [{ zone: "Europe/London", weight: 1 }] } },
      sweep: { grid: { baseQuota: [3, 4], "populations.caregivers.adPropensity": [0.2, 0.8] }, replications: 3 },
      decision: {
        objective: "caregiver.revenue_per_1000_user_days",
        guardrails: [{ kpi: "caregiver.quota_sheet_user_day_share", maxRise: 0.05 }, { kpi: "caregiver.views_per_user_day", maxDrop: 0.1 }],
        assumptions: ["populations.caregivers.adPropensity"],
      },
    }
    """

    static let expected = SweepDecision(
        objective: "caregiver.revenue_per_1000_user_days",
        guardrails: [.init(kpi: "caregiver.quota_sheet_user_day_share", direction: .rise, limit: 0.05),
                     .init(kpi: "caregiver.views_per_user_day", direction: .drop, limit: 0.1)],
        assumptions: ["populations.caregivers.adPropensity"])

    @Test("a decision reads its objective, guardrails (maxDrop or maxRise) and assumptions")
    func reads() throws {
        #expect(try ScenarioFile.parse(Self.scenario, file: "d.json5").decision == Self.expected)
    }

    @Test("an assumption may name its grid key's setting another way (remoteConfig.baseQuota for baseQuota)")
    func assumptionBySetting() throws {
        let scenario = try ScenarioFile.parse(Self.scenario, file: "d.json5", overrides: [#"decision.assumptions=["remoteConfig.baseQuota"]"#])
        #expect(scenario.decision?.assumptions == ["remoteConfig.baseQuota"])
    }

    @Test("a bad decision from --set names the whole --set, the key path, what was expected and what came")
    func badOverride() {
        #expect(throws: ScenarioError(file: #"--set decision.assumptions=["days"]"#, path: "decision.assumptions[0]",
                                      message: #"expected a key of sweep.grid (one of: "baseQuota", "populations.caregivers.adPropensity"), got "days""#)) {
            try ScenarioFile.parse(Self.scenario, file: "d.json5", overrides: [#"decision.assumptions=["days"]"#])
        }
    }

    @Test("quota-tuning decides on revenue with a guardrail on a share KPI the caregivers report")
    func quotaTuning() throws {
        let scenario = try ScenarioFile.load(path: Fixtures.root.appendingPathComponent("scenarios/quota-tuning.json5").path)
        let decision = try #require(scenario.decision)
        #expect(decision.objective == "caregiver.revenue_per_1000_user_days")
        #expect(decision.guardrails.map(\.kpi) == ["caregiver.quota_sheet_user_day_share"])
        #expect(KPICatalog.unit(of: decision.guardrails[0].kpi) == .share)
    }

    @Test("a scenario without a decision encodes none (its fingerprint is what it was); one with it encodes it as the file writes it")
    func encoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var scenario = try ScenarioFile.parse(Self.scenario, file: "d.json5")
        let with = String(decoding: try encoder.encode(scenario), as: UTF8.self)
        #expect(with.contains(#""decision":{"assumptions":["populations.caregivers.adPropensity"],"guardrails":[{"kpi":"caregiver.quota_sheet_user_day_share","maxRise":0.05},{"kpi":"caregiver.views_per_user_day","maxDrop":0.1}],"objective":"caregiver.revenue_per_1000_user_days"}"#))
        scenario.decision = nil
        #expect(!String(decoding: try encoder.encode(scenario), as: UTF8.self).contains(#""decision""#))
    }

    @Test("every KPI of every persona has a unit from its persona")
    func everyKPIHasAUnit() throws {
        let scenario = try ScenarioFile.parse(DefaultScenario.text, file: DefaultScenario.path)
        for persona in Personas.all where persona.runs(in: scenario) {
            for name in persona.kpiNames(in: scenario) {
                #expect(persona.unit(ofKPI: name) != nil, "\(persona.singular).\(name)")
            }
            #expect(persona.unit(ofKPI: "no_such_kpi") == nil)
        }
        #expect(KPICatalog.unit(of: "caregiver.revenue_per_1000_user_days") == .money(.dollars))
        #expect(KPICatalog.unit(of: "caregiver.subscription_revenue_cents") == .money(.cents))
        #expect(KPICatalog.unit(of: "caregiver.views") == .count)
        #expect(KPICatalog.unit(of: "caregiver.views_per_user_day") == .number)
        #expect(KPICatalog.unit(of: "watcher.acceptance_rate_week_2") == .share)
        #expect(KPICatalog.unit(of: "journaler.bloom_conversion") == .share)
        #expect(KPICatalog.unit(of: "listener.mean_chart_correlation") == .number)
    }

    // MARK: - Verdicts on synthetic results

    /// A sweep result made by hand: `values[kpi][arm][replication]`, KPIs in the order given.
    static func result(_ plan: SweepPlan, baselineArm: Int = 0, _ values: [(kpi: String, arms: [[Double]])]) -> SweepResult {
        let header = SweepHeader(version: "test", scenario: "synthetic", scenarioFingerprint: "0", seed: 1, scenarioPath: "s.json5",
                                 plan: plan, independent: false, baselineArm: baselineArm)
        let tasks = plan.arms.indices.flatMap { arm in
            (0..<plan.replications).map { replication in
                SweepTask(arm: arm, replication: replication, run: SweepResult.Run(
                    seed: UInt64(replication), kpis: values.map { entry in
                        let id = entry.kpi.split(separator: ".", maxSplits: 1)
                        return KPIValue(persona: String(id[0]), name: String(id[1]), value: String(entry.arms[arm][replication]))
                    }, violations: 0, missingProbes: [], armReport: []))
            }
        }
        return SweepResult(header: header, tasks: tasks)!
    }

    static let objective = "caregiver.revenue_per_1000_user_days"
    static let share = "caregiver.quota_sheet_user_day_share"

    /// Two arms (baseQuota 3 the baseline, 4), the objective's paired differences `differences`.
    static func twoArms(_ differences: [Double], guardrail: [Double]? = nil) -> SweepResult {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: differences.count)
        let base = differences.map { _ in 40.0 }
        var values = [(kpi: objective, arms: [base, zip(base, differences).map { $0 + $1 }])]
        if let guardrail { values.append((share, [differences.map { _ in 0.3 }, guardrail.map { 0.3 + $0 }])) }
        return result(plan, values)
    }

    @Test("the hand example: R = 10, Δ̄ = 0.021, s = 0.030 → half-width 0.02146, cannot tell; needs about 11 (2.228 · 0.030 / √11 = 0.02015)")
    func handExample() throws {
        #expect(Statistics.replicationsNeeded(standardDeviation: 0.030, distance: 0.021, after: 10) == 11)
        let spread = 0.030 * (0.9).squareRoot()
        let differences = (0..<10).map { 0.021 + ($0 % 2 == 0 ? spread : -spread) }
        let judgement = SweepDecision(objective: Self.objective).judge(arm: 1, against: 0, in: Self.twoArms(differences))
        #expect(abs(judgement.objective.pairedVariance.squareRoot() - 0.030) < 1e-12)
        let interval = judgement.objective.interval
        #expect(abs(try #require(interval.upper) - interval.mean - 0.02146) < 0.00001)
        #expect(abs(interval.mean - (try #require(interval.lower)) - 0.02146) < 0.00001)
        #expect(judgement.verdict == .cannotTell(replicationsNeeded: 11))
        #expect(judgement.verdict.text == "cannot tell at this replication count — needs about 11 replications")
    }

    @Test("a guardrail passes when its interval stays within the limit (bounds included), fails when wholly beyond, else cannot tell",
          arguments: [
              (SweepDecision.Guardrail.Direction.drop, -0.005, 0.003, SweepDecision.GuardrailStatus.pass),
              (.drop, -0.01, 0.0, .pass), (.drop, -0.03, -0.011, .fail), (.drop, -0.02, 0.0, .cannotTell),
              (.rise, -0.003, 0.005, .pass), (.rise, 0.0, 0.01, .pass), (.rise, 0.011, 0.03, .fail), (.rise, 0.0, 0.02, .cannotTell),
          ])
    func guardrailStatus(_ direction: SweepDecision.Guardrail.Direction, _ lower: Double, _ upper: Double, _ expected: SweepDecision.GuardrailStatus) {
        let guardrail = SweepDecision.Guardrail(kpi: Self.share, direction: direction, limit: 0.01)
        let interval = Statistics.Interval(mean: (lower + upper) / 2, halfWidth: (upper - lower) / 2, count: 5)
        #expect(SweepDecision.status(guardrail, interval) == expected)
        #expect(SweepDecision.status(guardrail, Statistics.Interval(mean: 0, halfWidth: nil, count: 1)) == .cannotTell)
    }

    @Test("verdicts: better, worse by the objective, worse naming a failed guardrail, identical, more than 10,000, one replication")
    func verdicts() {
        let decision = SweepDecision(objective: Self.objective, guardrails: [.init(kpi: Self.share, direction: .rise, limit: 0.05)])
        func verdict(_ differences: [Double], _ guardrail: [Double]) -> SweepDecision.Verdict {
            decision.judge(arm: 1, against: 0, in: Self.twoArms(differences, guardrail: guardrail)).verdict
        }
        #expect(verdict([2, 2.5, 3], [0.01, 0.02, 0.01]) == .better)
        #expect(verdict([-2, -2.5, -3], [0.01, 0.02, 0.01]) == .worse(failing: []))
        #expect(verdict([2, 2.5, 3], [0.08, 0.09, 0.08]) == .worse(failing: [Self.share]))
        #expect(verdict([0, 0, 0], [0.01, 0.02, 0.01]) == .identical)
        #expect(verdict([-1, 1, 0.001], [0.01, 0.02, 0.01]) == .cannotTell(replicationsNeeded: nil))
        #expect(verdict([2], [0.01]) == .oneReplication)
        #expect(SweepDecision.Verdict.worse(failing: [Self.share]).text == "worse: fails the caregiver.quota_sheet_user_day_share guardrail")
        #expect(SweepDecision.Verdict.identical.text == "identical in every replication")
        #expect(SweepDecision.Verdict.cannotTell(replicationsNeeded: nil).text == "cannot tell at this replication count — needs more than 10,000 replications")
    }

    @Test("an objective already above 0 waits on an undecided guardrail: the replications are the guardrail's")
    func undecidedGuardrail() {
        let decision = SweepDecision(objective: Self.objective, guardrails: [.init(kpi: Self.share, direction: .rise, limit: 0.05)])
        let guardrail = [0.01, 0.06, 0.035, 0.05, 0.02]
        let judgement = decision.judge(arm: 1, against: 0, in: Self.twoArms([2, 2.5, 3, 2.2, 2.8], guardrail: guardrail))
        #expect(judgement.guardrails[0].status == .cannotTell)
        let s = Statistics.variance(guardrail).squareRoot()
        let needed = Statistics.replicationsNeeded(standardDeviation: s, distance: 0.05 - Statistics.mean(guardrail), after: 5)
        #expect(needed != nil && judgement.verdict == .cannotTell(replicationsNeeded: needed))
    }

    @Test("best only where safe: an arm with a higher objective whose guardrail cannot tell is not best; the page keeps the baseline and says what would tell")
    func bestOnlyWhereSafe() {
        let decision = SweepDecision(objective: Self.objective, guardrails: [.init(kpi: Self.share, direction: .rise, limit: 0.05)])
        // The objective is clearly up; the guardrail's point estimate (+6.0 pp) is past its 5 pp limit, its interval straddles it.
        let undecided = Self.twoArms([2, 2.5, 3], guardrail: [0.02, 0.10, 0.06])
        let table = DecisionTable(undecided, decision: decision)
        guard case .cannotTell = table.judgements[0][0].verdict else {
            Issue.record("expected cannot tell, got \(table.judgements[0][0].verdict)")
            return
        }
        #expect(table.best == [nil])
        #expect(table.recommended == [0])
        let markdown = table.markdown(undecided)
        #expect(markdown.contains("**Best:** keep the baseline (baseQuota=3) — no arm is safely better; the undecided arm with the highest mean "
                                  + "caregiver.revenue_per_1000_user_days, baseQuota=4 ($42.5), cannot tell at this replication count — needs about "))

        let safe = Self.twoArms([2, 2.5, 3], guardrail: [0.01, 0.02, 0.01])
        let decided = DecisionTable(safe, decision: decision)
        #expect(decided.best == [1])
        #expect(decided.markdown(safe).contains("**Best:** baseQuota=4 — better than the baseline, with the highest mean "
                                                + "caregiver.revenue_per_1000_user_days ($42.5) of the arms judged better (every guardrail's interval within its limit)."))
    }

    /// baseQuota 3 and 4 × adPropensity 0.2 and 0.8, adPropensity an assumption; at 0.2 baseQuota 3
    /// earns more, at 0.8 baseQuota 4 does — unless its quota sheets rise past the guardrail.
    static func assumed(quotaSheetRiseAt08: Double) -> (SweepResult, SweepDecision) {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"]),
                                          .init(key: "populations.caregivers.adPropensity", values: ["0.2", "0.8"])], replications: 3)
        // Arms: (3, 0.2), (3, 0.8), (4, 0.2), (4, 0.8).
        let revenue: [[Double]] = [[10, 11, 12], [20, 21, 22], [9, 10, 10.5], [22, 23, 24.5]]
        let sheets: [[Double]] = [[0.3, 0.3, 0.3], [0.2, 0.2, 0.2], [0.25, 0.26, 0.24],
                                  [0.2 + quotaSheetRiseAt08, 0.21 + quotaSheetRiseAt08, 0.19 + quotaSheetRiseAt08]]
        let decision = SweepDecision(objective: objective, guardrails: [.init(kpi: share, direction: .rise, limit: 0.05)],
                                     assumptions: ["populations.caregivers.adPropensity"])
        return (result(plan, [(objective, revenue), (share, sheets)]), decision)
    }

    @Test("arms group by their assumption values; each group's baseline has the sweep baseline's choices")
    func groups() {
        let (result, decision) = Self.assumed(quotaSheetRiseAt08: 0)
        #expect(DecisionGroup.groups(result.header, assumptions: decision.assumptions) == [
            DecisionGroup(assumptions: ["populations.caregivers.adPropensity=0.2"], arms: [0, 2], baseline: 0),
            DecisionGroup(assumptions: ["populations.caregivers.adPropensity=0.8"], arms: [1, 3], baseline: 1),
        ])
        let table = DecisionTable(result, decision: decision)
        #expect(table.judgements.map { $0.map(\.baseline) } == [[0], [1]])
        #expect(table.judgements.map { $0.map(\.verdict) } == [[.worse(failing: [])], [.better]])
    }

    @Test("when the best choice differs between assumptions, one sentence says so; when not, one says it holds under every assumption")
    func flip() {
        let (flipping, decision) = Self.assumed(quotaSheetRiseAt08: 0)
        let table = DecisionTable(flipping, decision: decision)
        #expect(table.best == [nil, 3])
        #expect(table.recommended == [0, 3])
        let markdown = table.markdown(flipping)
        #expect(markdown.contains("\nThe best baseQuota depends on the assumption: 3 at adPropensity 0.2, 4 at adPropensity 0.8.\n"))
        #expect(markdown.contains("\n### Assuming populations.caregivers.adPropensity=0.8\n"))
        #expect(markdown.contains("\n| baseQuota=4 | $23.2 | +$2.17 | +$1.45 to +$2.88 | 0.00 pp: pass | better |\n"))

        let (guarded, _) = Self.assumed(quotaSheetRiseAt08: 0.1)
        let held = DecisionTable(guarded, decision: decision)
        #expect(held.best == [nil, nil])
        #expect(held.recommended == [0, 1])
        #expect(held.judgements[1][0].verdict == .worse(failing: [Self.share]))
        #expect(held.markdown(guarded).contains("\nThe best baseQuota is 3 under every assumption.\n"))
    }
}
