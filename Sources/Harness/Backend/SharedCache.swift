/// A server-side cache every user shares, such as Apps Script's `CacheService`
/// (docs/rules.md#shared-cache): one miss per 10 minutes per endpoint at most.
///
/// Rules, for requests in time order:
/// - A request after the cached value expired is a **miss**: it rebuilds the value (from the
///   Google Sheet) for `missMilliseconds`, then puts it for `lifetimeMilliseconds`.
/// - A request while the value is cached is a **hit**, served in `hitMilliseconds`.
/// - A request during a rebuild waits for it, then is served as a hit: its execution runs from
///   its arrival to the rebuild's end plus `hitMilliseconds`.
///
/// Decided here, where the seeds are silent: rebuilds are single-flight (one rebuild at a time,
/// as a script guarded by `LockService` does; without the lock every request during a rebuild
/// would rebuild too), and the value expires exactly `lifetimeMilliseconds` after it was put
/// (Google calls the expiry a suggestion and may evict earlier under memory pressure; that
/// eviction is not modelled). So misses are at most one per `missMilliseconds +
/// lifetimeMilliseconds`: under 144 a day for a 10-minute cache, whatever the load.
package struct SharedCache: Sendable {
    package let lifetimeMilliseconds: Int64
    package let hitMilliseconds: Int64
    package let missMilliseconds: Int64
    /// When the cached value expires, and when the rebuild under way ends.
    private var expires = Int64.min
    private var rebuildEnds = Int64.min

    package init(lifetimeMilliseconds: Int64, hitMilliseconds: Int64, missMilliseconds: Int64) {
        self.lifetimeMilliseconds = lifetimeMilliseconds
        self.hitMilliseconds = hitMilliseconds
        self.missMilliseconds = missMilliseconds
    }

    /// Serves a request arriving at `arrival` (not before the previous one): whether it hit,
    /// and when its execution ends.
    package mutating func serve(at arrival: Int64) -> (hit: Bool, end: Int64) {
        if arrival < rebuildEnds { return (true, rebuildEnds + hitMilliseconds) }
        if arrival < expires { return (true, arrival + hitMilliseconds) }
        rebuildEnds = arrival + missMilliseconds
        expires = rebuildEnds + lifetimeMilliseconds
        return (false, rebuildEnds)
    }
}
