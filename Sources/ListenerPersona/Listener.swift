import Harness
import Model
import Sim
import Time

/// One synthetic listener: the system library (the truth of play counts), the app's library
/// (`LibraryStore`), and what the harness tracks to compare them.
///
/// The harness names songs by their position in the system library, and gives each the
/// persistent id equal to that position; the app finds its songs by the id, never by position.
package struct Listener: PersonaAgent {
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, listening, sync, dayPlan, foreground, maintenance, libraryChanges
    }

    package static let persona = Listeners.streamKey.persona

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    package let index: Int
    package let zone: Zone
    package var listening: Xoshiro256StarStar
    package var syncDraws: Xoshiro256StarStar
    /// Whether an app-open session returns from the background, whether it runs maintenance, and
    /// the day's library changes: each its own stream, so none shifts another's draws.
    package var foregroundDraws: Xoshiro256StarStar
    package var maintenanceDraws: Xoshiro256StarStar
    package var libraryChangeDraws: Xoshiro256StarStar
    package var store: LibraryStore
    /// The system library and its play counts (played to the end).
    package var system: SystemLibrary
    /// Per song, real-time plays that also reached the system count since the song's last sync.
    package var seenFullSinceSync: [Int32]
    /// Full plays not yet compared by a sync: (song, when they ended).
    package var pendingFull: [(song: Int32, at: Int64)] = []
    /// Every play of at least half a song (the truth the charts are compared with).
    package var truePlays: [(song: Int, at: Instant)] = []
    /// The song last played (a position in the system library).
    package var currentSong: Int?
    package var today: Int64 = 0
    /// Whether the app has been launched since it was installed (or the phone restored): only
    /// then can a session return from the background.
    package var hasLaunched = false

    /// Listener `index`, its library of `population.librarySongs` songs named `titles` (the same
    /// for every listener, made once): exactly one title a song, `titles.count ==
    /// population.librarySongs`, as the store and the system library share it as their column.
    package init(index: Int, streams: RandomStreams, population: ListenerPopulation, titles: [String], zoneChoice: WeightedChoice, now: Instant) {
        precondition(titles.count == population.librarySongs, "one title a song of the library: titles.count == population.librarySongs")
        self.index = index
        var traits = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.traits.rawValue)
        listening = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.listening.rawValue)
        syncDraws = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.sync.rawValue)
        foregroundDraws = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.foreground.rawValue)
        maintenanceDraws = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.maintenance.rawValue)
        libraryChangeDraws = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.libraryChanges.rawValue)
        zone = population.zones[zoneChoice.sample(using: &traits)].zone
        // Columns, not rows of songs: the titles are shared, and the store and the system library
        // share the ids and durations until one of them changes.
        let ids = Array(0..<UInt64(population.librarySongs))
        let durations = ids.map { _ in Int32(90 + traits.uniform(below: 330)) }
        store = LibraryStore(ids: ids, titles: titles, durationSeconds: durations)
        let seededPlays = PoissonDistribution(mean: population.seededPlaysPerSong)
        system = SystemLibrary(ids: ids, titles: titles, durationSeconds: durations,
                               playCounts: ids.map { _ in Int32(seededPlays.sample(using: &traits)) })
        seenFullSinceSync = [Int32](repeating: 0, count: ids.count)
        let seeded = LibraryStore.seededPlayCount(system.playCounts)
        store.seed(systemCounts: system.playCounts, at: now,
                   instants: LibraryStore.seededInstants(count: seeded, at: now, uniform: { traits.uniform(below: $0) }))
    }

    /// The system library position of the app's song `index` (the harness's ids are positions).
    package func position(ofStoreIndex index: Int) -> Int {
        Int(store.ids[index])
    }
}
