import Model
import Sim
import Time

/// One synthetic journaler: a habit, the app's persisted history (`[Release]`, Bloom), where they
/// are, and the harness's truth — the days they actually lived and wrote.
struct Journaler: TravellingAgent {
    enum Purpose: UInt64, CaseIterable {
        case traits = 1, writing, travel, commerce, dayPlan
    }

    static let persona = Journalers.streamKey.persona

    static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    let index: Int
    var writing: Xoshiro256StarStar
    var travel: Xoshiro256StarStar
    var commerce: Xoshiro256StarStar
    let homeZone: Int
    var zoneIndex: Int
    var zone: Zone
    let habit: Double
    let isTraveller: Bool

    var releases: [Release] = []
    /// The streaks and insights the app shows, and the recount they are checked against.
    var readings: JournalerReadings
    /// The exports so far, written and read back a line at a time.
    var exports = ExportLedger()
    var bloom = BloomEntitlement()
    var lapseDaysLeft = 0
    var today: Int64 = 0
    var dayStartHandle: EventHandle?
    var onTrip = false
    var destination = 0
    /// The truth: lived days with a release in a row, and whether today has one.
    var truthStreak = 0
    var wroteToday = false

    init(index: Int, streams: RandomStreams, population: JournalerPopulation, zoneChoice: WeightedChoice) {
        self.index = index
        var traits = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.traits.rawValue)
        writing = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.writing.rawValue)
        travel = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.travel.rawValue)
        commerce = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.commerce.rawValue)
        homeZone = zoneChoice.sample(using: &traits)
        zoneIndex = homeZone
        zone = population.zones[homeZone].zone
        habit = min(0.98, max(0.05, population.habit + traits.normal(mean: 0, standardDeviation: 0.15)))
        isTraveller = traits.bernoulli(population.travellerShare)
        readings = JournalerReadings(dayPolicy: population.dayPolicy, home: zone, zoneCount: population.zones.count)
    }
}
