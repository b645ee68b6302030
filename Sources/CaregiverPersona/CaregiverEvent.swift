/// One thing that happens to a caregiver (or, for `rollout`, to every device), stored by value
/// in the event queue: eight bytes, no closures.
package struct CaregiverEvent: Sendable, BitwiseCopyable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        /// Local midnight: count the day, plan its sessions.
        case dayStart
        /// The app is launched (`detail`: the session's opens, low 7 bits; a cold launch, bit 7;
        /// `number`: the session's place in its day's plan).
        case session
        /// The caregiver opens a song's detail.
        case open
        /// The caregiver taps the song a search found (or reached by browsing after a failed one).
        case pick
        /// The caregiver tries the same song again after an aborted ad.
        case reopen
        /// A rewarded ad ends (`detail`: 0 completed, 1 aborted).
        case adEnd
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
        /// A remote-config rollout (`agent` is the rollout's index).
        case rollout
        /// The caregiver installs the app (those who join during the run; `detail`: the install
        /// launch's opens).
        case install
    }

    /// The agent's index within its partition (or the rollout's index).
    package var agent: Int32
    package var kind: Kind
    package var detail: UInt8 = 0
    /// A session's number in its local date's plan (the key of its streams).
    package var number: UInt16 = 0
}
