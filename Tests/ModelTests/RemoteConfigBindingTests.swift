@testable import Model
import Testing
import Time

/// A setting that cannot bind because another limit binds first is named with the value it
/// behaves as (docs/rules.md#non-binding-settings).
@Suite("Remote config settings that cannot bind")
struct RemoteConfigBindingTests {
    static func config(baseQuota: Int = 3, adRewardViews: Int = 2, dailyViewCap: Int = 15, adDailyLimit: Int) -> RemoteConfig {
        var config = RemoteConfig()
        config.baseQuota = baseQuota
        config.adRewardViews = adRewardViews
        config.dailyViewCap = dailyViewCap
        config.adDailyLimit = adDailyLimit
        return config
    }

    @Test("ads a day can complete: ⌈(dailyViewCap − baseQuota) / adRewardViews⌉ at most, adDailyLimit when ads add no views",
          arguments: [(3, 2, 15, 10, 6), (2, 2, 15, 10, 7), (3, 2, 15, 6, 6), (3, 2, 15, 4, 4), (15, 2, 15, 6, 0), (3, 0, 15, 9, 9), (3, 5, 15, 6, 3)])
    func completable(base: Int, reward: Int, cap: Int, limit: Int, expected: Int) {
        #expect(Self.config(baseQuota: base, adRewardViews: reward, dailyViewCap: cap, adDailyLimit: limit).adsCompletableADay == expected)
    }

    @Test("the note names the setting, the value it behaves as and the limit that binds first; none when the setting binds")
    func note() {
        #expect(Self.config(adDailyLimit: 10).nonBindingSettings
                == ["adDailyLimit 10 ≡ 6: the daily view cap (15) binds first (baseQuota 3 + 6 ads × 2 views reach it)"])
        #expect(Self.config(adDailyLimit: 6).nonBindingSettings.isEmpty)
        #expect(RemoteConfig().nonBindingSettings.isEmpty, "the defaults all bind")
    }

    @Test("the tracker agrees: with adDailyLimit 10 a day completes the ads the formula says, then is refused for the view cap",
          arguments: [2, 3, 4, 14])
    func trackerAgrees(baseQuota: Int) {
        let config = Self.config(baseQuota: baseQuota, adDailyLimit: 10)
        var completed = 0
        var tracker = UsageTracker<Int>()
        let now = Instant(millisecondsSinceEpoch: 1_741_219_200_000)
        tracker.applyMidnightRule(at: now, in: Zone.utc)
        while tracker.adAvailability(at: now, config) == .available, completed < 20 {
            _ = tracker.completeAd(at: now, in: Zone.utc, config)
            completed += 1
        }
        #expect(tracker.adAvailability(at: now, config) == .viewCapReached)
        #expect(completed == config.adsCompletableADay)
    }
}
