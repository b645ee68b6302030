import CaregiverPersona
import Harness
import Scenarios
import Testing

/// `--grid` dimensions applied to a scenario's sweep plan: replace the same setting in place,
/// add a new one after, refuse two that name one setting.
@Suite("Sweep grid from the command line")
struct SweepGridTests {
    static let scenario = SweepPlan(dimensions: [SweepPlan.Dimension(key: "baseQuota", values: ["2", "3"]),
                                                 SweepPlan.Dimension(key: "populations.caregivers.adPropensity", values: ["0.5", "0.6"])],
                                    replications: 2)

    @Test("a --grid naming a scenario dimension's setting replaces it in place, even spelt remoteConfig.baseQuota")
    func replacesInPlace() throws {
        var plan = Self.scenario
        try plan.apply(grid: ["remoteConfig.baseQuota=4,5,6"])
        #expect(plan.dimensions.map(\.key) == ["remoteConfig.baseQuota", "populations.caregivers.adPropensity"])
        #expect(plan.dimensions[0].values == ["4", "5", "6"])
        #expect(plan.replications == 2)
    }

    @Test("a --grid for a new setting is added after the scenario's dimensions, in the order given")
    func addsAfter() throws {
        var plan = Self.scenario
        try plan.apply(grid: ["adRewardViews=1,2", "days=3,4"])
        #expect(plan.dimensions.map(\.key) == ["baseQuota", "populations.caregivers.adPropensity", "adRewardViews", "days"])
    }

    @Test("two --grid keys naming one setting, or one inside the other, are refused naming both")
    func sameSettingRefused() {
        var plan = Self.scenario
        #expect(throws: SweepGridError.sameSetting(earlier: "baseQuota", later: "remoteConfig.baseQuota", setting: "remoteConfig.baseQuota")) {
            try plan.apply(grid: ["baseQuota=2,3", "remoteConfig.baseQuota=4"])
        }
        #expect(throws: SweepGridError.sameSetting(earlier: "populations.caregivers.search", later: "populations.caregivers.search.typoRate",
                                                   setting: "populations.caregivers.search.typoRate")) {
            try plan.apply(grid: ["populations.caregivers.search={share:1}", "populations.caregivers.search.typoRate=0,0.1"])
        }
        #expect(SweepGridError.sameSetting(earlier: "baseQuota", later: "remoteConfig.baseQuota", setting: "remoteConfig.baseQuota").description
                == "--grid baseQuota=… and --grid remoteConfig.baseQuota=… name the same setting (remoteConfig.baseQuota); keep one of them")
    }

    @Test("a --grid without a key, an = or values is refused as written", arguments: ["baseQuota", "=2,3", "baseQuota="])
    func malformed(text: String) {
        var plan = Self.scenario
        #expect(throws: SweepGridError.malformed(text)) { try plan.apply(grid: [text]) }
        #expect(SweepGridError.malformed(text).description == "--grid expects key=v1,v2,..., got \"\(text)\"")
        #expect(plan == Self.scenario)
    }
}
