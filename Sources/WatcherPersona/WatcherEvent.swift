import Harness

/// One thing that happens to a watcher, stored by value in the event queue.
package struct WatcherEvent: Sendable, BitwiseCopyable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        /// Local midnight: count the day, plan the evening.
        case dayStart
        /// The evening's first launch: the feedback gate, then Pick For Me.
        case launch
        /// A launch later the same evening after Watch Now: only the feedback gate.
        case relaunch
        /// The watcher decides about the pick shown.
        case decision
        /// "Show me" again after the availability overlay (a changed duration, or "Try Anyway").
        case showMe
        /// "Pick another" tapped on the Enjoy screen.
        case pickAnother
    }

    package var agent: Int32
    package var kind: Kind
}

extension WatcherEvent.Kind: CustomStringConvertible {
    /// What a violation names as the event: the moment in the app, not the case name.
    package var description: String {
        switch self {
        case .dayStart: "local midnight"
        case .launch: "launch"
        case .relaunch: "relaunch"
        case .decision: "decision on the pick"
        case .showMe: "Show me"
        case .pickAnother: "Pick another"
        }
    }
}
