/// One server endpoint the app calls, as the backend sees it (docs/rules.md#backend-load): what it
/// is, what it costs to serve and what it returns.
///
/// Every time and size here is an assumption of the scenario unless the seed states it (the
/// seeds state none): the persona that calls the endpoint documents its defaults, and
/// docs/scenarios.md lists them.
package struct BackendEndpoint: Sendable, Equatable {
    /// The service that answers (`apps-script`, `supabase`, `admob`, …).
    package var service: String
    /// The endpoint or table (`getSongs`, `user_interactions insert`, …).
    package var name: String
    /// What calls it, in the report's words.
    package var trigger: String
    /// Milliseconds a request holds an execution when served from the server's cache, or when
    /// the endpoint has no cache.
    package var serviceMilliseconds: Int64
    /// Milliseconds a request that misses the cache holds an execution (rebuilding it).
    package var missServiceMilliseconds: Int64
    /// The server-side cache shared by every user (`SharedCache`), or `nil` for none.
    package var sharedCacheMilliseconds: Int64?
    /// Bytes a response carries, and more per row returned.
    package var bytesPerRequest: Int64
    package var bytesPerRow: Int64

    package init(service: String, name: String, trigger: String, serviceMilliseconds: Int64, missServiceMilliseconds: Int64? = nil,
                 sharedCacheMilliseconds: Int64? = nil, bytesPerRequest: Int64 = 0, bytesPerRow: Int64 = 0) {
        self.service = service
        self.name = name
        self.trigger = trigger
        self.serviceMilliseconds = serviceMilliseconds
        self.missServiceMilliseconds = missServiceMilliseconds ?? serviceMilliseconds
        self.sharedCacheMilliseconds = sharedCacheMilliseconds
        self.bytesPerRequest = bytesPerRequest
        self.bytesPerRow = bytesPerRow
    }

    /// Bytes of a response with `rows` rows.
    package func bytes(rows: UInt32) -> Int64 {
        bytesPerRequest + bytesPerRow * Int64(rows)
    }
}
