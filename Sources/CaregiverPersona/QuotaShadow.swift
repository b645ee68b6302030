import Harness
import Model
import Time

/// An independent record of what the quota rules allow, kept beside each caregiver's
/// `UsageTracker` so the invariants check the tracker against facts it did not compute. The run's
/// checks (`CaregiverWorld+Checks.swift`) and the shrinker's replay (`QuotaActionReplay`) both
/// keep one and ask it through the same operations, with `QuotaOracle`'s predicates.
///
/// It remembers when songs were last charged and when the last ad was aborted, on the device
/// clock, and the tracker's counters when the device last activated a new remote config.
///
/// The cooldown (docs/rules.md#ad-offer: an ad may be offered only if … no aborted ad ended less
/// than `adCooldownSeconds` ago) is a rule about the quota sheet's offer, so `adMayBeOffered`
/// is meant for the moment the tracker offers an ad (`.quotaSheet(.available)`). The shrinker asks
/// it there; the run asks it when the offered ad starts, a moment later on the same device clock
/// with nothing in between, and so checks the offers that were taken.
package struct QuotaShadow: Sendable {
    /// Recently charged songs and when; at most `capacity`, newest last.
    private var charges: [(song: Int32, at: Instant)] = []
    /// When the last aborted ad ended.
    package private(set) var lastAbortAt: Instant?
    /// The tracker's views and ads when the device last activated a new config (0 once the quota
    /// day moves on): a limit lowered by a rollout does not take back what was had then.
    private var viewsAtChange = 0
    private var adsAtChange = 0

    package static let capacity = 16

    package init() {}

    /// The tracker charged a view of `song` at `device`.
    package mutating func charged(_ song: Int32, at device: Instant) {
        charges.removeAll { $0.song == song }
        if charges.count == Self.capacity { charges.removeFirst() }
        charges.append((song, device))
    }

    /// When `song` was last charged, if it still is remembered.
    package func chargedAt(_ song: Int32) -> Instant? {
        charges.last { $0.song == song }?.at
    }

    /// An ad was aborted at `device`: the cooldown starts.
    package mutating func adAborted(at device: Instant) {
        lastAbortAt = device
    }

    /// The device activated a new remote config while the tracker had `views` and `ads`.
    package mutating func configChanged(views: Int, ads: Int) {
        viewsAtChange = views
        adsAtChange = ads
    }

    /// The midnight rule over one operation (`QuotaOracle.midnightRuleHolds`) from `before` to
    /// `after` with the device on local date `deviceDay`; when the quota day moved on from a
    /// stored one, the counters remembered at a config change no longer apply.
    package mutating func midnightRuleHolds(before: QuotaOracle.Snapshot, after: QuotaOracle.Snapshot, deviceDay: Int64) -> Bool {
        if Self.resets(before: before, after: after) {
            viewsAtChange = 0
            adsAtChange = 0
        }
        return QuotaOracle.midnightRuleHolds(before: before, after: after, deviceDay: deviceDay)
    }

    /// Whether the quota day moved from a stored day to another: the tracker's counters reset.
    package static func resets(before: QuotaOracle.Snapshot, after: QuotaOracle.Snapshot) -> Bool {
        before.quotaDay != nil && after.quotaDay != nil && after.quotaDay != before.quotaDay
    }

    /// `views ≤ allowance ≤ cap` (`QuotaOracle.viewsWithinAllowance`).
    package func viewsWithinAllowance(views: Int, allowance: Int, _ config: RemoteConfig) -> Bool {
        QuotaOracle.viewsWithinAllowance(views: views, allowance: allowance, viewsAtChange: viewsAtChange, config)
    }

    /// `ads ≤ adDailyLimit` (`QuotaOracle.adsWithinLimit`).
    package func adsWithinLimit(ads: Int, _ config: RemoteConfig) -> Bool {
        QuotaOracle.adsWithinLimit(ads: ads, adsAtChange: adsAtChange, config)
    }

    /// Whether a free re-open of `song` at `device`, unlocked until `until`, is inside the window
    /// of its last charge (`QuotaOracle.freeRewatchHolds`).
    package func freeRewatchHolds(_ song: Int32, device: Instant, until: Instant, _ config: RemoteConfig) -> Bool {
        QuotaOracle.freeRewatchHolds(chargedAt: chargedAt(song), device: device, unlockedUntil: until, config)
    }

    /// Whether an ad may be offered at `device`: not inside the cooldown of the last aborted ad.
    package func adMayBeOffered(at device: Instant, _ config: RemoteConfig) -> Bool {
        !QuotaOracle.insideCooldown(abortedAt: lastAbortAt, device: device, config)
    }
}
