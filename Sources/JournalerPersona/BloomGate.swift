/// How often a journaler tries one Bloom feature, and how often the upgrade prompt it shows without
/// Bloom sells it.
package struct BloomGate: Equatable, Sendable, Encodable {
    /// Chance that a release's session tries the feature.
    package var perRelease: Double
    /// Chance that a journaler without Bloom who meets the feature's upgrade prompt buys Bloom
    /// there ($4.99, one-time) and goes on to the feature.
    package var conversion: Double

    package init(perRelease: Double, conversion: Double) {
        self.perRelease = perRelease
        self.conversion = conversion
    }
}
