/// A named share of the population in an in-run A/B test.
///
/// Each person is assigned to an arm once, from a stream of their own, with probability
/// proportional to the shares: the assignment does not depend on anything else in the run.
package struct ArmShare: Sendable, Equatable, Encodable {
    package var name: String
    package var share: Double

    package init(name: String, share: Double) {
        self.name = name
        self.share = share
    }
}
