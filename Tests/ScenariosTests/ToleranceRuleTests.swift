import Harness
@testable import Scenarios
import Testing

/// The scenario's `tolerances`: wildcards, a default, thresholds, what wins, and what is refused
/// at read.
@Suite("Tolerance rules")
struct ToleranceRuleTests {
    /// The smallest valid scenario, shared with the input-limit tests.
    static let base = ScenarioInputTests.base

    static func rules(_ tolerances: String) throws -> [Tolerance] {
        try ScenarioFile.parse(base, file: "limits.json5", overrides: ["tolerances=\(tolerances)"]).tolerances
    }

    static func message(_ tolerances: String) -> String? {
        do {
            _ = try ScenarioFile.parse(base, file: "limits.json5", overrides: ["tolerances=\(tolerances)"])
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the most specific rule wins: an exact id, then the longest prefix wildcard, then \"*\"")
    func precedence() throws {
        let rules = try Self.rules(#"{ "*": 0, "caregiver.*": 0.02, "caregiver.ad_*": 0.1, "caregiver.ad_loads": 0.5 }"#)
        #expect(Tolerance.relative(of: "caregiver.ad_loads", in: rules) == 0.5)
        #expect(Tolerance.relative(of: "caregiver.ad_revenue_share", in: rules) == 0.1)
        #expect(Tolerance.relative(of: "caregiver.views", in: rules) == 0.02)
        #expect(Tolerance.relative(of: "watcher.picks", in: rules) == 0)
        #expect(Tolerance.relative(of: "caregiver.views", in: Array(rules.reversed())) == 0.02, "the order of the keys does not matter")
        #expect(Tolerance.relative(of: "caregiver.views", in: []) == nil, "no rule: the KPI must match exactly")
    }

    @Test("--set tolerances.<KPI id>=… sets one rule, its id dots and all, beside the file's rules")
    func dottedOverride() throws {
        let rules = try ScenarioFile.parse(Self.base, file: "limits.json5", overrides: [
            #"tolerances={ "*": 0 }"#, "tolerances.caregiver.*=0.02", #"tolerances.caregiver.search_hit_at_1=">= 0.7""#,
        ]).tolerances
        #expect(Tolerance.relative(of: "caregiver.views", in: rules) == 0.02)
        #expect(Tolerance.relative(of: "watcher.picks", in: rules) == 0)
        #expect(Tolerance.threshold(of: "caregiver.search_hit_at_1", in: rules) == Threshold(.atLeast, 0.7))
        #expect(Self.message(#"{ "caregiver": { "views": 0.1 } }"#) != nil, "a nested object is still no rule")
    }

    @Test("a threshold and a relative tolerance resolve apart: a threshold on an exact id keeps the wildcard's tolerance")
    func thresholdAndToleranceResolveApart() throws {
        let rules = try Self.rules(#"{ "caregiver.*": 0.02, "caregiver.search_hit_at_1": ">= 0.7", "caregiver.views": { tolerance: 0.1, threshold: "> 0" } }"#)
        #expect(Tolerance.relative(of: "caregiver.search_hit_at_1", in: rules) == 0.02)
        #expect(Tolerance.threshold(of: "caregiver.search_hit_at_1", in: rules) == Threshold(.atLeast, 0.7))
        #expect(Tolerance.relative(of: "caregiver.views", in: rules) == 0.1)
        #expect(Tolerance.threshold(of: "caregiver.views", in: rules) == Threshold(.above, 0))
        #expect(Tolerance.threshold(of: "caregiver.sessions", in: rules) == nil)
    }

    @Test("thresholds read k6-style: >=, >, <=, <, == and a number; anything else is nil")
    func thresholdSyntax() {
        #expect(Threshold(">= 0.7") == Threshold(.atLeast, 0.7))
        #expect(Threshold("<100") == Threshold(.below, 100))
        #expect(Threshold(" <= 0.5 ") == Threshold(.atMost, 0.5))
        #expect(Threshold("> 0") == Threshold(.above, 0))
        #expect(Threshold("== -2") == Threshold(.equal, -2))
        for bad in ["0.7", "=> 0.7", ">= ", ">= abc", "!= 1", ">= nan", ">= inf", "= 1"] {
            #expect(Threshold(bad) == nil, "\(bad)")
        }
        #expect(Threshold(">= 0.7")!.description == ">= 0.7" && Threshold("< 100")!.description == "< 100")
    }

    @Test("a KPI failing its threshold fails even when identical to its baseline; passing it does not excuse a move")
    func thresholds() {
        let baseline = [KPIValue(persona: "caregiver", name: "search_hit_at_1", value: "0.650000")]
        let gate = Tolerance(kpi: "caregiver.search_hit_at_1", threshold: Threshold(.atLeast, 0.7))
        let same = KPIComparison(baseline: baseline, now: baseline, tolerances: [gate])
        #expect(same.failed.map(\.id) == ["caregiver.search_hit_at_1"] && same.drifted.isEmpty && same.moved.isEmpty)
        let better = [KPIValue(persona: "caregiver", name: "search_hit_at_1", value: "0.750000")]
        let moved = KPIComparison(baseline: baseline, now: better, tolerances: [gate])
        #expect(moved.breakingThresholds.isEmpty && moved.drifted.count == 1, "no relative tolerance: the move is drift")
        let both = KPIComparison(baseline: baseline, now: better, tolerances: [gate, Tolerance(kpi: "caregiver.*", relative: 0.2)])
        #expect(both.failed.isEmpty && both.movedWithinTolerance.count == 1)
        let unmeasured = KPIComparison(baseline: [KPIValue(persona: "caregiver", name: "search_hit_at_1", value: "n/a")],
                                       now: [KPIValue(persona: "caregiver", name: "search_hit_at_1", value: "n/a")], tolerances: [gate])
        #expect(unmeasured.breakingThresholds.count == 1, "a KPI not measured cannot show it passes its gate")
    }

    @Test("bad tolerances are refused at read, naming the key, what was expected and a fix")
    func refusals() {
        let unknown = Self.message(#"{ "caregiver.veiws": 0.1 }"#) ?? ""
        #expect(unknown.contains("tolerances.caregiver.veiws: unknown KPI (did you mean \"caregiver.views\"?)"), "\(unknown)")
        let far = Self.message(#"{ "caregiver.naps_taken": 0.1 }"#) ?? ""
        #expect(far.contains("unknown KPI (a run's kpis.csv lists every KPI id)") && !far.contains("did you mean"), "\(far)")
        let empty = Self.message(#"{ "beekeeper.*": 0.1 }"#) ?? ""
        #expect(empty.contains("tolerances.beekeeper.*: this wildcard covers no KPI") && empty.contains("caregiver, "), "\(empty)")
        let middle = Self.message(#"{ "caregiver.*_share": 0.1 }"#) ?? ""
        #expect(middle.contains("a \"*\" may only end a key"), "\(middle)")
        let malformed = Self.message(#"{ "caregiver.views": "at least 5" }"#) ?? ""
        #expect(malformed.contains("tolerances.caregiver.views: expected a threshold: an operator (>=, >, <=, <, ==) and a finite number, such as \">= 0.7\", got \"at least 5\"")
                || malformed.contains("tolerances.caregiver.views: expected a threshold"), "\(malformed)")
        let nested = Self.message(#"{ "caregiver.views": { threshold: "=> 1" } }"#) ?? ""
        #expect(nested.contains("tolerances.caregiver.views.threshold: expected a threshold"), "\(nested)")
        let neither = Self.message(#"{ "caregiver.views": {} }"#) ?? ""
        #expect(neither.contains("with at least one of the two"), "\(neither)")
        let typo = Self.message(#"{ "caregiver.views": { tolerence: 0.1 } }"#) ?? ""
        #expect(typo.contains("tolerances.caregiver.views.tolerence: unknown key; did you mean tolerance? (expected one of: tolerance, threshold)"), "\(typo)")
    }
}
