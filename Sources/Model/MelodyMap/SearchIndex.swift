/// Melody Map's in-memory song search (docs/rules.md#search).
///
/// Fields: song title, movie title, singers, keywords (docs/rules.md#search-fields). A field
/// matches in the best of four tiers (docs/rules.md#search-tiers):
/// 1. **prefix** — the field, or one of its words, starts with the query;
/// 2. **substring** — the query occurs anywhere in the field;
/// 3. **fuzzy** — for queries of 4 or more characters, Levenshtein ≤ 2 against a word of the
///    field or the whole field;
/// 4. **phonetic** — every word of the query has a Double Metaphone code (primary or alternate)
///    equal to one of a field word's.
///
/// Ranking: exact prefix › substring › fuzzy › phonetic; favorites +10 points. The tiers are
/// strict: every match of a tier outranks every match of the tiers below it, whatever field it is
/// in and whether or not the song is a favorite. Decided (docs/rules.md#search-scores), so that
/// ordering by score alone gives that: each tier's scores lie in a band, and a band's lowest score
/// is above the band below's highest plus the favorite's 10 (`bands`):
/// - prefix 100 when the field is the query, 97 when the field starts with it, 94 when a later word
///   does (so typing a title exactly finds that title before "The …" titles that contain it);
///   substring 70; fuzzy 50 at one edit, 40 at two (an exact word is a prefix, so never 0 edits);
///   phonetic 20;
/// - the field weighs inside the tier: a song title counts in full, a movie title −2, a singer
///   −4, a keyword −6 (so where the query matched breaks ties within a tier);
/// - a favorite +10 (docs/rules.md#favorite-bonus) reorders songs within a tier and never lifts one
///   into a tier above: prefix 88…100 (110 with the favorite), substring 64…70 (80), fuzzy 34…50
///   (60), phonetic 14…20 (30).
/// A song's score is its best field's.
/// Ties break by movie `SortOrder`, then the song's place in the movie, then id (catalog order).
/// Results are grouped by movie; a group ranks by its best song; that song is the group's best
/// match (docs/rules.md#search-ties-and-groups).
public struct SearchIndex: Sendable {
    /// How a field matched.
    public enum Tier: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
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
    public enum Field: Int, CaseIterable, Sendable {
        case songTitle, movieTitle, singer, keyword

        /// The points a match in this field loses within its tier: 0, 2, 4, 6.
        public var penalty: Int { rawValue * 2 }
    }

    /// The points a favorite gets (docs/rules.md#favorite-bonus).
    public static let favoriteBonus = 10

    /// A field match's points before its field's penalty: the one table the scorer
    /// (`Query.match`) reads and `band(_:)` derives the tiers' bands from.
    public enum Points {
        /// Prefix: the query is the whole field, starts the field, or starts a later word.
        public static let wholeField = 100, fieldStart = 97, wordStart = 94
        public static let substring = 70
        /// Fuzzy: `fuzzy − fuzzyPerEdit × edits`, for 1 … `fuzzyEdits` edits (0 edits is a prefix).
        public static let fuzzy = 60, fuzzyPerEdit = 10, fuzzyEdits = 2
        public static let phonetic = 20
    }

    /// The scores a match of `tier` can have before the favorite bonus, over every field, from
    /// `Points`: the bands the ranking rests on (each band's lowest above the band below's
    /// highest plus `favoriteBonus`).
    public static func band(_ tier: Tier) -> ClosedRange<Int> {
        let (lowest, highest) = switch tier {
        case .prefix: (Points.wordStart, Points.wholeField)
        case .substring: (Points.substring, Points.substring)
        case .fuzzy: (Points.fuzzy - Points.fuzzyPerEdit * Points.fuzzyEdits, Points.fuzzy - Points.fuzzyPerEdit)
        case .phonetic: (Points.phonetic, Points.phonetic)
        }
        return (lowest - Field.keyword.penalty)...highest
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

    /// A word's keys as one integer: the first (nonzero) of `packedCodes` above bit 32, the
    /// second below; 0 for none.
    static func phoneticKeys(_ word: String) -> UInt64 {
        phoneticKeys(packedCodes(word))
    }

    /// `codes` (from `packedCodes`) as one integer: the first above bit 32, the second below.
    static func phoneticKeys(_ codes: [UInt32]) -> UInt64 {
        UInt64(codes.first ?? 0) << 32 | UInt64(codes.count > 1 ? codes[1] : 0)
    }

    let catalog: Catalog
    let columns: Columns
    /// Which songs hold each of the summaries' bigram and code bits (`Postings`).
    let postings: Postings
    let movieIndex: [String: Int]
    /// Each song's movie (its number keys the movie groups) and each movie's songs.
    public let movies: MovieSongs
    /// Every indexed word's `phoneticKeys`, so a query word spelt as in the catalog is not encoded
    /// again (looked up only, never iterated).
    let phoneticKeys: [String: UInt64]
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
    public var memoryBytes: Int { columns.memoryBytes + postings.memoryBytes }

    /// Indexes every song of `catalog`.
    ///
    /// - Complexity: O(total text); Double Metaphone codes are computed once per word here.
    public init(catalog: Catalog) {
        self.catalog = catalog
        var movieIndex: [String: Int] = [:]
        for (index, movie) in catalog.movies.enumerated() { movieIndex[movie.id] = index }
        self.movieIndex = movieIndex
        movies = MovieSongs(catalog)
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
            columns.endSong()
        }
        self.columns = columns
        postings = Postings(columns.songs)
        self.clusters = clusters
        phoneticKeys = codeCache.mapValues(Self.phoneticKeys)
    }

