import CaregiverPersona
import Harness
import Model
@testable import Scenarios
import Sim
import Testing
import Time
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
        let full = try #require(Watchers.run(small, workers: 2))
        #expect(sum.totals == full.totals && sum.backend.sorted == full.backend.sorted)
    }

    @Test("two shards of a watchers run merge into the unsharded tally, every Supabase request in place")
    func shardsMerge() throws {
        let scenario = try Self.scenario(["populations.watchers.count=260", "days=5"])
        let whole = try #require(Watchers.run(scenario, workers: 2))
        var merged = try #require(Watchers.run(scenario, shard: Shard(index: 1, count: 2)!, workers: 2))
        merged.merge(try #require(Watchers.run(scenario, shard: Shard(index: 2, count: 2)!, workers: 2)))
        #expect(merged == whole && !whole.backend.requests.isEmpty)
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
        let watched = c[.watchNows] + c[.exploreWatches]
        #expect(c[.gatePrompts] == c[.feedbackFinished] + c[.feedbackAbandoned] + c[.feedbackSkipped] && c[.gatePrompts] <= watched)
        #expect(c[.evenings] > 1_000 && c[.watchNows] > 0 && c[.relaunches] > 0 && c[.titlesFinished] <= watched)
        #expect(c[.maturityUnlocks] <= 300)
    }

    /// The requests of `endpoint` in `tally`'s log, in time order.
    static func requests(_ tally: WatcherTally, _ endpoint: WatcherEndpoint) -> [BackendRequest] {
        tally.backend.sorted.filter { $0.endpoint == endpoint.rawValue }
    }

    @Test("Supabase requests follow what watchers did: an evening's 3 profile writes and Show me check, a recommendation's exclusion read and fetch, an insert per pick, decision and feedback answer, an event per launch, insert, Skip and empty state")
    func supabaseRequests() throws {
        let t = try #require(Self.run?.watchers)
        let c = t.totals
        func count(_ endpoint: WatcherEndpoint) -> Int64 { Int64(Self.requests(t, endpoint).count) }
        let inserts = c[.picksShown] + c[.watchNows] + c[.exploreWatches] + c[.notTonights] + c[.showAnothers] + c[.alreadySeens] + c[.feedbackFinished] + c[.feedbackAbandoned]
        let events = c[.launches] + inserts + c[.feedbackSkipped] + c[.emptyStates]
        #expect(count(.profileWrite) == 3 * c[.evenings] + c[.durationChanges] && count(.availabilityCheck) == c[.evenings] + c[.durationChanges])
        #expect(count(.seriesAvailability) > 0 && count(.seriesAvailability) < c[.evenings], "only evenings of Series/Binge")
        #expect(count(.exclusionRead) == c[.recommendations] && count(.candidates) == c[.recommendations])
        #expect(count(.interactionInsert) == inserts && count(.appEvent) == events)
        let candidates = Self.requests(t, .candidates)
        #expect(candidates.allSatisfy { $0.rows <= 1_000 } && candidates.reduce(0) { $0 + Int64($1.rows) } == c[.fetchRows])
        #expect(t.backend.requests.allSatisfy { !$0.failed } && Set(t.backend.requests.map(\.zone)) == [0, 1])
        let kpis = Watchers.kpiValues(t, try Self.scenario())
        #expect(kpis.first { $0.name == "supabase_requests" }?.value == String(t.backend.requests.count))
        #expect(kpis.first { $0.name == "supabase_rows_written" }?.value == String(3 * c[.evenings] + c[.durationChanges] + inserts + events))
    }

    @Test("a run longer than 28 days keeps the Supabase requests of its first 28 days; the KPIs and active users cover them")
    func backendWindow() throws {
        let scenario = try Self.scenario(["days=30", "populations.watchers.count=40", "populations.watchers.zones=[{zone: \"UTC\", weight: 1}]"])
        // One zone, UTC: a local date is the UTC date the window ends on.
        let t = try #require(Watchers.run(scenario, workers: 1))
        let last = try #require(t.backend.sorted.last)
        #expect(last.milliseconds < scenario.backendEnd.millisecondsSinceEpoch)
        #expect(last.milliseconds >= scenario.backendEnd.millisecondsSinceEpoch - 2 * Milliseconds.day, "the window's last days are kept")
        let late = scenario.reportedDates.suffix(2).reduce(0) { $0 + t.days.value(.evenings, day: $1) }
        let lateChanges = scenario.reportedDates.suffix(2).reduce(0) { $0 + t.days.value(.durationChanges, day: $1) }
        #expect(late > 0 && t.totals[.evenings] + t.totals[.durationChanges] - late - lateChanges == Int64(Self.requests(t, .availabilityCheck).count),
                "the evenings after the window are counted, their requests not kept")
        let inWindow = scenario.reportedDates.prefix(28).reduce(0) { $0 + t.days.value(.evenings, day: $1) }
        #expect(Watchers.backend(t, scenario).dailyActiveUsers == ReportNumber.ratio(inWindow, 28))
    }

    @Test("a fetch above Supabase's 1,000 rows pages: no request carries more, and the pages carry every title fetched")
    func candidatePages() throws {
        let t = try #require(Watchers.run(try Self.scenario(["populations.watchers.count=20", "days=7",
                                                             "populations.watchers.engine.fetchLimit=2500"]), workers: 2))
        let pages = Self.requests(t, .candidates)
        #expect(pages.allSatisfy { $0.rows <= 1_000 } && pages.reduce(0) { $0 + Int64($1.rows) } == t.totals[.fetchRows])
        #expect(Int64(pages.count) > t.totals[.recommendations] && pages.contains { $0.rows == 1_000 })
    }

    /// Watcher `agent` of `scenario` simulated alone: its requests are its own.
    static func alone(_ scenario: Scenario, _ agent: Int, _ catalog: TitleCatalog) -> WatcherTally {
        Watchers.simulate(scenario, agents: agent..<(agent + 1), shared: catalog, tracing: false, isCancelled: { false }).tally
    }

    @Test("an evening's requests follow its screens: the app opens 26.2 s before the pick, the three profile writes 5 s apart, Show me 5 s after the last, the pick 1.2 s later")
    func pickForMeTimeline() throws {
        let scenario = try Self.scenario(["populations.watchers.count=1", "days=7", "populations.watchers.eveningsPerWeek=7"])
        let t = Self.alone(scenario, 0, Watchers.sharedInput(for: scenario))
        let writes = Self.requests(t, .profileWrite).map(\.milliseconds)
        let checks = Self.requests(t, .availabilityCheck).map(\.milliseconds)
        let events = Set(Self.requests(t, .appEvent).map(\.milliseconds))
        let inserts = Set(Self.requests(t, .interactionInsert).map(\.milliseconds))
        #expect(checks.count == Int(t.totals[.evenings]) && writes.count == 3 * checks.count && !checks.isEmpty)
        for (evening, check) in checks.enumerated() {
            #expect(Array(writes[(3 * evening)..<(3 * evening + 3)]) == [check - 15_000, check - 10_000, check - 5_000])
            #expect(events.contains(check - 25_000) && inserts.contains(check + 1_200), "opened, and the pick shown")
        }
    }

    @Test("the exclusion read returns every pick shown before it, one row each, when nothing is rejected Not tonight")
    func exclusionRows() throws {
        let scenario = try Self.scenario(["populations.watchers.count=4", "days=28", "populations.watchers.eveningsPerWeek=7",
                                          "populations.watchers.showAnotherShare=1"])
        let catalog = Watchers.sharedInput(for: scenario)
        var checked = 0
        for agent in 0..<4 {
            let t = Self.alone(scenario, agent, catalog)
            guard t.totals[.emptyStates] == 0 && t.totals[.notTonights] == 0 else { continue }
            let reads = Self.requests(t, .exclusionRead)
            #expect(reads.count > 20 && reads.enumerated().allSatisfy { Int($1.rows) == $0 }, "watcher \(agent): each read showed one more")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test("exclusion read rows: shown in the last 30 days and rejected in the last 7, as of the read; older ones are not read")
    func exclusionReadWindows() throws {
        let scenario = try Self.scenario(["populations.watchers.count=1", "days=7"])
        let catalog = Watchers.sharedInput(for: scenario)
        var world = WatcherWorld(scenario: scenario, agents: 0..<1, shared: catalog, tracing: false)
        let day = Milliseconds.day
        let read = scenario.start.advanced(byMilliseconds: 3 * day)
        let titles = Array(catalog.titles.prefix(3))
        world.agents[0].profile.record(.shown, titles[0], having: world.agents[0].platforms, at: read.advanced(byMilliseconds: -30 * day))
        world.agents[0].profile.record(.shown, titles[1], having: world.agents[0].platforms, at: read.advanced(byMilliseconds: -30 * day + 1))
        world.agents[0].profile.record(.notTonight, titles[1], having: world.agents[0].platforms, at: read.advanced(byMilliseconds: -7 * day))
        world.agents[0].profile.record(.shown, titles[2], having: world.agents[0].platforms, at: read.advanced(byMilliseconds: -1))
        world.agents[0].profile.record(.notTonight, titles[2], having: world.agents[0].platforms, at: read.advanced(byMilliseconds: -7 * day + 1))
        world.recommendationRequests(0, fetched: 0, at: read, logged: read)
        let rows = Self.requests(world.tally, .exclusionRead).map(\.rows)
        #expect(rows == [3], "title 1 shown 30 days less 1 ms ago, title 2 shown and rejected within their windows; title 0 and title 1's rejection are out")
    }

    @Test("relaunches soon after Watch Now meet no prompt; relaunches hours later meet it")
    func gateTiming() throws {
        func relaunching(afterMinutes minutes: Int) throws -> Counters<WatcherMetric> {
            try #require(Watchers.run(try Self.scenario(["populations.watchers.count=120", "populations.watchers.relaunchAfterWatch=1",
                                                         "populations.watchers.relaunchMinutes=\(minutes)"]), workers: 2)).totals
        }
        let soon = try relaunching(afterMinutes: 10)
        let late = try relaunching(afterMinutes: 600)
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
        #expect(outcome.kpis.contains { $0.id == "watcher.acceptance_rate_week_2" } && outcome.kpis.contains { $0.id == "watcher.supabase_peak_requests_per_second" })
        let summary = report.files[0].contents
        #expect(summary.contains("## Watchers (GoodWatch)") && summary.contains("| feedback gate as specified |"))
        #expect(outcome.checkCount > outcome.caregivers.ledger.checks.values.reduce(0, +))
    }
}
