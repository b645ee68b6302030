/// The kinds of title the content gate holds back (docs/rules.md#content-gates), as bits: a title
/// carries the kinds it is (`Title.contentGates`), a profile the kinds it still blocks
/// (`ViewerProfile.blockedContent`), and the gate lets a title through when the two are disjoint —
/// one AND per title.
public struct ContentGates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Needs maturity.
    public static let animated = ContentGates(rawValue: 1 << 0)
    /// Needs maturity or a kids title watched.
    public static let kids = ContentGates(rawValue: 1 << 1)
    /// Needs a documentary watched.
    public static let documentary = ContentGates(rawValue: 1 << 2)
}
