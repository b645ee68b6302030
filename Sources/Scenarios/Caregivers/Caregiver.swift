import Model
import Sim
import Time

/// One synthetic caregiver: hidden traits, the app's persisted state, and the harness's shadow.
///
/// Each caregiver draws from its own streams, keyed by (seed, persona, global index, purpose)
/// (DESIGN.md, "Determinism rules" 3), so it behaves the same alone (`appsim replay`) as in any
/// partition of any run, and the same in every arm of a sweep.
struct Caregiver: TravellingAgent {
    /// Stream purposes: separate streams keep one kind of decision from shifting another's draws.
    enum Purpose: UInt64, CaseIterable {
        case traits = 1, behaviour, travel, clock, commerce, dayPlan, armAssignment, search
    }

    static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    /// The persona's key in stream derivation.
    static let persona = Caregivers.streamKey.persona

    let index: Int
    var behaviour: Xoshiro256StarStar
    var travel: Xoshiro256StarStar
    var clock: Xoshiro256StarStar
    var commerce: Xoshiro256StarStar
    var search: Xoshiro256StarStar

    let homeZone: Int
    var zoneIndex: Int
    var zone: Zone
    /// Multiplier on session rate (lognormal, mean 1).
    let activity: Double
    let isTraveller: Bool
    let isClockChanger: Bool
    /// The in-run A/B arm (0 when the scenario has none).
    let arm: Int
    /// Device clock minus true time.
    var clockSkew: Int64 = 0

    /// The app's persisted state.
    var tracker = UsageTracker<Int32>()
    var subscription: Subscription?
    var shadow = QuotaShadow()

    var dayStartHandle: EventHandle?
    /// The true local date (days since epoch) in the current zone.
    var today: Int64 = 0
    var todayIsDSTDay = false
    var viewsToday: Int64 = 0
    var lastSheetDay: Int64 = .min
    var opensRemaining = 0
    /// An open, ad or re-open is pending for the current session.
    var busy = false
    var lastSong: Int32 = -1
    var pendingSong: Int32 = -1
    var onTrip = false
    var destination = 0

    init(index: Int, streams: RandomStreams, population: CaregiverPopulation, zoneChoice: WeightedChoice, armChoice: WeightedChoice?) {
        self.index = index
        let key = UInt64(index)
        var traits = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.traits.rawValue)
        behaviour = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.behaviour.rawValue)
        travel = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.travel.rawValue)
        clock = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.clock.rawValue)
        commerce = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.commerce.rawValue)
        search = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.search.rawValue)
        homeZone = zoneChoice.sample(using: &traits)
        zoneIndex = homeZone
        zone = population.zones[homeZone].zone
        activity = traits.lognormal(mu: -0.125, sigma: 0.5)
        isTraveller = traits.bernoulli(population.travellers.share)
        isClockChanger = traits.bernoulli(population.clockChangers.share)
        var assignment = streams.generator(persona: Self.persona, agent: key, purpose: Purpose.armAssignment.rawValue)
        arm = armChoice?.sample(using: &assignment) ?? 0
    }

    /// The device clock: true time plus any hand-set skew.
    func deviceTime(_ now: Instant) -> Instant {
        now.advanced(byMilliseconds: clockSkew)
    }

    /// The device clock when the caregiver set it by hand.
    var traceNote: String {
        clockSkew == 0 ? "" : " [device clock \(clockSkew > 0 ? "+" : "")\(clockSkew / Milliseconds.hour) h]"
    }
}
