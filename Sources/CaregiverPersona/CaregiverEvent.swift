/// One thing that happens to a caregiver, or a rollout that reaches the server for every device:
/// stored by value in the event queue, so eight bytes, trivially copyable and without closures
/// (`CaregiverEventTests`).
package enum CaregiverEvent: Sendable, BitwiseCopyable {
    /// What happens to caregiver `agent` (its index within the partition).
    case caregiver(Int32, Kind)
    /// Remote-config rollout `index` of the scenario reaches the server.
    case rollout(Int32)

    package enum Kind: Sendable, BitwiseCopyable {
        /// Local midnight: count the day, plan its sessions.
        case dayStart
        /// The app is launched: session `number` of its local date's plan (the key of its
        /// streams) with `opens` songs to open; a cold launch restores the persisted state and
        /// fetches.
        case session(number: UInt16, opens: UInt8, coldLaunch: Bool)
        /// The caregiver opens a song's detail.
        case open
        /// The caregiver taps the song a search found (or reached by browsing after a failed one).
        case pick
        /// The caregiver tries the same song again after an aborted ad.
        case reopen
        /// A rewarded ad ends, completed or aborted.
        case adEnd(completed: Bool)
        /// A traveller leaves for the airport; the zone changes on arrival.
        case departure
        case arrival
        /// The device clock is set by hand, and later restored.
        case clockChange
        case clockRestore
        /// The subscription's period (or trial) ends.
        case renewal
        /// The caregiver cancels during the trial.
        case trialCancel
        /// A caregiver who joins during the run installs the app, with `opens` songs to open in
        /// its install launch.
        case install(opens: UInt8)

        /// The event's name in an invariant violation.
        package var name: String {
            switch self {
            case .dayStart: "dayStart"
            case .session: "session"
            case .open: "open"
            case .pick: "pick"
            case .reopen: "reopen"
            case .adEnd: "adEnd"
            case .departure: "departure"
            case .arrival: "arrival"
            case .clockChange: "clockChange"
            case .clockRestore: "clockRestore"
            case .renewal: "renewal"
            case .trialCancel: "trialCancel"
            case .install: "install"
            }
        }
    }
}
