import Foundation
import Harness
import Sim
@testable import Scenarios
import TestSupport
import Testing

/// A grid's rules (docs/rules.md#sweep-grids) and a sweep's size limit
/// (docs/rules.md#a-sweeps-size), on every path a grid comes in by: `--grid`, the scenario file's
/// `sweep.grid`, a plan built in code; and the arms resolved from the file parsed once are the arms
/// resolved one file load each.
@Suite("Sweep grid validity and size")
struct SweepGridValidityTests {
    @Test("a --grid with an empty value, a repeated value or an empty key segment is refused naming it and the fix",
          arguments: [("baseQuota=,", "value 1 of 2 is empty; remove it or give it a value"),
                      ("baseQuota=2,,3", "value 2 of 3 is empty; remove it or give it a value"),
                      ("baseQuota=2, ", "value 2 of 2 is empty; remove it or give it a value"),
                      ("baseQuota=2,3,2", "2 is listed twice: the two arms would be the same run; list each value once"),
                      ("populations..count=1,2", "expected a key (a remote-config key or a dotted path such as populations.caregivers.count), got \"populations..count\""),
                      ("sweep.replications=1,2", "expected a setting of the arms, got sweep.…, which describes the sweep itself")])
    func commandLineGrid(text: String, problem: String) {
        var plan = SweepPlan(dimensions: [], replications: 1)
        #expect(throws: SweepGridError.invalid(text, problem: problem)) { try plan.apply(grid: [text]) }
        #expect(SweepGridError.invalid(text, problem: problem).description
                == "--grid \"\(text)\": \(problem) (expected key=v1,v2,... e.g. --grid baseQuota=2,3,4)")
        #expect(plan.dimensions.isEmpty)
    }

    @Test("the file's sweep.grid follows the same rules, naming the file, line and key",
          arguments: [("baseQuota: [2, 3, 2]", "sweep.grid.baseQuota: 2 is listed twice: the two arms would be the same run; list each value once"),
                      ("\"\": [1]", "sweep.grid.: expected a key (a remote-config key or a dotted path such as populations.caregivers.count), got \"\""),
                      ("\"decision.objective\": [1, 2]", "sweep.grid.decision.objective: expected a setting of the arms, got decision.…, which describes the sweep itself")])
    func fileGrid(grid: String, message: String) {
        let text = "{ name: \"g\", seed: 1, start: \"2025-03-06T00:00:00Z\", days: 1,\n  sweep: { grid: { \(grid) } } }\n"
        #expect(throws: ScenarioError.self) { try ScenarioFile.parse(text, file: "g.json5") }
        do {
            _ = try ScenarioFile.parse(text, file: "g.json5")
        } catch {
            #expect(error.description.hasPrefix("g.json5:2:"))
            #expect(error.description.hasSuffix(message), "\(error.description)")
        }
    }

    @Test("arms and runs are counted without building an arm; a product past Int.max is nil, not a trap")
    func counting() {
        let tenByTen = SweepPlan(dimensions: (0..<10).map { SweepPlan.Dimension(key: "k\($0)", values: (0..<100).map(String.init)) },
                                 replications: 10)
        #expect(tenByTen.armCount == nil)
        #expect(tenByTen.runCount == nil)
        #expect(tenByTen.sizeProblem?.hasPrefix("more than 9,223,372,036,854,775,807 arms × 10 replications") == true)
        let plan = SweepPlan(dimensions: [.init(key: "a", values: ["1", "2", "3"]), .init(key: "b", values: ["1", "2"])], replications: 7)
        #expect(plan.armCount == plan.arms.count)
        #expect(plan.runCount == 42)
        #expect(SweepPlan(dimensions: [], replications: 3).armCount == 1)
    }

    @Test("the limit: maximumRuns runs pass, one more is refused with how many and how many replications fit")
    func limit() {
        let arms = SweepPlan.Dimension(key: "a", values: (0..<500).map(String.init))
        #expect(SweepPlan(dimensions: [arms], replications: SweepPlan.maximumRuns / 500).sizeProblem == nil)
        let over = SweepPlan(dimensions: [arms, .init(key: "b", values: ["1", "2"])], replications: 251)
        #expect(over.sizeProblem == "1,000 arms × 251 replications = 251,000 runs, above the 250,000 a sweep may hold; "
                + "at most 250 replications fit these arms")
    }

    @Test("500 arms × 10,000 replications is refused before a single arm is built, with what it would take and the ways out")
    func refusedUpFront() throws {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: (0..<500).map(String.init))], replications: 10_000)
        try SweepTests.withTinySweepFile { path in
            var built = 0
            do throws(ScenarioError) {
                _ = try SweepRun.prepare(path: path, overrides: [], plan: plan, independent: false) { _, _ in built += 1 }
                Issue.record("a sweep of 5,000,000 runs was prepared")
            } catch {
                #expect(error.file == path && error.path == "sweep")
                #expect(error.message.hasPrefix("500 arms × 10,000 replications = 5,000,000 runs, above the 250,000 a sweep may hold; "
                                                + "at most 500 replications fit these arms; its runs would take "))
                #expect(error.message.contains("--replications R") && error.message.contains("--shard i/n"))
            }
            #expect(built == 0)
        }
    }

    @Test("a grid of more than announcedArms arms is announced before it is checked; a small or oversized one is not")
    func announced() {
        let big = SweepPlan(dimensions: [.init(key: "a", values: (0..<1_001).map(String.init))], replications: 1)
        #expect(SweepRun.checkingLine(big) == "appsim: checking the sweep's 1,001 arms before anything runs\n")
        #expect(SweepRun.checkingLine(SweepPlan(dimensions: [.init(key: "a", values: (0..<1_000).map(String.init))], replications: 1)) == nil)
        #expect(SweepRun.checkingLine(SweepPlan(dimensions: big.dimensions, replications: 10_000)) == nil)
    }

    @Test("every arm × replication resolved from the file parsed once equals the scenario a whole load of it gives, over seeded grids")
    func armsAsLoaded() throws {
        var generator = SplitMix64(seed: 17)
        try SweepTests.withTinySweepFile { path in
            for round in 0..<6 {
                let quotas = (2...6).filter { _ in Bool.random(using: &generator) }.map(String.init)
                let propensities = ["0.1", "0.35", "0.6", "0.95"].filter { _ in Bool.random(using: &generator) }
                let days = Bool.random(using: &generator) ? ["days=4"] : []
                var plan = SweepPlan(dimensions: [], replications: 1 + round % 3)
                if !quotas.isEmpty { plan.dimensions.append(.init(key: "baseQuota", values: quotas)) }
                if !propensities.isEmpty { plan.dimensions.append(.init(key: "populations.caregivers.adPropensity", values: propensities)) }
                let independent = round % 2 == 1
                // A random grid may leave out the scenario's baseQuota, so it names its baseline.
                let prepared = try SweepRun.prepare(path: path, overrides: days, plan: plan, independent: independent,
                                                    baselineArm: quotas.first.map { ["baseQuota=\($0)"] } ?? [])
                for (index, arm) in plan.arms.enumerated() {
                    for replication in 0..<plan.replications {
                        let seed = SweepPlan.seed(base: 3, replication: replication, arm: index, independent: independent)
                        let loaded = try ScenarioSource.load(path: path, overrides: days + arm.assignments + ["seed=\(seed)"]).scenario
                        #expect(prepared.scenario(arm: index, replication: replication) == loaded, "round \(round), arm \(arm.name), replication \(replication)")
                    }
                }
            }
        }
    }
}
