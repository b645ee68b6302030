/// One thing that happens to a listener.
struct ListenerEvent: Sendable {
    enum Kind: UInt8, Sendable {
        case dayStart, session
    }

    var agent: Int32
    var kind: Kind
    /// For a session: whether the app is open.
    var appOpen: Bool
}
