import Harness
import Model
import Sim

/// How caregivers reach the paywall and what they decide there, as StoreKit and the app have it
/// (docs/rules.md#paywall-behaviour).
///
/// A caregiver reaches the paywall from one of three entry points (`PaywallEntry`). There:
/// 1. they pick the plan: yearly with `yearlyChance`, which falls as the yearly price rises
///    against twelve months;
/// 2. if the store offers the free trial (`StoreAccount.offersTrial`: never subscribed, and
///    `freeTrialDays` > 0), they start it with `startTrial`, and the trial converts with
///    `conversionChance` (the population's `trialConversion` at the reference price and trial
///    length, moved by both elasticities);
/// 3. otherwise they buy at once with `purchaseChance` (`directPurchase` moved by price).
///
/// Decided here, where the seeds are silent (every value below is an assumption a
/// sweep can vary; docs/scenarios.md lists them with units): responses to price and trial length
/// are constant-elasticity, `rate × (x / reference)^elasticity`, clamped to [0, 1]; conversion is
/// decided when the trial starts and acted on at its end; a dismissed paywall reached from the
/// quota sheet returns to the sheet, whose Watch Ad and Not Now are still there.
package struct PaywallBehaviour: Sendable, Equatable, Encodable {
    /// Chance a session's banner impression is tapped (per session of a caregiver not subscribed).
    package var bannerTapRate = 0.003
    /// Chance a session opens the Profile overlay.
    package var profileVisitRate = 0.05
    /// Chance a Profile visit taps the upgrade row (caregivers not subscribed).
    package var profileUpgradeTapRate = 0.02
    /// Chance the paywall's free-trial offer is accepted, when the store offers it.
    package var startTrial = 0.6
    /// Chance of buying at once when no trial is offered, at the reference price. Below
    /// `startTrial × trialConversion` by default, so a trial converts more taps than none.
    package var directPurchase = 0.1
    /// Prices (USD) and trial length (days) at which `trialConversion` and `directPurchase` hold:
    /// the app's: $1.99 monthly, $14.99 yearly, 3-day trial (docs/rules.md#remote-config-keys).
    package var referenceMonthlyUSD = 1.99
    package var referenceYearlyUSD = 14.99
    package var referenceTrialDays = 3.0
    /// Elasticity of conversion and purchase to price: a price twice the reference multiplies
    /// them by 2^−priceElasticity.
    package var priceElasticity = 1.0
    /// Elasticity of trial conversion to trial length. 0.306 makes a 17-day trial convert 1.7× a
    /// 3-day one (RevenueCat, State of Subscription Apps 2026: trials of 17+ days convert 70 %
    /// better than short ones; ln 1.7 / ln(17/3) ≈ 0.306).
    package var trialLengthElasticity = 0.306
    /// Elasticity of the yearly share to the yearly price relative to twelve monthly prices.
    package var planRatioElasticity = 1.0

    package init() {}

    /// The chance that one opportunity on `entry` is a tap: Go Unlimited on a quota sheet
    /// (`trialPropensity`), the banner per impression, upgrade per Profile visit.
    package func tapChance(_ entry: PaywallEntry, trialPropensity: Double) -> Double {
        switch entry {
        case .quotaSheet: trialPropensity
        case .searchBanner: bannerTapRate
        case .profile: profileUpgradeTapRate
        }
    }

    /// The chance of choosing the yearly plan at `config`'s prices: `yearlyShare` at the reference
    /// prices, times (reference ratio / ratio)^planRatioElasticity, where ratio = yearly /
    /// (12 × monthly).
    package func yearlyChance(yearlyShare: Double, _ config: RemoteConfig) -> Double {
        let reference = referenceYearlyUSD / (12 * referenceMonthlyUSD)
        let ratio = config.yearlyPriceTier / (12 * config.monthlyPriceTier)
        return clamped(yearlyShare * Self.power(reference / ratio, planRatioElasticity))
    }

    /// The chance a trial of `plan` started under `config` converts: `trialConversion` × (price /
    /// reference)^−priceElasticity × (trial days / reference days)^trialLengthElasticity.
    package func conversionChance(trialConversion: Double, _ plan: Subscription.Plan, _ config: RemoteConfig) -> Double {
        clamped(trialConversion * priceFactor(plan, config)
                * Self.power(Double(config.freeTrialDays) / referenceTrialDays, trialLengthElasticity))
    }

    /// The chance of buying `plan` at once (no trial offered): `directPurchase` × (price /
    /// reference)^−priceElasticity.
    package func purchaseChance(_ plan: Subscription.Plan, _ config: RemoteConfig) -> Double {
        clamped(directPurchase * priceFactor(plan, config))
    }

    /// (price / reference)^−priceElasticity for `plan` under `config`.
    func priceFactor(_ plan: Subscription.Plan, _ config: RemoteConfig) -> Double {
        let (price, reference) = plan == .monthly
            ? (config.monthlyPriceTier, referenceMonthlyUSD) : (config.yearlyPriceTier, referenceYearlyUSD)
        return Self.power(price / reference, -priceElasticity)
    }

    /// `base^exponent` for a positive base, by the engine's own logarithm and exponential
    /// (docs/rules.md#exact-arithmetic); exactly 1 when the exponent is 0 or the base 1.
    static func power(_ base: Double, _ exponent: Double) -> Double {
        guard exponent != 0, base != 1 else { return 1 }
        guard base > 0 else { return exponent > 0 ? 0 : .infinity }
        return DeterministicMath.exp(exponent * DeterministicMath.log(base))
    }

    private func clamped(_ chance: Double) -> Double {
        min(1, max(0, chance))
    }
}
