import Harness
import Model
import Sim

/// Journalers flying between the zones of the mix, the date line included.
extension JournalerWorld {
    /// Leaves for another zone of the mix, or home; the flight lasts an hour plus 45 minutes per
    /// hour of offset crossed (at most 17 h).
    package mutating func depart(_ i: Int, _ simulation: inout Simulation<JournalerEvent>) {
        let now = simulation.now
        guard let (destination, flight) = takeOff(i, zones: population.zones, choice: zoneChoice, at: now) else { return }
        record(i, now, "departs for \(destination)")
        simulation.schedule(JournalerEvent(agent: Int32(i), kind: .arrival), afterMilliseconds: flight)
    }

    /// Lands: the zone changes; a changed local date is a new lived day; the next midnight moves.
    package mutating func arrive(_ i: Int, _ simulation: inout Simulation<JournalerEvent>) {
        let now = simulation.now
        let before = agents[i].zone.localDayNumber(at: now)
        land(i, zones: population.zones)
        let after = agents[i].zone.localDayNumber(at: now)
        count(.trips, i)
        if after - before >= 2 || after < before { count(.dateLineCrossings, i) }
        if let handle = agents[i].dayStartHandle { simulation.cancel(handle) }
        if after != agents[i].today {
            newLivedDay(i)
            planNewDay(i, &simulation)
        } else {
            agents[i].dayStartHandle = simulation.schedule(JournalerEvent(agent: Int32(i), kind: .dayStart),
                                                           at: agents[i].zone.nextLocalMidnight(after: now))
        }
        record(i, now, "arrives")
        let wait = waitUntilNextTrip(i, tripsPerMonth: population.tripsPerMonth, stayDays: population.minimumStayDays...population.maximumStayDays)
        simulation.schedule(JournalerEvent(agent: Int32(i), kind: .departure), afterMilliseconds: wait)
    }
}
