import Time
/// A Melody Map subscription (`melodymap.monthly` / `melodymap.yearly`), as StoreKit 2 would
/// report it: a free trial, then auto-renewing paid periods until cancelled.
///
/// Decided here: periods are calendar months or years counted in UTC from the purchase
/// instant (a 31st renews on the last day of shorter months); the trial lasts
/// `freeTrialDays × 24 h`. Cancelling stops renewal; access lasts to the end of the period.
/// Family Sharing grants the same access to another account and is modelled as `familyShared`.
public struct Subscription: Equatable, Sendable, Codable {
    /// The product.
    public enum Plan: String, Equatable, Sendable, Codable, CaseIterable {
        case monthly, yearly
    }

    public private(set) var plan: Plan
    /// When the trial ends (`nil`: bought without a trial).
    public private(set) var trialEndsAt: Instant?
    /// Access lasts until this instant (exclusive).
    public private(set) var accessEndsAt: Instant
    /// Whether it renews at `accessEndsAt`.
    public private(set) var autoRenews: Bool
    /// Paid periods charged so far.
    public private(set) var paidPeriods: Int
    /// Whether access comes through Family Sharing.
    public private(set) var familyShared: Bool

    /// The synthesized conformance's keys, declared so that a coder in this package can name them
    /// (its keyed containers are specialized for them); the encoding is the synthesized one.
    package enum CodingKeys: String, CodingKey {
        case plan, trialEndsAt, accessEndsAt, autoRenews, paidPeriods, familyShared
    }

    /// Starts `plan` at `now`, with a trial of `config.freeTrialDays` days when `withTrial` and the
    /// trial is longer than zero; otherwise the first period is charged at once.
    public init(plan: Plan, startingAt now: Instant, withTrial: Bool, familyShared: Bool = false,
                _ config: RemoteConfig) {
        self.plan = plan
        self.autoRenews = true
        self.familyShared = familyShared
        if withTrial && config.freeTrialDays > 0 {
            let end = now.advanced(byMilliseconds: Int64(config.freeTrialDays) * Milliseconds.day)
            trialEndsAt = end
            accessEndsAt = end
            paidPeriods = 0
        } else {
            trialEndsAt = nil
            accessEndsAt = Self.periodEnd(plan, from: now)
            paidPeriods = 1
        }
    }

    /// Whether the subscriber has unlimited access at `now`.
    public func isActive(at now: Instant) -> Bool {
        now < accessEndsAt
    }

    /// Whether `now` is inside the free trial.
    public func isInTrial(at now: Instant) -> Bool {
        trialEndsAt.map { now < $0 } ?? false
    }

    /// Turns off auto-renewal; access continues to `accessEndsAt`.
    public mutating func cancel() {
        autoRenews = false
    }

    /// Charges every period that started at or before `now` while auto-renewal was on; returns
    /// how many were charged (the first after a trial is the conversion).
    @discardableResult
    public mutating func renew(through now: Instant) -> Int {
        var charged = 0
        while autoRenews && accessEndsAt <= now {
            accessEndsAt = Self.periodEnd(plan, from: accessEndsAt)
            paidPeriods += 1
            charged += 1
        }
        return charged
    }

    /// The price of one period in `config`.
    public func price(_ config: RemoteConfig) -> Double {
        plan == .monthly ? config.monthlyPriceTier : config.yearlyPriceTier
    }

    /// One calendar month or year after `start`, in UTC, with the day clamped to the month.
    static func periodEnd(_ plan: Plan, from start: Instant) -> Instant {
        let day = Zone.floorDivide(start.millisecondsSinceEpoch, Milliseconds.day)
        let timeOfDay = start.millisecondsSinceEpoch - day * Milliseconds.day
        let date = LocalDate(daysSinceEpoch: day)
        var year = date.year
        var month = date.month
        if plan == .monthly {
            month += 1
            if month == 13 { month = 1; year += 1 }
        } else {
            year += 1
        }
        let lastDay = LocalDate(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1)
            .adding(days: -1).day
        let end = LocalDate(year: year, month: month, day: min(date.day, lastDay))
        return Instant(millisecondsSinceEpoch: end.daysSinceEpoch * Milliseconds.day + timeOfDay)
    }
}
