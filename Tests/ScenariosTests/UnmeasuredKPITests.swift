import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

/// A KPI a run cannot measure — Day-N retention when no install's date N is inside the run —
/// reads `n/a` wherever it is printed, never a 0 that a guardrail would pass on, and a decision
/// refuses to rest on it before the run.
@Suite("Unmeasured KPIs")
struct UnmeasuredKPITests {
    @Test("a 7-day run measures Day-1 retention and prints n/a for Day-7, 14 and 28, in kpis.csv and the summary")
    func shortRunPrintsNotMeasured() throws {
        let scenario = try Fixtures.smallScenario()
        let tally = try #require(Fixtures.smallRun)
        let kpis = Dictionary(uniqueKeysWithValues: Caregivers.kpiValues(tally, scenario).map { ($0.name, $0.value) })
        #expect(Double(try #require(kpis["d1_retention"])) != nil)
        #expect(["d7_retention", "d14_retention", "d28_retention"].map { kpis[$0] } == ["n/a", "n/a", "n/a"])
        let section = CaregiverReport.section(tally, scenario, comparisons: [], charts: [])
        #expect(section.contains("| d28_retention | n/a |"))
        #expect(!section.contains("| d1_retention | n/a |"))
    }

    @Test("Day-N retention is unmeasurable in runs of N days or fewer, and only those, in a steady zone", arguments: [1, 7, 14, 28])
    func unmeasurableUpToN(age: Int) throws {
        for days in [age, age + 1] {
            let scenario = try Fixtures.smallScenario(["days=\(days)", "rollouts=[]"])
            let reason = KPICatalog.unmeasurable("caregiver.d\(age)_retention", in: scenario)
            #expect((reason != nil) == (days <= age), "days \(days)")
        }
        #expect(KPICatalog.unmeasurable("caregiver.views", in: try Fixtures.smallScenario(["days=1", "rollouts=[]"])) == nil)
    }

