extension RemoteConfig {
    /// The ads a quota day can actually complete: an ad is offered only while the allowance is
    /// below `dailyViewCap` (`UsageTracker`), and each completed ad adds `adRewardViews`, so after
    /// ⌈(dailyViewCap − baseQuota) / adRewardViews⌉ ads no more is offered, whatever
    /// `adDailyLimit` says (docs/rules.md#non-binding-settings). `adDailyLimit` itself when ads add
    /// no views.
    public var adsCompletableADay: Int {
        guard adRewardViews > 0 else { return adDailyLimit }
        let room = max(0, dailyViewCap - baseQuota)
        return min(adDailyLimit, (room + adRewardViews - 1) / adRewardViews)
    }

    /// The settings that cannot bind because another limit binds first, in words
    /// ("adDailyLimit 10 ≡ 6: the daily view cap (15) binds first"); empty when every one binds.
    public var nonBindingSettings: [String] {
        let completable = adsCompletableADay
        guard completable < adDailyLimit else { return [] }
        return ["adDailyLimit \(adDailyLimit) ≡ \(completable): the daily view cap (\(dailyViewCap)) binds first "
                + "(baseQuota \(baseQuota) + \(completable) ads × \(adRewardViews) views reach it)"]
    }
}
