import Model
import Sim
import Time

/// Travellers of any persona: where they fly, how long the flight takes, and how long until the
/// next departure. Each draws from the traveller's own travel stream.
package enum Trip {
    /// A zone index of the mix other than `current`, drawn by weight; `nil` after 32 draws that
    /// all came back `current` (a mix with one heavy zone).
    package static func destination<G: RandomNumberGenerator>(from current: Int, _ choice: WeightedChoice, using random: inout G) -> Int? {
        var destination = current
        var attempts = 0
        repeat {
            destination = choice.sample(using: &random)
            attempts += 1
        } while destination == current && attempts < 32
        return destination == current ? nil : destination
    }

    /// An hour plus 45 minutes per hour of offset crossed, at most 17 hours.
    package static func flightMilliseconds(from: Zone, to: Zone, at now: Instant) -> Int64 {
        min(Milliseconds.hour + Int64(abs(to.offsetSeconds(at: now) - from.offsetSeconds(at: now))) * 750, 17 * Milliseconds.hour)
    }

    /// After landing home, an exponential wait for the next trip (`tripsPerMonth` per 30 days);
    /// after landing away, a stay of whole days from `stayDays` plus part of a day.
    package static func waitAfterArrival<G: RandomNumberGenerator>(returnedHome: Bool, tripsPerMonth: Double, stayDays: ClosedRange<Int>,
                                                                  using random: inout G) -> Int64 {
        if returnedHome { return Int64(random.exponential(mean: 30 * Double(Milliseconds.day) / tripsPerMonth)) }
        let stay = stayDays.lowerBound + Int(random.uniform(below: UInt64(stayDays.count)))
        return Int64(stay) * Milliseconds.day + Int64(random.uniform(below: UInt64(Milliseconds.day)))
    }
}
