import Harness

/// One thing that happens to a journaler, stored by value in the event queue.
package struct JournalerEvent: Sendable, BitwiseCopyable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        /// Local midnight: a new lived day — lapse, purchase, export, and the day's release planned.
        case dayStart
        /// The journaler releases an entry.
        case release
        case departure
        case arrival
    }

    package var agent: Int32
    package var kind: Kind
}
