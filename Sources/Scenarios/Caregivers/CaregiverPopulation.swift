import Model

/// The caregivers of a scenario and their behaviour parameters.
///
/// Every rate is per person and is a mean: each caregiver draws their own activity level around
/// it (see `Caregiver`). Units are in the names.
public struct CaregiverPopulation: PersonaPopulation {
    /// How many caregivers.
    public var count = 0
    /// Home zones and their weights.
    public var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// Sessions (app launches) per day, on weekdays.
    public var sessionsPerDay = 1.5
    /// Multiplier on sessions on the local Saturday and Sunday.
    public var weekendFactor = 1.3
    /// Relative activity by local hour 0…23.
    public var activeHours: [Double] = ActiveHours.typicalDay
    /// Mean song opens per session (at least one; at most 127 are planned).
    public var opensPerSession = 2.5
    /// Mean seconds between opens within a session.
    public var secondsBetweenOpens = 40.0
    /// Chance an open re-opens the previous song rather than a new one.
    public var rewatchProbability = 0.25
    /// The catalog songs are drawn from (Zipf popularity, exponent 1) and searched in.
    public var catalog = CatalogSource.synthetic(songs: 1_500)
    /// How sessions start with a search.
    public var search = SearchBehaviour()
    /// Chance to choose "Watch Ad" when the quota sheet offers one.
    public var adPropensity = 0.55
    /// Shares of ad outcomes; they sum to 1.
    public var adOutcomes = AdOutcomeShares()
    /// How long an ad plays.
    public var adDurationSeconds = 30
    /// Chance to try another ad after an aborted one.
    public var retryAfterAbort = 0.5
    /// Chance to choose "Go Unlimited" (start a trial) on the quota sheet.
    public var trialPropensity = 0.02
    /// Share of subscriptions that are yearly.
    public var yearlyShare = 0.3
    /// Chance a trial converts to a paid subscription (otherwise it is cancelled during the trial).
    public var trialConversion = 0.45
    /// Chance a paid subscriber cancels in each paid period.
    public var cancellationPerPeriod = 0.08
    /// Chance a session is a cold launch that restores the persisted state.
    public var relaunchProbability = 0.4
    /// Travelling caregivers.
    public var travellers = Travellers()
    /// Caregivers who set the device clock by hand.
    public var clockChangers = ClockChangers()

    public init() {}

    /// Shares of completed, aborted and unavailable ads.
    public struct AdOutcomeShares: Sendable, Equatable, Encodable {
        public var completed = 0.8
        public var aborted = 0.12
        public var unavailable = 0.08
    }

    /// Travellers fly between zones of the mix.
    public struct Travellers: Sendable, Equatable, Encodable {
        /// Share of caregivers who travel.
        public var share = 0.0
        /// Trips per 30 days for a traveller.
        public var tripsPerMonth = 1.0
        /// Shortest and longest stay, in days.
        public var minimumStayDays = 2
        public var maximumStayDays = 9
    }

    /// Some people set the clock back or forward, then restore automatic time.
    public struct ClockChangers: Sendable, Equatable, Encodable {
        /// Share of caregivers who change the clock.
        public var share = 0.0
        /// Changes per 30 days for such a caregiver.
        public var changesPerMonth = 1.0
        /// The possible shifts in hours (negative: back); one is drawn per change.
        public var shiftHours: [Int] = [-24, 24]
        /// Hours until automatic time is restored.
        public var restoreAfterHours = 12
    }
}
