import Foundation
import Harness
@testable import Scenarios
import Testing

/// Writing a sweep's decision into a Remote Config template (docs/rules.md#remote-config-export,
/// docs/rules.md#remote-config-rollout), on the shipped example and synthetic sweep results.
@Suite("Remote Config templates out")
struct RemoteConfigExportTests {
    static func example() throws -> RemoteConfigTemplate {
        try RemoteConfigTemplate.read(path: RemoteConfigTemplateTests.example)
    }

    /// A JSON text as the value Foundation reads, for comparing values, not bytes.
    static func value(_ text: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    /// The example as read, less `version`.
    static func exampleWithoutVersion() throws -> [String: Any] {
        var read = try #require(try value(String(contentsOfFile: RemoteConfigTemplateTests.example, encoding: .utf8)) as? [String: Any])
        read["version"] = nil
        return read
    }

    /// `object` with `value` at `path`, objects on the way made where missing.
    static func setting(_ value: Any, at path: ArraySlice<String>, in object: [String: Any]) -> [String: Any] {
        var object = object
        guard let name = path.first else { return object }
        object[name] = path.count == 1 ? value : setting(value, at: path.dropFirst(), in: object[name] as? [String: Any] ?? [:])
        return object
    }

    @Test("round trip: in, then out with the values it has, is the same JSON value less version; the bytes are sorted, two-space JSON")
    func roundTrip() throws {
        let export = RemoteConfigExport(try Self.example(), values: [("baseQuota", "3")], rolloutPercent: nil)
        #expect(export.changes.isEmpty)
        #expect(try Self.value(export.text) == Self.exampleWithoutVersion() as NSDictionary)
        #expect(export.text.hasPrefix("{\n  \"conditions\": [\n    {\n      \"expression\": \"device.os == 'ios'\",\n"))
        #expect(RemoteConfigExport.isAppSims(Data(export.text.utf8)))
        #expect(!RemoteConfigExport.isAppSims(try Data(contentsOf: URL(fileURLWithPath: RemoteConfigTemplateTests.example))))
        let again = RemoteConfigExport(try RemoteConfigTemplate(export.text, file: "out.json"), values: [("baseQuota", "3")], rolloutPercent: nil)
        #expect(again.text == export.text)
    }

    @Test("the default form: only the chosen parameter's default value changes, in its group")
    func defaultForm() throws {
        let export = RemoteConfigExport(try Self.example(), values: [("baseQuota", "2")], rolloutPercent: nil)
        #expect(export.changes == [.init(key: "baseQuota", from: "3", to: "2")])
        #expect(export.summary == "baseQuota 3 → 2 as its default value")
        let expected = Self.setting("2", at: ["parameterGroups", "Quota", "parameters", "baseQuota", "defaultValue", "value"],
                                    in: try Self.exampleWithoutVersion())
        #expect(try Self.value(export.text) == expected as NSDictionary)
    }

    @Test("--rollout-percent: a seeded percent condition last, the value under it, the default as it was; again with another N widens it")
    func rolloutForm() throws {
        let export = RemoteConfigExport(try Self.example(), values: [("baseQuota", "2")], rolloutPercent: 10)
        let condition = RolloutCondition(parameters: ["baseQuota"], percent: 10)
        #expect(export.condition == condition)
        #expect(condition.expression == "percent('appsim_rollout_baseQuota') <= 10")
        var expected = try Self.exampleWithoutVersion()
        expected["conditions"] = (expected["conditions"] as! [Any]) + [["name": "appsim_rollout_baseQuota", "expression": condition.expression]]
        expected = Self.setting(["appsim_rollout_baseQuota": ["value": "2"]], at: ["parameterGroups", "Quota", "parameters", "baseQuota", "conditionalValues"],
                                in: expected)
        #expect(try Self.value(export.text) == expected as NSDictionary)
        #expect(export.summary == "baseQuota 3 → 2 for 10 % of app instances (condition appsim_rollout_baseQuota: percent('appsim_rollout_baseQuota') <= 10)")

        let widened = RemoteConfigExport(try RemoteConfigTemplate(export.text, file: "out.json"), values: [("baseQuota", "2")], rolloutPercent: 50)
        let conditions = try #require(try Self.value(widened.text)["conditions"] as? [NSDictionary])
        #expect(conditions.count == 3 && conditions[2]["expression"] as? String == "percent('appsim_rollout_baseQuota') <= 50")
        #expect(RolloutCondition(parameters: [String(repeating: "k", count: 40)], percent: 1).seed.count == 32)
    }

    /// A two-arm baseQuota sweep whose objective in arm 1 is `better` above the baseline's.
    static func sweep(better: Double, assumptions: Bool = false) -> SweepResult {
        guard assumptions else {
            var result = SweepDecisionTests.twoArms([better, better + 0.5, better + 1])
            result.header.decision = SweepDecision(objective: SweepDecisionTests.objective)
            return result
        }
        var (result, decision) = SweepDecisionTests.assumed(quotaSheetRiseAt08: 0)
        result.header.decision = decision
        return result
    }

    @Test("the chosen arm: the best arm, or the baseline when none is safely better, when every group agrees; otherwise a refusal that says why")
    func chosenArm() throws {
        let better = Self.sweep(better: 2)
        #expect(DecisionTable(better, decision: better.header.decision!).chosenArm(better.header) == .arm(1))
        let export = try RemoteConfigExport(better, template: try Self.example(), rolloutPercent: nil)
        #expect(export.changes == [.init(key: "baseQuota", from: "3", to: "4")])
        let baseline = try RemoteConfigExport(Self.sweep(better: -3), template: try Self.example(), rolloutPercent: 5)
        #expect(baseline.changes.isEmpty && baseline.condition == nil)
        #expect(try Self.value(baseline.text) == Self.exampleWithoutVersion() as NSDictionary)

        let flipping = Self.sweep(better: 0, assumptions: true)
        #expect(throws: RemoteConfigExport.Refusal(description: "the best choice depends on the assumption (see sweep.md): deploy after settling it, e.g. with an A/B test")) {
            try RemoteConfigExport(flipping, template: try Self.example(), rolloutPercent: nil)
        }
        var none = DecisionTable(better, decision: better.header.decision!)
        none.best = [nil]
        #expect(none.chosenArm(better.header) == .arm(0), "no arm safely better: the baseline, which changes nothing")
        var failing = better
        failing.runs[1][0].violations = 1
        #expect(throws: RemoteConfigExport.Refusal.self) { try RemoteConfigExport(failing, template: try Self.example(), rolloutPercent: nil) }
    }

