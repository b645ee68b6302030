import Model
import Testing

/// Ranking: exact prefix › substring › fuzzy › phonetic; favorites +10 points. The tiers are
/// strict in every field, favorite or not (docs/rules.md#search-tiers,
/// docs/rules.md#search-scores).
@Suite("Search tiers")
struct SearchTierTests {
    /// How a field's text matches the query "moglee", with the score it earns in a song title.
    struct Variant {
        var text: String
        var tier: SearchIndex.Tier
        var score: Int
    }

    static let query = "moglee"

    /// Every way a field can match: the three prefixes, a substring, one and two edits, a sound-alike
    /// ("mowgli" is three edits away).
    static let variants = [
        Variant(text: "Moglee", tier: .prefix, score: 100),
        Variant(text: "Moglee Dance", tier: .prefix, score: 97),
        Variant(text: "Dance Moglee", tier: .prefix, score: 94),
        Variant(text: "Tamogleez", tier: .substring, score: 70),
        Variant(text: "Mogle", tier: .fuzzy, score: 50),
        Variant(text: "Mogl", tier: .fuzzy, score: 40),
        Variant(text: "Mowgli", tier: .phonetic, score: 20),
    ]

    /// One song per (variant, field), each in a movie of its own, matching only in that field;
    /// the song id is `variant-field`.
    static let catalog: Catalog = {
        var movies: [Movie] = [], songs: [Song] = []
        for (v, variant) in variants.enumerated() {
            for field in SearchIndex.Field.allCases {
                let id = "\(v)-\(field.rawValue)"
                movies.append(Movie(id: id, title: field == .movieTitle ? variant.text : "Quartz Harbor", releaseYear: 2000,
                                    sortOrder: movies.count))
                songs.append(Song(id: id, movieId: id, title: field == .songTitle ? variant.text : "Quartz Harbor", percent: 11,
                                  startTime: "00:10:00", singers: field == .singer ? [variant.text] : [], releaseYear: 2000,
                                  movieRuntimeMinutes: 90, keywords: field == .keyword ? [variant.text] : []))
            }
        }
        return try! Catalog(movies: movies, songs: songs)
    }()

    static let index = SearchIndex(catalog: catalog)

    static func variant(of id: String) -> Variant { variants[Int(id.split(separator: "-")[0])!] }

    @Test("each field matches in the tier its text is built for, at the tier's points less the field's weight")
    func knownAnswers() {
        let hits = Self.index.hits(Self.query)
        #expect(hits.count == Self.variants.count * SearchIndex.Field.allCases.count)
        for hit in hits {
            let variant = Self.variant(of: hit.song.id)
            #expect(hit.tier == variant.tier, "\(hit.song.id)")
            #expect(hit.field.rawValue == Int(hit.song.id.split(separator: "-")[1])!, "\(hit.song.id)")
            #expect(hit.score == variant.score - hit.field.penalty, "\(hit.song.id)")
        }
    }

    @Test("strict tiers: a match of a higher tier in any field outranks one of a lower tier in any field, even a favorite one")
    func strictOverEveryTierPairAndField() {
        let songs = Self.catalog.songs.map(\.id)
        var pairs = 0
        for favorite in songs {
            let favorites = Favorites(songIDs: [favorite])
            let hits = Self.index.hits(Self.query, favorites: favorites)
            let rank = Dictionary(uniqueKeysWithValues: hits.enumerated().map { ($0.element.song.id, $0.offset) })
            let tier = Self.variant(of: favorite).tier
            for other in songs where Self.variant(of: other).tier != tier {
                pairs += 1
                let above = Self.variant(of: other).tier > tier
                #expect((rank[other]! < rank[favorite]!) == above,
                        "\(other) (\(Self.variant(of: other).tier)) against favorite \(favorite) (\(tier))")
            }
            #expect(hits.map(\.tier) == hits.map(\.tier).sorted(by: >), "with favorite \(favorite)")
        }
        #expect(pairs == 28 * 28 - (12 * 12 + 4 * 4 + 8 * 8 + 4 * 4), "every ordered pair of songs in different tiers (prefix 12, substring 4, fuzzy 8, phonetic 4)")
        let all = Self.index.groups(Self.query, favorites: Favorites(songIDs: songs)).flatMap(\.hits)
        #expect(all.map(\.tier) == all.map(\.tier).sorted(by: >), "everything a favorite: still by tier")
    }

    @Test("the bands: each tier's lowest score is above the tier below's highest plus the favorite's 10")
    func bands() {
        #expect(SearchIndex.favoriteBonus == 10)
        #expect(SearchIndex.band(.prefix) == 88...100 && SearchIndex.band(.substring) == 64...70)
        #expect(SearchIndex.band(.fuzzy) == 34...50 && SearchIndex.band(.phonetic) == 14...20)
        for (upper, lower) in [(SearchIndex.Tier.prefix, SearchIndex.Tier.substring), (.substring, .fuzzy), (.fuzzy, .phonetic)] {
            #expect(SearchIndex.band(upper).lowerBound > SearchIndex.band(lower).upperBound + SearchIndex.favoriteBonus, "\(upper) over \(lower)")
        }
    }

    @Test("a phonetic title match (20) no longer ties a 2-edit fuzzy title match or beats a 2-edit fuzzy keyword (34)")
    func phoneticBelowFuzzy() {
        let hits = Self.index.hits(Self.query)
        let phoneticTitle = hits.firstIndex { $0.song.id == "6-0" }!
        let fuzzyTitle = hits.firstIndex { $0.song.id == "5-0" }!, fuzzyKeyword = hits.firstIndex { $0.song.id == "5-3" }!
        #expect(hits[phoneticTitle].score == 20 && hits[fuzzyTitle].score == 40 && hits[fuzzyKeyword].score == 34)
        #expect(fuzzyTitle < phoneticTitle && fuzzyKeyword < phoneticTitle)
    }
}
