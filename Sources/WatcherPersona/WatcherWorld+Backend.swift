import Harness
import Model
import Time

/// What watchers' devices ask of Supabase (issue 15; `WatcherEndpoint`).
///
/// Nothing here draws: every request follows from what the watcher already did, so every count
/// but the backend's is what it was without it. The model gives the screens of an evening no
/// durations, so a launch's requests share its instant (an evening's three `user_profiles`
/// writes fall in one second).
extension WatcherWorld {
    /// An evening's Pick For Me flow up to "Show me" (seed 003 §4.3–4.6): after onboarding,
    /// every Pick For Me starts fresh from Landing (§9 "If step 6+ → always start fresh"), so
    /// each evening writes the mood, the platforms and languages, and the runtime to
    /// `user_profiles`, checks Series availability when Series/Binge is chosen, and runs the
    /// availability check on "Show me".
    mutating func pickForMeRequests(_ i: Int, series: Bool, at now: Instant) {
        for _ in 0..<3 { request(.profileWrite, i, at: now, rows: 1) }
        if series { request(.seriesAvailability, i, at: now) }
        request(.availabilityCheck, i, at: now)
    }

    /// A recommendation's reads: the exclusion history, then the candidates the engine was given
    /// (`fetched`), in pages of at most `WatcherEndpoint.maximumRows` (one request when none).
    ///
    /// Decided here: the history is read before every recommendation, not only after "Not
    /// tonight" where seed 003 §6.4 names it, because the engine excludes it from every pick
    /// (§6.1 step 2, "excluded IDs") and the seed keeps it nowhere on the device (§9). Its rows
    /// are the interactions "shown" in the last 30 days and "not_tonight" in the last 7. A title
    /// shown is excluded for 30 days, so it is shown (and rejected) at most once in either
    /// window: the latest instant the profile keeps per title counts every row.
    mutating func recommendationRequests(_ i: Int, fetched: Int, at now: Instant) {
        let profile = agents[i].profile
        var history = 0
        for (_, at) in profile.lastShown where at.milliseconds(to: now) < ViewerProfile.shownExclusionMilliseconds { history += 1 }
        for (_, at) in profile.lastRejected where at.milliseconds(to: now) < ViewerProfile.rejectedExclusionMilliseconds { history += 1 }
        request(.exclusionRead, i, at: now, rows: history)
        var left = fetched
        repeat {
            let page = min(left, WatcherEndpoint.maximumRows)
            request(.candidates, i, at: now, rows: page)
            left -= page
        } while left > 0
    }

    /// A `user_interactions` row (seed 003 §5.3: shown, a decision, a feedback answer) and its
    /// analytics event.
    mutating func logInteraction(_ i: Int, at now: Instant) {
        request(.interactionInsert, i, at: now, rows: 1)
        logEvent(i, at: now)
    }

    /// An `app_events` row. Seed 003 §9 names the table ("analytics events (dual-logged with
    /// Firebase)") but no event; decided here, the smallest set that follows the model's
    /// screens: one per launch, per interaction logged, per feedback "Skip" and per empty state.
    mutating func logEvent(_ i: Int, at now: Instant) {
        request(.appEvent, i, at: now, rows: 1)
    }

    /// Records a request by watcher `i`; none fails (seed 003 §11.5: no offline support).
    mutating func request(_ endpoint: WatcherEndpoint, _ i: Int, at instant: Instant, rows: Int = 0) {
        tally.record(BackendRequest(at: instant, endpoint: endpoint.rawValue, zone: UInt16(agents[i].homeZone), rows: UInt32(rows)))
    }
}
