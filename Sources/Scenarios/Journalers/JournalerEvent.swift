/// One thing that happens to a journaler, stored by value in the event queue.
struct JournalerEvent: Sendable {
    enum Kind: UInt8, Sendable {
        /// Local midnight: a new lived day — lapse, purchase, export, and the day's release planned.
        case dayStart
        /// The journaler releases an entry.
        case release
        case departure
        case arrival
    }

    var agent: Int32
    var kind: Kind
}
