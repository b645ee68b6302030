import Harness
import Model
import Sim
import Time

/// One synthetic caregiver: hidden traits, the app's persisted state, and the harness's shadow.
///
/// Each caregiver draws from its own streams, keyed by (seed, persona, global index, purpose)
/// (DESIGN.md, "Determinism rules" 3), so it behaves the same alone (`appsim replay`) as in any
/// partition of any run, and the same in every arm of a sweep.
package struct Caregiver: TravellingAgent {
    /// Stream purposes: separate streams keep one kind of decision from shifting another's draws.
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, behaviour, travel, clock, commerce, dayPlan, armAssignment, search
    }

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    /// The persona's key in stream derivation.
    package static let persona = Caregivers.streamKey.persona

    package let index: Int
    package var behaviour: Xoshiro256StarStar
    package var travel: Xoshiro256StarStar
    package var clock: Xoshiro256StarStar
    package var commerce: Xoshiro256StarStar
    package var search: Xoshiro256StarStar

    package let homeZone: Int
    package var zoneIndex: Int
    package var zone: Zone
    /// Multiplier on session rate (lognormal, mean 1).
    package let activity: Double
    package let isTraveller: Bool
    package let isClockChanger: Bool
    /// The in-run A/B arm (0 when the scenario has none).
    package let arm: Int
    /// Device clock minus true time.
    package var clockSkew: Int64 = 0

    /// The app's persisted state.
    package var tracker = UsageTracker<Int32>()
    package var subscription: Subscription?
    package var shadow = QuotaShadow()

    package var dayStartHandle: EventHandle?
    /// The true local date (days since epoch) in the current zone.
    package var today: Int64 = 0
    package var todayIsDSTDay = false
    package var viewsToday: Int64 = 0
    package var lastSheetDay: Int64 = .min
    package var opensRemaining = 0
    /// An open, ad or re-open is pending for the current session.
    package var busy = false
    package var lastSong: Int32 = -1
    package var pendingSong: Int32 = -1
    package var onTrip = false
    package var destination = 0

    package init(index: Int, streams: RandomStreams, population: CaregiverPopulation, zoneChoice: WeightedChoice, armChoice: WeightedChoice?) {
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
    package func deviceTime(_ now: Instant) -> Instant {
        now.advanced(byMilliseconds: clockSkew)
    }

    /// The device clock when the caregiver set it by hand.
    package var traceNote: String {
        clockSkew == 0 ? "" : " [device clock \(clockSkew > 0 ? "+" : "")\(clockSkew / Milliseconds.hour) h]"
    }
}
