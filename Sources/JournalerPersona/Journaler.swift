import Harness
import Model
import Sim
import Time

/// One synthetic journaler: a habit, the app's persisted history (`[Release]`, Bloom), where they
/// are, and the harness's truth — the days they actually lived and wrote.
package struct Journaler: TravellingAgent {
    /// The streams of one journaler. `commerce` draws only the three feature tries of each
    /// release; `conversion` draws whether an upgrade prompt sells, which happens only while the
    /// journaler lacks Bloom, so on its own stream a sweep arm with other conversion rates leaves
    /// every try where it was (common random numbers).
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, writing, travel, commerce, dayPlan, conversion
    }

    package static let persona = Journalers.streamKey.persona

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    package let index: Int
    package var writing: Xoshiro256StarStar
    package var travel: Xoshiro256StarStar
    package var commerce: Xoshiro256StarStar
    package var conversion: Xoshiro256StarStar
    package let homeZone: Int
    package var zoneIndex: Int
    package var zone: Zone
    package let habit: Double
    package let isTraveller: Bool

    package var releases: [Release] = []
    /// The streaks, insights and export the app shows, and the recount the streak is checked
    /// against.
    package var readings: JournalerReadings
    package var bloom = BloomEntitlement()
    package var lapseDaysLeft = 0
    package var today: Int64 = 0
    package var dayStartHandle: EventHandle?
    package var onTrip = false
    package var destination = 0
    /// The truth: lived days with a release in a row, and whether today has one.
    package var truthStreak = 0
    package var wroteToday = false

    package init(index: Int, streams: RandomStreams, population: JournalerPopulation, zoneChoice: WeightedChoice) {
        self.index = index
        var traits = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.traits.rawValue)
        writing = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.writing.rawValue)
        travel = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.travel.rawValue)
        commerce = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.commerce.rawValue)
        conversion = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.conversion.rawValue)
        homeZone = zoneChoice.sample(using: &traits)
        zoneIndex = homeZone
        zone = population.zones[homeZone].zone
        habit = min(0.98, max(0.05, population.habit + traits.normal(mean: 0, standardDeviation: 0.15)))
        isTraveller = traits.bernoulli(population.travellerShare)
        readings = JournalerReadings(dayPolicy: population.dayPolicy, home: zone, zoneCount: population.zones.count)
    }
}
