import Time

/// Classic retention by days since install, and daily and weekly active users, as integer arrays
/// that merge by element-wise sum (docs/rules.md#fixed-merge-order): partitions of caregivers
/// counted apart and merged give the same arrays as one count.
///
/// Rules (docs/rules.md#retention-and-active-users; all dates are the caregiver's local dates,
/// days since 1970-01-01):
/// - **Active** on date `D`: at least one session dated `D`. A caregiver's first session of a date
///   counts it (`recordSession`); later sessions that date add nothing.
/// - **Eligible at age n**: installed on `L` with `L + n ≤ lastFull`, where `lastFull` is the last
///   local date fully inside the run in the home zone (`lastFullDay(end:zone:)`). Counted once, at
///   install, for every such `n` in `0…maxAge`.
/// - **Active at age a** = `D − L` on its first session of date `D`, if `D ≤ lastFull`.
/// - **Retention Dn** = `activeAtAge[n] / eligibleAtAge[n]` (classic Day N: active *on* day n, not
///   "on or after"; a caregiver seen on day 2 but not on day 1 is not retained at D1).
/// - **DAU(D)** = caregivers active on `D`. **WAU(D)** = caregivers active on at least one date of
///   `D−6 … D`, counted exactly and incrementally: on a caregiver's first session of `D`, add 1 to
///   WAU on dates `max(D, coveredThrough + 1) … D + 6`, then `coveredThrough = D + 6`.
///
/// Decided here, where the apps' documents are silent:
/// - Active dates only move forward: a session dated on or before the caregiver's last active
///   date (after flying west across the date line or a time-zone boundary) counts for nothing, so
///   a date is never counted twice and `activeAtAge ≤ eligibleAtAge` holds. A traveller can thus
///   miss a date it lived again; one that skips a date (flying east) is simply not active on it.
/// - A session dated before the install date (only if the device's zone is behind the home zone
///   at install) counts for nothing either: age 0 is the install date. So `a ≥ 0` always.
/// - Ages above `maxAge` and dates outside `firstDay ..< firstDay + dayCount` are not stored (a
///   WAU window that runs past the last stored date is cut there; stored dates stay exact).
package struct CohortCounts: Sendable, Equatable, Codable {
    /// The oldest age (days since install) counted.
    package let maxAge: Int
    /// The first local date of the DAU and WAU series (days since 1970-01-01).
    package let firstDay: Int64
    /// Caregivers observed at each age `0…maxAge`: the retention denominators.
    package private(set) var eligibleAtAge: [Int64]
    /// Caregivers active at each age `0…maxAge`: the retention numerators.
    package private(set) var activeAtAge: [Int64]
    /// DAU per local date from `firstDay`.
    package private(set) var dailyActive: [Int64]
    /// WAU per local date from `firstDay`.
    package private(set) var weeklyActive: [Int64]

    /// Zeroed counts for ages `0…maxAge` and local dates `firstDay ..< firstDay + dayCount`.
    package init(maxAge: Int, firstDay: Int64, dayCount: Int) {
        precondition(maxAge >= 0 && dayCount >= 0)
        self.maxAge = maxAge
        self.firstDay = firstDay
        eligibleAtAge = [Int64](repeating: 0, count: maxAge + 1)
        activeAtAge = eligibleAtAge
        dailyActive = [Int64](repeating: 0, count: dayCount)
        weeklyActive = dailyActive
    }

    /// How many local dates the DAU and WAU series cover.
    package var dayCount: Int { dailyActive.count }

    /// The last local date fully inside a run ending at `end` (exclusive) in `zone`.
    package static func lastFullDay(end: Instant, zone: Zone) -> Int64 {
        zone.localDayNumber(at: end) - 1
    }

    /// Counts a caregiver installed on local date `installDay` in the denominators of every age it
    /// will be observed at, and returns its state for `recordSession`.
    ///
    /// - Complexity: O(maxAge), once per caregiver.
    package mutating func install(on installDay: Int64, lastFullDay: Int64) -> CohortMember {
        let observed = lastFullDay - installDay
        if observed >= 0 {
            for age in 0...Int(min(observed, Int64(maxAge))) { eligibleAtAge[age] &+= 1 }
        }
        return CohortMember(installDay: installDay, lastFullDay: lastFullDay)
    }

    /// Counts a session dated `day` (local date in the device's current zone): on the member's
    /// first session of a date, DAU, WAU and the active age.
    ///
    /// - Returns: whether `day` became an active date (the first session of that date).
    /// - Complexity: O(1) (at most 7 WAU dates), no allocation.
    @discardableResult
    package mutating func recordSession(_ member: inout CohortMember, on day: Int64) -> Bool {
        guard day > member.lastActiveDay else { return false }
        member.lastActiveDay = day
        if let row = row(day) { dailyActive[row] &+= 1 }
        let from = max(day, member.coveredThrough + 1)
        if from <= day + 6 {
            for date in from...(day + 6) {
                if let row = row(date) { weeklyActive[row] &+= 1 }
            }
        }
        member.coveredThrough = day + 6
        let age = day - member.installDay
        if day <= member.lastFullDay && age <= Int64(maxAge) { activeAtAge[Int(age)] &+= 1 }
        return true
    }

    private func row(_ day: Int64) -> Int? {
        let row = day - firstDay
        return row >= 0 && row < Int64(dailyActive.count) ? Int(row) : nil
    }

    /// DAU on local date `day` (0 outside the series).
    package func dau(on day: Int64) -> Int64 {
        row(day).map { dailyActive[$0] } ?? 0
    }

    /// WAU on local date `day` (0 outside the series).
    package func wau(on day: Int64) -> Int64 {
        row(day).map { weeklyActive[$0] } ?? 0
    }

    /// Retention at age `n`: active over eligible, or nil when nobody was observed at that age.
    package func retention(atAge n: Int) -> Double? {
        guard n >= 0 && n <= maxAge && eligibleAtAge[n] > 0 else { return nil }
        return Double(activeAtAge[n]) / Double(eligibleAtAge[n])
    }

    /// Adds another partition's counts, which must cover the same ages and dates.
    package mutating func merge(_ other: CohortCounts) {
        precondition(other.maxAge == maxAge && other.firstDay == firstDay && other.dayCount == dayCount,
                     "cohort counts cover different ages or dates")
        for i in eligibleAtAge.indices {
            eligibleAtAge[i] &+= other.eligibleAtAge[i]
            activeAtAge[i] &+= other.activeAtAge[i]
        }
        for i in dailyActive.indices {
            dailyActive[i] &+= other.dailyActive[i]
            weeklyActive[i] &+= other.weeklyActive[i]
        }
    }
}