    /// The songs matching `query`, best first; favorites get +10.
    public func hits(_ query: String, favorites: Favorites<String> = Favorites()) -> [Hit] {
        ranked(query) { !favorites.isEmpty && favorites.contains(catalog.songs[Int($0)].id) }.map {
            Hit(song: catalog.songs[Int($0.order)], tier: $0.tier, field: $0.field, score: Int($0.score), order: Int($0.order), isBestMatch: false)
        }
    }

    /// Every song matching `query`, best first: favorites (`isFavorite` of a song's place in the
    /// catalog) get +10, ties break by catalog order.
    func ranked(_ query: String, isFavorite: (Int32) -> Bool) -> [Match] {
        var found = matches(query)
        for index in found.indices where isFavorite(found[index].order) { found[index].score += Int32(Self.favoriteBonus) }
        found.sort { ($1.score, $0.order) < ($0.score, $1.order) }
        return found
    }

    /// The grouped results as the screen lists them, by song: down the groups, best group first,
    /// each group's songs best first — `groups(query)` flattened, without building the hits.
    public struct Listing: Equatable, Sendable {
        /// Each row's song, as its place in `catalog.songs`.
        public var songs: [Int32] = []
        /// Each row's score, favorites' +10 included.
        public var scores: [Int32] = []
        /// The row (from 0) where each movie group starts, ascending.
        public var groupStarts: [Int32] = []

        public init(songs: [Int32] = [], scores: [Int32] = [], groupStarts: [Int32] = []) {
            self.songs = songs
            self.scores = scores
            self.groupStarts = groupStarts
        }
    }

    /// The results of `query` as the screen lists them; `favorites` are songs by their place in
    /// `catalog.songs`. Allocates its working memory: a caller that searches again and again keeps
    /// a `Scratch` and calls `list(_:favorites:into:)`.
    public func listing(for query: String, favorites: Favorites<Int32> = Favorites()) -> Listing {
        var scratch = Scratch()
        list(query, favorites: favorites, into: &scratch)
        return scratch.listing
    }

