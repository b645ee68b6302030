import Foundation
import Harness
import Model
@testable import Scenarios
import Testing

/// Reading a Firebase Remote Config template and what it gives a scenario
/// (docs/rules.md#remote-config-template, docs/rules.md#remote-config-strings): parsing only, no run.
@Suite("Remote Config templates in")
struct RemoteConfigTemplateTests {
    /// The shipped example: baseQuota in a group, two parameters AppSim does not model at the top
    /// level, two conditions, a version.
    static let example = Fixtures.root.appendingPathComponent("scenarios/remote-config-template.json").path

    static let scenario = """
    { name: "t", seed: 1, start: "2025-03-06T00:00:00Z", days: 2,
      populations: { caregivers: { count: 5, zones: [{ zone: "Europe/London", weight: 1 }] } } }
    """

    /// A template of `parameters` (the members' text) at the top level.
    static func template(_ parameters: String, groups: String = "{}") throws -> RemoteConfigTemplate {
        try RemoteConfigTemplate("{ \"parameters\": {\(parameters)}, \"parameterGroups\": \(groups) }", file: "t.json")
    }

    /// The scenario loaded with `template` below it and `overrides` above.
    static func load(_ template: RemoteConfigTemplate, scenario: String = scenario, overrides: [String] = [])
        throws -> (scenario: Scenario, remoteConfig: RemoteConfigImport) {
        let root = try ScenarioFile.parsed(scenario, file: "s.json5")
        let remoteConfig = try RemoteConfigImport(template, scenario: root, overrides: overrides)
        do {
            return (try ScenarioFile.resolve(root, file: "s.json5", overrides: remoteConfig.assignments + overrides), remoteConfig)
        } catch {
            throw remoteConfig.blamed(error)
        }
    }

    @Test("the shipped template: parameters at the top level and in groups, conditions in order, the version kept")
    func example() throws {
        let template = try RemoteConfigTemplate.read(path: Self.example)
        #expect(template.parameters.map(\.key) == ["welcome_message", "dark_mode_enabled", "baseQuota"])
        #expect(template.parameters[2].path == "parameterGroups.Quota.parameters.baseQuota")
        #expect(template.parameters[1].conditions == ["ios_users"])
        #expect(template.conditionNames == ["ios_users", "north_america"])
        #expect(template.root.member(at: ["version", "versionNumber"])?.kind == .string("42"))
    }

