import Model

/// Subscriptions by billing period and plan: how many periods were charged and how many
/// subscriptions were cancelled during each (period 0 is the free trial; the last row gathers
/// period `lastPeriod` and later). Integer counts, merged by sum.
package struct SubscriptionPeriods: Sendable, Equatable, Codable {
    /// Periods from this one on share a row.
    package static let lastPeriod = 12
    private static let rows = lastPeriod + 1

    /// `[plan × rows + period]`, monthly first.
    private var charged = [Int64](repeating: 0, count: 2 * rows)
    private var cancelled = [Int64](repeating: 0, count: 2 * rows)

    package init() {}

    private static func slot(_ plan: Subscription.Plan, _ period: Int) -> Int {
        (plan == .monthly ? 0 : rows) + min(max(period, 0), lastPeriod)
    }

    /// Counts the charge of paid period `period` (from 1) of a `plan` subscription.
    package mutating func charge(_ plan: Subscription.Plan, period: Int) {
        charged[Self.slot(plan, period)] += 1
    }

    /// Counts a `plan` subscription cancelled during period `period` (0: the trial).
    package mutating func cancel(_ plan: Subscription.Plan, period: Int) {
        cancelled[Self.slot(plan, period)] += 1
    }

    package func charges(_ plan: Subscription.Plan, period: Int) -> Int64 {
        charged[Self.slot(plan, period)]
    }

    package func cancellations(_ plan: Subscription.Plan, period: Int) -> Int64 {
        cancelled[Self.slot(plan, period)]
    }

    package mutating func merge(_ other: SubscriptionPeriods) {
        for index in charged.indices {
            charged[index] += other.charged[index]
            cancelled[index] += other.cancelled[index]
        }
    }
}
