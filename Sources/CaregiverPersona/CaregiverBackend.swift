import Foundation
import Harness
import Model

/// Melody Map's part of the backend report (docs/rules.md#caregiver-network): its endpoints
/// (`CaregiverEndpoint`), every request of the run, Apps Script's published limits, and the KPIs
/// the regression check follows.
package enum CaregiverBackend {
    /// Google's published limits for Apps Script ("Quotas for Google Services", "Current
    /// limitations"; the same for consumer and Workspace accounts at the time of writing).
    static let quotaSource = "https://developers.google.com/apps-script/guides/services/quotas"

    static let quotas = [
        BackendQuota(service: "apps-script", name: "simultaneous executions per user", measure: .simultaneousExecutions, limit: 30,
                     applies: "an app without Google sign-in calls a web app that runs as its owner (executeAs USER_DEPLOYING), "
                         + "so every request counts against that one user", source: quotaSource),
        BackendQuota(service: "apps-script", name: "simultaneous executions per script", measure: .simultaneousExecutions, limit: 1_000,
                     applies: "both endpoints are one deployed script", source: quotaSource),
        BackendQuota(service: "apps-script", name: "script runtime per execution", measure: .executionMilliseconds, limit: 360_000,
                     applies: "every request is one execution of doGet", source: quotaSource),
    ]

    /// The KPIs the backend adds, after the cohorts': the web app's requests that reached it,
    /// its cache misses, and the most executions it ran at once; each reads the run's `Load`.
    static let table: [KPI<CaregiverTally>] = [
        .count("apps_script_requests", "getSongs and getMovies requests that reached the Apps Script web app", merge: .sum) { (load: Load) in
            load.requests
        },
        .count("apps_script_cache_misses", "of those, the ones that rebuilt the 10-minute script cache from the Sheet (one rebuild at a time)",
               merge: .derived) { (load: Load) in load.cacheMisses },
        .count("apps_script_peak_executions", "the most Apps Script executions running at one instant (Google allows 30 per user)",
               merge: .derived) { (load: Load) in load.peakExecutions },
    ]

    /// What the Apps Script KPIs count, from its requests alone: the other services' requests and
    /// the payload's bytes do not enter them, so neither is built.
    struct Load: KPIFigure {
        var requests: Int64
        var cacheMisses: Int64
        var peakExecutions: Int64

        init(_ tally: CaregiverTally, _ scenario: Scenario) {
            let script = [CaregiverEndpoint.getSongs, .getMovies]
            let endpoints = CaregiverEndpoint.endpoints(scenario.caregivers.network, payload: (0, 0))
            let requests = tally.backend.filter { request in script.contains { $0.rawValue == request.endpoint } }.sorted(by: BackendRequest.precedes)
            let traffic = BackendTraffic(endpoints: endpoints, requests: requests)
            let totals = script.map { traffic.totals[Int($0.rawValue)] }
            self.requests = totals.map(\.requests).reduce(0, +)
            cacheMisses = totals.map(\.cacheMisses).reduce(0, +)
            peakExecutions = Int64(traffic.services.firstIndex(of: "apps-script").map { traffic.servicePeaks[$0].map(\.peak).max() ?? 0 } ?? 0)
        }
    }

    package static func backend(_ tally: CaregiverTally, _ scenario: Scenario) -> PersonaBackend {
        let population = scenario.caregivers
        let dau = scenario.backendDailyMean { tally.cohort.dau(on: $0) }
        return PersonaBackend(
            endpoints: CaregiverEndpoint.endpoints(population.network, payload: payload(population.catalog.catalog())),
            zones: population.zones.map(\.zone), log: tally.backend, quotas: quotas, dailyActiveUsers: dau,
            note: "Melody Map's own server is the Apps Script web app: a cold launch fetches getSongs and getMovies (seed 000 §1–3), "
                + "served from a script cache every user shares or rebuilt from the Google Sheet. Charged views, the quota and search read "
                + "what the device cached and never reach a server. AdMob and Apple Music (previews) are third parties, counted, "
                + "with no quota of theirs to compare; seed 001 lists ads and StoreKit as planned, off in the current build, and the "
                + "model follows the spec (000). StoreKit purchases are not counted.")
    }

    /// The bytes of `getSongs` and `getMovies`: the catalog as compact JSON in the API's shapes.
    package static func payload(_ catalog: Catalog) -> (songs: Int64, movies: Int64) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let songs = (try? encoder.encode(catalog.songs))?.count ?? 0
        let movies = (try? encoder.encode(catalog.movies))?.count ?? 0
        return (Int64(songs), Int64(movies))
    }
}
