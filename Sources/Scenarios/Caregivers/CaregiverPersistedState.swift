import Model

/// What the app keeps in UserDefaults.
struct CaregiverPersistedState: Codable, Equatable {
    var tracker: UsageTracker<Int32>
    var subscription: Subscription?
}
