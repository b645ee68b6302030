import Harness
import Model

/// The journalers of a scenario (Dandelion) and their behaviour parameters. Rates are means per
/// person; units are in the names.
package struct JournalerPopulation: PersonaPopulation {
    /// How many journalers (0: none).
    package var count = 0
    /// Home zones and their weights; travellers fly between them.
    package var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// The day policy the app uses for streaks (the other is counted too, to compare).
    package var dayPolicy = StreakDayPolicy.entryZone
    /// Chance to write on a day outside a lapse (each journaler draws a habit around it).
    package var habit = 0.7
    /// Relative chance of each local hour 0…23 for the day's release.
    package var releaseHours: [Double] = JournalerPopulation.defaultReleaseHours
    /// Median words per release (lognormal, sigma 0.8).
    package var medianWords = 120.0
    /// Chance a day starts a lapse, and its mean length in days; a comeback ends it.
    package var lapseProbability = 0.02
    package var lapseDays = 6.0
    /// Share of journalers who travel, trips per 30 days, and stays in days.
    package var travellerShare = 0.12
    package var tripsPerMonth = 2.0
    package var minimumStayDays = 2
    package var maximumStayDays = 7
    /// The Bloom features journalers try in a release's session, by `BloomTouchpoint`: without
    /// Bloom each shows its upgrade prompt, where some buy. The defaults keep the default
    /// scenario's purchases near the flat 0.4 % a day they replace (107 in 28 days then, 105 now).
    package var gates = BloomGates()

    package init() {}

    /// Mornings and late evenings.
    package static let defaultReleaseHours: [Double] = [
        0.3, 0.1, 0.05, 0.05, 0.05, 0.3, 1.2, 2.0, 1.5, 0.8, 0.5, 0.5,
        0.6, 0.5, 0.4, 0.4, 0.5, 0.7, 1.0, 1.4, 2.0, 2.6, 2.2, 1.0,
    ]
}
