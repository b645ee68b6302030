import Model

/// The listeners of a scenario (Music Memory) and their behaviour parameters.
public struct ListenerPopulation: PersonaPopulation {
    /// How many listeners (0: none).
    public var count = 0
    /// Home zones and their weights.
    public var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// Songs in each listener's library (played by Zipf popularity, exponent 1).
    public var librarySongs = 800
    /// Mean system plays per song when the app is installed (seeded as estimated plays).
    public var seededPlaysPerSong = 4.0
    /// Listening sessions per day, and songs per session.
    public var sessionsPerDay = 1.5
    public var songsPerSession = 10.0
    /// Chance the app is open during a session (its plays are seen in real time).
    public var appOpenShare = 0.4
    /// Chance a song is skipped early (under 30 %), or stopped part-way (30–95 %).
    public var skipProbability = 0.2
    public var partialProbability = 0.1

    public init() {}
}
