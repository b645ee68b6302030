import Harness
import Time

/// A device's remote-config state: the version it activated and when it last fetched
/// (docs/rules.md#config-fetch).
///
/// Rule — Firebase Remote Config's "fetch and activate on load" strategy
/// (https://firebase.google.com/docs/remote-config/loading, strategy 1) with its throttle: at a
/// cold launch at true time `t`, if the device never fetched, or `t − lastFetch ≥
/// minimumIntervalMilliseconds`, it fetches and activates the version the server serves at `t`
/// (`ConfigTimeline.version(at:arm:)`) and sets `lastFetch = t`; otherwise it keeps what it has.
/// Warm sessions (resuming the app) never fetch, so a config never changes mid-session. The
/// default interval is Firebase's `minimumFetchIntervalMillis` default, 43,200,000 ms (12 hours,
/// https://firebase.google.com/docs/reference/js/remote-config.remoteconfigsettings); 0 fetches at
/// every cold launch.
///
/// Decided here, where the apps' documents are silent:
/// - The interval is measured on true time, not on the device clock: the throttle is the SDK's
///   cache age, and a clock set back by hand neither blocks nor forces a fetch. (A clock set back
///   makes no difference in AppSim either way: true time never runs backwards.)
/// - Every fetch succeeds (no offline devices, no backend errors).
/// - Before its first fetch a device uses version 0, the app's in-code defaults; a caregiver's
///   install launch is its first cold launch, so it starts on the version current at install.
package struct RemoteConfigFetch: Sendable, Equatable {
    /// Firebase's default minimum fetch interval: 12 hours, in milliseconds.
    package static let defaultMinimumIntervalMilliseconds: Int64 = 43_200_000

    /// The version the device uses (an index into `ConfigTimeline.versions[arm]`).
    package private(set) var activeVersion: UInt8 = 0
    /// The true time of the last fetch, or nil before the first.
    package private(set) var lastFetch: Instant?

    /// A device that has never fetched.
    package init() {}

    /// What a cold launch did.
    package enum Outcome: Sendable, Equatable {
        /// The last fetch is too recent: nothing fetched, the active version stays.
        case throttled
        /// Fetched; the server's version was the one already active.
        case unchanged
        /// Fetched and activated a new version; `previous` was active before.
        case activated(previous: UInt8)
    }

    /// A cold launch of the app at true time `now`: fetch and activate unless throttled.
    ///
    /// - Complexity: O(log versions), no allocation.
    @discardableResult
    package mutating func coldLaunch(at now: Instant, arm: Int, timeline: ConfigTimeline,
                                     minimumIntervalMilliseconds: Int64 = Self.defaultMinimumIntervalMilliseconds) -> Outcome {
        precondition(minimumIntervalMilliseconds >= 0, "the minimum fetch interval must not be negative")
        if let lastFetch, lastFetch.milliseconds(to: now) < minimumIntervalMilliseconds { return .throttled }
        lastFetch = now
        let served = timeline.version(at: now, arm: arm)
        guard served != activeVersion else { return .unchanged }
        let previous = activeVersion
        activeVersion = served
        return .activated(previous: previous)
    }
}
