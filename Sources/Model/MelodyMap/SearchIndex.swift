/// Melody Map's in-memory song search (functional spec v1.1, "Global Search"; DESIGN.md, "Search").
///
/// Fields: song title, movie title, singers, keywords. A field matches in the best of four tiers:
/// 1. **prefix** — the field, or one of its words, starts with the query;
/// 2. **substring** — the query occurs anywhere in the field;
/// 3. **fuzzy** — for queries of 4 or more characters, Levenshtein ≤ 2 against a word of the
///    field or the whole field;
/// 4. **phonetic** — every word of the query has a Double Metaphone code (primary or alternate)
///    equal to one of a field word's.
///
/// Scores, decided here: prefix 100, substring 80, fuzzy 60 − 10 per edit, phonetic 40; a song
/// title match counts in full, a movie title −2, a singer −4, a keyword −6 (so where the query
/// matched breaks ties within a tier); a favorite +10 (spec). A song's score is its best field's.
/// Ties break by movie `SortOrder`, then the song's place in the movie, then id (catalog order).
/// Results are grouped by movie; a group ranks by its best song; that song is the group's best match.
public struct SearchIndex: Sendable {
    /// How a field matched.
    public enum Tier: Int, Comparable, Sendable, CustomStringConvertible {
        case phonetic, fuzzy, substring, prefix

        public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .prefix: "prefix"
            case .substring: "substring"
            case .fuzzy: "fuzzy"
            case .phonetic: "phonetic"
            }
        }
    }

    /// Which field a song matched in.
    public enum Field: Int, Sendable {
        case songTitle, movieTitle, singer, keyword

        var penalty: Int { rawValue * 2 }
    }

    /// One matching song.
    public struct Hit: Equatable, Sendable {
        public var song: Song
        public var tier: Tier
        public var field: Field
        public var score: Int
        /// The song's place in the catalog (movie order, then timeline): the tie-breaker.
        public var order: Int
        /// Whether this is its movie group's best match.
        public var isBestMatch: Bool
    }

    /// A movie and its matching songs, best first.
    public struct Group: Equatable, Sendable {
        public var movie: Movie
        public var hits: [Hit]
    }

    /// A Double Metaphone key (at most four ASCII characters) as one integer; 0 for none.
    static func packed(_ code: String) -> UInt32 {
        code.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func packedCodes(_ word: String) -> [UInt32] {
        let pair = DoubleMetaphone.codes(for: word)
        return [packed(pair.primary), packed(pair.alternate)].filter { $0 != 0 }
    }

    let catalog: Catalog
    let columns: Columns
    let movieIndex: [String: Int]
    /// Codes for characters of more than one scalar (a single-scalar character's code is the scalar).
    let clusters: [Character: UInt32]

    /// A character's code for edit distance: its scalar, or its cluster's code (unknown clusters
    /// get codes from `unknown`, equal characters equal codes).
    static func code(_ character: Character, _ clusters: [Character: UInt32], _ unknown: inout [Character: UInt32]) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1 { return scalars.first!.value }
        if let known = clusters[character] ?? unknown[character] { return known }
        let fresh = UInt32.max - UInt32(unknown.count)
        unknown[character] = fresh
        return fresh
    }

    /// Bytes held by the index's own arrays (not counting the catalog they refer to).
    public var memoryBytes: Int { columns.memoryBytes }

    /// Indexes every song of `catalog`.
    ///
    /// - Complexity: O(total text); Double Metaphone codes are computed once per word here.
    public init(catalog: Catalog) {
        self.catalog = catalog
        var movieIndex: [String: Int] = [:]
        for (index, movie) in catalog.movies.enumerated() { movieIndex[movie.id] = index }
        self.movieIndex = movieIndex
        var codeCache: [String: [UInt32]] = [:]
        var clusters: [Character: UInt32] = [:]
        func codes(_ text: String) -> [UInt32] {
            text.map { character -> UInt32 in
                if character.unicodeScalars.count == 1 { return character.unicodeScalars.first!.value }
                if let known = clusters[character] { return known }
                clusters[character] = 0x11_0000 + UInt32(clusters.count)
                return clusters[character]!
            }
        }
        func phonetic(_ word: String) -> [UInt32] {
            if let cached = codeCache[word] { return cached }
            let value = Self.packedCodes(word)
            codeCache[word] = value
            return value
        }
        var columns = Columns()
        for song in catalog.songs {
            let movie = catalog.movies[movieIndex[song.movieId]!]
            let fields = [(song.title, Field.songTitle), (movie.title, .movieTitle)]
                + song.singers.map { ($0, Field.singer) } + song.keywords.map { ($0, Field.keyword) }
            for (text, kind) in fields {
                columns.append(SearchText.normalize(text), kind: kind, codes: codes, phonetic: phonetic)
            }
            columns.songFields.append(columns.fieldCount)
        }
        self.columns = columns
        self.clusters = clusters
    }

    /// The songs matching `query`, best first; favorites get +10.
    public func hits(_ query: String, favorites: Favorites = Favorites()) -> [Hit] {
        let normalized = SearchText.normalize(query)
        guard !normalized.isEmpty else { return [] }
        var unknown: [Character: UInt32] = [:]
        let queryCharacters = normalized.map { Self.code($0, clusters, &unknown) }
        let query = Query(bytes: Array(normalized.utf8), characters: queryCharacters,
                          codes: SearchText.words(normalized).map(Self.packedCodes),
                          fuzzy: queryCharacters.count >= 4, mask: Columns.characterMask(queryCharacters))
        var hits: [Hit] = []
        let c = columns
        c.bytes.withUnsafeBufferPointer { bytes in
            c.characters.withUnsafeBufferPointer { characters in
                c.fields.withUnsafeBufferPointer { fields in
                    c.words.withUnsafeBufferPointer { words in
                        for order in catalog.songs.indices {
                            var best: (tier: Tier, field: Field, score: Int)?
                            for field in c.songFields[order]..<c.songFields[order + 1] {
                                guard let match = query.match(field: field, c, bytes, characters, fields, words) else { continue }
                                let kind = Field(rawValue: Int(fields[field * Columns.fieldStride + 6]))!
                                let score = match.score - kind.penalty
                                if best.map({ score > $0.score }) ?? true { best = (match.tier, kind, score) }
                            }
                            guard let best else { continue }
                            let song = catalog.songs[order]
                            hits.append(Hit(song: song, tier: best.tier, field: best.field,
                                            score: best.score + (favorites.contains(song.id) ? 10 : 0), order: order, isBestMatch: false))
                        }
                    }
                }
            }
        }
        hits.sort { ($1.score, $0.order) < ($0.score, $1.order) }
        return hits
    }

    /// The hits grouped by movie: groups in the order of their best song, songs best first, each
    /// group's first song marked as its best match.
    public func groups(_ query: String, favorites: Favorites = Favorites()) -> [Group] {
        var groups: [Group] = []
        var position: [String: Int] = [:]
        for var hit in hits(query, favorites: favorites) {
            if let index = position[hit.song.movieId] {
                groups[index].hits.append(hit)
            } else {
                hit.isBestMatch = true
                position[hit.song.movieId] = groups.count
                groups.append(Group(movie: catalog.movies[movieIndex[hit.song.movieId]!], hits: [hit]))
            }
        }
        return groups
    }
}
