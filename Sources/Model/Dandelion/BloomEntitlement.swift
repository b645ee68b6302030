/// Dandelion Bloom, the $4.99 one-time purchase (docs/rules.md#bloom-entitlement): the store's
/// entitlement is the source of truth; a cached flag allows quick gating and offline access.
public struct BloomEntitlement: Equatable, Codable, Sendable {
    /// What the store says when asked (at launch, on returning to the foreground, after a
    /// purchase or a restore).
    public enum StoreAnswer: Sendable {
        case entitled
        case notEntitled
        /// StoreKit unavailable or offline: the store said nothing.
        case unavailable
    }

    /// What the macOS app shows at launch (macOS is premium-only).
    public enum MacLaunch: Equatable, Sendable {
        case open
        /// The Bloom paywall, with Unlock Bloom and Restore Purchases.
        case paywall
        /// The store could not be reached and nothing is cached: a retry state; never unlock.
        case retry
    }

    /// The cached unlock, persisted on the device.
    public private(set) var cachedUnlock = false

    public init() {}

    /// Applies what the store said: an answer updates the cache (a refund or revocation clears
    /// it); no answer leaves it as it was.
    public mutating func refresh(_ answer: StoreAnswer) {
        switch answer {
        case .entitled: cachedUnlock = true
        case .notEntitled: cachedUnlock = false
        case .unavailable: break
        }
    }

    /// Whether Bloom features are unlocked now, given the store's answer (the cache when offline).
    public func isUnlocked(_ answer: StoreAnswer) -> Bool {
        switch answer {
        case .entitled: true
        case .notEntitled: false
        case .unavailable: cachedUnlock
        }
    }

    /// The macOS launch gate: open when entitled (or cached while offline), the paywall when the
    /// store says no, a retry state when the store is unreachable and nothing is cached.
    public func macLaunch(_ answer: StoreAnswer) -> MacLaunch {
        switch answer {
        case .entitled: .open
        case .notEntitled: .paywall
        case .unavailable: cachedUnlock ? .open : .retry
        }
    }
}
