import Model
import Time

/// A zone and its weight in a population's mix of home zones.
package struct ZoneShare: Sendable, Equatable, Encodable {
    package var zone: Zone
    package var weight: Double

    package init(zone: Zone, weight: Double) {
        self.zone = zone
        self.weight = weight
    }
}
