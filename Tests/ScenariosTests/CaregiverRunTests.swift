import CaregiverPersona
import Foundation
import Harness
import Model
@testable import Scenarios
import Sim
import TestSupport
import Testing

@Suite("Caregiver runs")
struct CaregiverRunTests {
    @Test("the tally and every report file are identical for 1, 2 and 3 workers", .long)
    func workerCountDoesNotMatter() throws {
        let scenario = try Fixtures.smallScenario()
        let two = try #require(Fixtures.smallRun)
        let report = RunReport(RunOutcome(scenario: scenario, scenarioPath: "small.json5", tallies: [two]))
        for workers in [1, 3] {
            let other = try #require(Caregivers.run(scenario, workers: workers))
            #expect(other == two)
            let otherReport = RunReport(RunOutcome(scenario: scenario, scenarioPath: "small.json5", tallies: [other]))
            #expect(otherReport.files.map(\.contents) == report.files.map(\.contents))
        }
    }

    @Test("another seed gives different numbers")
    func seedMatters() throws {
        let other = try #require(Caregivers.run(try Fixtures.smallScenario(["seed=12"]), workers: 2))
        #expect(other.totals != (try #require(Fixtures.smallRun)).totals)
    }

    @Test("replaying each caregiver alone adds up to the full run: agents live the same lives alone")
    func replayReproducesEachAgent() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=12", "populations.caregivers.travellers.share=0.5",
                                                   "populations.caregivers.clockChangers.share=0.5"])
        let full = try #require(Caregivers.run(scenario, workers: 2))
        #expect(full.totals[.trips] > 0 && full.totals[.clockChanges] > 0, "travellers and clock changers are among them")
        var sum = CaregiverTally(scenario: scenario)
        for agent in 0..<12 { sum.merge(Caregivers.replay(scenario, agent: agent).tally) }
        #expect(sum.totals == full.totals)
        #expect(sum.days == full.days)
        #expect(sum.backend.sorted == full.backend.sorted)
        #expect(sum.probes == full.probes)
    }

    @Test("adding caregivers leaves the existing caregivers' lives unchanged")
    func populationGrowthKeepsAgents() throws {
        let small = try Fixtures.smallScenario(["populations.caregivers.count=5"])
        let large = try Fixtures.smallScenario(["populations.caregivers.count=20"])
        for agent in 0..<5 {
            #expect(Caregivers.replay(small, agent: agent).trace == Caregivers.replay(large, agent: agent).trace)
        }
    }

    @Test("the small scenario passes every invariant and reaches its probes")
    func smallScenarioPasses() throws {
        let scenario = try Fixtures.smallScenario()
        let tally = try #require(Fixtures.smallRun)
        let outcome = RunOutcome(scenario: scenario, scenarioPath: "small.json5", tallies: [tally])
        #expect(outcome.violationCount == 0)
        #expect(outcome.missingProbes.isEmpty)
        #expect(CaregiverInvariant.allCases.allSatisfy { tally.ledger.checks[$0] > 0 }, "every invariant was exercised")
        #expect(tally.totals[.trips] > 0 && tally.totals[.clockChanges] > 0 && tally.totals[.adsCompleted] > 0)
    }

    @Test("a probe the run never reaches fails the run")
    func missingProbeFails() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.clockChangers.share=0", "probes=[\"resetByClockChange\"]"])
        let tally = try #require(Caregivers.run(scenario, workers: 1))
        let outcome = RunOutcome(scenario: scenario, scenarioPath: "small.json5", tallies: [tally])
        #expect(outcome.missingProbes == ["resetByClockChange"] && outcome.requiredProbeCount == 1)
        #expect(!outcome.passed)
    }

    @Test("an impossible quota state is caught with seed, agent, instant, event and a replay command")
    func brokenStateIsReported() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=3"])
        var world = CaregiverWorld(scenario: scenario, agents: 0..<3, shared: Caregivers.sharedInput(for: scenario), tracing: false)
        let broken = #"{"viewsUsed": 16, "adsCompleted": 7, "unlocks": [], "quotaDay": {"year": 2025, "month": 3, "day": 6}}"#
        world.agents[1].tracker = try JSONDecoder().decode(UsageTracker<Int32>.self, from: Data(broken.utf8))
        let at = scenario.start.advanced(byMilliseconds: 3_600_000)
        world.checkQuotaBounds(1, at: at, event: .open)
        #expect(world.tally.ledger.failures[.viewsWithinAllowance] == 1)
        #expect(world.tally.ledger.failures[.adsWithinLimit] == 1)
        let violation = try #require(world.tally.ledger.violations.first)
        #expect(violation == InvariantViolation(invariant: "views ≤ allowance ≤ cap", seed: 11, agent: "caregiver#1",
                                                instant: at, event: "open", detail: "views 16, allowance 15, cap 15"))
        #expect(violation.replayCommand(scenarioPath: "small.json5") == "appsim replay small.json5 --seed 11 --agent caregiver#1 --trace")
    }

    @Test("a free re-open the shadow never charged is a violation")
    func unchargedRewatchIsReported() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=1"])
        var world = CaregiverWorld(scenario: scenario, agents: 0..<1, shared: Caregivers.sharedInput(for: scenario), tracing: false)
        world.checkFreeRewatch(0, song: 5, device: scenario.start, until: scenario.start.advanced(byMilliseconds: 900_000), event: "open")
        #expect(world.tally.ledger.failures[.freeRewatchOnlyInsideWindow] == 1)
    }

    @Test("an ad inside the cooldown is a violation; at 30 s it is not")
    func cooldownChecker() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=1"])
        var world = CaregiverWorld(scenario: scenario, agents: 0..<1, shared: Caregivers.sharedInput(for: scenario), tracing: false)
        world.agents[0].shadow.adAborted(at: scenario.start)
        world.checkNoCooldown(0, device: scenario.start.advanced(byMilliseconds: 29_999))
        world.checkNoCooldown(0, device: scenario.start.advanced(byMilliseconds: 30_000))
        #expect(world.tally.ledger.checks[.noAdInsideCooldown] == 2)
        #expect(world.tally.ledger.failures[.noAdInsideCooldown] == 1)
    }

    @Test("a trace names each event with local time, zone and agent: the whole trace matches its golden copy")
    func traceShape() throws {
        let trace = Caregivers.replay(try Fixtures.smallScenario(), agent: 3).trace
        Golden.expect(trace.map { $0 + "\n" }.joined(), matches: "trace/caregiver-3.txt")
    }
}