    @Test("before the run: no decision, a choice that is no parameter, or one the template lacks is refused")
    func problems() throws {
        let template = try Self.example()
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["2", "3"])], replications: 2)
        let decision = SweepDecision(objective: SweepDecisionTests.objective)
        #expect(RemoteConfigExport.problem(plan, decision: decision, template: template, scenario: "s.json5") == nil)
        #expect(RemoteConfigExport.problem(plan, decision: nil, template: template, scenario: "s.json5")?.hasPrefix("s.json5 declares no decision") == true)
        let other = SweepPlan(dimensions: [.init(key: "dailyViewCap", values: ["15", "20"])], replications: 2)
        #expect(RemoteConfigExport.problem(other, decision: decision, template: template, scenario: "s.json5")?.contains("has no parameter dailyViewCap") == true)
        let world = SweepPlan(dimensions: plan.dimensions + [.init(key: "populations.caregivers.adPropensity", values: ["0.2", "0.8"])], replications: 2)
        #expect(RemoteConfigExport.problem(world, decision: decision, template: template, scenario: "s.json5")?.contains("no Remote Config parameter") == true)
        let assumed = SweepDecision(objective: SweepDecisionTests.objective, assumptions: ["populations.caregivers.adPropensity"])
        #expect(RemoteConfigExport.problem(world, decision: assumed, template: template, scenario: "s.json5") == nil)
    }
}
