import Model

/// What the app keeps in UserDefaults: the quota, the subscription, the favorites
/// (docs/rules.md#persisted-state-round-trip).
package struct CaregiverPersistedState: Codable, Equatable {
    package var tracker: UsageTracker<Int32>
    package var subscription: Subscription?
    package var favorites: Favorites<Int32>

    package init(tracker: UsageTracker<Int32>, subscription: Subscription?, favorites: Favorites<Int32>) {
        self.tracker = tracker
        self.subscription = subscription
        self.favorites = favorites
    }

    enum CodingKeys: String, CodingKey {
        case tracker, subscription, favorites
    }

    /// What the synthesized conformance reads, but the tracker and the favorites through direct
    /// calls on their own decoders (`superDecoder(forKey:)`, the decoder `decode(_:forKey:)` would
    /// make), so they run specialized for `Int32` rather than through the generic witness: a cold
    /// launch decodes the state, and the generic path looks up metadata at run time.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tracker = try UsageTracker<Int32>(from: container.superDecoder(forKey: .tracker))
        subscription = try container.decodeIfPresent(Subscription.self, forKey: .subscription)
        favorites = try Favorites<Int32>(from: container.superDecoder(forKey: .favorites))
    }

    /// What the synthesized conformance writes, the tracker and the favorites through direct calls.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try tracker.encode(to: container.superEncoder(forKey: .tracker))
        try container.encodeIfPresent(subscription, forKey: .subscription)
        try favorites.encode(to: container.superEncoder(forKey: .favorites))
    }
}
