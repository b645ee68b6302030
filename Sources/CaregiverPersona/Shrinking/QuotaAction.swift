import Harness
import Model
import Time

/// One call a caregiver's app made on its quota state, as `appsim replay --shrink` records it:
/// enough to replay the caregiver against the Model API alone, without the simulator.
package enum QuotaAction: Sendable, Equatable {
    /// `open(song, at:in:config, isUnlimited:)` on the device clock in zone `zone`.
    case open(song: Int32, at: Instant, zone: String, unlimited: Bool)
    /// `completeAd(at:in:config)`.
    case completeAd(at: Instant, zone: String)
    /// `abortAd(at:in:)`.
    case abortAd(at: Instant, zone: String)
    /// A cold launch: the state is encoded and decoded.
    case relaunch
    /// The remote config changed (at the start, and at each rollout).
    case configure(RemoteConfig)

    /// The device's local day of the action, for shrinking whole days at a time.
    package func day(zones: inout [String: Zone]) -> Int64? {
        switch self {
        case .open(_, let at, let zone, _), .completeAd(let at, let zone), .abortAd(let at, let zone):
            (try? QuotaAction.zone(zone, &zones))?.localDayNumber(at: at)
        case .relaunch, .configure: nil
        }
    }

    package static func zone(_ identifier: String, _ zones: inout [String: Zone]) throws -> Zone {
        if let zone = zones[identifier] { return zone }
        let zone = try Zone(identifier: identifier)
        zones[identifier] = zone
        return zone
    }
}
