import Harness
import Time

/// GoodWatch's part of the backend report (docs/rules.md#watcher-backend): its Supabase endpoints
/// (`WatcherEndpoint`), every request of the run, and the KPIs the regression check follows.
///
/// No quota is compared (docs/rules.md#backend-figures): Supabase publishes no limit on a
/// project's Data API requests, and its database connection limits depend on the project's
/// compute size, which the seed does not name.
package enum WatcherBackend {
    /// The KPIs the backend adds, after the weekly acceptance: each reads the run's `Load`.
    static let table: [KPI<WatcherTally>] = [
        .count("supabase_requests", "requests to Supabase, every endpoint", merge: .sum) { (load: Load) in load.requests },
        .count("supabase_rows_read", "rows returned: candidates, and interactions read for exclusions", merge: .sum) { (load: Load) in load.rowsRead },
        .count("supabase_rows_written", "rows written: user_profiles, user_interactions and app_events", merge: .sum) { (load: Load) in
            load.rowsWritten
        },
        .count("supabase_peak_requests_per_second", "requests to Supabase in the busiest UTC second", merge: .derived) { (load: Load) in
            load.peakRequestsPerSecond
        },
    ]

    /// What the Supabase KPIs count, from one pass over the log (no per-minute table: only totals
    /// and the busiest second are needed).
    struct Load: KPIFigure {
        var requests: Int64 = 0
        var rowsRead: Int64 = 0
        var rowsWritten: Int64 = 0
        var peakRequestsPerSecond: Int64 = 0

        init(_ tally: WatcherTally, _: Scenario) {
            let log = tally.backend
            var seconds: [Int64] = []
            seconds.reserveCapacity(log.count)
            for request in log where !request.failed {
                requests += 1
                if WatcherEndpoint(rawValue: request.endpoint)?.writes == true { rowsWritten += Int64(request.rows) } else { rowsRead += Int64(request.rows) }
                seconds.append(Zone.floorDivide(request.milliseconds, 1_000))
            }
            seconds.sort()
            peakRequestsPerSecond = WatcherBackend.busiestSecond(seconds)
        }
    }

    /// The most requests within one UTC second, from each request's second.
    ///
    /// - Precondition: `seconds` ascending.
    static func busiestSecond(_ seconds: [Int64]) -> Int64 {
        var busiest: Int64 = 0
        var run: Int64 = 0
        var previous = Int64.min
        for second in seconds {
            run = second == previous ? run + 1 : 1
            previous = second
            busiest = max(busiest, run)
        }
        return busiest
    }

    /// Daily active users are the watchers who asked for a pick on a date, averaged over the
    /// backend window's dates.
    package static func backend(_ tally: WatcherTally, _ scenario: Scenario) -> PersonaBackend {
        PersonaBackend(
            endpoints: WatcherEndpoint.endpoints, zones: scenario.watchers.zones.map(\.zone), log: tally.backend,
            dailyActiveUsers: scenario.backendDailyMean { tally.days.value(.evenings, day: $0) },
            note: "GoodWatch's server is Supabase (seed 003 §9): each evening writes the mood, platforms and languages, and runtime to "
                + "user_profiles (§4.3–4.5, every Pick For Me starts fresh, §9), checks Series availability and runs the \"Show me\" check "
                + "(§4.5–4.6; a duration changed from the check's overlay writes the runtime and checks again, Try Anyway goes on); "
                + "each recommendation (a Pick another from the Enjoy screen too, §4.11) reads the exclusion history (§6.4; decided: before every pick, not only after Not tonight) "
                + "and up to 1,000 candidates (§6.1); every pick shown, decision and feedback answer inserts a user_interactions row (§5.3), "
                + "and launches, interactions, Skips and empty states an app_events row (the seed names no event: a minimal set, decided). "
                + "No offline support (§11.5), so nothing fails on the device. Sign-in and the newsletter insert (§4.2) precede the run; "
                + "posters (TMDB), Explore's browsing (the seed names no call; a Watch Now there inserts like any) and the Firebase half of analytics are not counted. Service times and row sizes are assumptions; "
                + "Supabase publishes no request quota, and its connection limits depend on a compute size the seed does not name, "
                + "so none is compared. Daily active users: watchers who asked for a pick that date.")
    }
}