@Suite("In-run A/B tests")
struct InRunABTests {
    static func scenario() throws -> Scenario {
        try Fixtures.smallScenario([
            "rollouts=[{day: 2, arm: \"B\", set: {baseQuota: 6}}]",
            "arms=[{name: \"A\", share: 1}, {name: \"B\", share: 1}]",
            "populations.caregivers.opensPerSession=8", "populations.caregivers.configFetchIntervalHours=0",
            "probes=[]",
        ])
    }

    /// The scenario run once (2 workers) for every test that reads it as it is.
    static let run: CaregiverTally? = (try? scenario()).flatMap { Caregivers.run($0, workers: 2) }

    @Test("a rollout for arm B changes only arm B's config; arm totals add up to the run's")
    func armRollout() throws {
        let scenario = try Self.scenario()
        #expect(scenario.rollouts == [Rollout(day: 2, arm: 1, changes: [Rollout.Change(key: .baseQuota, value: 6)])])
        let tally = try #require(Self.run)
        let (a, b) = (tally.arms.total(arm: 0), tally.arms.total(arm: 1))
        for metric in CaregiverMetric.allCases { #expect(a[metric] + b[metric] == tally.totals[metric]) }
        let sheetsA = Double(a[.quotaSheets]) / Double(a[.userDays])
        let sheetsB = Double(b[.quotaSheets]) / Double(b[.userDays])
        #expect(sheetsB < sheetsA * 0.8, "arm B's quota doubled from day 2: it meets the quota sheet less")
        let userDays = Int64(scenario.caregivers.count * scenario.days)
        #expect(a[.userDays] > userDays / 3 && b[.userDays] > userDays / 3, "both arms are populated, about half each")
    }

    @Test("arm assignment draws from its own stream: adding arms leaves every other draw unchanged")
    func assignmentIsIsolated() throws {
        let plain = try Fixtures.smallScenario(["probes=[]", "rollouts=[]"])
        let split = try Fixtures.smallScenario(["probes=[]", "rollouts=[]", "arms=[{name: \"A\", share: 1}, {name: \"B\", share: 3}]"])
        let a = try #require(Caregivers.run(plain, workers: 2))
        let b = try #require(Caregivers.run(split, workers: 2))
        #expect(a.totals == b.totals)
    }

    @Test("the report has arms.csv and an A/B section whose every change carries a 95% interval: the golden copy")
    func report() throws {
        let scenario = try Self.scenario()
        let tally = try #require(Self.run)
        let report = RunReport(RunOutcome(scenario: scenario, scenarioPath: "small.json5", tallies: [tally]))
        let arms = try #require(report.files.first { $0.name == "arms.csv" })
        #expect(arms.contents.hasPrefix("arm,kpi,value,change,change_low,change_high\nA,installs,"))
        let summary = try #require(report.files.first { $0.name == "summary.md" }).contents
        let section = CaregiverReport.armsSection(CaregiverReport.armComparisons(tally, scenario), scenario)
        #expect(summary.contains(section))
        Golden.expect(section, matches: "report/arms-section.md")
    }

    @Test("arm B's doubled quota: fewer quota sheets per install, its interval all below 0; the split's installs per share, an interval around 0")
    func intervals() throws {
        let scenario = try Self.scenario()
        let tally = try #require(Self.run)
        let rows = CaregiverReport.armComparisons(tally, scenario)
        func change(_ kpi: String) throws -> RelativeChange {
            let row = try #require(rows.first { $0.kpi == kpi })
            return try #require(row.changes[0])
        }
        #expect(try change("quota_sheet_impressions").upper! < 0)
        #expect(try change("quota_sheets_per_user_day").upper! < 0)
        let installs = try change("installs")
        #expect(installs.lower! < 0 && installs.upper! > 0, "equal shares: the draw's split is within its interval of even")
        let a = tally.arms.total(arm: 0)
        let b = tally.arms.total(arm: 1)
        let views = try #require(rows.first { $0.kpi == "views" }).changes[0]
        let (perInstallA, perInstallB) = (Double(a[.views]) / Double(a[.installs]), Double(b[.views]) / Double(b[.installs]))
        #expect(views?.estimate == (perInstallB - perInstallA) / perInstallA,
                "a count's change is per install in each arm")
        #expect(try #require(Caregivers.run(scenario, workers: 1)).arms == tally.arms, "replicate groups follow the caregiver, not the worker")
    }
}

@Suite("Caregiver trace")
struct CaregiverTraceTests {
    @Test("a trace line is built only when tracing")
    func lineOnlyWhenTracing() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=1"])
        var built = 0
        func line() -> String {
            built += 1
            return "stars song 3"
        }
        var untraced = CaregiverWorld(scenario: scenario, agents: 0..<1, shared: Caregivers.sharedInput(for: scenario), tracing: false)
        untraced.record(0, scenario.start, line())
        #expect(built == 0 && untraced.trace == nil)
        var traced = CaregiverWorld(scenario: scenario, agents: 0..<1, shared: Caregivers.sharedInput(for: scenario), tracing: true)
        traced.record(0, scenario.start, line())
        #expect(built == 1 && traced.trace?.last?.hasSuffix(" caregiver#0 stars song 3") == true)
    }
}
