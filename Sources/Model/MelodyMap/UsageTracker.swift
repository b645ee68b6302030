import Time
/// Melody Map's daily usage quota: views, re-watch window, rewarded ads and the midnight reset.
///
/// The rules (docs/rules.md#usage-quota):
/// - A **view** is one Song Detail open of a song not inside its re-watch window
///   (docs/rules.md#quota-view).
/// - The quota day is the local date in the device's current zone. State (views used, ads
///   completed) resets when that date moves **forward** past the stored one; a date that moves
///   back never resets and never restores spent views (docs/rules.md#quota-midnight-reset,
///   docs/rules.md#no-backward-reset).
/// - Allowance = `min(dailyViewCap, baseQuota + adRewardViews × adsCompletedToday)`
///   (docs/rules.md#allowance).
/// - Opening a song at `t` unlocks it until `t + rewatchWindow`; re-opening strictly before that
///   is free and does not extend the window. The window is elapsed time and survives midnight
///   (docs/rules.md#rewatch-window).
/// - An ad may be offered only if ads completed today < `adDailyLimit`, the allowance is below
///   `dailyViewCap`, and no aborted ad ended less than `adCooldownSeconds` ago
///   (docs/rules.md#ad-offer).
///
/// Windows (re-watch, cooldown) are half-open intervals `[start, start + length)` on the device
/// clock (docs/rules.md#half-open-windows). An instant *before* the start — the clock was set
/// back — is outside the window: the song costs a view again, and the cooldown does not block (a
/// clock set back must not lock ads for hours).
///
/// The tracker reads no clock: every operation takes the device's `now` and current `zone`.
/// Its state is `Codable` and round-trips exactly, as the app keeps it in UserDefaults.
public struct UsageTracker<Song: Hashable & Codable & Sendable>: Equatable, Sendable, Codable {
    /// A song opened for a view, free to re-open until `openedAt + rewatchWindow`.
    public struct Unlock: Equatable, Sendable, Codable {
        public var song: Song
        public var openedAt: Instant

        @inlinable
        init(song: Song, openedAt: Instant) {
            self.song = song
            self.openedAt = openedAt
        }

        /// Equal when the song and the instant are (the synthesized rule), inlinable so that a
        /// caller's song type specializes it.
        @inlinable
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.song == rhs.song && lhs.openedAt == rhs.openedAt
        }

