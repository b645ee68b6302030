import Foundation
import Testing
import Model
import Time

/// The instant of a UTC wall-clock hour.
private func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0) -> Instant {
    Instant(utc: LocalDate(year: y, month: mo, day: d), hour: h)
}

@Suite("Subscription")
struct SubscriptionTests {
    @Test("a 3-day trial converts at its end unless cancelled")
    func trialConversion() {
        let start = utc(2025, 1, 10, 12)
        var subscription = Subscription(plan: .monthly, startingAt: start, withTrial: true, RemoteConfig())
        #expect(subscription.isInTrial(at: start) && subscription.paidPeriods == 0)
        let trialEnd = start.advanced(byMilliseconds: 3 * 86_400_000)
        #expect(subscription.renew(through: trialEnd.advanced(byMilliseconds: -1)) == 0)
        #expect(subscription.renew(through: trialEnd) == 1)
        #expect(subscription.isActive(at: trialEnd) && !subscription.isInTrial(at: trialEnd))
        #expect(subscription.accessEndsAt == utc(2025, 2, 13, 12))

        var cancelled = Subscription(plan: .yearly, startingAt: start, withTrial: true, RemoteConfig())
        cancelled.cancel()
        #expect(cancelled.renew(through: trialEnd) == 0)
        #expect(!cancelled.isActive(at: trialEnd))
        #expect(cancelled.isActive(at: trialEnd.advanced(byMilliseconds: -1)))
    }

    @Test("the saved form is the synthesized one: the property names as keys, instants as milliseconds")
    func savedForm() throws {
        let start = utc(2025, 1, 10, 12)
        let subscription = Subscription(plan: .monthly, startingAt: start, withTrial: true, RemoteConfig())
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(subscription), as: UTF8.self)
        #expect(json == #"{"accessEndsAt":1736769600000,"autoRenews":true,"familyShared":false,"paidPeriods":0,"plan":"monthly","trialEndsAt":1736769600000}"#)
        #expect(try JSONDecoder().decode(Subscription.self, from: Data(json.utf8)) == subscription)
    }

    @Test("monthly periods clamp to the month's last day; yearly periods add a calendar year")
    func periods() {
        var monthly = Subscription(plan: .monthly, startingAt: utc(2024, 1, 31, 8), withTrial: false, RemoteConfig())
        #expect(monthly.accessEndsAt == utc(2024, 2, 29, 8))
        #expect(monthly.renew(through: utc(2024, 3, 1)) == 1)
        #expect(monthly.accessEndsAt == utc(2024, 3, 29, 8))
        let yearly = Subscription(plan: .yearly, startingAt: utc(2024, 2, 29), withTrial: false, RemoteConfig())
        #expect(yearly.accessEndsAt == utc(2025, 2, 28))
        #expect(yearly.paidPeriods == 1)
    }
}
