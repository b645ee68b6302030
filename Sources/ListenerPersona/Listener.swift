import Harness
import Model
import Sim
import Time

/// One synthetic listener: the system player's truth (play counts, what was really played), the
/// app's library (`LibraryStore`), and what the harness tracks to compare them.
package struct Listener: PersonaAgent {
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, listening, sync, dayPlan
    }

    package static let persona = Listeners.streamKey.persona

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    package let index: Int
    package let zone: Zone
    package var listening: Xoshiro256StarStar
    package var syncDraws: Xoshiro256StarStar
    package var store: LibraryStore
    /// The system player's play counts (played to the end).
    package var systemCounts: [Int32]
    /// Per song, real-time plays that also reached the system count since the song's last sync.
    package var seenFullSinceSync: [Int32]
    /// Full plays not yet discovered by a sync: (song, when they ended).
    package var pendingFull: [(song: Int32, at: Int64)] = []
    /// Every play of at least half a song (the truth the charts are compared with).
    package var truePlays: [(song: Int, at: Instant)] = []
    package var currentSong: Int?
    package var today: Int64 = 0
    package var lastMaintenanceWeek: Int64 = .min

    package init(index: Int, streams: RandomStreams, population: ListenerPopulation, zoneChoice: WeightedChoice, now: Instant) {
        self.index = index
        var traits = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.traits.rawValue)
        listening = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.listening.rawValue)
        syncDraws = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.sync.rawValue)
        zone = population.zones[zoneChoice.sample(using: &traits)].zone
        let songs = population.librarySongs
        store = LibraryStore(songs: (0..<songs).map { song in
            (id: UInt64(song), title: "Track \(song)", durationSeconds: Int32(90 + traits.uniform(below: 330)))
        })
        systemCounts = (0..<songs).map { _ in Int32(traits.poisson(mean: population.seededPlaysPerSong)) }
        seenFullSinceSync = [Int32](repeating: 0, count: songs)
        var seeding = traits
        store.seed(systemCounts: systemCounts, at: now, uniform: { seeding.uniform(below: $0) })
    }
}
