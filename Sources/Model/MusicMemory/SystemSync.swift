import Time
/// Sync with the system player's play counts (docs/rules.md#sync-triggers,
/// docs/rules.md#sync-new-plays).
///
/// On launch the app runs a full sync (every song) if the last full sync is more than 4 hours
/// old, else a quick sync (the current song only) ("1. App Launch Sync"). Returning from the
/// background runs a quick sync of the current song, whatever the time since the last full sync
/// ("2. Foreground Sync"). New plays are the system count minus the last known count, each
/// timestamped `lastSync + U(0, gap)` with the injected generator and put in chronological order.
/// Only a rise is acted on ("If difference > 0 … Update lastSystemPlayCount and
/// lastSyncTimestamp"): a count that went down creates nothing and is reported.
public enum SystemSync {
    /// A full sync is due when the last one is more than this old (exactly 4 h: quick).
    public static let fullSyncAfterMilliseconds: Int64 = 4 * Milliseconds.hour

    public enum Kind: Equatable, Sendable {
        case full, quick
    }

    /// What started a sync (docs/rules.md#sync-triggers).
    public enum Trigger: Equatable, Sendable {
        /// The app was launched ("App Launch Sync": full or quick by the 4-hour rule).
        case launch
        /// The app came back from the background ("Foreground Sync": always quick).
        case foreground
    }

    /// Which sync a launch at `now` runs.
    public static func kind(lastFullSync: Instant?, now: Instant) -> Kind {
        guard let lastFullSync else { return .full }
        return lastFullSync.milliseconds(to: now) > fullSyncAfterMilliseconds ? .full : .quick
    }

    /// Which sync `trigger` runs at `now`: a foreground return is a quick sync even when the last
    /// full sync is over 4 hours old, or when there never was one.
    public static func kind(_ trigger: Trigger, lastFullSync: Instant?, now: Instant) -> Kind {
        trigger == .foreground ? .quick : kind(lastFullSync: lastFullSync, now: now)
    }

    /// What a song's count change yields.
    public struct Discovery: Equatable, Sendable {
        /// The new plays' timestamps, in order, each in `[lastSync, now]`.
        public var timestamps: [Instant]
        /// The system count went down (a library reset, another device): nothing was created.
        public var countDecreased: Bool
    }

    /// The plays discovered for one song. `uniform(n)` returns a draw in `0 ..< n` (the injected
    /// generator); the gap is `now − lastSync` milliseconds, and a zero gap stamps every play at
    /// `lastSync`.
    public static func discover(systemCount: Int, lastKnownCount: Int, lastSync: Instant, now: Instant,
                                uniform: (UInt64) -> UInt64) -> Discovery {
        guard systemCount >= lastKnownCount else { return Discovery(timestamps: [], countDecreased: true) }
        var stamps: [Instant] = []
        stamps.reserveCapacity(systemCount - lastKnownCount)
        spread(systemCount - lastKnownCount, lastSync: lastSync.millisecondsSinceEpoch, now: now.millisecondsSinceEpoch, uniform: uniform) {
            stamps.append(Instant(millisecondsSinceEpoch: $0))
        }
        stamps.sort()
        return Discovery(timestamps: stamps, countDecreased: false)
    }

    /// The timestamps (milliseconds since 1970) of `count` new plays, in the order drawn (not yet
    /// sorted), each passed to `play`: `lastSync` plus a draw in `0 ... gap`, the gap being
    /// `now − lastSync` (a zero or negative gap stamps every play at `lastSync`, drawing nothing).
    static func spread(_ count: Int, lastSync: Int64, now: Int64, uniform: (UInt64) -> UInt64, _ play: (Int64) -> Void) {
        let gap = max(0, now - lastSync)
        for _ in 0..<count { play(lastSync + (gap == 0 ? 0 : Int64(uniform(UInt64(gap) + 1)))) }
    }
}
