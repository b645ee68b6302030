@testable import CaregiverPersona
import Foundation
import Model
@testable import Scenarios
import Sim
import Testing

/// Caregivers star songs (⭐), the stars persist (docs/rules.md#favorites), and a starred song gets
/// +10 in their searches (docs/rules.md#favorite-bonus).
@Suite("Caregiver favorites")
struct CaregiverFavoritesTests {
    /// Three movie groups: (10: 97, 11: 94), (20: 94, 21: 90), (30: 88).
    static let listing = SearchIndex.Listing(songs: [10, 11, 20, 21, 30], scores: [97, 94, 94, 90, 88], groupStarts: [0, 2, 4])

    static func order(_ favorites: [Int32]) -> [Int32] {
        let rows = SearchOutcomes.Rows(listing: listing)
        return [10, 11, 20, 21, 30].sorted { rows.row(of: $0, favorites: Favorites(songIDs: favorites))! < rows.row(of: $1, favorites: Favorites(songIDs: favorites))! }
    }

    @Test("favorites +10 re-rank a remembered search: a favorite leads its group, and its group moves up when it becomes the best song")
    func knownAnswers() {
        #expect(Self.order([]) == [10, 11, 20, 21, 30])
        #expect(Self.order([11]) == [11, 10, 20, 21, 30], "94 + 10 passes 97 in its own group")
        #expect(Self.order([21]) == [21, 20, 10, 11, 30], "90 + 10 = 100 passes group (10, 11), whose best is 97; 20 follows its group")
        #expect(Self.order([30]) == [30, 10, 11, 20, 21], "88 + 10 = 98 moves its group first")
        #expect(Self.order([11, 21]) == [11, 10, 21, 20, 30], "104 before 100")
        #expect(Self.order([20, 21]) == [20, 21, 10, 11, 30], "both +10: 104 and 100, ahead of 97")
        #expect(Self.order([10, 11, 20, 21, 30]) == [10, 11, 20, 21, 30], "everything a favorite: the order without favorites")
        let rows = SearchOutcomes.Rows(listing: Self.listing)
        #expect(rows.row(of: 99, favorites: Favorites(songIDs: [10])) == 0, "a song not listed stays unlisted")
        #expect(rows.row(of: 10, favorites: Favorites(songIDs: [99, 30])) == 2, "a favorite the search does not list changes nothing")
    }

    @Test("a favorite gets +10 in the caregiver's searches: remembered rows re-ranked with any favorites give the rows a fresh search with them gives")
    func rememberedRowsWithFavorites() {
        let catalog = CaregiverCatalog(.synthetic(songs: 400), searching: true)
        var random = Xoshiro256StarStar(seed: 31)
        var scratch = SearchIndex.Scratch()
        var moved = 0
        for _ in 0..<150 {
            let song = Int32(random.uniform(below: 400))
            let phrase = [catalog.titlePhrase[Int(song)], catalog.moviePhrase[Int(song)]][Int(random.uniform(below: 2))]
            let misspelling = catalog.phrases[Int(phrase)].misspelling(Typo.allCases[Int(random.uniform(below: 5))], using: &random)
            let listed = catalog.listing(phrase, misspelling).songs
            // Favorites among the listed songs (where they can move something) and elsewhere.
            var ids: [Int32] = []
            for _ in 0..<random.uniform(below: 8) {
                ids.append(listed.isEmpty || random.bernoulli(0.3) ? Int32(random.uniform(below: 400)) : listed[Int(random.uniform(below: UInt64(listed.count)))])
            }
            let favorites = Favorites(songIDs: ids)
            let other = random.bernoulli(0.5) ? song : (listed.isEmpty ? song : listed[Int(random.uniform(below: UInt64(listed.count)))])
            let fresh = catalog.index!.listing(for: catalog.phrases[Int(phrase)].typed(misspelling), favorites: favorites).songs
                .firstIndex(of: other).map { Int32($0 + 1) } ?? 0
            let (row, plain) = catalog.rows(of: other, phrase: phrase, misspelling, favorites: favorites, scratch: &scratch)
            #expect(row == fresh, "song \(other), favorites \(favorites.songIDs)")
            #expect(plain == catalog.rows(of: other, phrase: phrase, misspelling, favorites: Favorites(), scratch: &scratch).plain)
            if row != plain { moved += 1 }
        }
        #expect(moved > 10, "the favorites moved some rows (\(moved))")
    }

    @Test("favorites persist: the caregiver's saved state round-trips with them")
    func persisted() throws {
        var favorites = Favorites<Int32>()
        favorites.toggle(42)
        favorites.toggle(7)
        let saved = CaregiverPersistedState(tracker: UsageTracker<Int32>(), subscription: nil, favorites: favorites)
        let data = try JSONEncoder().encode(saved)
        #expect(String(decoding: data, as: UTF8.self).contains(#""favorites":[7,42]"#))
        #expect(try JSONDecoder().decode(CaregiverPersistedState.self, from: data) == saved)
    }

    static func run(_ overrides: [String]) throws -> CaregiverTally {
        try #require(try Fixtures.caregiverRun(count: 120, overrides))
    }

    @Test("caregivers star songs they open at favoriteRate and never unstar; starred songs are found first more often, some only thanks to the +10")
    func driven() throws {
        let t = try Self.run(["populations.caregivers.favoriteRate=0.3"]).totals
        #expect(t[.favoritesStarred] > 100, "\(t[.favoritesStarred])")
        #expect(t[.searchesForFavorites] > 50 && t[.searchHitsAt1ForFavorites] <= t[.searchesForFavorites])
        #expect(t[.searchHitsAt1GainedByFavorites] > 0 && t[.searchHitsAt1GainedByFavorites] <= t[.searchHitsAt1])
        #expect(t[.searchHitsAt1ForFavorites] * t[.searches] > t[.searchHitsAt1] * t[.searchesForFavorites],
                "hit@1 for favorites above hit@1 over all searches")
        let none = try Self.run(["populations.caregivers.favoriteRate=0", "populations.caregivers.count=40"]).totals
        #expect(none[.favoritesStarred] == 0 && none[.searchesForFavorites] == 0)
        #expect(none[.searchHitsAt1GainedByFavorites] == 0 && none[.searchHitsAt1LostToFavorites] == 0)
        let scenario = try Fixtures.smallScenario(["populations.caregivers.favoriteRate=0.3"])
        let replay = Caregivers.replay(scenario, agent: 5)
        #expect(Int64(replay.world.agents[0].favorites.count) == replay.tally.totals[.favoritesStarred], "stars only add")
        #expect(replay.trace.contains { $0.contains(" stars song ") })
        #expect(replay.tally.ledger.failures[.persistedStateRoundTrips] == 0 && replay.tally.ledger.checks[.persistedStateRoundTrips] > 0)
    }

    @Test("favoriteRate is a probability")
    func setting() {
        #expect(ScenarioSearchSettingsTests.error(["populations.caregivers.favoriteRate=2"])
            == "--set populations.caregivers.favoriteRate=2: populations.caregivers.favoriteRate: expected a number from 0 to 1, got 2")
    }
}
