import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

/// A sweep has one baseline, always named: the scenario's own values of the grid's choice keys or
/// those `--baseline-arm` names, never a first arm by default; under assumptions, one per
/// assumption value, and every page compares with it (docs/rules.md#sweep-baseline).
@Suite("Sweep baselines")
struct SweepBaselineTests {
    static func prepare(_ values: [String], named: [String] = [], extra: [SweepPlan.Dimension] = []) throws -> SweepRun.Prepared {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: values)] + extra, replications: 2)
        return try SweepTests.withTinySweepFile { try SweepRun.prepare(path: $0, overrides: [], plan: plan, independent: false, baselineArm: named) }
    }

    /// The refusal `prepare` throws for `values` and `named`, with the file's path as `<file>`.
    static func refusal(_ values: [String], named: [String] = []) throws -> String {
        try SweepTests.withTinySweepFile { path in
            let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: values)], replications: 2)
            do {
                _ = try SweepRun.prepare(path: path, overrides: [], plan: plan, independent: false, baselineArm: named)
                return "accepted"
            } catch {
                return "\(error)".replacingOccurrences(of: path, with: "<file>")
            }
        }
    }

    @Test("the baseline is the arm with the scenario's own value, wherever the grid puts it")
    func scenariosOwnValue() throws {
        #expect(try Self.prepare(["2", "3", "4"]).baselineArm == 1)
        #expect(try Self.prepare(["4", "2", "3"]).baselineArm == 2)
        #expect(try Self.prepare(["4", "2", "3"]).scenario(arm: 0, replication: 1).remoteConfig.baseQuota == 4)
    }

    @Test("a grid that leaves out the scenario's own value is refused before the run, naming the key, the values and both ways out")
    func missingBaselineIsRefused() throws {
        #expect(try Self.refusal(["4", "2"]) == "<file>: sweep.grid.baseQuota: the grid's values {4, 2} leave out the scenario's own value "
                + "(its default), which every arm is compared with; add it to the grid (--grid baseQuota=<its value>,4,2), "
                + "or name the baseline with --baseline-arm baseQuota=4")
    }

    @Test("the refusal quotes the scenario's value as its file or an override writes it")
    func missingBaselineQuotesTheWrittenValue() throws {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["4", "2"])], replications: 2)
        let message = try SweepTests.withTinySweepFile { path in
            do {
                _ = try SweepRun.prepare(path: path, overrides: ["remoteConfig.baseQuota=3"], plan: plan, independent: false)
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        #expect(message.contains("leave out the scenario's own value (3)") && message.contains("--grid baseQuota=3,4,2"), "\(message)")
    }

    @Test("--baseline-arm names the baseline by a value of the grid; 2.0 is the value 2")
    func namedBaseline() throws {
        #expect(try Self.prepare(["4", "2"], named: ["baseQuota=4"]).baselineArm == 0)
        #expect(try Self.prepare(["4", "2"], named: ["baseQuota=2.0"]).baselineArm == 1)
        #expect(try Self.prepare(["2", "3", "4"], named: ["baseQuota=4"]).baselineArm == 2, "a named value wins over the scenario's")
    }

    @Test("--baseline-arm naming no grid key, a value outside the grid, an assumption or no value is refused", arguments: [
        (["dailyViewCap=15"], "--baseline-arm dailyViewCap=15: dailyViewCap is not a key of the grid (baseQuota); name a grid key"),
        (["baseQuota=7"], "--baseline-arm baseQuota=7: 7 is not among the grid's values of baseQuota {4, 2}; name one of them"),
        (["baseQuota"], "--baseline-arm baseQuota: expected key=value, a grid key and one of its values"),
    ])
    func namedBaselineRefusals(named: [String], message: String) throws {
        #expect(try Self.refusal(["4", "2"], named: named) == message)
    }

    @Test("an assumption key needs no baseline value, and cannot be named as one")
    func assumptionsNeedNoBaseline() throws {
        // The tiny sweep's decision assumes adPropensity, which its file leaves to a default outside this grid.
        let adPropensity = SweepPlan.Dimension(key: "populations.caregivers.adPropensity", values: ["0.2", "0.9"])
        #expect(try Self.prepare(["2", "3"], extra: [adPropensity]).baselineArm == 2)
        #expect(throws: ScenarioError.self) { try Self.prepare(["2", "3"], named: ["populations.caregivers.adPropensity=0.2"], extra: [adPropensity]) }
    }

    @Test("each assumption value's arms are compared with their own baseline on every page: the per-KPI Δ is the decision table's")
    func everyPageComparesWithinTheAssumption() throws {
        let prepared = try SweepTests.preparedTinySweep()
        let result = try SweepTests.result(prepared, workers: 2)
        // Arms: baseQuota 2 × adPropensity 0.2, 0.9; then baseQuota 3 × 0.2, 0.9. Baselines: baseQuota 3 under each.
        #expect(result.baselines == [2, 3, 2, 3])
        let decision = try #require(prepared.base.decision)
        let groups = DecisionGroup.groups(result.header, assumptions: decision.assumptions)
        for group in groups {
            for arm in group.arms {
                #expect(result.difference(decision.objective, arm: arm) == result.difference(decision.objective, arm: arm, against: group.baseline))
            }
        }
        let report = SweepReport(result).files
        let csv = try #require(report.first { $0.name == "sweep.csv" }?.contents)
        let rows = csv.split(separator: "\n").dropFirst()
        #expect(rows.first?.hasPrefix("\"baseQuota=2, populations.caregivers.adPropensity=0.2\",2,0.2,"
                                        + "\"baseQuota=3, populations.caregivers.adPropensity=0.2\",0,") == true, "\(rows.first ?? "")")
        let md = try #require(report.first { $0.name == "sweep.md" }?.contents)
        #expect(md.contains("| baseline arms | one per assumption, each compared only with arms under it: "
                            + "baseQuota=3, populations.caregivers.adPropensity=0.2; baseQuota=3, populations.caregivers.adPropensity=0.9 |"))
    }
}
