import Harness

/// The Supabase calls GoodWatch makes (docs/rules.md#watcher-backend), in the order of the
/// report's endpoint list; the raw value is `BackendRequest.endpoint`.
///
/// GoodWatch has no offline support ("requires network for all operations"), and the model has
/// no network failure for watchers, so no request fails on the device. Not counted: sign-in and
/// the `newsletter_subscribers` insert happen once, before the run (the population exists at the
/// start, already past auth); the landing page's 32 posters come from TMDB, not Supabase; the
/// Enjoy screen's taps write nothing (a "Pick another" reads as any recommendation); Explore's
/// browsing (the seed names no Supabase call for it; a title watched there inserts its Watch Now
/// like any); the Firebase half of the analytics and the catalog's daily enrichment job
/// (server-side) are not Supabase requests from devices.
///
/// Every time and size here is an assumption (the seed gives none): a row of JSON as PostgREST
/// returns it, and a write's response empty (`Prefer: return=minimal`).
package enum WatcherEndpoint: UInt8, CaseIterable {
    /// `user_profiles` written at each of the evening's three steps: mood, platforms and
    /// languages, runtime, and the runtime again for each duration changed from the availability
    /// overlay. One row each.
    case profileWrite
    /// The Series/Binge check ("queries Supabase to verify availability"), also when the
    /// overlay changes the duration to Series: a count, no rows.
    case seriesAvailability
    /// "Show me" ("runs availability check before proceeding"), again after each duration
    /// changed from its overlay ("Try Anyway" goes on without one): a count, no rows.
    case availabilityCheck
    /// The watcher's shown (30 days) and rejected (7 days) history (docs/rules.md#exclusions),
    /// before each recommendation: one row per interaction returned.
    case exclusionRead
    /// The candidate fetch ("Fetch 1000 movies from Supabase"), in pages of at most
    /// `maximumRows`: one row per title returned.
    case candidates
    /// One `user_interactions` row per pick shown, per decision and per feedback answer.
    case interactionInsert
    /// One `app_events` row per event of `WatcherWorld.logEvent` ("dual-logged with Firebase").
    case appEvent

    /// Supabase returns at most 1,000 rows a request unless the project raises its "Max rows"
    /// setting: "By default, Supabase projects return a maximum of 1,000 rows"
    /// (https://supabase.com/docs/reference/javascript/select). A fetch of more candidates
    /// (`RecommendationEngine.Settings.fetchLimit` above 1,000) pages.
    package static let maximumRows = 1_000

    /// Milliseconds a request holds the server (the seed gives none): a write or a small read,
    /// and the candidate fetch, which filters, sorts and serializes up to 1,000 rows.
    static let requestMilliseconds: Int64 = 50
    static let candidateMilliseconds: Int64 = 150
    /// Bytes of JSON a row returns: a title with its overview's first sentence, cast line, genres,
    /// tags, platforms, runtime and scores (what the Main Screen shows); an interaction's title id,
    /// type and time.
    static let candidateRowBytes: Int64 = 600
    static let interactionRowBytes: Int64 = 90

    /// The endpoints as the backend report lists them.
    static var endpoints: [BackendEndpoint] {
        allCases.map { endpoint in
            switch endpoint {
            case .profileWrite:
                BackendEndpoint(service: "supabase", name: "user_profiles write", trigger: "mood, platforms + languages, runtime steps (3 an evening; +1 a duration changed)",
                                serviceMilliseconds: requestMilliseconds)
            case .seriesAvailability:
                BackendEndpoint(service: "supabase", name: "series availability", trigger: "Series/Binge chosen", serviceMilliseconds: requestMilliseconds)
            case .availabilityCheck:
                BackendEndpoint(service: "supabase", name: "availability check", trigger: "Show me (again after a duration changed)", serviceMilliseconds: requestMilliseconds)
            case .exclusionRead:
                BackendEndpoint(service: "supabase", name: "user_interactions read (exclusions)", trigger: "each recommendation",
                                serviceMilliseconds: requestMilliseconds, bytesPerRow: interactionRowBytes)
            case .candidates:
                BackendEndpoint(service: "supabase", name: "candidates (movies)", trigger: "each recommendation",
                                serviceMilliseconds: candidateMilliseconds, bytesPerRow: candidateRowBytes)
            case .interactionInsert:
                BackendEndpoint(service: "supabase", name: "user_interactions insert", trigger: "pick shown, decision, feedback answered",
                                serviceMilliseconds: requestMilliseconds)
            case .appEvent:
                BackendEndpoint(service: "supabase", name: "app_events insert", trigger: "launch, pick shown, decision, feedback, empty state",
                                serviceMilliseconds: requestMilliseconds)
            }
        }
    }

    /// Whether the endpoint writes its rows (the others read them).
    var writes: Bool {
        switch self {
        case .profileWrite, .interactionInsert, .appEvent: true
        case .seriesAvailability, .availabilityCheck, .exclusionRead, .candidates: false
        }
    }
}