        /// Reads what `encode(to:)` writes: the synthesized conformance's keyed container, with
        /// keys outside the generic type (`UsageTrackerUnlockKeys`). Inlinable, as is
        /// `encode(to:)`, so a caller that names its song type gets it specialized.
        @inlinable
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: UsageTrackerUnlockKeys.self)
            song = try container.decode(Song.self, forKey: .song)
            openedAt = try container.decode(Instant.self, forKey: .openedAt)
        }

        /// Writes the song and the instant it was opened, keyed `song` and `openedAt`.
        @inlinable
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: UsageTrackerUnlockKeys.self)
            try container.encode(song, forKey: .song)
            try container.encode(openedAt, forKey: .openedAt)
        }
    }

    /// The local date the counters belong to (`nil` before first use).
    @inlinable public var quotaDay: LocalDate? {
        quotaDaysSinceEpoch.map(LocalDate.init(daysSinceEpoch:))
    }
    /// `quotaDay` as days since 1970-01-01 (`LocalDate.daysSinceEpoch`), without building the date.
    @inlinable public var quotaDaysSinceEpoch: Int64? {
        storedQuotaDay == Self.noDay ? nil : storedQuotaDay
    }
    /// Views charged on `quotaDay`.
    @inlinable public var viewsUsed: Int { Int(storedViewsUsed) }
    /// Rewarded ads completed on `quotaDay`.
    @inlinable public var adsCompleted: Int { Int(storedAdsCompleted) }
    /// When the last aborted ad ended (starts the cooldown).
    @inlinable public var lastAbortedAdEndedAt: Instant? {
        storedLastAbortedAdEndedAt == Self.never ? nil : Instant(millisecondsSinceEpoch: storedLastAbortedAdEndedAt)
    }
    /// Songs inside their re-watch window, in the order they were opened; at most one per song.
    @inlinable public var unlocks: [Unlock] { storedOlderUnlocks + (storedRecentUnlock.map { [$0] } ?? []) }

    // Stored state; public read access is through the properties above, so that the operations
    // can be `@inlinable` (specialised for the caller's song type) while only they mutate it.
    // The quota day is kept as days since 1970-01-01, so the midnight rule compares integers;
    // "none" is a sentinel rather than an optional, and counters are 32-bit, so the whole state
    // is 56 bytes for a 32-bit song id: simulating many people, memory traffic is the cost.
    @usableFromInline static var noDay: Int64 { .min }
    @usableFromInline static var never: Int64 { .min }
    @usableFromInline var storedQuotaDay: Int64 = noDay
    @usableFromInline var storedViewsUsed: Int32 = 0
    @usableFromInline var storedAdsCompleted: Int32 = 0
    @usableFromInline var storedLastAbortedAdEndedAt: Int64 = never
    // The unlocks are `storedOlderUnlocks + [storedRecentUnlock]`: the newest is kept inline,
    // so the common case (one song inside its window, or none) reads no heap memory.
    // `storedRecentUnlock == nil` implies `storedOlderUnlocks.isEmpty`.
    @usableFromInline var storedRecentUnlock: Unlock?
    @usableFromInline var storedOlderUnlocks: [Unlock] = []

    /// Reads what `encode(to:)` writes. Inlinable, as is `encode(to:)`, and each unlock read by
    /// a direct call (`superDecoder()` is the element's own decoder, as `decode(Unlock.self)`
    /// makes), so a caller that names its song type — the caregivers' `Int32` — runs it
    /// specialized, without looking up `Unlock`'s generic metadata per element.
    @inlinable
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: UsageTrackerKeys.self)
        storedQuotaDay = try container.decodeIfPresent(LocalDate.self, forKey: .quotaDay)?.daysSinceEpoch ?? Self.noDay
        storedViewsUsed = try container.decode(Int32.self, forKey: .viewsUsed)
        storedAdsCompleted = try container.decode(Int32.self, forKey: .adsCompleted)
        storedLastAbortedAdEndedAt = try container.decodeIfPresent(Instant.self, forKey: .lastAbortedAdEndedAt)?
            .millisecondsSinceEpoch ?? Self.never
        // The unlocks are an array, read element by element straight into the two stored parts.
        var unlocks = try container.nestedUnkeyedContainer(forKey: .unlocks)
        while !unlocks.isAtEnd {
            let unlock = try Unlock(from: unlocks.superDecoder())
            if let recent = storedRecentUnlock { storedOlderUnlocks.append(recent) }
            storedRecentUnlock = unlock
        }
    }

    @inlinable
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: UsageTrackerKeys.self)
        try container.encodeIfPresent(quotaDay, forKey: .quotaDay)
        try container.encode(storedViewsUsed, forKey: .viewsUsed)
        try container.encode(storedAdsCompleted, forKey: .adsCompleted)
        try container.encodeIfPresent(lastAbortedAdEndedAt, forKey: .lastAbortedAdEndedAt)
        // The same encoding as `encode(unlocks, forKey:)` (an array is an unkeyed container of
        // its elements), without building the array.
        var unlocks = container.nestedUnkeyedContainer(forKey: .unlocks)
        for unlock in storedOlderUnlocks { try unlock.encode(to: unlocks.superEncoder()) }
        if let recent = storedRecentUnlock { try recent.encode(to: unlocks.superEncoder()) }
    }

    /// A tracker with nothing used.
    public init() {}

    /// Equal when every stored counter and unlock is (the synthesized rule), inlinable so that a
    /// caller's song type specializes it: a relaunch compares the decoded state with the saved one.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storedQuotaDay == rhs.storedQuotaDay && lhs.storedViewsUsed == rhs.storedViewsUsed
            && lhs.storedAdsCompleted == rhs.storedAdsCompleted && lhs.storedLastAbortedAdEndedAt == rhs.storedLastAbortedAdEndedAt
            && lhs.storedRecentUnlock == rhs.storedRecentUnlock && lhs.storedOlderUnlocks == rhs.storedOlderUnlocks
    }

    /// What the midnight rule did at an instant.
    public enum RollOver: Equatable, Sendable {
        /// The local date is the stored one (or the first use set it).
        case sameDay
        /// The local date moved forward: counters reset.
        case reset(from: LocalDate, to: LocalDate)
        /// The local date is earlier than the stored one: nothing changes.
        case dateMovedBack(stored: LocalDate, local: LocalDate)
    }

    /// Applies the midnight rule at `now` in `zone`: resets counters if the local date moved
    /// forward past the stored date, and reports what it did, with the dates (for a caller that
    /// shows or logs it). Every other operation applies this rule first, through
    /// `applyMidnightRule`, which reports nothing and builds no dates.
    @inlinable
    @discardableResult
    public mutating func rollOver(at now: Instant, in zone: Zone) -> RollOver {
        let today = zone.localDayNumber(at: now)
        let stored = storedQuotaDay
        advanceQuotaDay(to: today)
        if stored == Self.noDay || today == stored { return .sameDay }
        return today > stored
            ? .reset(from: LocalDate(daysSinceEpoch: stored), to: LocalDate(daysSinceEpoch: today))
            : .dateMovedBack(stored: LocalDate(daysSinceEpoch: stored), local: LocalDate(daysSinceEpoch: today))
    }

    /// Applies the midnight rule at `now` in `zone` exactly as `rollOver(at:in:)` does, without
    /// reporting what it did: no calendar dates are built, so it costs a day number and a compare.
    /// `open`, `completeAd` and `abortAd` apply the rule this way.
    @inlinable
    public mutating func applyMidnightRule(at now: Instant, in zone: Zone) {
        advanceQuotaDay(to: zone.localDayNumber(at: now))
    }

    /// The midnight rule on day numbers: the first use sets the quota day; a later `today` resets
    /// the counters; an equal or earlier one changes nothing.
    @inlinable
    mutating func advanceQuotaDay(to today: Int64) {
        let stored = storedQuotaDay
        if stored == Self.noDay {
            storedQuotaDay = today
        } else if today > stored {
            storedQuotaDay = today
            storedViewsUsed = 0
            storedAdsCompleted = 0
        }
    }

    /// Views allowed on the current quota day.
    @inlinable
    public func allowance(_ config: RemoteConfig) -> Int {
        min(config.dailyViewCap, config.baseQuota + config.adRewardViews * adsCompleted)
    }

    /// Views still available on the current quota day.
    @inlinable
    public func remainingViews(_ config: RemoteConfig) -> Int {
        max(0, allowance(config) - viewsUsed)
    }

    /// Whether `song` re-opens for free at `now`: `openedAt ≤ now < openedAt + window`.
    @inlinable
    public func isUnlocked(_ song: Song, at now: Instant, _ config: RemoteConfig) -> Bool {
        guard let unlock = unlock(of: song) else { return false }
        return unlock.openedAt <= now && now < unlock.openedAt.advanced(byMilliseconds: Self.window(config))
    }

    /// The outcome of opening a song's detail.
    public enum OpenOutcome: Equatable, Sendable {
        /// A subscriber: no meter, nothing counted.
        case unlimited
        /// Inside the re-watch window: free, window unchanged.
        case freeRewatch(unlockedUntil: Instant)
        /// A view was charged; `remaining` views are left today.
        case charged(remaining: Int)
        /// Out of allowance: the quota sheet, with whether an ad can be offered.
        case quotaSheet(AdAvailability)
    }

    /// Opens `song` at `now`: free inside its window, else charges a view if one is left, else
    /// shows the quota sheet.
    @inlinable
    public mutating func open(_ song: Song, at now: Instant, in zone: Zone, _ config: RemoteConfig,
                              isUnlimited: Bool = false) -> OpenOutcome {
        applyMidnightRule(at: now, in: zone)
        if isUnlimited { return .unlimited }
        let window = Self.window(config)
        removeUnlocks { now >= $0.openedAt.advanced(byMilliseconds: window) }
        if let unlock = unlock(of: song), unlock.openedAt <= now {
            return .freeRewatch(unlockedUntil: unlock.openedAt.advanced(byMilliseconds: window))
        }
        guard viewsUsed < allowance(config) else {
            return .quotaSheet(adAvailability(at: now, config))
        }
        storedViewsUsed += 1
        removeUnlocks { $0.song == song }
        if let recent = storedRecentUnlock { storedOlderUnlocks.append(recent) }
        storedRecentUnlock = Unlock(song: song, openedAt: now)
        return .charged(remaining: allowance(config) - viewsUsed)
    }

    /// The unlock of `song`, if it has one.
    @inlinable
    func unlock(of song: Song) -> Unlock? {
        if let recent = storedRecentUnlock, recent.song == song { return recent }
        return storedOlderUnlocks.isEmpty ? nil : storedOlderUnlocks.first { $0.song == song }
    }

    /// Removes the unlocks matching `shouldRemove`, keeping the others in order.
    ///
    /// Older unlocks left empty give their storage back, so the common finding that there are
    /// none reads the shared empty array rather than this tracker's own (likely uncached) buffer.
    @inlinable
    mutating func removeUnlocks(where shouldRemove: (Unlock) -> Bool) {
        if !storedOlderUnlocks.isEmpty { removeOlderUnlocks(where: shouldRemove) }
        if let recent = storedRecentUnlock, shouldRemove(recent) {
            if storedOlderUnlocks.isEmpty {
                storedRecentUnlock = nil
            } else {
                storedRecentUnlock = storedOlderUnlocks.removeLast()
                giveBackEmptyOlderUnlocks()
            }
        }
    }

    /// `removeUnlocks`' rarer part: removes the matching older unlocks, giving the storage back
    /// when none is left.
    @inlinable
    mutating func removeOlderUnlocks(where shouldRemove: (Unlock) -> Bool) {
        storedOlderUnlocks.removeAll(where: shouldRemove)
        giveBackEmptyOlderUnlocks()
    }

    /// Swaps emptied older unlocks for the shared empty array, handing their storage back.
    @inlinable
    mutating func giveBackEmptyOlderUnlocks() {
        if storedOlderUnlocks.isEmpty { storedOlderUnlocks = [] }
    }

    /// Whether a rewarded ad can be offered on the quota sheet.
    public enum AdAvailability: Equatable, Sendable {
        case available
        /// `adDailyLimit` ads were completed today.
        case dailyLimitReached
        /// The allowance is already at `dailyViewCap`: an ad could add nothing.
        case viewCapReached
        /// An aborted ad ended less than `adCooldownSeconds` ago; offered again at `until`.
        case coolingDown(until: Instant)
    }

    /// Whether an ad may be offered at `now` (on the current quota day; call after
    /// `applyMidnightRule`, `rollOver` or `open`). Checks in order: daily limit, view cap, cooldown.
    @inlinable
    public func adAvailability(at now: Instant, _ config: RemoteConfig) -> AdAvailability {
        if adsCompleted >= config.adDailyLimit { return .dailyLimitReached }
        if allowance(config) >= config.dailyViewCap { return .viewCapReached }
        if let aborted = lastAbortedAdEndedAt {
            let until = aborted.advanced(byMilliseconds: Int64(config.adCooldownSeconds) * 1_000)
            if aborted <= now && now < until { return .coolingDown(until: until) }
        }
        return .available
    }

    /// What a completed ad earned.
    public enum AdReward: Equatable, Sendable {
        /// The ad counted; the allowance grew by `views` (less than `adRewardViews` at the cap).
        case granted(views: Int)
        /// The ad could not count (limit or cap reached by the time it ended).
        case refused(AdAvailability)
    }

    /// Records an ad completed at `now` (after the midnight rule, so an ad that ends after
    /// midnight counts towards the new day). It counts only if the limit and cap still allow.
    @inlinable
    public mutating func completeAd(at now: Instant, in zone: Zone, _ config: RemoteConfig) -> AdReward {
        applyMidnightRule(at: now, in: zone)
        if adsCompleted >= config.adDailyLimit { return .refused(.dailyLimitReached) }
        if allowance(config) >= config.dailyViewCap { return .refused(.viewCapReached) }
        let before = allowance(config)
        storedAdsCompleted += 1
        return .granted(views: allowance(config) - before)
    }

    /// Records an ad aborted at `now`: the cooldown starts ("Ad not completed").
    @inlinable
    public mutating func abortAd(at now: Instant, in zone: Zone) {
        applyMidnightRule(at: now, in: zone)
        storedLastAbortedAdEndedAt = now.millisecondsSinceEpoch
    }

    @inlinable
    static func window(_ config: RemoteConfig) -> Int64 {
        Int64(config.rewatchWindowMinutes) * Milliseconds.minute
    }
}

/// `UsageTracker`'s persisted keys; the quota day is written as a calendar date. Outside the
/// generic type, so their metadata is static: keys nested in `UsageTracker<Song>` are generic
/// themselves, and each container made with them would look their metadata up at run time.
/// Package-visible so that the simulator's coder can specialize its containers for them.
@usableFromInline
package enum UsageTrackerKeys: String, CodingKey {
    case quotaDay, viewsUsed, adsCompleted, lastAbortedAdEndedAt, unlocks
}

/// `UsageTracker.Unlock`'s persisted keys, the synthesized conformance's names, outside the
/// generic type for the reason `UsageTrackerKeys` gives.
@usableFromInline
package enum UsageTrackerUnlockKeys: String, CodingKey {
    case song, openedAt
}
