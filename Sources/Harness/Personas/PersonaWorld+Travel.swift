import Model
import Sim
import Time

/// Travel for any persona whose agents fly (docs/rules.md#travel: travellers change zones, the date
/// line too): where to, how long the flight, landing, and the wait until the next departure.
extension PersonaWorld where Owner.Agent: TravellingAgent {
    /// Agent `i` leaves at `now` for another zone of `zones` drawn by `choice`, or home from a trip:
    /// the destination and the flight in milliseconds (an hour plus 45 minutes per hour of offset
    /// crossed); `nil` when no other zone can be drawn.
    package mutating func takeOff(_ i: Int, zones: [ZoneShare], choice: WeightedChoice, at now: Instant) -> (zone: Zone, flight: Int64)? {
        var destination = agents[i].homeZone
        if !agents[i].onTrip {
            guard let away = Trip.destination(from: agents[i].zoneIndex, choice, using: &agents[i].travel) else { return nil }
            destination = away
        }
        agents[i].destination = destination
        let zone = zones[destination].zone
        return (zone, Trip.flightMilliseconds(from: agents[i].zone, to: zone, at: now))
    }

    /// Agent `i` lands: its device takes the destination's zone.
    package mutating func land(_ i: Int, zones: [ZoneShare]) {
        agents[i].zoneIndex = agents[i].destination
        agents[i].zone = zones[agents[i].destination].zone
    }

    /// After landing, how long until agent `i` leaves again: an exponential wait after coming
    /// home (`tripsPerMonth` per 30 days), a stay of whole days from `stayDays` plus part of a
    /// day after landing away.
    package mutating func waitUntilNextTrip(_ i: Int, tripsPerMonth: Double, stayDays: ClosedRange<Int>) -> Int64 {
        let returnedHome = agents[i].onTrip
        agents[i].onTrip.toggle()
        return Trip.waitAfterArrival(returnedHome: returnedHome, tripsPerMonth: tripsPerMonth, stayDays: stayDays, using: &agents[i].travel)
    }
}
