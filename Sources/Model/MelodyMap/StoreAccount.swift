import Time

/// What the App Store knows of one person for Melody Map's subscription group
/// (`melodymap.monthly`, `melodymap.yearly`): whether they may still redeem the introductory
/// offer, the free trial.
///
/// StoreKit's rule: an introductory offer goes to a customer who has not received one for any
/// product of the same subscription group (Apple, "Implementing introductory offers in your app";
/// `Product.SubscriptionInfo.isEligibleForIntroOffer`). Decided here, with Apple's forum answer
/// ("only for new users that have never been subscribed to any of the subscriptions in a given
/// subscription group"): eligibility ends at the first subscription of either product, a trial
/// or a paid purchase. It is the store's state, not the app's: it survives reinstalls and cold
/// launches, and Family Sharing does not give it back.
public struct StoreAccount: Equatable, Sendable, Codable {
    /// Whether the person has ever subscribed to the group.
    public private(set) var hasSubscribed = false

    public init() {}

    /// Whether the paywall may offer the free trial under `config`: never subscribed, and the
    /// trial is longer than zero days.
    public func offersTrial(_ config: RemoteConfig) -> Bool {
        !hasSubscribed && config.freeTrialDays > 0
    }

    /// Subscribes to `plan` at `now`: with the free trial when `offersTrial(config)`, else the
    /// first period is charged at once. Eligibility for the introductory offer ends here.
    public mutating func subscribe(_ plan: Subscription.Plan, at now: Instant, _ config: RemoteConfig) -> Subscription {
        let subscription = Subscription(plan: plan, startingAt: now, withTrial: offersTrial(config), config)
        hasSubscribed = true
        return subscription
    }
}
