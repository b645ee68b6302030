import Harness
import Model
import Time

/// The usage-quota rules (docs/rules.md#usage-quota) restated as predicates over what was observed,
/// independent of `UsageTracker`'s own reasoning. The simulation's invariant checks and the
/// shrinker's replay both ask these, so the two can never disagree about what a violation is
/// (docs/rules.md#quota-invariants).
package enum QuotaOracle {
    /// The quota counters at one moment. Dates are days since 1970-01-01 (`LocalDate.daysSinceEpoch`),
    /// which order as the dates do: the checks run around every operation, and comparing day
    /// numbers spares them two civil-date conversions each.
    package struct Snapshot: Equatable {
        package var quotaDay: Int64?
        package var views: Int
        package var ads: Int
    }

    /// The midnight rule over one operation: the quota day moves only forward, and only to the
    /// device's local date (`deviceDay`, days since 1970-01-01); the counters fall only when it
    /// moves.
    package static func midnightRuleHolds(before: Snapshot, after: Snapshot, deviceDay: Int64) -> Bool {
        guard after.quotaDay != before.quotaDay, let moved = after.quotaDay else {
            return after.quotaDay == before.quotaDay && after.views >= before.views && after.ads >= before.ads
        }
        return (before.quotaDay.map { moved > $0 } ?? true) && moved == deviceDay
    }

    /// `views ≤ allowance ≤ cap`; a limit lowered by a rollout does not take back what was had
    /// when the config changed (`viewsAtChange`).
    package static func viewsWithinAllowance(views: Int, allowance: Int, viewsAtChange: Int, _ config: RemoteConfig) -> Bool {
        views <= max(allowance, viewsAtChange) && allowance <= config.dailyViewCap
    }

    /// `ads ≤ adDailyLimit`, with the same allowance for a lowered limit.
    package static func adsWithinLimit(ads: Int, adsAtChange: Int, _ config: RemoteConfig) -> Bool {
        ads <= max(config.adDailyLimit, adsAtChange)
    }

    /// A free re-open at `device` is allowed only inside `[charged, charged + window)`, and the
    /// window it reports must end there.
    package static func freeRewatchHolds(chargedAt charged: Instant?, device: Instant, unlockedUntil: Instant, _ config: RemoteConfig) -> Bool {
        guard let charged else { return false }
        let end = charged.advanced(byMilliseconds: Int64(config.rewatchWindowMinutes) * Milliseconds.minute)
        return charged <= device && device < end && unlockedUntil == end
    }

    /// Whether `device` is inside the cooldown after an ad aborted at `abortedAt`.
    package static func insideCooldown(abortedAt: Instant?, device: Instant, _ config: RemoteConfig) -> Bool {
        guard let abortedAt else { return false }
        return abortedAt <= device && device < abortedAt.advanced(byMilliseconds: Int64(config.adCooldownSeconds) * 1_000)
    }
}