    @Test("what the reader calls unmeasurable is what the run prints n/a, across daylight-saving changes that win or lose a date",
          arguments: [("2025-03-29T00:00:00Z", 7), ("2025-10-25T00:00:00Z", 8), ("2025-03-06T00:00:00Z", 7), ("2025-03-06T00:00:00Z", 8)])
    func agreesWithTheRun(start: String, days: Int) throws {
        let scenario = try Fixtures.smallScenario([
            "start=\"\(start)\"", "days=\(days)", "rollouts=[]", "probes=[]", "populations.caregivers.count=40",
            "populations.caregivers.zones=[{zone: \"Atlantic/Azores\", weight: 1}]", "populations.caregivers.travellers.share=0",
        ])
        let tally = try #require(Caregivers.run(scenario, workers: 1))
        let printed = Caregivers.kpiValues(tally, scenario).first { $0.name == "d7_retention" }?.value
        #expect((printed == ReportNumber.notMeasured) == (KPICatalog.unmeasurable("caregiver.d7_retention", in: scenario) != nil),
                "\(start), \(days) days: printed \(printed ?? "nothing")")
    }

    static let decided = """
    {
      name: "decide", seed: 7, start: "2025-03-06T00:00:00Z", days: 28,
      populations: { caregivers: { count: 10 } },
      sweep: { grid: { baseQuota: [2, 3] }, replications: 2 },
      decision: { objective: "caregiver.revenue_per_install", guardrails: [{ kpi: "caregiver.d28_retention", maxDrop: 0.01 }] },
    }
    """

    @Test("a decision guarding Day-28 retention in a 28-day run fails before the run, naming the key path, the reason and a fix")
    func decisionRefused() throws {
        #expect(throws: ScenarioError(file: "d.json5", line: 5, column: 79, path: "decision.guardrails[0].kpi", message:
            "expected a KPI this run can measure, got \"caregiver.d28_retention\": Day-28 retention counts installs still seen 28 local "
            + "dates after their install date, and this run's last full date is at most 27 local dates after its start in every home zone: "
            + "make the run longer (days 29 or more), or use a shorter retention")) {
            try ScenarioFile.parse(Self.decided, file: "d.json5")
        }
        #expect(try ScenarioFile.parse(Self.decided, file: "d.json5", overrides: ["days=29"]).decision != nil)
    }

    @Test("a grid arm too short for the guarded retention is refused before the sweep, naming the arm")
    func shortArmRefused() throws {
        try withTemporaryFolder("unmeasured") { folder in
            let path = folder.appendingPathComponent("decide.json5").path
            try Data(Self.decided.utf8).write(to: URL(fileURLWithPath: path))
            let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["2"]), .init(key: "days", values: ["40", "20"])], replications: 1)
            let refusal = ScenarioError(file: path, path: "sweep.grid", message: "arm baseQuota=2, days=20: decision.guardrails[0].kpi: "
                + "expected a KPI this run can measure, got \"caregiver.d28_retention\": Day-28 retention counts installs still seen 28 local "
                + "dates after their install date, and this run's last full date is at most 19 local dates after its start in every home zone: "
                + "make the run longer (days 29 or more), or use a shorter retention")
            #expect(throws: refusal) {
                try SweepRun.prepare(path: path, overrides: ["days=40"], plan: plan, independent: false)
            }
        }
    }

    /// Two arms × 3 replications; the guardrail KPI is `n/a` in arm 1's second replication, and
    /// Day-14 retention in every run.
    static func partlyMeasured() -> SweepResult {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: 3)
        var result = SweepDecisionTests.result(plan, [
            (kpi: "caregiver.views", arms: [[100, 101, 102], [90, 91, 92]]),
            (kpi: "caregiver.revenue_per_install", arms: [[0.2, 0.21, 0.22], [0.25, 0.26, 0.27]]),
            (kpi: "caregiver.d28_retention", arms: [[0.06, 0.06, 0.06], [0.05, 0.05, 0.05]]),
            (kpi: "caregiver.d14_retention", arms: [[0, 0, 0], [0, 0, 0]]),
        ])
        result.runs[1][1].kpis[2].value = ReportNumber.notMeasured
        for arm in 0..<2 {
            for replication in 0..<3 { result.runs[arm][replication].kpis[3].value = ReportNumber.notMeasured }
        }
        return result
    }

    @Test("a KPI one run did not measure is n/a in the decision, its verdict says so, and it is never averaged as 0")
    func decisionOnUnmeasured() throws {
        let result = Self.partlyMeasured()
        #expect(result.isMeasured("caregiver.d28_retention", arm: 0) && !result.isMeasured("caregiver.d28_retention", arm: 1))
        #expect(result.values("caregiver.d28_retention", arm: 1) == [0.05, 0.05])
        let decision = SweepDecision(objective: "caregiver.revenue_per_install",
                                     guardrails: [.init(kpi: "caregiver.d28_retention", direction: .drop, limit: 0.001)])
        let judgement = decision.judge(arm: 1, against: 0, in: result)
        #expect(judgement.guardrails[0].status == .notMeasured)
        #expect(judgement.verdict == .notMeasured(["caregiver.d28_retention"]))
        #expect(judgement.verdict.text == "cannot tell: caregiver.d28_retention not measurable in these runs")
        let table = DecisionTable(result, decision: decision).markdown(result)
        #expect(table.contains("| n/a: not measurable | cannot tell: caregiver.d28_retention not measurable in these runs |"))
        #expect(table.contains("**Best:** keep the baseline (baseQuota=3) — no arm is safely better. Not judged, a KPI not measurable in its "
            + "runs or its baseline's: baseQuota=4 (caregiver.d28_retention)."))
    }

    @Test("a baseline that did not measure a guardrail in every run leaves the other arms unjudged, never better: keep the baseline, naming them")
    func baselineUnmeasured() throws {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: 3)
        var result = SweepDecisionTests.result(plan, [
            (kpi: "caregiver.revenue_per_install", arms: [[0.2, 0.21, 0.22], [0.25, 0.26, 0.27]]),
            (kpi: "caregiver.d28_retention", arms: [[0.06, 0.06, 0.06], [0.05, 0.05, 0.05]]),
        ])
        result.runs[0][1].kpis[1].value = ReportNumber.notMeasured
        let decision = SweepDecision(objective: "caregiver.revenue_per_install",
                                     guardrails: [.init(kpi: "caregiver.d28_retention", direction: .drop, limit: 0.001)])
        let table = DecisionTable(result, decision: decision)
        #expect(table.best == [nil])
        #expect(table.judgements[0].map(\.verdict) == [.notMeasured(["caregiver.d28_retention"])])
        #expect(table.markdown(result).contains("**Best:** keep the baseline (baseQuota=3) — no arm is safely better. Not judged, a KPI "
            + "not measurable in its runs or its baseline's: baseQuota=4 (caregiver.d28_retention)."))
    }

    @Test("sweep.md leads with per-install figures; an arm's mean and Δ over the runs that measured a KPI say how many; a KPI no run measured is n/a with no chart")
    func sweepReport() throws {
        let files = SweepReport(Self.partlyMeasured()).files
        let markdown = try #require(files.first { $0.name == "sweep.md" }?.contents)
        let revenue = try #require(markdown.range(of: "### caregiver.revenue_per_install"))
        let retention = try #require(markdown.range(of: "### caregiver.d28_retention"))
        let views = try #require(markdown.range(of: "### caregiver.views"))
        #expect(revenue.lowerBound < retention.lowerBound && retention.lowerBound < views.lowerBound)
        #expect(markdown.contains("| baseQuota=3 | 6.0% | 6.0% to 6.0% | baseline | | |"))
        #expect(markdown.contains("| baseQuota=4 | 5.0% (2 of 3 runs) | 5.0% to 5.0% | -1.0 pp (2 of 3 runs) | -1.0 pp to -1.0 pp | — |"))
        #expect(markdown.contains("| caregiver.d28_retention | — (2 of 3 runs) |"))
        #expect(markdown.contains("### caregiver.d14_retention\n\n| arm | mean | 95% interval | Δ vs baseline | Δ 95% interval | Var ratio |\n"
            + "|---|---:|---:|---:|---:|---:|\n| baseQuota=3 | n/a | | | | |\n| baseQuota=4 | n/a | | | | |\n"))
        #expect(files.contains { $0.name == "chart-caregiver-views.svg" })
        let chart = try #require(files.first { $0.name == "chart-caregiver-d28_retention.svg" }?.contents)
        #expect(chart.contains(">4 (2/3)</text>") && chart.contains(">3</text>"), "the partly measured arm's point says over how many runs")
        #expect(!files.contains { $0.name == "chart-caregiver-d14_retention.svg" })
        #expect(!markdown.contains("chart-caregiver-d14_retention.svg"))
    }

    @Test("the reading order: the decision's KPIs, then each persona's leading KPIs, then the rest in report order")
    func readingOrder() {
        let ids = ["caregiver.views", "caregiver.searches", "caregiver.revenue_per_install", "caregiver.d1_retention", "watcher.picks"]
        let decision = SweepDecision(objective: "caregiver.searches")
        #expect(KPICatalog.readingOrder(ids, decision: decision)
                == ["caregiver.searches", "caregiver.revenue_per_install", "caregiver.d1_retention", "caregiver.views", "watcher.picks"])
        #expect(KPICatalog.readingOrder(ids, decision: nil).first == "caregiver.revenue_per_install")
    }
}
