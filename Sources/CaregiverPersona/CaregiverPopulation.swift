import Harness
import Model

/// The caregivers of a scenario and their behaviour parameters.
///
/// Every rate is per person and is a mean: each caregiver draws their own activity level around
/// it (see `Caregiver`). Units are in the names.
package struct CaregiverPopulation: PersonaPopulation {
    /// How many caregivers install at the start (a launch cohort: with a response they leave at
    /// the same rates as later installs, and they count in the retention cohorts).
    package var count = 0
    /// Mean installs per day during the run, after the first `count` (`InstallSchedule`).
    package var installsPerDay = 0.0
    /// How installs spread over the week: seven weights, Monday to Sunday.
    package var installWeekdayWeights: [Double] = [1, 1, 1, 1, 1, 1, 1]
    /// How caregivers respond to what they live: habit, frustration and leaving. `none` unless
    /// the scenario gives `response` (whose unlisted keys take the calibrated defaults).
    package var response = ResponseModel.none
    /// Home zones and their weights.
    package var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// Sessions (app launches) per day, on weekdays.
    package var sessionsPerDay = 1.5
    /// Multiplier on sessions on the local Saturday and Sunday.
    package var weekendFactor = 1.3

    /// The largest mean of a day's planned (candidate) sessions for a caregiver of mean activity:
    /// a day's session numbers stop at 65,534 (`CaregiverStream.largestNumber`, less the install
    /// launch's), and with 64 times that margin a caregiver's lognormal activity (σ 0.5) would
    /// have to be more than 8 standard deviations above its mean to need more.
    package static let largestSessionMean = 1_023.0

    /// Why the scenario's day plans could run out of session numbers, if they could: the busiest
    /// day's mean (`sessionsPerDay` × `weekendFactor` when above 1 × the response's
    /// `maxActivityMultiplier`, at which candidates are drawn) above `largestSessionMean`.
    package var sessionPlanProblem: String? {
        let multiplier = response.strength > 0 ? response.maxActivityMultiplier : 1
        let mean = sessionsPerDay * max(weekendFactor, 1) * multiplier
        guard mean > Self.largestSessionMean else { return nil }
        return "expected at most \(ReportNumber.format(Self.largestSessionMean)) sessions planned on a caregiver's busiest day on average "
            + "(sessionsPerDay × weekendFactor × response.maxActivityMultiplier), so every session of a day keeps streams of its own, "
            + "got \(ReportNumber.format(mean)); lower one of them"
    }
    /// Relative activity by local hour 0…23.
    package var activeHours: [Double] = ActiveHours.typicalDay
    /// Mean song opens per session (at least one; at most 127 are planned).
    package var opensPerSession = 2.5
    /// Mean seconds between opens within a session.
    package var secondsBetweenOpens = 40.0
    /// Chance an open re-opens the previous song rather than a new one.
    package var rewatchProbability = 0.25
    /// Chance a caregiver stars (⭐) a song shown in Song Detail that is not a favorite yet.
    package var favoriteRate = 0.05
    /// The catalog songs are drawn from (Zipf popularity, exponent 1) and searched in.
    package var catalog = CatalogSource.synthetic(songs: 1_500)

    /// The catalog folder, when the scenario names one.
    package var inputPaths: [String] { catalog.directory.map { [$0] } ?? [] }
    /// How sessions start with a search.
    package var search = SearchBehaviour()
    /// How caregivers move along the timeline of the movie on screen.
    package var timeline = TimelineBehaviour()
    /// Chance to choose "Watch Ad" when the quota sheet offers one.
    package var adPropensity = 0.55
    /// Shares of ad outcomes; they sum to 1.
    package var adOutcomes = AdOutcomeShares()
    /// How long an ad plays.
    package var adDurationSeconds = 30
    /// Chance to try another ad after an aborted one.
    package var retryAfterAbort = 0.5
    /// Chance to tap "Go Unlimited" on the quota sheet (it opens the paywall).
    package var trialPropensity = 0.02
    /// Share of subscriptions that are yearly, at the reference prices (`paywall`).
    package var yearlyShare = 0.3
    /// Chance a trial converts to a paid subscription (otherwise it is cancelled during the trial),
    /// at the reference price and trial length (`paywall`).
    package var trialConversion = 0.45
    /// The paywall's other entry points and the decisions made there.
    package var paywall = PaywallBehaviour()
    /// Chance a paid subscriber cancels in each paid period.
    package var cancellationPerPeriod = 0.08
    /// Chance a session is a cold launch that restores the persisted state (and fetches the
    /// remote config).
    package var relaunchProbability = 0.4
    /// The app's minimum remote-config fetch interval, in hours: a cold launch fetches only when
    /// the last fetch is at least this old (Firebase's default, 12 hours; 0: every cold launch).
    package var configFetchIntervalHours: Int64 = 12
    /// How devices reach the servers, and what serving them costs.
    package var network = CaregiverNetwork()
    /// Travelling caregivers.
    package var travellers = Travellers()
    /// Caregivers who set the device clock by hand.
    package var clockChangers = ClockChangers()

    package init() {}

    /// When each caregiver installs, for a run of `scenario`.
    package func installs(in scenario: Scenario) -> InstallSchedule {
        InstallSchedule(start: scenario.start, days: scenario.days, initial: count, perDay: installsPerDay, weekdayWeights: installWeekdayWeights)
    }

    /// Shares of completed, aborted and unavailable ads.
    package struct AdOutcomeShares: Sendable, Equatable, Encodable {
        package var completed = 0.8
        package var aborted = 0.12
        package var unavailable = 0.08
    }

    /// Travellers fly between zones of the mix.
    package struct Travellers: Sendable, Equatable, Encodable {
        /// Share of caregivers who travel.
        package var share = 0.0
        /// Trips per 30 days for a traveller.
        package var tripsPerMonth = 1.0
        /// Shortest and longest stay, in days.
        package var minimumStayDays = 2
        package var maximumStayDays = 9
    }

    /// Some people set the clock back or forward, then restore automatic time.
    package struct ClockChangers: Sendable, Equatable, Encodable {
        /// Share of caregivers who change the clock.
        package var share = 0.0
        /// Changes per 30 days for such a caregiver.
        package var changesPerMonth = 1.0
        /// The possible shifts in hours (negative: back); one is drawn per change.
        package var shiftHours: [Int] = [-24, 24]
        /// Hours until automatic time is restored.
        package var restoreAfterHours = 12
    }
}
