import Testing
import Model
import Time

@Suite("Music Memory maintenance counts")
struct LibraryMaintenanceCountTests {
    @Test("after every maintenance each song's plays and latest play equal a count of its plays left: 200 seeded libraries through a year of plays, syncs and maintenances")
    func countsMatchThePlaysLeft() {
        var draw = SeededDraws(seed: 424)
        var deletedPlays = 0, deletedSongs = 0
        for _ in 0..<200 {
            let songs = (0..<(1 + Int(draw(40)))).map { (id: 10_000 + UInt64($0) * 3, title: "T\($0 % 4)", durationSeconds: Int32(200)) }
            var store = LibraryStore(songs: songs)
            var system = SystemLibrary(songs: songs, playCounts: songs.map { _ in Int32(draw(5)) })
            var now = MusicMemoryTests.at(2025, 1, 6, 12)
            store.seed(systemCounts: system.playCounts, at: now, uniform: { draw($0) })
            for _ in 0..<12 {
                now = now.advanced(byMilliseconds: Int64(1 + draw(45)) * Milliseconds.day)
                for _ in 0..<draw(8) {
                    let song = Int(draw(UInt64(system.count)))
                    if draw(2) == 0 {
                        system.playCounts[song] += 1
                    } else {
                        let index = store.track(song, of: system, at: now).index
                        store.recordRealTime(song: index, at: now.advanced(byMilliseconds: -Int64(draw(600)) * 60_000))
                    }
                }
                _ = store.sync(system: system, nowPlaying: nil, at: now, uniform: { draw($0) })
                let deleted = store.maintain(at: now, in: MusicMemoryTests.newYork)
                (deletedPlays, deletedSongs) = (deletedPlays + deleted.plays, deletedSongs + deleted.songs)
                var plays = [Int32](repeating: 0, count: store.songCount)
                var latest = [Int64](repeating: .min, count: store.songCount)
                for (song, at) in zip(store.playSong, store.playTime) {
                    plays[Int(song)] += 1
                    latest[Int(song)] = max(latest[Int(song)], at)
                }
                #expect(store.allTimePlays == plays && store.latestPlay == latest)
            }
        }
        #expect(deletedPlays > 1_000 && deletedSongs > 100, "the maintenances delete plays and songs")
    }
}
