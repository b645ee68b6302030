import Sim
import Time

/// An agent who flies between the zones of its population's mix, drawing from its travel stream.
package protocol TravellingAgent: PersonaAgent {
    /// The home zone's index in the mix.
    var homeZone: Int { get }
    /// The current zone's index in the mix, and the zone.
    var zoneIndex: Int { get set }
    var zone: Zone { get set }
    /// Away from home (between landing away and landing home).
    var onTrip: Bool { get set }
    /// Where the current flight goes (an index in the mix).
    var destination: Int { get set }
    var travel: Xoshiro256StarStar { get set }
}
