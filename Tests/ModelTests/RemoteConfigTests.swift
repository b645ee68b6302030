import Foundation
import Testing
import Model

@Suite("RemoteConfig")
struct RemoteConfigTests {
    private func decode(_ json: String) throws -> RemoteConfig {
        try JSONDecoder().decode(RemoteConfig.self, from: Data(json.utf8))
    }

    @Test("defaults are DESIGN.md's: 3 · 2 · 15 · 6 · 30 s · 15 min · 1.99 · 14.99 · 3 days · 150 ms")
    func defaults() {
        let c = RemoteConfig()
        let whole: [Int] = [c.baseQuota, c.adRewardViews, c.dailyViewCap, c.adDailyLimit, c.adCooldownSeconds,
                            c.rewatchWindowMinutes, c.freeTrialDays, c.searchDebounceMs]
        #expect(whole == [3, 2, 15, 6, 30, 15, 3, 150])
        #expect(c.monthlyPriceTier == 1.99 && c.yearlyPriceTier == 14.99)
    }

    @Test("decoding keeps defaults for missing keys and round-trips")
    func roundTrip() throws {
        let config = try decode(#"{"baseQuota": 4, "monthlyPriceTier": 2.49}"#)
        #expect(config.baseQuota == 4 && config.monthlyPriceTier == 2.49 && config.dailyViewCap == 15)
        #expect(try JSONDecoder().decode(RemoteConfig.self, from: JSONEncoder().encode(config)) == config)
    }

    @Test("an unknown key is an error naming it")
    func unknownKey() {
        #expect(throws: RemoteConfigError.unknownKey("baseQuotas")) { try decode(#"{"baseQuotas": 4}"#) }
    }

    @Test("a negative, fractional or capped-below-base value is an error naming the key")
    func impossibleValues() {
        #expect(throws: RemoteConfigError.invalidValue(key: "adDailyLimit", expected: "a non-negative number", got: -1)) {
            try decode(#"{"adDailyLimit": -1}"#)
        }
        #expect(throws: RemoteConfigError.invalidValue(key: "baseQuota", expected: "a non-negative whole number", got: 2.5)) {
            try decode(#"{"baseQuota": 2.5}"#)
        }
        #expect(throws: RemoteConfigError.invalidValue(key: "dailyViewCap", expected: "at least baseQuota (20)", got: 15)) {
            try decode(#"{"baseQuota": 20}"#)
        }
        #expect(RemoteConfigError.invalidValue(key: "dailyViewCap", expected: "at least baseQuota (20)", got: 15).description
                == "dailyViewCap: expected at least baseQuota (20), got 15")
    }

    @Test("set by name: known keys change, unknown names throw")
    func setByName() throws {
        var config = RemoteConfig()
        try config.set("adCooldownSeconds", to: 45)
        #expect(config.adCooldownSeconds == 45)
        #expect(throws: RemoteConfigError.unknownKey("nope")) { try config.set("nope", to: 1) }
    }
}
