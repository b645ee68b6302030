@testable import CaregiverPersona
@testable import Model
@testable import Scenarios
import Sim
import TestSupport
import Testing

/// Properties of search over many seeded random queries against a synthetic catalog: a quick
/// number of queries in `swift test`, the full number in the long set (`LongTests`).
@Suite("Search properties")
struct SearchPropertyTests {
    static let catalog = SyntheticCatalog.generate(songs: 1_500)
    static let index = SearchIndex(catalog: catalog)

    /// Queries as caregivers type them: titles, movie titles and singers, whole or cut short,
    /// misspelled by every typo class, and some random letters.
    static func queries(_ count: Int, seed: UInt64) -> [String] {
        var random = Xoshiro256StarStar(seed: seed)
        return (0..<count).map { _ in
            let song = catalog.songs[Int(random.uniform(below: UInt64(catalog.songs.count)))]
            let movie = catalog.movies.first { $0.id == song.movieId }!
            var text = [song.title, movie.title, song.singers[0], song.keywords[0]][Int(random.uniform(below: 4))]
            if random.bernoulli(0.3) { text = String(text.prefix(1 + Int(random.uniform(below: UInt64(text.count))))) }
            text = Typo.allCases[Int(random.uniform(below: 5))].apply(to: text, using: &random)
            if random.bernoulli(0.05) { text = String((0..<(1 + random.uniform(below: 8))).map { _ in Typo.alphabet[Int(random.uniform(below: 26))] }) }
            return text
        }
    }

    @Test("skipping the songs a query cannot match changes nothing: the same matches with and without the prefilter", .long)
    func prefilterIsExact() {
        for query in Self.queries(LongTests.size(quick: 150, long: 600), seed: 11) {
            let filtered = Self.index.matches(query).map { "\($0.order) \($0.tier) \($0.score)" }
            let full = Self.index.matches(query, prefilter: false).map { "\($0.order) \($0.tier) \($0.score)" }
            #expect(filtered == full, "query \"\(query)\"")
        }
    }

    @Test("the postings name exactly the songs lacking at most 2 · fuzzyEdits of a query's bigram bits (none when it is too short for fuzzy), or holding each word's code, and no song past the last: 1,500, 128 and 65 songs")
    func postingsCountMissingBigrams() {
        let limit = 2 * SearchIndex.Points.fuzzyEdits
        var named = 0
        for (index, queries) in [(Self.index, Self.queries(200, seed: 16) + ["a", "ab", "zzzz", "qxj", "mohabbat", "tujhe dekha"]),
                                 (SearchIndex(catalog: SyntheticCatalog.generate(songs: 128)), Self.queries(40, seed: 17)),
                                 (SearchIndex(catalog: SyntheticCatalog.generate(songs: 65)), Self.queries(40, seed: 18))] {
            let songs = index.columns.songs
            var scratch = SearchIndex.Scratch()
            for query in queries {
                guard index.prepare(query, in: &scratch) else { continue }
                let prepared = SearchIndex.Query(prepared: scratch)
                index.postings.candidates(for: prepared, offsets: &scratch.bigramOffsets, into: &scratch.candidates)
                #expect(scratch.candidates.count == (songs.count + 63) / 64)
                for song in 0..<scratch.candidates.count * 64 {
                    let isCandidate = scratch.candidates[song / 64] >> UInt64(song % 64) & 1 == 1
                    guard song < songs.count else {
                        #expect(!isCandidate, "song \(song) is past the last")
                        continue
                    }
                    let missing = prepared.bigrams.subtracting(songs[song].bigrams)
                    let byBigrams = prepared.fuzzy ? missing.hasAtMost(limit) : missing.isEmpty
                    let byCodes = !prepared.codeBits.isEmpty && prepared.codeBits.allSatisfy { songs[song].codes.intersects($0) }
                    #expect(isCandidate == (byBigrams || byCodes), "query \"\(query)\", song \(song) of \(songs.count)")
                    if isCandidate { named += 1 }
                }
            }
        }
        #expect(named > 0)
    }

