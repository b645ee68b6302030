import Model
import Time

/// A zone and its weight in a population's mix of home zones.
public struct ZoneShare: Sendable, Equatable, Encodable {
    public var zone: Zone
    public var weight: Double
}
