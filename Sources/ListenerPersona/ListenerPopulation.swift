import Harness
import Model

/// The listeners of a scenario (Music Memory) and their behaviour parameters.
package struct ListenerPopulation: PersonaPopulation {
    /// How many listeners (0: none).
    package var count = 0
    /// Home zones and their weights.
    package var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// Songs in each listener's library (played by Zipf popularity, exponent 1).
    package var librarySongs = 800
    /// Mean system plays per song when the app is installed (seeded as estimated plays).
    package var seededPlaysPerSong = 4.0
    /// Listening sessions per day, and songs per session.
    package var sessionsPerDay = 1.5
    package var songsPerSession = 10.0
    /// Chance the app is open during a session (its plays are seen in real time).
    package var appOpenShare = 0.4
    /// Chance a song is skipped early (under 30 %), or stopped part-way (30–95 %).
    package var skipProbability = 0.2
    package var partialProbability = 0.1

    package init() {}
}
