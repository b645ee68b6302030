import Harness
import Model
import Sim
import Time

/// Travellers changing zones and caregivers setting the device clock by hand.
extension CaregiverWorld {
    /// Leaves for the destination (a zone of the mix other than the current one, or home when
    /// returning); the flight lasts an hour plus 45 minutes per hour of offset crossed.
    package mutating func depart(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        guard let (destination, flight) = takeOff(i, zones: population.zones, choice: zoneChoice, at: now) else { return }
        record(i, now, "departs for \(destination) (\(flight / 60_000) min flight)")
        simulation.schedule(.caregiver(Int32(i), .arrival), afterMilliseconds: flight)
    }

    /// Lands: the device takes the new zone; the next local midnight is rescheduled.
    package mutating func arrive(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        land(i, zones: population.zones)
        count(.trips, i)
        if let handle = agents[i].dayStartHandle { simulation.cancel(handle) }
        let zone = agents[i].zone
        agents[i].dayStartHandle = simulation.schedule(.caregiver(Int32(i), .dayStart),
                                                       at: zone.nextLocalMidnight(after: now))
        let day = zone.localDayNumber(at: now)
        if day != agents[i].today {
            closeDay(i)
            let forward = day > agents[i].today
            agents[i].today = day
            if forward { count(.userDays, i) }
        }
        record(i, now, "arrives")
        let wait = waitUntilNextTrip(i, tripsPerMonth: population.travellers.tripsPerMonth,
                                     stayDays: population.travellers.minimumStayDays...population.travellers.maximumStayDays)
        simulation.schedule(.caregiver(Int32(i), .departure), afterMilliseconds: wait)
    }

    package mutating func scheduleClockChange(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let wait = agents[i].clock.exponential(mean: 30 * Double(Milliseconds.day) / population.clockChangers.changesPerMonth)
        simulation.schedule(.caregiver(Int32(i), .clockChange), afterMilliseconds: Int64(wait))
    }

    package mutating func changeClock(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let shifts = population.clockChangers.shiftHours
        let hours = shifts[Int(agents[i].clock.uniform(below: UInt64(shifts.count)))]
        agents[i].clockSkew = Int64(hours) * Milliseconds.hour
        count(.clockChanges, i)
        record(i, simulation.now, "sets the device clock \(hours > 0 ? "+" : "")\(hours) h")
        simulation.schedule(.caregiver(Int32(i), .clockRestore),
                            afterMilliseconds: Int64(population.clockChangers.restoreAfterHours) * Milliseconds.hour)
    }

    package mutating func restoreClock(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        agents[i].clockSkew = 0
        record(i, simulation.now, "restores automatic time")
        scheduleClockChange(i, &simulation)
    }
}
