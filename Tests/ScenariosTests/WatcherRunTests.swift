import CaregiverPersona
import Harness
import Model
@testable import Scenarios
import Sim
import Testing
import WatcherPersona

@Suite("Watchers")
struct WatcherRunTests {
    static func scenario(_ overrides: [String] = []) throws -> Scenario {
        try Fixtures.smallScenario(["populations.caregivers.count=0", "populations.watchers.count=300", "days=14",
                                    "populations.watchers.catalogTitles=6000",
                                    "populations.watchers.zones=[{zone: \"Asia/Kolkata\", weight: 2}, {zone: \"America/Los_Angeles\", weight: 1}]"]
                                   + overrides)
    }

    /// The scenario run once (2 workers), shared by the tests that read it as it is.
    static let run: RunOutcome? = (try? scenario()).flatMap { ScenarioRun.run($0, scenarioPath: "small.json5", workers: 2) }

    @Test("the same numbers for any worker count, and each watcher replayed alone adds up to the run")
    func determinism() throws {
        let two = try #require(Self.run?.watchers)
        #expect(try #require(Watchers.run(try Self.scenario(), workers: 1)) == two)
        let small = try Self.scenario(["populations.watchers.count=10"])
        var sum = WatcherTally(scenario: small)
        for agent in 0..<10 { sum.merge(Watchers.replay(small, agent: agent).tally) }
        #expect(sum.totals == (try #require(Watchers.run(small, workers: 2))).totals)
    }

    @Test("every invariant is checked and holds; the counts add up")
    func invariantsAndCounts() throws {
        let t = try #require(Self.run?.watchers)
        #expect(WatcherInvariant.allCases.allSatisfy { t.ledger.checks[$0] > 0 } && !t.ledger.isViolated)
        let c = t.totals
        #expect(c[.recommendations] == c[.picksShown] + c[.emptyStates] && c[.fetchRequests] == c[.recommendations])
        #expect(c[.servedFullMatch] + c[.servedWiderTags] + c[.servedWiderRuntime] + c[.servedAnyAboveGate] == c[.picksShown])
        let decided = c[.watchNows] + c[.notTonights] + c[.showAnothers] + c[.alreadySeens]
        #expect(decided <= c[.picksShown] && decided >= c[.picksShown] - 300, "at most one undecided pick a watcher at the end")
        #expect(c[.gatePrompts] == c[.feedbackFinished] + c[.feedbackAbandoned] + c[.feedbackSkipped] && c[.gatePrompts] <= c[.watchNows])
        #expect(c[.evenings] > 1_000 && c[.watchNows] > 0 && c[.relaunches] > 0 && c[.titlesFinished] <= c[.watchNows])
        #expect(c[.maturityUnlocks] <= 300 && t.minutes.peak(.requests) >= t.minutes.percentile(.requests, 0.95))
    }

    @Test("relaunches soon after Watch Now meet no prompt; relaunches hours later meet it")
    func gateTiming() throws {
        let soon = try #require(Watchers.run(try Self.scenario(["populations.watchers.relaunchAfterWatch=1",
                                                                  "populations.watchers.relaunchMinutes=10"]), workers: 2)).totals
        let late = try #require(Watchers.run(try Self.scenario(["populations.watchers.relaunchAfterWatch=1",
                                                                  "populations.watchers.relaunchMinutes=600"]), workers: 2)).totals
        #expect(soon[.relaunchPrompts] * 20 < soon[.relaunches], "10 minutes on average: few relaunches reach 2 h")
        #expect(late[.relaunchPrompts] * 2 > late[.relaunches], "10 hours on average: most do")
    }

    @Test("a watcher's trace names the mood, each pick with its level and score, the decision and the feedback")
    func trace() throws {
        let trace = Watchers.replay(try Self.scenario(), agent: 5).trace
        #expect(trace.contains { $0.contains(" launches: ") } && trace.contains { $0.contains(" shown ") && $0.contains(" by ") })
        #expect(trace.contains { $0.contains("Watch Now") } && trace.contains { $0.contains("feedback prompt for title") })
    }

    @Test("a stricter quality gate (a sweepable setting) leaves more evenings empty and serves more picks from looser levels")
    func qualityGate() throws {
        let app = try #require(Self.run?.watchers).totals
        let strict = try #require(Watchers.run(try Self.scenario(["populations.watchers.engine.qualityGate=85",
                                                                    "populations.watchers.engine.matureQualityGate=85"]), workers: 2)).totals
        #expect(strict[.emptyStates] > app[.emptyStates])
        #expect(Double(strict[.servedFullMatch]) / Double(strict[.picksShown]) < Double(app[.servedFullMatch]) / Double(app[.picksShown]))
    }

    @Test("watcher settings are read strictly")
    func settings() throws {
        #expect(try Self.scenario(["populations.watchers.picksPerEvening=2"]).watchers.picksPerEvening == 2)
        #expect(throws: ScenarioError.self) { try Self.scenario(["populations.watchers.picksPerEvenin=2"]) }
        #expect(throws: ScenarioError.self) { try Self.scenario(["populations.watchers.moods=[1, 2]"]) }
        #expect(throws: ScenarioError.self) { try Self.scenario(["populations.watchers.eveningsPerWeek=8"]) }
        #expect(throws: ScenarioError.self) { try Self.scenario(["populations.watchers.engine.qualityGate=101"]) }
        #expect(try Self.scenario(["populations.watchers.engine.fetchLimit=50"]).watchers.engine.fetchLimit == 50)
    }

    @Test("a run with watchers reports them: KPI rows, watchers-daily.csv, a weekly chart, and their invariants in the summary")
    func report() throws {
        let outcome = try #require(Self.run)
        let report = RunReport(outcome)
        #expect(report.files.map(\.name).suffix(4) == ["watchers-daily.csv", "watchers-per-week.svg", "backend.csv", "backend-day.svg"])
        #expect(outcome.kpis.contains { $0.id == "watcher.acceptance_rate_week_2" } && outcome.kpis.contains { $0.id == "watcher.p95_requests_per_utc_minute" })
        let summary = report.files[0].contents
        #expect(summary.contains("## Watchers (GoodWatch)") && summary.contains("| feedback gate as specified |"))
        #expect(outcome.checkCount > outcome.caregivers.ledger.checks.values.reduce(0, +))
    }
}
