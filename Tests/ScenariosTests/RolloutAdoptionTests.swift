import CaregiverPersona
import Harness
@testable import Scenarios
import Testing
import Time

/// Remote config as devices receive it: a rollout reaches each device at its next cold
/// launch that fetches, so it spreads over days instead of flipping every device at once.
@Suite("Rollout adoption")
struct RolloutAdoptionTests {
    /// Shares (0…1) of caregiver-days ending on the rollout's version, per local date from the start.
    static func adoptedShares(_ overrides: [String] = []) throws -> [Double] {
        let scenario = try Fixtures.smallScenario(["days=10", "populations.caregivers.travellers.share=0"] + overrides)
        let tally = try #require(Caregivers.run(scenario, workers: 2))
        let first = Zone.utc.localDayNumber(at: scenario.start)
        return (first..<first + 10).map { day in
            let on = tally.adoption.count(day: day, arm: 0, version: 1)
            return Double(on) / Double(on + tally.adoption.count(day: day, arm: 0, version: 0))
        }
    }

    @Test("a rollout on day 4 reaches the devices over the following days, not at once")
    func spreadsOverDays() throws {
        let shares = try Self.adoptedShares()
        #expect(shares[..<3].allSatisfy { $0 == 0 }, "nobody has it before it exists")
        #expect(shares[4] > 0 && shares[4] < 0.9, "some devices take it on its first day, far from all")
        #expect(zip(shares[4...], shares[5...]).allSatisfy { $0 <= $1 }, "once taken, kept")
        #expect(shares[9] > shares[4])
    }

    @Test("without the fetch interval more devices take it on its first day")
    func intervalSlowsAdoption() throws {
        let throttled = try Self.adoptedShares()
        let eager = try Self.adoptedShares(["populations.caregivers.configFetchIntervalHours=0"])
        #expect(eager[4] > throttled[4])
    }

    @Test("the report names each remote-config value, not version numbers")
    func settingsAreValues() throws {
        let scenario = try Fixtures.smallScenario(["rollouts=[{day: 2, set: {baseQuota: 5}}, {day: 4, set: {baseQuota: 3, adDailyLimit: 8}}, {day: 6, set: {adDailyLimit: 6}}]"])
        let settings = ConfigSetting.all(scenario)
        #expect(settings.map(\.name) == ["baseQuota 3, adDailyLimit 6", "baseQuota 5, adDailyLimit 6", "baseQuota 3, adDailyLimit 8"])
        #expect(settings.map(\.versions) == [[0, 3], [1], [2]], "back to the start values is the start setting again")
        #expect(settings.map(\.column) == ["on_baseQuota_3_adDailyLimit_6", "on_baseQuota_5_adDailyLimit_6", "on_baseQuota_3_adDailyLimit_8"])
    }

    @Test("a rollout that changes nothing, or none at all, has no settings to show")
    func noChangeNoSettings() throws {
        #expect(ConfigSetting.all(try Fixtures.smallScenario(["rollouts=[]"])).isEmpty)
        #expect(ConfigSetting.all(try Fixtures.smallScenario(["rollouts=[{day: 2, set: {baseQuota: 3}}]"])).isEmpty)
    }

    @Test("arms are counted apart: each arm's shares add up to 100 % every day, on its own values")
    func armsApart() throws {
        let scenario = try Fixtures.smallScenario([
            "days=6", "arms=[{name: \"A\", share: 1}, {name: \"B\", share: 1}]", "populations.caregivers.travellers.share=0",
            "rollouts=[{day: 2, arm: \"B\", set: {baseQuota: 6}}, {day: 3, set: {adDailyLimit: 8}}]",
        ])
        let settings = ConfigSetting.all(scenario)
        #expect(settings.map(\.name) == ["A: baseQuota 3, adDailyLimit 6", "A: baseQuota 3, adDailyLimit 8",
                                          "B: baseQuota 3, adDailyLimit 6", "B: baseQuota 6, adDailyLimit 6", "B: baseQuota 6, adDailyLimit 8"])
        #expect(settings.map(\.column) == ["on_arm1_baseQuota_3_adDailyLimit_6", "on_arm1_baseQuota_3_adDailyLimit_8", "on_arm2_baseQuota_3_adDailyLimit_6",
                                            "on_arm2_baseQuota_6_adDailyLimit_6", "on_arm2_baseQuota_6_adDailyLimit_8"])
        let tally = try #require(Caregivers.run(scenario, workers: 2))
        for day in scenario.reportedDates {
            for arm in 0..<2 {
                let mine = settings.filter { $0.arm == arm }
                let total = try #require(mine.first).armTotal(in: tally.adoption, day: day)
                #expect(mine.reduce(0) { $0 + $1.count(in: tally.adoption, day: day) } == total)
            }
        }
        for arm in 0..<2 {
            let stored = tally.adoption.firstDay ..< tally.adoption.firstDay + Int64(tally.adoption.dayCount)
            let closed = stored.reduce(Int64(0)) { $0 + settings.first { $0.arm == arm }!.armTotal(in: tally.adoption, day: $1) }
            #expect(closed == tally.arms.total(arm: arm)[.userDays], "without travellers, every caregiver-day of arm \(arm) closes once, in its own arm")
        }
        let last = try #require(scenario.reportedDates.last)
        #expect(settings[1].count(in: tally.adoption, day: last) > 0, "arm A takes the adDailyLimit rollout")
        #expect(settings[4].count(in: tally.adoption, day: last) > 0, "arm B takes both")
    }
}
