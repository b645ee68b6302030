import Harness

/// One thing that happens to a watcher, stored by value in the event queue.
package struct WatcherEvent: Sendable {
    package enum Kind: UInt8, Sendable {
        /// Local midnight: count the day, plan the evening.
        case dayStart
        /// The evening's first launch: the feedback gate, then Pick For Me.
        case launch
        /// A launch later the same evening after Watch Now: only the feedback gate.
        case relaunch
        /// The watcher decides about the pick shown.
        case decision
    }

    package var agent: Int32
    package var kind: Kind
}
