import Harness
import Model
import Sim
import Time

/// One synthetic caregiver: hidden traits, the app's persisted state, and the harness's shadow.
///
/// Each caregiver draws from its own streams, keyed by (seed, persona, global index, purpose)
/// (docs/rules.md#random-streams), so it behaves the same alone (`appsim replay`) as in any
/// partition of any run, and the same in every arm of a sweep.
///
/// Common random numbers across a sweep's arms (docs/rules.md#common-random-numbers): what a
/// caregiver does inside one session (songs, gaps, searches, the banner and Profile) comes from
/// streams of that session (local date and its number in the day's plan), the quota sheet's choices
/// from a stream of that sheet (local date and its number in the day), taps on the paywall's entry
/// points from waits drawn once per tap (`untilTap`), each paywall view's answer from a stream of
/// that view, a subscription's life from a stream of that purchase (its number).
/// So when one arm's quota ends a session early, the next session, sheet or purchase draws the
/// same numbers in every arm: lives realign instead of drifting apart for the rest of the run.
package struct Caregiver: TravellingAgent {
    /// Stream purposes: separate streams keep one kind of decision from shifting another's draws.
    /// `behaviour`, `search`, `paywall`, `network`, `starring` and `timeline` are keyed per session, `commerce` per quota sheet,
    /// `subscription` per purchase, `churn` per local date, `upgradeTaps` per tap, `paywallViews`
    /// per paywall view; `traits`, `travel`, `clock`, `install` and `armAssignment` live as long
    /// as the caregiver (`CaregiverStream` derives each stream's 64-bit purpose). The per-occasion
    /// fields below start as placeholders, replaced before their first draw.
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, behaviour, travel, clock, commerce, dayPlan, armAssignment, search, paywall, subscription, install, churn
        case upgradeTaps, paywallViews, network, starring, timeline
    }

    /// The session number of the install launch's streams: a day's planned sessions count from 0
    /// and stop below it.
    package static let installSession: UInt64 = 0xFFFF

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    /// The persona's key in stream derivation.
    package static let persona = Caregivers.streamKey.persona

    package let index: Int
    /// This session's song choices and gaps.
    package var behaviour: Xoshiro256StarStar
    package var travel: Xoshiro256StarStar
    package var clock: Xoshiro256StarStar
    /// This quota sheet's choices, its ad and any retry.
    package var commerce: Xoshiro256StarStar
    /// This session's searches.
    package var search: Xoshiro256StarStar
    /// This session's Profile visit.
    package var paywall: Xoshiro256StarStar
    /// This purchase's conversion and cancellations.
    package var renewals: Xoshiro256StarStar
    /// This session's network: whether its cold launch is offline, its preview taps. A stream of
    /// its own, so the backend model leaves every other draw as it was.
    package var network: Xoshiro256StarStar
    /// This session's stars (⭐ on a song opened): a stream of its own, so starring leaves every
    /// other draw as it was.
    package var starring: Xoshiro256StarStar
    /// This session's moves along a movie's timeline: a stream of its own.
    package var timeline: Xoshiro256StarStar

    package let homeZone: Int
    package var zoneIndex: Int
    package var zone: Zone
    /// Multiplier on session rate (lognormal, mean 1).
    package let activity: Double
    package let isTraveller: Bool
    package let isClockChanger: Bool
    /// The in-run A/B arm (0 when the scenario has none).
    package let arm: Int
    /// How prone to leaving (lognormal, median 1; `ResponseModel.frailty`).
    package let frailty: Double
    /// Whether it has the app: from the start, or since its install.
    package var installed = false
    /// Whether it has left (deleted the app or stopped opening it for good).
    package var left = false
    /// Day starts since install (the first decides with `firstDayChurn`).
    package var dayStarts = 0
    /// Habit and frustration.
    package var response = ResponseState()
    /// Its place in the install cohorts (retention, active users).
    package var cohort = CohortMember(installDay: 0, lastFullDay: 0)
    /// Whether it has paid anything yet.
    package var hasPaid = false
    /// Opportunities still to pass before the next tap on each entry point (quota sheets, banner
    /// impressions, Profile visits), and taps so far on each: the waits are drawn once per tap
    /// (`failuresBeforeSuccess`), so the same person taps at the same count in every arm of a
    /// sweep — an arm that shows more sheets reaches it sooner, not by a different person.
    package var untilTap = UpgradeWaits()
    /// Paywalls seen so far (the next view's stream number).
    package var paywallViews: UInt64 = 0
    /// Device clock minus true time.
    package var clockSkew: Int64 = 0

    /// The app's persisted state.
    package var tracker = UsageTracker<Int32>()
    package var subscription: Subscription?
    /// The songs starred, by catalog place, kept as the app keeps them: a UserDefaults array of
    /// song ids (docs/rules.md#favorites).
    package var favorites = Favorites<Int32>()
    /// The remote config the device activated, and when it last fetched.
    package var remoteConfig = RemoteConfigFetch()
    /// The App Store's state: whether the free trial may still be offered.
    package var account = StoreAccount()
    /// Whether the device holds the catalog JSON from an earlier fetch (`Library/Caches`;
    /// docs/rules.md#caregiver-network): those with the app at the start do; an install has none
    /// until its first fetch.
    package var catalogCached = true
    /// Whether this session's cold launch found no network: its requests fail on the device.
    package var offline = false
    /// Purchases so far (the next purchase's stream number).
    package var purchases: UInt64 = 0
    /// Quota sheets met today (the next sheet's stream number).
    package var sheetsToday: UInt64 = 0
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
    /// The song on screen in the session's Timeline view (its movie's timeline is the one the
    /// caregiver can move along); -1 before the session's first open. Only an open that showed the
    /// song (charged, free re-watch, unlimited) sets it: a quota sheet leaves the previous one.
    package var timelineSong: Int32 = -1
    package var pendingSong: Int32 = -1
    package var onTrip = false
    package var destination = 0

    package init(index: Int, streams: RandomStreams, population: CaregiverPopulation, zoneChoice: WeightedChoice, armChoice: WeightedChoice?) {
        self.index = index
        var traits = Self.stream(.lifelong(.traits), index: index, streams)
        behaviour = Self.stream(.lifelong(.behaviour), index: index, streams)
        travel = Self.stream(.lifelong(.travel), index: index, streams)
        clock = Self.stream(.lifelong(.clock), index: index, streams)
        commerce = Self.stream(.lifelong(.commerce), index: index, streams)
        search = Self.stream(.lifelong(.search), index: index, streams)
        paywall = Self.stream(.lifelong(.paywall), index: index, streams)
        renewals = Self.stream(.lifelong(.subscription), index: index, streams)
        network = Self.stream(.lifelong(.network), index: index, streams)
        starring = Self.stream(.lifelong(.starring), index: index, streams)
        timeline = Self.stream(.lifelong(.timeline), index: index, streams)
        homeZone = zoneChoice.sample(using: &traits)
        zoneIndex = homeZone
        zone = population.zones[homeZone].zone
        activity = traits.lognormal(mu: -0.125, sigma: 0.5)
        isTraveller = traits.bernoulli(population.travellers.share)
        isClockChanger = traits.bernoulli(population.clockChangers.share)
        var assignment = Self.stream(.lifelong(.armAssignment), index: index, streams)
        arm = armChoice?.sample(using: &assignment) ?? 0
        for entry in PaywallEntry.allCases {
            untilTap[entry] = Self.wait(entry, tap: 0, index: index, streams, population.paywall, trialPropensity: population.trialPropensity)
        }
        var install = Self.stream(.lifelong(.install), index: index, streams)
        frailty = population.response.frailty(uniform: install.openUnitInterval())
    }

    /// The opportunities on `entry` that pass before tap number `tap` (from 0) of caregiver
    /// `index`: one draw from a stream of that tap.
    package static func wait(_ entry: PaywallEntry, tap: UInt64, index: Int, _ streams: RandomStreams,
                             _ paywall: PaywallBehaviour, trialPropensity: Double) -> Int {
        var draw = stream(.tap(entry, number: tap), index: index, streams)
        return draw.failuresBeforeSuccess(paywall.tapChance(entry, trialPropensity: trialPropensity))
    }

    /// Whether this opportunity on `entry` is a tap; if so, the wait for the next one is drawn
    /// (`paywall` and `trialPropensity` are the population's, passed alone: this runs on every
    /// opportunity, where passing the whole population would copy it).
    package mutating func passes(_ entry: PaywallEntry, _ streams: RandomStreams, _ paywall: PaywallBehaviour, trialPropensity: Double) -> Bool {
        guard untilTap[entry] == 0 else {
            untilTap[entry] -= 1
            return false
        }
        untilTap.tapped(entry)
        untilTap[entry] = Self.wait(entry, tap: untilTap.taps(entry), index: index, streams, paywall, trialPropensity: trialPropensity)
        return true
    }

    /// The stream of this caregiver's next paywall view (its plan and its answer).
    package mutating func nextPaywallStream(_ streams: RandomStreams) -> Xoshiro256StarStar {
        defer { paywallViews += 1 }
        return Self.stream(.lifeOccasion(.paywallViews, number: paywallViews), index: index, streams)
    }

    /// The stream of this caregiver's next purchase (its conversion and cancellations).
    package mutating func nextPurchaseStream(_ streams: RandomStreams) -> Xoshiro256StarStar {
        defer { purchases += 1 }
        return Self.stream(.lifeOccasion(.subscription, number: purchases), index: index, streams)
    }

    /// Caregiver `index`'s stream `which`.
    package static func stream(_ which: CaregiverStream, index: Int, _ streams: RandomStreams) -> Xoshiro256StarStar {
        streams.generator(persona: persona, agent: UInt64(index), purpose: which.purpose)
    }

    /// The stream that places the install in its day (hour, minute) for a caregiver who installs
    /// during the run; the first draw (frailty) is already taken.
    package func installStream(_ streams: RandomStreams) -> Xoshiro256StarStar {
        var install = Self.stream(.lifelong(.install), index: index, streams)
        _ = install.openUnitInterval()
        return install
    }

    /// The stream of `purpose` for occasion `number` of local date `day` (a session, a quota
    /// sheet, the day's churn draw).
    package func occasion(_ purpose: Purpose, number: UInt64, day: Int64, _ streams: RandomStreams) -> Xoshiro256StarStar {
        Self.stream(.dayOccasion(purpose, number: number, day: day), index: index, streams)
    }

    /// Starts the streams of session `number` of local date `day`.
    package mutating func startSessionStreams(number: UInt64, day: Int64, _ streams: RandomStreams) {
        behaviour = occasion(.behaviour, number: number, day: day, streams)
        search = occasion(.search, number: number, day: day, streams)
        paywall = occasion(.paywall, number: number, day: day, streams)
        network = occasion(.network, number: number, day: day, streams)
        starring = occasion(.starring, number: number, day: day, streams)
        timeline = occasion(.timeline, number: number, day: day, streams)
        offline = false
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