    @Test("a modelled default becomes the scenario's remoteConfig; keys AppSim does not model are kept and listed once")
    func modelledAndKept() throws {
        let loaded = try Self.load(try RemoteConfigTemplate.read(path: Self.example))
        #expect(loaded.scenario.remoteConfig.baseQuota == 3)
        #expect(loaded.remoteConfig.assignments == ["remoteConfig.baseQuota=3"])
        #expect(loaded.remoteConfig.notes == [
            "note: \(Self.example): the scenario takes baseQuota 3 from the template",
            "note: \(Self.example): kept as read, not modelled by AppSim: welcome_message, dark_mode_enabled",
        ])
        let grouped = try Self.load(try Self.template(#""adRewardViews": { "defaultValue": { "value": "4" } }"#,
                                                        groups: #"{ "g": { "parameters": { "baseQuota": { "defaultValue": { "value": "5" }, "valueType": "NUMBER" } } } }"#))
        #expect(grouped.scenario.remoteConfig.adRewardViews == 4 && grouped.scenario.remoteConfig.baseQuota == 5)
    }

    @Test("precedence: --set over the scenario file over the template over AppSim's defaults; each loss is a note")
    func precedence() throws {
        let template = try Self.template(#""baseQuota": { "defaultValue": { "value": "5" } }, "adDailyLimit": { "defaultValue": { "value": "4" } }"#)
        let withFile = Self.scenario.replacingOccurrences(of: "days: 2,", with: "days: 2, remoteConfig: { baseQuota: 2 },")
        let file = try Self.load(template, scenario: withFile)
        #expect(file.scenario.remoteConfig.baseQuota == 2 && file.scenario.remoteConfig.adDailyLimit == 4)
        #expect(file.remoteConfig.notes.contains("note: t.json: parameters.baseQuota: the scenario file's baseQuota (2) wins over the template's 5"))
        let set = try Self.load(template, scenario: withFile, overrides: ["adDailyLimit=1"])
        #expect(set.scenario.remoteConfig.adDailyLimit == 1 && set.remoteConfig.assignments.isEmpty)
        #expect(set.remoteConfig.notes.contains("note: t.json: parameters.adDailyLimit: --set adDailyLimit=1 wins over the template's 4"))
        let untouched = try Self.load(try Self.template(#""welcome": { "defaultValue": { "value": "hi" } }"#))
        #expect(untouched.scenario.remoteConfig == RemoteConfig())
    }

    @Test("conditional values and the in-app default: read from the default, or the scenario's value kept, with a warning")
    func warnings() throws {
        let template = try Self.template(#"""
            "baseQuota": { "defaultValue": { "value": "4" }, "conditionalValues": { "ios": { "value": "6" } } },
            "adDailyLimit": { "defaultValue": { "useInAppDefault": true } },
            "freeTrialDays": { "conditionalValues": { "ios": { "value": "7" } } }
            """#)
        let loaded = try Self.load(template)
        #expect(loaded.scenario.remoteConfig.baseQuota == 4)
        #expect(loaded.scenario.remoteConfig.adDailyLimit == RemoteConfig().adDailyLimit)
        #expect(loaded.scenario.remoteConfig.freeTrialDays == RemoteConfig().freeTrialDays)
        #expect(loaded.remoteConfig.notes == [
            "note: t.json: the scenario takes baseQuota 4 from the template",
            "warning: t.json: parameters.baseQuota has conditional values (ios); AppSim reads its default value, 4, for everyone",
            "warning: t.json: parameters.adDailyLimit uses the app's in-app default; AppSim keeps the scenario's adDailyLimit (its own default unless the scenario sets it)",
            "warning: t.json: parameters.freeTrialDays has no default value AppSim can read; AppSim keeps the scenario's freeTrialDays (its own default unless the scenario sets it)",
        ])
    }

    @Test("a value of the wrong type names the template, the parameter's place and the fix")
    func wrongType() throws {
        let abc = try Self.template("", groups: #"{ "Quota": { "parameters": { "baseQuota": { "defaultValue": { "value": "abc" } } } } }"#)
        #expect(throws: ScenarioError(file: "t.json", line: 1, column: 111, path: "parameterGroups.Quota.parameters.baseQuota.defaultValue.value",
                                      message: #"remoteConfig.baseQuota: expected a whole number from 0 to 1000000000, got "abc"; "#
                                      + #"change the template's default value (Firebase writes a number as a string: "value": "3"), "#
                                      + "or set baseQuota in the scenario or with --set, which wins")) {
            try Self.load(abc)
        }
        let typed = try Self.template(#""baseQuota": { "defaultValue": { "value": "3" }, "valueType": "STRING" }"#)
        #expect(throws: ScenarioError(file: "t.json", line: 1, column: 80, path: "parameters.baseQuota.valueType",
                                      message: "AppSim reads baseQuota as a number, and this template declares it STRING; set its valueType "
                                      + "to NUMBER (in the Firebase console: the parameter's data type, Number)")) {
            try Self.load(typed)
        }
        let broken = try Self.template(#""baseQuota": { "defaultValue": { "value": "20" } }"#)
        let error = try #require(throws: ScenarioError.self) { try Self.load(broken) }
        #expect(error.file == "t.json" && error.path == "parameters.baseQuota.defaultValue.value" && error.message.contains("dailyViewCap 15"))
        #expect(try Self.load(broken, overrides: ["dailyViewCap=25"]).scenario.remoteConfig.baseQuota == 20)
    }

    @Test("a template that is not one: its file, line, column and key path")
    func malformed() {
        #expect(throws: ScenarioError(file: "t.json", line: 1, column: 36, path: "parameters.x.valueType",
                                      message: "expected one of PARAMETER_VALUE_TYPE_UNSPECIFIED, STRING, BOOLEAN, NUMBER, JSON, got \"NUM\"")) {
            try RemoteConfigTemplate(#"{"parameters": {"x": {"valueType": "NUM"}}}"#, file: "t.json")
        }
        #expect(throws: ScenarioError(file: "t.json", line: 1, column: 62, path: "", message: "expected a JSON number, got 0x10: a Remote Config template is JSON")) {
            try RemoteConfigTemplate(#"{"parameters": {"x": {"defaultValue": {"value": "1"}}}, "n": 0x10}"#, file: "t.json")
        }
        #expect(throws: ScenarioError.self) {
            try Self.template(#""baseQuota": {}"#, groups: #"{ "g": { "parameters": { "baseQuota": {} } } }"#)
        }
        #expect(throws: ScenarioError(file: "t.json", line: 1, column: 17, path: "conditions[0]", message: "expected an object, got a string")) {
            try RemoteConfigTemplate(#"{"conditions": ["ios"]}"#, file: "t.json")
        }
    }

    @Test("--set takes a remote-config number written as a string, as Firebase writes it, and no other key")
    func stringNumbers() throws {
        #expect(try ScenarioFile.parse(Self.scenario, file: "s.json5", overrides: [#"baseQuota="2""#]).remoteConfig.baseQuota == 2)
        #expect(try ScenarioFile.parse(Self.scenario, file: "s.json5", overrides: [#"remoteConfig.monthlyPriceTier="2.49""#]).remoteConfig.monthlyPriceTier == 2.49)
        #expect(throws: ScenarioError.self) { try ScenarioFile.parse(Self.scenario, file: "s.json5", overrides: [#"days="2""#]) }
        #expect(throws: ScenarioError.self) { try ScenarioFile.parse(Self.scenario, file: "s.json5", overrides: [#"baseQuota=" 2""#]) }
        #expect(["3", "1.99", "-0.5", "2e3", "0"].allSatisfy(RemoteConfigParameters.isNumber))
        #expect(!["03", "+3", " 3", "0x3", "1.", ".5", "Infinity", "", "1e"].contains(where: RemoteConfigParameters.isNumber))
    }
}
