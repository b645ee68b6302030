import Testing
import Model
import Time

@Suite("Search")
struct SearchIndexTests {
    static let catalog: Catalog = {
        let movies = [
            Movie(id: "lk", title: "The Lion King", releaseYear: 1994, sortOrder: 1),
            Movie(id: "tg", title: "Tangled", releaseYear: 2010, sortOrder: 2),
            Movie(id: "fz", title: "Frozen", releaseYear: 2013, sortOrder: 3),
            Movie(id: "jb", title: "The Jungle Book", releaseYear: 1967, sortOrder: 4),
        ]
        func song(_ id: String, _ movie: String, _ title: String, _ minute: Int, singers: [String] = [], keywords: [String] = [],
                  year: Int, runtime: Int) -> Song {
            let start = minute * 60
            return Song(id: id, movieId: movie, title: title, percent: (start * 100 + runtime * 30) / (runtime * 60),
                        startTime: "0\(minute / 60):\(minute % 60 < 10 ? "0" : "")\(minute % 60):00", singers: singers, releaseYear: year,
                        movieRuntimeMinutes: runtime, keywords: keywords)
        }
        let songs = [
            song("lk1", "lk", "Circle of Life", 2, singers: ["Rafiki"], year: 1994, runtime: 88),
            song("lk2", "lk", "Hakuna Matata", 30, singers: ["Timon", "Pumbaa"], keywords: ["no worries"], year: 1994, runtime: 88),
            song("lk3", "lk", "Can You Feel the Love Tonight", 60, singers: ["Nala", "Simba"], year: 1994, runtime: 88),
            song("tg1", "tg", "When Will My Life Begin", 5, singers: ["Rapunzel"], year: 2010, runtime: 100),
            song("tg2", "tg", "I See the Light", 50, singers: ["Rapunzel", "Flynn"], keywords: ["lanterns"], year: 2010, runtime: 100),
            song("fz1", "fz", "Let It Go", 40, singers: ["Elsa"], year: 2013, runtime: 102),
            song("fz2", "fz", "Love Is an Open Door", 25, singers: ["Anna", "Hans"], year: 2013, runtime: 102),
            song("jb1", "jb", "The Bare Necessities", 20, singers: ["Baloo", "Mowgli"], year: 1967, runtime: 78),
        ]
        return try! Catalog(movies: movies, songs: songs)
    }()

    static let index = SearchIndex(catalog: catalog)

    static func ids(_ query: String, favorites: Favorites<String> = Favorites()) -> [String] {
        index.hits(query, favorites: favorites).map(\.song.id)
    }

    @Test("normalising folds case, strips diacritics and apostrophes, splits on other punctuation", arguments: [
        ("Hakuna Matata!", "hakuna matata"), ("Pokémon", "pokemon"), ("Poke\u{301}mon", "pokemon"), ("You're Welcome", "youre welcome"),
        ("Jack-Jack   Attack", "jack jack attack"), ("  ", ""), ("Ça Va", "ca va"), ("Ohana (Means Family)", "ohana means family"),
    ])
    func normalization(_ raw: String, _ expected: String) {
        #expect(SearchText.normalize(raw) == expected)
    }

    @Test("a prefix of a word ranks above a substring: 'lo' finds Love… before Circle of Life's 'lo'")
    func prefixBeatsSubstring() {
        let hits = Self.index.hits("lo")
        #expect(hits.first.map { "\($0.song.id) \($0.tier)" } == "fz2 prefix")
        #expect(hits.contains { $0.tier == .substring })
        #expect(hits.filter { $0.tier == .prefix }.allSatisfy { hit in hits.filter { $0.tier == .substring }.allSatisfy { hit.score > $0.score } })
    }

