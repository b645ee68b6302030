import Testing
@testable import Model
import Time

@Suite("Music Memory deleted-song lookup")
struct DeletedSongLookupTests {
    @Test("the bisection over the songs maintenance deleted finds each one at its place and nothing else: 300 seeded random libraries, 0 to 60 songs, ids in any order")
    func placeMatchesLinearSearch() {
        var draw = SeededDraws(seed: 1_789)
        var found = 0
        for _ in 0..<300 {
            let count = Int(draw(61))
            var ids: [UInt64] = []
            while ids.count < count {
                let id = draw(200)
                if !ids.contains(id) { ids.append(id) }
            }
            let songs = ids.map { (id: $0, title: "T\($0)", durationSeconds: Int32(200)) }
            var store = LibraryStore(songs: songs)
            let start = MusicMemoryTests.at(2025, 1, 6, 12)
            // A third of the songs never played: maintenance deletes those, and the others whose
            // seeded plays all fell more than six months back.
            store.seed(systemCounts: songs.map { _ in Int32(draw(3)) }, at: start, uniform: { draw($0) })
            store.maintain(at: start.advanced(byMilliseconds: 60 * Milliseconds.day), in: MusicMemoryTests.newYork)
            for id in 0..<UInt64(201) {
                #expect(store.deletedPlace(of: id) == store.deletedIDs.firstIndex(of: id), "id \(id) among \(store.deletedIDs)")
            }
            found += store.deletedIDs.count
        }
        #expect(found > 1_000, "the cases delete songs")
    }
}
