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
    /// Chance an app-open session returns from the background (a foreground quick sync of the
    /// current song: docs/rules.md#sync-triggers) rather than a launch; the first ever is a launch.
    /// 0.3: between two app-open sessions (about 1.7 days apart at the defaults) iOS usually
    /// terminates a suspended app, but a third of the time it is still in memory.
    package var foregroundShare = 0.3
    /// Chance the listener runs Database Maintenance from Settings in an app-open session (manual
    /// only: docs/rules.md#listener-behaviour). 0.05: about
    /// once a month at the default listening (0.6 app-open sessions a day), a listener who tidies
    /// up monthly; most app users never open Settings, a stats app's keen users now and then.
    package var maintenanceShare = 0.05
    /// Songs deleted from the phone and re-added per 30 days: the system count restarts at 0
    /// under the same persistent id (0.5: one song every two months).
    package var songReaddsPerMonth = 0.5
    /// Library restores on a new phone per 365 days: every system count restarts at 0 while the
    /// app's data comes back from the backup (0.3: a new phone every three years or so).
    package var phoneRestoresPerYear = 0.3

    package init() {}
}