    @Test("within a tier, a song-title match (94 for a later word) ranks above a movie-title match (92); a singer's substring scores 66")
    func fieldOrder() {
        let hits = Self.index.hits("li")
        #expect(hits.map { "\($0.song.id) \($0.field) \($0.score)" } == [
            "lk1 songTitle 94", "tg1 songTitle 94", "tg2 songTitle 94", "lk2 movieTitle 92", "lk3 movieTitle 92", "jb1 singer 66",
        ])
        let bySinger = Self.index.hits("nala")
        #expect(bySinger.map(\.song.id) == ["lk3"])
        #expect(bySinger.first?.field == .singer && bySinger.first?.score == 96)
    }

    @Test("ties break by catalog order: movie SortOrder, then start time")
    func ties() {
        #expect(Self.ids("rapunzel") == ["tg1", "tg2"])
        #expect(Self.ids("the") == ["jb1", "lk1", "lk2", "lk3", "tg2"], "The Bare Necessities starts with it (97); The Lion King's songs (95) tie")
    }

    @Test("the whole field typed exactly (100) ranks above a field that starts with it (97), above a later word (94)")
    func exactTitleFirst() {
        let catalog = try! Catalog(movies: [Movie(id: "a", title: "Silver Tales", releaseYear: 2000, sortOrder: 1)], songs: [
            Song(id: "a1", movieId: "a", title: "The Silver Crown", percent: 6, startTime: "00:05:00", singers: [], releaseYear: 2000,
                 movieRuntimeMinutes: 90),
            Song(id: "a2", movieId: "a", title: "Silver Crown Waltz", percent: 17, startTime: "00:15:00", singers: [], releaseYear: 2000,
                 movieRuntimeMinutes: 90),
            Song(id: "a3", movieId: "a", title: "Silver Crown", percent: 28, startTime: "00:25:00", singers: [], releaseYear: 2000,
                 movieRuntimeMinutes: 90),
        ])
        let hits = SearchIndex(catalog: catalog).hits("silver crown")
        #expect(hits.map { "\($0.song.id) \($0.score)" } == ["a3 100", "a2 97", "a1 94"])
    }

    @Test("a favorite gets +10: it leads its tier but does not jump a better tier")
    func favorites() {
        #expect(Self.ids("rapunzel", favorites: Favorites(songIDs: ["tg2"])) == ["tg2", "tg1"])
        let hits = Self.index.hits("lo", favorites: Favorites(songIDs: ["jb1"]))
        #expect(hits.map { "\($0.song.id) \($0.score)" } == ["fz2 97", "lk3 94", "jb1 76"])
    }

    @Test("fuzzy: 'hakuna mattata' is one edit from the title; 3-letter queries are never fuzzy")
    func fuzzy() {
        let hit = Self.index.hits("Hakuna Mattata").first
        #expect(hit.map { "\($0.song.id) \($0.tier) \($0.score)" } == "lk2 fuzzy 50")
        #expect(Self.index.hits("lte").allSatisfy { $0.tier == .phonetic }, "'lte' sounds like 'let' and 'light', but is too short to be fuzzy")
        #expect(Self.index.hits("rapunsel").first?.tier == .fuzzy)
    }

    @Test("phonetic: 'moglee' is three edits from Mowgli but sounds the same")
    func phonetic() {
        let hit = Self.index.hits("moglee").first
        #expect(hit.map { "\($0.song.id) \($0.tier) \($0.field)" } == "jb1 phonetic singer")
    }

    @Test("groups follow their best song; each group's first song is its best match ('love' is also 2 edits from 'life')")
    func grouping() {
        let groups = Self.index.groups("love")
        #expect(groups.map(\.movie.id) == ["fz", "lk", "tg"])
        #expect(groups.map { $0.hits.map { "\($0.song.id) \($0.tier)" } } == [["fz2 prefix"], ["lk3 prefix", "lk1 fuzzy"], ["tg1 fuzzy"]])
        #expect(groups.allSatisfy { $0.hits.first?.isBestMatch == true && $0.hits.dropFirst().allSatisfy { !$0.isBestMatch } })
        #expect(Self.index.groups("   ").isEmpty)
    }

    @Test("debounce: a query issues 150 ms after the last keystroke; a keystroke at exactly 150 ms cancels it")
    func debounce() {
        let t = Instant(millisecondsSinceEpoch: 1_000_000)
        let keys = [(t, "l"), (t.advanced(byMilliseconds: 100), "le"), (t.advanced(byMilliseconds: 250), "let"),
                    (t.advanced(byMilliseconds: 401), "let "), (t.advanced(byMilliseconds: 700), "let i")].map { (at: $0.0, text: $0.1) }
        let issued = SearchDebounce.issuedQueries(keys, delayMilliseconds: 150)
        #expect(issued.map(\.text) == ["let", "let ", "let i"])
        #expect(issued.map { t.milliseconds(to: $0.at) } == [400, 551, 850])
        let edge = SearchDebounce.issuedQueries([(t, "a"), (t.advanced(byMilliseconds: 150), "ab")], delayMilliseconds: 150)
        #expect(edge.map(\.text) == ["ab"])
    }
}

@Suite("Search text")
struct SearchTextTests {
    @Test("the ASCII fast path gives what the Unicode path gives, over 2,000 random ASCII strings")
    func asciiMatchesUnicode() {
        var state: UInt64 = 5
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<12 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(32 + (state >> 33) % 95))
            }
            let ascii = String(decoding: bytes, as: UTF8.self)
            // Appending "é" forces the Unicode path; it normalises to a trailing "e".
            let unicode = SearchText.normalize(ascii + " é")
            let expected = SearchText.normalize(ascii)
            #expect(unicode == (expected.isEmpty ? "e" : expected + " e"), "\(ascii)")
        }
    }
}