    /// The results of `query` as the screen lists them, into `scratch.listing`; `favorites` are
    /// songs by their place in `catalog.songs`. The same listing as `listing(for:favorites:)`,
    /// built in `scratch`'s memory: once its buffers have grown to a query's size, a query
    /// allocates nothing (an ASCII query whose words' phonetic keys the index knows; a typed word
    /// it does not know is encoded, which builds strings).
    ///
    /// Rows are ordered by score, highest first, then catalog order: the matches come in catalog
    /// order, so a stable counting sort by score gives that order without comparing.
    public func list(_ query: String, favorites: Favorites<Int32> = Favorites(), into scratch: inout Scratch) {
        collect(query, prefilter: true, into: &scratch)
        if !favorites.isEmpty {
            for index in scratch.found.indices where favorites.contains(scratch.found[index].order) {
                scratch.found[index].score += Int32(Self.favoriteBonus)
            }
        }
        let found = scratch.found
        let songMovie = movies.songMovie
        // Counting sort by score, descending; stable, so catalog order breaks ties.
        scratch.scoreStart.removeAll(keepingCapacity: true)
        scratch.scoreStart.append(contentsOf: repeatElement(0, count: Scratch.scoreSlots + 1))
        for match in found { scratch.scoreStart[Scratch.scoreSlots - 1 - Int(match.score) + 1] += 1 }
        for slot in 1...Scratch.scoreSlots { scratch.scoreStart[slot] += scratch.scoreStart[slot - 1] }
        scratch.ranked.removeAll(keepingCapacity: true)
        scratch.ranked.append(contentsOf: repeatElement(Match(order: 0, tier: .phonetic, field: .songTitle, score: 0), count: found.count))
        for match in found {
            let slot = Scratch.scoreSlots - 1 - Int(match.score)
            scratch.ranked[scratch.scoreStart[slot]] = match
            scratch.scoreStart[slot] += 1
        }
        let ranked = scratch.ranked
        scratch.groupRank.removeAll(keepingCapacity: true)
        scratch.groupRank.append(contentsOf: repeatElement(-1, count: movies.movieCount))
        scratch.groupStart.removeAll(keepingCapacity: true)
        for match in ranked where scratch.groupRank[Int(songMovie[Int(match.order)])] < 0 {
            scratch.groupRank[Int(songMovie[Int(match.order)])] = Int32(scratch.groupStart.count)
            scratch.groupStart.append(0)
        }
        for match in ranked where Int(scratch.groupRank[Int(songMovie[Int(match.order)])]) + 1 < scratch.groupStart.count {
            scratch.groupStart[Int(scratch.groupRank[Int(songMovie[Int(match.order)])]) + 1] += 1
        }
        for index in scratch.groupStart.indices.dropFirst() { scratch.groupStart[index] += scratch.groupStart[index - 1] }
        scratch.listing.groupStarts.removeAll(keepingCapacity: true)
        for start in scratch.groupStart { scratch.listing.groupStarts.append(Int32(start)) }
        scratch.listing.songs.removeAll(keepingCapacity: true)
        scratch.listing.songs.append(contentsOf: repeatElement(0, count: ranked.count))
        scratch.listing.scores.removeAll(keepingCapacity: true)
        scratch.listing.scores.append(contentsOf: repeatElement(0, count: ranked.count))
        for match in ranked {
            let group = Int(scratch.groupRank[Int(songMovie[Int(match.order)])])
            scratch.listing.songs[scratch.groupStart[group]] = match.order
            scratch.listing.scores[scratch.groupStart[group]] = match.score
            scratch.groupStart[group] += 1
        }
    }

    /// One song's best field match, before favorites.
    struct Match {
        var order: Int32
        var tier: Tier
        var field: Field
        var score: Int32
    }

    /// Every song matching `query`, in catalog order; `prefilter` skips the songs that cannot
    /// match, and the tiers a song cannot match in (`Query.mayMatch`) — off only to test that it
    /// changes nothing.
    func matches(_ query: String, prefilter: Bool = true) -> [Match] {
        var scratch = Scratch()
        collect(query, prefilter: prefilter, into: &scratch)
        return scratch.found
    }

