import Model

/// What the app keeps in UserDefaults: the quota, the subscription, the favorites (seed 000 §1,
/// "favorites & quota persist locally").
package struct CaregiverPersistedState: Codable, Equatable {
    package var tracker: UsageTracker<Int32>
    package var subscription: Subscription?
    package var favorites: Favorites<Int32>
}