    @Test("display order is the grouped results flattened, for any query")
    func displayOrder() {
        for query in Self.queries(LongTests.size(quick: 100, long: 300), seed: 12) {
            let flattened = Self.index.groups(query).flatMap { $0.hits.map { Int32($0.order) } }
            #expect(Self.index.listing(for: query).songs == flattened, "query \"\(query)\"")
        }
    }

    @Test("one scratch reused query after query lists exactly what a fresh query lists, favorites or not")
    func reusedScratch() {
        var scratch = SearchIndex.Scratch()
        var random = Xoshiro256StarStar(seed: 14)
        for query in Self.queries(300, seed: 15) {
            let starred = (0..<random.uniform(below: 4) * 20).map { _ in Int32(random.uniform(below: 1_500)) }
            let favorites = Favorites(songIDs: starred)
            Self.index.list(query, favorites: favorites, into: &scratch)
            #expect(scratch.listing == Self.index.listing(for: query, favorites: favorites), "query \"\(query)\"")
            let grouped = Self.index.groups(query, favorites: Favorites(songIDs: starred.map { Self.catalog.songs[Int($0)].id }))
            #expect(scratch.listing.songs == grouped.flatMap { $0.hits.map { Int32($0.order) } }, "query \"\(query)\"")
            #expect(scratch.listing.scores == grouped.flatMap { $0.hits.map { Int32($0.score) } }, "query \"\(query)\"")
        }
    }

    @Test("a remembered search gives the row a fresh search gives, for every song it lists and some it does not")
    func rememberedRows() {
        let catalog = CaregiverCatalog(.synthetic(songs: 1_500), searching: true)
        var random = Xoshiro256StarStar(seed: 13)
        var scratch = SearchIndex.Scratch()
        for _ in 0..<300 {
            let song = Int32(random.uniform(below: 1_500))
            let phrase = [catalog.titlePhrase[Int(song)], catalog.moviePhrase[Int(song)]][Int(random.uniform(below: 2))]
            let misspelling = catalog.phrases[Int(phrase)].misspelling(Typo.allCases[Int(random.uniform(below: 5))], using: &random)
            let other = random.bernoulli(0.5) ? song : Int32(random.uniform(below: 1_500))
            let fresh = Self.index.listing(for: catalog.phrases[Int(phrase)].typed(misspelling)).songs.firstIndex(of: other).map { Int32($0 + 1) } ?? 0
            #expect(catalog.rows(of: other, phrase: phrase, misspelling, favorites: Favorites(), scratch: &scratch).plain == fresh)
            #expect(catalog.rows(of: other, phrase: phrase, misspelling, favorites: Favorites(), scratch: &scratch).plain == fresh, "asked again, from memory")
        }
        #expect(catalog.outcomes.count > 0 && catalog.outcomes.count <= 300)
    }

    @Test("a search remembers only what it keeps: rows past the kept ones are found by searching again")
    func keptRows() {
        let order: [Int32] = (0..<1_200).map { Int32(1_199 - $0) }
        let rows = SearchOutcomes.Rows(listing: SearchIndex.Listing(songs: order, scores: order.map { _ in 50 }, groupStarts: [0]))
        #expect(rows.row(of: 1_199) == 1 && rows.row(of: 200) == 1_000)
        #expect(rows.row(of: 199) == nil, "listed beyond the kept rows: unknown here")
        #expect(SearchOutcomes.Rows(listing: SearchIndex.Listing(songs: [5, 3], scores: [50, 50], groupStarts: [0])).row(of: 4) == 0,
                "a complete list that lacks the song: not listed")
    }

    @Test("search keys differ whenever the phrase or any number of the misspelling differs")
    func keys() {
        var seen = Set<UInt64>()
        for phrase in [0, 1, (1 << 22) - 1] {
            for typo in Typo.allCases {
                for position in [0, 1, 4_095] {
                    for variant in [0, 1, 31] {
                        let key = SearchOutcomes.key(phrase: phrase, Misspelling(typo: typo, position: position, variant: variant))!
                        #expect(seen.insert(key).inserted)
                    }
                }
            }
        }
        #expect(SearchOutcomes.key(phrase: 1 << 22, .none) == nil && SearchOutcomes.key(phrase: 0, Misspelling(typo: .omission, position: 4_096, variant: 0)) == nil)
    }
}
