import Model

/// What the app keeps in UserDefaults.
package struct CaregiverPersistedState: Codable, Equatable {
    package var tracker: UsageTracker<Int32>
    package var subscription: Subscription?
}
