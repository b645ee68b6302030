import CaregiverPersona
import Harness
import Model
@testable import Scenarios
import TestSupport
import Testing

/// The subscription funnel as StoreKit and the seeds have it: the introductory offer
/// once per person, three entry points, and decisions that respond to price and trial length.
@Suite("Subscription funnel")
struct SubscriptionFunnelTests {
    /// Caregivers who meet the quota sheet often and always tap Go Unlimited.
    static func eager(_ overrides: [String] = []) throws -> Scenario {
        try Fixtures.smallScenario(["populations.caregivers.count=150", "days=30", "baseQuota=1",
                                    "populations.caregivers.trialPropensity=1"] + overrides)
    }

    static func run(_ scenario: Scenario) throws -> CaregiverTally {
        try #require(Caregivers.run(scenario, workers: 2))
    }

    /// The eager caregivers at the default price and trial, run once for the tests that compare
    /// against them.
    static let reference: CaregiverTally? = (try? eager()).flatMap { Caregivers.run($0, workers: 2) }

    /// Paid subscriptions per paywall view: trials converted plus purchases at once.
    static func paidPerView(_ tally: CaregiverTally) -> Double {
        let views = tally.totals[.paywallViewsFromQuotaSheet] + tally.totals[.paywallViewsFromBanner] + tally.totals[.paywallViewsFromProfile]
        return Double(tally.totals[.paidConversions] + tally.totals[.directPurchases]) / Double(views)
    }

    @Test("20 caregivers who always start a trial and never convert start at most 20 trials in 60 days")
    func oneTrialPerPerson() throws {
        let tally = try Self.run(try Fixtures.smallScenario([
            "populations.caregivers.count=20", "days=60", "baseQuota=1", "populations.caregivers.trialPropensity=1",
            "populations.caregivers.trialConversion=0", "populations.caregivers.paywall.startTrial=1",
            "populations.caregivers.paywall.directPurchase=0",
        ]))
        #expect(tally.totals[.trialStarts] > 0 && tally.totals[.trialStarts] <= 20)
        #expect(tally.totals[.paidConversions] == 0 && tally.totals[.directPurchases] == 0)
        #expect(tally.totals[.paywallViewsFromQuotaSheet] > tally.totals[.trialStarts], "they keep reaching the paywall after the trial")
    }

    @Test("with freeTrialDays 0 no trial starts and fewer paywall views turn paid than with a 3-day trial", .long)
    func noTrialConvertsFewer() throws {
        let trial = try #require(Self.reference)
        let none = try Self.run(try Self.eager(["freeTrialDays=0"]))
        #expect(none.totals[.trialStarts] == 0 && none.totals[.directPurchases] > 0)
        #expect(Self.paidPerView(none) < Self.paidPerView(trial))
    }

    @Test("a higher price converts fewer trials and sells fewer subscriptions at once", .long)
    func priceLowersConversion() throws {
        let reference = try #require(Self.reference)
        let dearer = try Self.run(try Self.eager(["monthlyPriceTier=3.99", "yearlyPriceTier=29.99"]))
        #expect(dearer.totals[.paidConversions] + dearer.totals[.directPurchases]
                < reference.totals[.paidConversions] + reference.totals[.directPurchases])
    }

    @Test("subscriptions by billing period add up to the run's charges and cancellations, and monthly plans renew past their first period")
    func periods() throws {
        let tally = try Self.run(try Self.eager(["days=75", "populations.caregivers.count=60", "rollouts=[]"]))
        let periods = 0...SubscriptionPeriods.lastPeriod
        let charges = Subscription.Plan.allCases.reduce(Int64(0)) { sum, plan in sum + periods.reduce(0) { $0 + tally.periods.charges(plan, period: $1) } }
        let cancellations = Subscription.Plan.allCases.reduce(Int64(0)) { sum, plan in
            sum + periods.reduce(0) { $0 + tally.periods.cancellations(plan, period: $1) }
        }
        #expect(charges == tally.totals[.paidConversions] + tally.totals[.directPurchases] + tally.totals[.renewals])
        #expect(cancellations == tally.totals[.cancellations])
        #expect(tally.periods.charges(.monthly, period: 2) > 0 && tally.periods.charges(.yearly, period: 2) == 0)
    }

    @Test("the Search banner and Profile open the paywall too")
    func everyEntryPoint() throws {
        let tally = try Self.run(try Self.eager(["populations.caregivers.paywall.bannerTapRate=0.05",
                                                 "populations.caregivers.paywall.profileUpgradeTapRate=0.5"]))
        #expect(tally.totals[.bannerImpressions] > 0 && tally.totals[.profileVisits] > 0)
        #expect(tally.totals[.paywallViewsFromBanner] > 0 && tally.totals[.paywallViewsFromProfile] > 0)
        #expect(tally.totals[.bannerImpressions] < tally.totals[.sessions], "subscribers see no banner")
    }
}

@Suite("Paywall decisions")
struct PaywallBehaviourTests {
    let paywall = PaywallBehaviour()

    @Test("at the reference prices and trial length every chance is the population's own")
    func referenceIsIdentity() {
        let config = RemoteConfig()
        #expect(paywall.yearlyChance(yearlyShare: 0.3, config) == 0.3)
        #expect(paywall.conversionChance(trialConversion: 0.45, .monthly, config) == 0.45)
        #expect(paywall.purchaseChance(.yearly, config) == 0.1)
    }

    @Test("constant elasticity: twice the price halves conversion at elasticity 1; a 17-day trial converts about 1.7× a 3-day one")
    func elasticities() throws {
        var dearer = RemoteConfig()
        try dearer.set(.monthlyPriceTier, to: 3.98)
        #expect(abs(paywall.conversionChance(trialConversion: 0.4, .monthly, dearer) - 0.2) < 1e-12)
        #expect(abs(paywall.purchaseChance(.monthly, dearer) - 0.05) < 1e-12)
        var longer = RemoteConfig()
        try longer.set(.freeTrialDays, to: 17)
        let ratio = paywall.conversionChance(trialConversion: 0.4, .monthly, longer) / 0.4
        #expect(abs(ratio - 1.7) < 0.001)
        var cheaperYear = RemoteConfig()
        try cheaperYear.set(.yearlyPriceTier, to: 14.99 / 2)
        #expect(abs(paywall.yearlyChance(yearlyShare: 0.3, cheaperYear) - 0.6) < 1e-12)
    }

    @Test("chances stay within 0 and 1")
    func clamped() throws {
        var free = RemoteConfig()
        try free.set(.yearlyPriceTier, to: 0.5)
        #expect(paywall.yearlyChance(yearlyShare: 0.9, free) == 1)
    }
}