    /// Every song matching `query`, in catalog order, into `scratch.found`. With the prefilter,
    /// only the songs `Postings.candidates` names are tested, each first with `Query.mayMatch`.
    func collect(_ query: String, prefilter: Bool, into scratch: inout Scratch) {
        scratch.found.removeAll(keepingCapacity: true)
        guard prepare(query, in: &scratch) else { return }
        let query = Query(prepared: scratch)
        let c = columns
        if prefilter { postings.candidates(for: query, offsets: &scratch.bigramOffsets, into: &scratch.candidates) }
        let candidates = scratch.candidates
        c.bytes.withUnsafeBufferPointer { bytes in
            c.characters.withUnsafeBufferPointer { characters in
                c.fields.withUnsafeBufferPointer { fields in
                    c.words.withUnsafeBufferPointer { words in
                        query.characters.withUnsafeBufferPointer { queryCharacters in
                            query.codeBits.withUnsafeBufferPointer { codeBits in
                                c.songs.withUnsafeBufferPointer { songs in
                                    c.songFields.withUnsafeBufferPointer { songFields in
                                        func consider(_ order: Int, in tiers: Query.Tiers) {
                                            guard !tiers.isEmpty else { return }
                                            // `Int32.min`: no field matched yet (a score is a few
                                            // hundred points at most, less a field's penalty).
                                            var best = Match(order: Int32(order), tier: .phonetic, field: .songTitle, score: Int32.min)
                                            for field in songFields[order]..<songFields[order + 1] {
                                                guard let match = query.match(field: field, c, bytes, characters, fields, words, queryCharacters,
                                                                              tiers: tiers) else { continue }
                                                let kind = Field(rawValue: Int(fields[field * Columns.fieldStride + 6]))!
                                                let score = Int32(match.score - kind.penalty)
                                                if score > best.score { (best.tier, best.field, best.score) = (match.tier, kind, score) }
                                            }
                                            if best.score > Int32.min { scratch.found.append(best) }
                                        }
                                        guard prefilter else {
                                            for order in songs.indices { consider(order, in: .all) }
                                            return
                                        }
                                        for (word, bits) in candidates.enumerated() {
                                            Columns.forEachBit(in: bits, from: word << 6) { order in
                                                consider(order, in: query.mayMatch(songs[order], codeBits: codeBits))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Fills `scratch`'s query buffers for `query`: its normalised bytes, character codes and,
    /// per word, its phonetic keys and their `codeBit`s; false when nothing is left to search.
    func prepare(_ query: String, in scratch: inout Scratch) -> Bool {
        scratch.bytes.removeAll(keepingCapacity: true)
        scratch.characters.removeAll(keepingCapacity: true)
        scratch.codes.removeAll(keepingCapacity: true)
        scratch.codeBits.removeAll(keepingCapacity: true)
        if query.utf8.allSatisfy({ $0 < 0x80 }) {
            SearchText.normalizeASCII(query, into: &scratch.bytes)
            for byte in scratch.bytes { scratch.characters.append(UInt32(byte)) }
        } else {
            let normalized = SearchText.normalize(query)
            scratch.bytes.append(contentsOf: normalized.utf8)
            var unknown: [Character: UInt32] = [:]
            for character in normalized { scratch.characters.append(Self.code(character, clusters, &unknown)) }
        }
        guard !scratch.bytes.isEmpty else { return false }
        var hasCodes = true
        var wordStart = 0
        for end in 0...scratch.bytes.count where end == scratch.bytes.count || scratch.bytes[end] == UInt8(ascii: " ") {
            if end > wordStart {
                let word = scratch.bytes.withUnsafeBufferPointer { String(decoding: $0[wordStart..<end], as: UTF8.self) }
                let keys = phoneticKeys[word] ?? Self.phoneticKeys(word)
                let (primary, alternate) = (UInt32(truncatingIfNeeded: keys >> 32), UInt32(truncatingIfNeeded: keys))
                scratch.codes.append(primary)
                scratch.codes.append(alternate)
                // `packedCodes` drops empty keys, so a word without a primary key has none.
                if primary == 0 {
                    hasCodes = false
                } else {
                    var bits = Columns.Bits256()
                    bits.insert(Columns.codeBit(primary))
                    if alternate != 0 { bits.insert(Columns.codeBit(alternate)) }
                    scratch.codeBits.append(bits)
                }
            }
            wordStart = end + 1
        }
        if !hasCodes { scratch.codeBits.removeAll(keepingCapacity: true) }
        return true
    }

    /// A query's working memory, reused from one query to the next (`list(_:favorites:into:)`):
    /// the normalised query, its characters and phonetic keys, the matches, and the listing.
    public struct Scratch: Sendable {
        /// Scores run from 0 to the best prefix plus the favorite's bonus.
        static let scoreSlots = Points.wholeField + SearchIndex.favoriteBonus + 1

        var bytes: [UInt8] = []
        var characters: [UInt32] = []
        /// Per query word, its primary and alternate keys (packed; 0 for none).
        var codes: [UInt32] = []
        var codeBits: [Columns.Bits256] = []
        var found: [Match] = []
        /// The songs the prefilter lets through (`Postings.candidates`), and the query bigrams'
        /// offsets it reads.
        var candidates: [UInt64] = []
        var bigramOffsets: [Int] = []
        var ranked: [Match] = []
        var scoreStart: [Int] = []
        var groupRank: [Int32] = []
        var groupStart: [Int] = []
        /// The last query's results (`list(_:favorites:into:)`).
        public internal(set) var listing = Listing()

        public init() {}
    }

    /// The hits grouped by movie: groups in the order of their best song, songs best first, each
    /// group's first song marked as its best match.
    public func groups(_ query: String, favorites: Favorites<String> = Favorites()) -> [Group] {
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
