@testable import CaregiverPersona
import Sim
import Testing
import Time

/// The quota checks compare days since 1970-01-01 rather than dates; they must judge
/// every operation as the rule over dates does.
@Suite("Quota oracle")
struct QuotaOracleTests {
    /// The midnight rule (docs/rules.md#quota-midnight-reset, docs/rules.md#no-backward-reset)
    /// stated over calendar dates: the reference the oracle's day numbers must agree with.
    static func holdsOverDates(before: (day: LocalDate?, views: Int, ads: Int), after: (day: LocalDate?, views: Int, ads: Int),
                               deviceDay: LocalDate) -> Bool {
        guard after.day != before.day, let moved = after.day else {
            return after.day == before.day && after.views >= before.views && after.ads >= before.ads
        }
        return (before.day.map { moved > $0 } ?? true) && moved == deviceDay
    }

    @Test("the midnight rule over day numbers answers as over dates, over 20,000 seeded operations: no day, the same day, forward, backward, across years")
    func dayNumbersJudgeAsDates() {
        var random = Xoshiro256StarStar(seed: 404)
        let firstDay = LocalDate(year: 2024, month: 12, day: 30).daysSinceEpoch
        func day() -> Int64? { random.uniform(below: 5) == 0 ? nil : firstDay + Int64(random.uniform(below: 4)) }
        func count() -> Int { Int(random.uniform(below: 3)) }
        var held = 0
        for _ in 0..<20_000 {
            let before = QuotaOracle.Snapshot(quotaDay: day(), views: count(), ads: count())
            let after = QuotaOracle.Snapshot(quotaDay: day(), views: count(), ads: count())
            let deviceDay = firstDay + Int64(random.uniform(below: 4))
            let date = { (day: Int64?) in day.map { LocalDate(daysSinceEpoch: $0) } }
            let expected = Self.holdsOverDates(before: (date(before.quotaDay), before.views, before.ads),
                                               after: (date(after.quotaDay), after.views, after.ads),
                                               deviceDay: LocalDate(daysSinceEpoch: deviceDay))
            #expect(QuotaOracle.midnightRuleHolds(before: before, after: after, deviceDay: deviceDay) == expected)
            held += expected ? 1 : 0
        }
        #expect(held > 2_000 && held < 18_000, "both verdicts are met")
    }
}
