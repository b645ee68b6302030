import CaregiverPersona
import Harness
import Sim
@testable import Scenarios
import TestSupport
import Testing

/// Caregivers who install over the run and respond to what they live: habit,
/// frustration, leaving, and the cohorts that measure it.
@Suite("Caregiver response and installs")
struct CaregiverResponseTests {
    static func scenario(_ overrides: [String]) throws -> Scenario {
        try Fixtures.smallScenario(["populations.caregivers.count=40", "populations.caregivers.installsPerDay=12", "days=21",
                                    "populations.caregivers.travellers.share=0.2"] + overrides)
    }

    static func run(_ scenario: Scenario) throws -> CaregiverTally {
        try #require(Caregivers.run(scenario, workers: 2))
    }

    @Test("people install over the run: every agent the schedule names installs once, and each lives the same life alone")
    func installsOverTheRun() throws {
        let scenario = try Self.scenario(["populations.caregivers.response={}", "populations.caregivers.count=8",
                                          "populations.caregivers.installsPerDay=2", "days=15"])
        let agents = Caregivers.agentCount(in: scenario)
        #expect(agents == 8 + 15 * 2)
        let full = try Self.run(scenario)
        #expect(full.totals[.installs] == Int64(agents))
        #expect(full.totals[.churned] > 0)
        var sum = CaregiverTally(scenario: scenario)
        for agent in 0..<agents { sum.merge(Caregivers.replay(scenario, agent: agent).tally) }
        #expect(sum.totals == full.totals)
        #expect(sum.cohort == full.cohort)
    }

    @Test("every response parameter at 0 reproduces the world without a response")
    func allZeroIsNoResponse() throws {
        let without = try Self.run(try Self.scenario([]))
        let zero = try Self.run(try Self.scenario([
            "populations.caregivers.response={ strength: 0, firstDayChurn: 0, baseChurnPerDay: 0 }",
        ]))
        #expect(zero.totals == without.totals && zero.cohort == without.cohort)
        #expect(without.totals[.churned] == 0)
    }

    @Test("with the response off (strength 0, churn on), retention and active users are identical in every quota arm", .long)
    func noResponseNoDifference() throws {
        let stingy = try Self.run(try Self.scenario(["populations.caregivers.response={ strength: 0 }", "baseQuota=1"]))
        let generous = try Self.run(try Self.scenario(["populations.caregivers.response={ strength: 0 }", "baseQuota=6"]))
        #expect(stingy.cohort == generous.cohort)
        #expect(stingy.totals[.churned] == generous.totals[.churned])
        #expect(stingy.totals[.views] != generous.totals[.views], "the quota itself still matters")
    }

    @Test("with a strong response, a stingier quota loses more people and fewer come back")
    func stingyQuotaLosesPeople() throws {
        let strong = "populations.caregivers.response={ strength: 3 }"
        let stingy = try Self.run(try Self.scenario([strong, "baseQuota=1"]))
        let generous = try Self.run(try Self.scenario([strong, "baseQuota=6"]))
        #expect(stingy.totals[.churned] > generous.totals[.churned])
        #expect(stingy.totals[.activeUserDays] < generous.totals[.activeUserDays])
        #expect((stingy.cohort.retention(atAge: 7) ?? 0) < (generous.cohort.retention(atAge: 7) ?? 0))
    }
}

@Suite("Per-install economics")
struct EconomicsTests {
    @Test("a hand-worked example: 1,000 installs, 3,000 ads at $10 eCPM, 12 monthly and 3 yearly charges, 6,500 active caregiver-days, 15 payers")
    func handWorked() throws {
        var counters = Counters<CaregiverMetric>()
        counters.add(.installs, 1_000)
        counters.add(.adsCompleted, 3_000)
        counters.add(.subscriptionRevenueCents, 12 * 199 + 3 * 1_499)
        counters.add(.activeUserDays, 6_500)
        counters.add(.payingUsers, 15)
        let scenario = try Fixtures.smallScenario()
        let names = ["revenue_per_install", "arpdau", "ad_revenue_share", "paying_user_share"]
        let economics = CaregiverReport.counted.filter { names.contains($0.kpi.name) }
        #expect(economics.map(\.kpi.name) == names)
        let values = economics.map { (name: $0.kpi.name, value: $0.value(counters, scenario)) }
        // Revenue: $30.00 of ads + $23.88 + $44.97 of subscriptions = $98.85.
        #expect(economics.allSatisfy { $0.kpi.leads }, "a sweep's tables lead with the per-install economics")
        #expect(abs(try #require(values[0].value) - 0.09885) < 1e-12)
        #expect(abs(try #require(values[1].value) - 98.85 / 6_500) < 1e-12)
        #expect(abs(try #require(values[2].value) - 30 / 98.85) < 1e-12)
        #expect(values[3].value == 0.015)
        #expect(economics.allSatisfy { $0.value(Counters(), scenario) == nil }, "no installs, no revenue: n/a, not 0 or NaN")
    }
}
