import Harness

/// One thing that happens to a listener.
package struct ListenerEvent: Sendable, BitwiseCopyable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        case dayStart, session
    }

    package var agent: Int32
    package var kind: Kind
    /// For a session: whether the app is open.
    package var appOpen: Bool
}
