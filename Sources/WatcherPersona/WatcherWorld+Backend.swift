import Harness
import Model
import Time

/// What watchers' devices ask of Supabase (docs/rules.md#watcher-backend; `WatcherEndpoint`).
///
/// Nothing here draws: every request follows from what the watcher already did, so every count
/// but the backend's is what it was without it.
///
/// The model lives an evening's Pick For Me at one instant, the pick's. Its requests are spread
/// back from there over the screens before it (the app's first journey), so one device's
/// requests do not all land in the same millisecond: the loading screen lasts
/// `loadingMilliseconds` ("~1.2 seconds") and each screen before it `screenMilliseconds`
/// (decided here; the seed gives none). The app opens on Landing, the mood is written one screen
/// later, then platforms and languages, then the runtime (and the Series check), then "Show me"
/// runs the availability check and the first pick's reads: 26.2 s from opening to the pick.
/// The model still decides the feedback prompt at the pick's instant; its rows carry the
/// opening's. Nothing is logged before the scenario's start.
extension WatcherWorld {
    /// A screen of Pick For Me before "Show me" (Landing, Mood, Platforms, Duration, the hook).
    static let screenMilliseconds: Int64 = 5_000
    /// The Confidence Moment between "Show me" and the first pick ("~1.2 seconds").
    static let loadingMilliseconds: Int64 = 1_200

    /// The instant `screens` screens before "Show me" (5: the app opening), for an evening whose
    /// first pick shows at `pick`.
    func pickForMeInstant(before pick: Instant, screens: Int64) -> Instant {
        max(pick.advanced(byMilliseconds: -Self.loadingMilliseconds - screens * Self.screenMilliseconds), scenario.start)
    }

    /// An evening's Pick For Me flow up to "Show me" (docs/rules.md#watcher-backend): after
    /// onboarding, every Pick For Me starts fresh from Landing ("If step 6+ → always start fresh"),
    /// so each evening writes the mood, the platforms and languages, and the runtime to
    /// `user_profiles`, checks Series availability when Series/Binge is chosen, and runs the
    /// availability check on "Show me".
    mutating func pickForMeRequests(_ i: Int, series: Bool, pickAt pick: Instant) {
        for screens in stride(from: Int64(3), through: 1, by: -1) {
            request(.profileWrite, i, at: pickForMeInstant(before: pick, screens: screens), rows: 1)
        }
        if series { request(.seriesAvailability, i, at: pickForMeInstant(before: pick, screens: 1)) }
        request(.availabilityCheck, i, at: pickForMeInstant(before: pick, screens: 0))
    }

    /// A recommendation's reads, logged at `logged`: the exclusion history as of the model's
    /// `now`, then the candidates the engine was given (`fetched`), in pages of at most
    /// `WatcherEndpoint.maximumRows` (one request when none).
    ///
    /// Decided (docs/rules.md#watcher-backend): the history is read before every recommendation,
    /// not only after "Not tonight" where the seed names it, because the engine excludes it from
    /// every pick ("excluded IDs") and the seed keeps it nowhere on the device. Its rows
    /// are the interactions "shown" in the last 30 days and "not_tonight" in the last 7. A title
    /// shown is excluded for 30 days, so it is shown (and rejected) at most once in either
    /// window: the latest instant the profile keeps per title counts every row.
    package mutating func recommendationRequests(_ i: Int, fetched: Int, at now: Instant, logged: Instant) {
        let profile = agents[i].profile
        var history = 0
        for (_, at) in profile.lastShown where at.milliseconds(to: now) < ViewerProfile.shownExclusionMilliseconds { history += 1 }
        for (_, at) in profile.lastRejected where at.milliseconds(to: now) < ViewerProfile.rejectedExclusionMilliseconds { history += 1 }
        request(.exclusionRead, i, at: logged, rows: history)
        var left = fetched
        repeat {
            let page = min(left, WatcherEndpoint.maximumRows)
            request(.candidates, i, at: logged, rows: page)
            left -= page
        } while left > 0
    }

    /// A `user_interactions` row (shown, a decision, a feedback answer) and its
    /// analytics event.
    mutating func logInteraction(_ i: Int, at now: Instant) {
        request(.interactionInsert, i, at: now, rows: 1)
        logEvent(i, at: now)
    }

    /// An `app_events` row. The seed names the table ("analytics events (dual-logged with
    /// Firebase)") but no event; decided (docs/rules.md#watcher-backend), the smallest set that
    /// follows the model's screens: one per launch, per interaction logged, per feedback "Skip" and
    /// per empty state.
    mutating func logEvent(_ i: Int, at now: Instant) {
        request(.appEvent, i, at: now, rows: 1)
    }

    /// Records a request by watcher `i` if it is inside the backend window
    /// (`Scenario.backendDays`); none fails (no offline support: docs/rules.md#watcher-backend).
    mutating func request(_ endpoint: WatcherEndpoint, _ i: Int, at instant: Instant, rows: Int = 0) {
        guard instant < backendEnd else { return }
        let request = BackendRequest(at: instant, endpoint: endpoint.rawValue, zone: UInt16(agents[i].homeZone), rows: UInt32(rows))
        tally.record(request)
        tally.fingerprints.mix(i, day: agents[i].today, request)
    }
}
