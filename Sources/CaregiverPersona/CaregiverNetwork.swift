import Harness

/// How caregivers' devices reach Melody Map's servers, and what serving them costs, read from `populations.caregivers.network`.
///
/// The seeds give the calls and their triggers (docs/rules.md#caregiver-network) but no rate, size
/// or latency, so every default here is an assumption, listed in docs/scenarios.md and settable:
/// - a cold launch fetches `getSongs` and `getMovies` from the Apps Script web app; a launch
///   without network fails both and reads the JSON cached on the device;
/// - the web app serves from its script cache, shared by every user, for 10 minutes, and rebuilds
///   from the Google Sheet on a miss (`SharedCache`; docs/rules.md#shared-cache);
/// - a tap on a song's preview button searches the Apple Music catalog and downloads the preview.
package struct CaregiverNetwork: Sendable, Equatable, Encodable {
    /// Chance a cold launch has no network: its catalog fetches fail on the device.
    package var offlineLaunchShare = 0.05
    /// Chance a song shown in Song Detail gets a tap on its preview button.
    package var previewTapShare = 0.1
    /// Milliseconds the web app holds an execution for a request served from its cache.
    package var appsScriptHitMilliseconds: Int64 = 300
    /// Milliseconds a request that misses the cache holds its execution, rebuilding from the Sheet.
    package var appsScriptRebuildMilliseconds: Int64 = 3_000
    /// How long the script cache keeps a response: the app's 10 minutes
    /// (docs/rules.md#shared-cache).
    package var appsScriptCacheMinutes: Int64 = 10

    package init() {}

    /// The keys of `populations.caregivers.network`.
    package static let keys = ["offlineLaunchShare", "previewTapShare", "appsScriptHitMilliseconds", "appsScriptRebuildMilliseconds",
                               "appsScriptCacheMinutes"]

    /// Reads `populations.caregivers.network` strictly.
    package static func read(_ r: inout ObjectReader) throws(ScenarioError) -> CaregiverNetwork {
        var n = CaregiverNetwork()
        n.offlineLaunchShare = try r.probability("offlineLaunchShare", default: n.offlineLaunchShare)
        n.previewTapShare = try r.probability("previewTapShare", default: n.previewTapShare)
        n.appsScriptHitMilliseconds = Int64(try r.integer("appsScriptHitMilliseconds", default: Int(n.appsScriptHitMilliseconds), in: 1...360_000))
        n.appsScriptRebuildMilliseconds = Int64(try r.integer("appsScriptRebuildMilliseconds", default: Int(n.appsScriptRebuildMilliseconds),
                                                              in: 1...360_000))
        n.appsScriptCacheMinutes = Int64(try r.integer("appsScriptCacheMinutes", default: Int(n.appsScriptCacheMinutes), in: 1...360))
        try r.finish(known: keys)
        return n
    }
}
