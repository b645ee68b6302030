import Model

/// The journalers of a scenario (Dandelion) and their behaviour parameters. Rates are means per
/// person; units are in the names.
public struct JournalerPopulation: PersonaPopulation {
    /// How many journalers (0: none).
    public var count = 0
    /// Home zones and their weights; travellers fly between them.
    public var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// The day policy the app uses for streaks (the other is counted too, to compare).
    public var dayPolicy = StreakDayPolicy.entryZone
    /// Chance to write on a day outside a lapse (each journaler draws a habit around it).
    public var habit = 0.7
    /// Relative chance of each local hour 0…23 for the day's release.
    public var releaseHours: [Double] = JournalerPopulation.defaultReleaseHours
    /// Median words per release (lognormal, sigma 0.8).
    public var medianWords = 120.0
    /// Chance a day starts a lapse, and its mean length in days; a comeback ends it.
    public var lapseProbability = 0.02
    public var lapseDays = 6.0
    /// Share of journalers who travel, trips per 30 days, and stays in days.
    public var travellerShare = 0.12
    public var tripsPerMonth = 2.0
    public var minimumStayDays = 2
    public var maximumStayDays = 7
    /// Chance a day a journaler without Bloom buys it.
    public var bloomPerDay = 0.004
    /// Chance a day a Bloom journaler exports their history.
    public var exportPerDay = 0.02

    public init() {}

    /// Mornings and late evenings.
    public static let defaultReleaseHours: [Double] = [
        0.3, 0.1, 0.05, 0.05, 0.05, 0.3, 1.2, 2.0, 1.5, 0.8, 0.5, 0.5,
        0.6, 0.5, 0.4, 0.4, 0.5, 0.7, 1.0, 1.4, 2.0, 2.6, 2.2, 1.0,
    ]
}
