import Harness

/// The servers Melody Map calls (docs/rules.md#caregiver-network), in the order of the report's
/// endpoint list; the raw value is `BackendRequest.endpoint`.
///
/// Only the Apps Script web app is the project's own server. AdMob and Apple Music
/// are third parties with no published limit on one app's calls: their requests are counted so a
/// backend engineer sees all the traffic a launch makes, not measured against a quota. Charged
/// views, the quota and search are local and make no request.
package enum CaregiverEndpoint: UInt8, CaseIterable {
    case getSongs, getMovies, rewardedAdLoad, musicKitSearch, previewDownload

    /// Milliseconds assumed for a third-party call (the seeds give none); only counts and
    /// concurrency of the project's own server are compared with a quota.
    static let adLoadMilliseconds: Int64 = 500
    static let musicKitSearchMilliseconds: Int64 = 200
    static let previewDownloadMilliseconds: Int64 = 500
    /// A preview is 30 seconds of 256 kbit/s AAC (Apple Music's preview format): 960,000 bytes.
    static let previewBytes: Int64 = 960_000

    /// The endpoint as the backend report lists it, serving `payload` (the catalog's JSON bytes)
    /// with the scenario's `network` assumptions.
    static func endpoints(_ network: CaregiverNetwork, payload: (songs: Int64, movies: Int64)) -> [BackendEndpoint] {
        let cache = network.appsScriptCacheMinutes * 60_000
        return allCases.map { endpoint in
            switch endpoint {
            case .getSongs:
                BackendEndpoint(service: "apps-script", name: "getSongs", trigger: "cold launch", serviceMilliseconds: network.appsScriptHitMilliseconds,
                                missServiceMilliseconds: network.appsScriptRebuildMilliseconds, sharedCacheMilliseconds: cache,
                                bytesPerRequest: payload.songs)
            case .getMovies:
                BackendEndpoint(service: "apps-script", name: "getMovies", trigger: "cold launch", serviceMilliseconds: network.appsScriptHitMilliseconds,
                                missServiceMilliseconds: network.appsScriptRebuildMilliseconds, sharedCacheMilliseconds: cache,
                                bytesPerRequest: payload.movies)
            case .rewardedAdLoad:
                BackendEndpoint(service: "admob", name: "rewarded ad load", trigger: "cold launch (not subscribed), after each ad, after no fill",
                                serviceMilliseconds: adLoadMilliseconds)
            case .musicKitSearch:
                BackendEndpoint(service: "apple-music", name: "catalog search", trigger: "preview tap", serviceMilliseconds: musicKitSearchMilliseconds)
            case .previewDownload:
                BackendEndpoint(service: "apple-music", name: "preview download", trigger: "preview tap", serviceMilliseconds: previewDownloadMilliseconds,
                                bytesPerRequest: previewBytes)
            }
        }
    }
}
