import Testing
import Model
import Time

@Suite("Music Memory incremental ranking")
struct LibraryRerankTests {
    /// The ranking and notifications a full calculation gives from `snapshot`, the way `rerank`
    /// calculated them before it kept the order.
    static func fullRerank(_ store: LibraryStore, from snapshot: ChartSnapshot) -> (ChartSnapshot, [ChartSnapshot.Movement]) {
        let ranked = Chart.rank(counts: store.allTimePlays, latest: store.latestPlay, titles: store.titles, ids: store.ids).map(\.song)
        return (ChartSnapshot(ranked: ranked, songCount: store.songCount), snapshot.significantMovements(to: ranked))
    }

    @Test("rerank's remembered order, moving only the songs that gained plays, ranks and notifies as a full calculation over many seeded random plays, syncs and maintenances, ties included")
    func incrementalMatchesFull() {
        var draw = SeededDraws(seed: 2025)
        let zone = MusicMemoryTests.newYork
        // Few distinct titles and instants on a coarse grid, so plays, latest plays and titles tie.
        let songs = (0..<60).map { (id: UInt64(1_000 - $0 * 7), title: "T\($0 % 5)", durationSeconds: Int32(200)) }
        var store = LibraryStore(songs: songs)
        var now = MusicMemoryTests.at(2025, 1, 6, 12)
        var system = SystemLibrary(songs: songs, playCounts: songs.map { _ in Int32(draw(4)) })
        store.seed(systemCounts: system.playCounts, at: now, uniform: { draw($0) })
        for step in 0..<400 {
            now = now.advanced(byMilliseconds: Int64(draw(6)) * Milliseconds.hour)
            for _ in 0..<draw(step % 37 == 0 ? 300 : 6) {
                let song = Int(draw(UInt64(system.count)))
                if draw(2) == 0 {
                    system.playCounts[song] += 1
                } else if let index = store.index(of: system.ids[song]) {
                    store.recordRealTime(song: index, at: now.advanced(byMilliseconds: -Int64(draw(3)) * 60_000))
                }
            }
            _ = store.sync(system: system, nowPlaying: Int(draw(UInt64(system.count))), at: now, uniform: { draw($0) })
            if step % 50 == 49 { store.maintain(at: now.advanced(byMilliseconds: Int64(draw(200)) * Milliseconds.day), in: zone) }
            let before = store.rankSnapshot
            let expected = Self.fullRerank(store, from: before)
            let notified = store.rerank()
            #expect(store.rankSnapshot == expected.0 && notified == expected.1, "step \(step)")
        }
    }
}
