/// The index's storage: every field of every song in flat columns, so a query walks a few
/// contiguous arrays instead of thousands of small ones.
extension SearchIndex {
    struct Columns: Sendable {
        /// Normalised UTF-8 of every field, concatenated.
        var bytes: [UInt8] = []
        /// Character codes of every field, concatenated (a scalar, or a cluster's code).
        var characters: [UInt32] = []
        /// Per field, `Self.fieldStride` values: byte start, byte end, character start, character
        /// end, first word, end word, field kind.
        var fields: [Int32] = []
        /// Per word, `Self.wordStride` values: byte start, character start, character end,
        /// primary code, alternate code (packed; 0 for none).
        var words: [UInt32] = []
        /// `songFields[s] ..< songFields[s + 1]` are song `s`'s fields.
        var songFields: [Int] = [0]
        /// Per field and per word, which characters occur (`characterMask`), for a cheap lower
        /// bound on edit distance before computing it.
        var fieldMasks: [UInt64] = []
        var wordMasks: [UInt64] = []
        /// Per song, what any query that matches it must fit (`SongSummary`), to skip the songs
        /// a query cannot match without looking at their fields.
        var songs: [SongSummary] = []

        /// Per song: its characters (`characterMask` over every field), the pairs of neighbouring
        /// characters in its fields (`bigramBit` of each) and its words' phonetic codes
        /// (`codeBit` of each), the lengths in characters of its fields and words (`lengthBit` of
        /// each), and its longest field in bytes.
        struct SongSummary {
            var characterMask: UInt64 = 0
            var lengths: UInt64 = 0
            var bigrams = Bits256()
            var codes = Bits256()
            var longestBytes: Int32 = 0
        }

        /// A set of numbers 0…255.
        struct Bits256 {
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

            mutating func insert(_ bit: Int) {
                let mask: UInt64 = 1 << UInt64(bit & 63)
                switch bit >> 6 {
                case 0: words.0 |= mask
                case 1: words.1 |= mask
                case 2: words.2 |= mask
                default: words.3 |= mask
                }
            }

            /// This set's numbers that `other` lacks.
            func subtracting(_ other: Bits256) -> Bits256 {
                Bits256(words: (words.0 & ~other.words.0, words.1 & ~other.words.1, words.2 & ~other.words.2, words.3 & ~other.words.3))
            }

            var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }

            /// Whether the set holds at most `limit` numbers (`hasAtMost` over its words).
            func hasAtMost(_ limit: Int) -> Bool {
                var left = limit
                guard Self.take(words.0, from: &left), Self.take(words.1, from: &left), Self.take(words.2, from: &left) else { return false }
                return Self.take(words.3, from: &left)
            }

            /// Takes `word`'s set bits from `budget`; false when there are more than it holds.
            @inline(__always)
            private static func take(_ word: UInt64, from budget: inout Int) -> Bool {
                var rest = word
                while rest != 0 {
                    guard budget > 0 else { return false }
                    budget -= 1
                    rest &= rest &- 1
                }
                return true
            }

            /// Whether the two sets share a number.
            func intersects(_ other: Bits256) -> Bool {
                words.0 & other.words.0 | words.1 & other.words.1 | words.2 & other.words.2 | words.3 & other.words.3 != 0
            }

            /// Calls `body` with each number in the set, in increasing order.
            @inline(__always)
            func forEach(_ body: (Int) -> Void) {
                Columns.forEachBit(in: words.0, from: 0, body)
                Columns.forEachBit(in: words.1, from: 64, body)
                Columns.forEachBit(in: words.2, from: 128, body)
                Columns.forEachBit(in: words.3, from: 192, body)
            }
        }

        /// Calls `body` with `base` plus the position of each set bit of `word`, lowest first.
        @inline(__always)
        static func forEachBit(in word: UInt64, from base: Int, _ body: (Int) -> Void) {
            var rest = word
            while rest != 0 {
                body(base | rest.trailingZeroBitCount)
                rest &= rest &- 1
            }
        }

        /// Whether `bits` has at most `limit` bits set: `bits.nonzeroBitCount <= limit`, by
        /// clearing the lowest set bit `limit` times (cheaper for small limits where the CPU
        /// baseline has no population-count instruction).
        @inline(__always)
        static func hasAtMost(_ limit: Int, bitsIn bits: UInt64) -> Bool {
            var rest = bits
            for _ in 0..<limit { rest &= rest &- 1 }
            return rest == 0
        }

        /// The bit (0…255) of a pair of neighbouring character codes.
        static func bigramBit(_ a: UInt32, _ b: UInt32) -> Int {
            Int((a &* 0x9E37_79B1 ^ b &* 0x85EB_CA77) >> 24)
        }

        /// The bigram bits of a run of character codes.
        static func bigrams(_ codes: [UInt32]) -> Bits256 {
            var bits = Bits256()
            for index in codes.indices.dropLast() { bits.insert(bigramBit(codes[index], codes[index + 1])) }
            return bits
        }

        /// The bit (0…63) of a length in characters: the length, 63 for 63 and longer.
        static func lengthBit(_ length: Int) -> UInt64 {
            1 << UInt64(min(length, 63))
        }

        /// The `lengthBit`s of every length within `edits` of `length`: a text that many edits
        /// from a query of `length` characters has one of them.
        static func lengthWindow(_ length: Int, edits: Int) -> UInt64 {
            (max(0, length - edits)...(length + edits)).reduce(0) { $0 | lengthBit($1) }
        }

        /// The bit (0…255) of a packed phonetic code.
        static func codeBit(_ code: UInt32) -> Int {
            Int((code &* 0x9E37_79B1) >> 24)
        }

        /// Closes the song whose fields were appended last.
        mutating func endSong() {
            let first = songFields[songFields.count - 1]
            var summary = SongSummary()
            for field in first..<fieldCount {
                let f = field * Self.fieldStride
                summary.characterMask |= fieldMasks[field]
                summary.longestBytes = max(summary.longestBytes, fields[f + 1] - fields[f])
                summary.lengths |= Self.lengthBit(Int(fields[f + 3] - fields[f + 2]))
                for index in Int(fields[f + 2])..<max(Int(fields[f + 2]), Int(fields[f + 3]) - 1) {
                    summary.bigrams.insert(Self.bigramBit(characters[index], characters[index + 1]))
                }
                for word in Int(fields[f + 4])..<Int(fields[f + 5]) {
                    summary.lengths |= Self.lengthBit(Int(words[word * Self.wordStride + 2] - words[word * Self.wordStride + 1]))
                    for code in [words[word * Self.wordStride + 3], words[word * Self.wordStride + 4]] where code != 0 {
                        summary.codes.insert(Self.codeBit(code))
                    }
                }
            }
            songs.append(summary)
            songFields.append(fieldCount)
        }

        /// One bit per character code (folded onto 64 bits). An edit changes at most two bits of
        /// the difference of two masks, so `popcount(x ^ y) > 2 · limit` proves the distance is
        /// over the limit; folding only loses differences, so the bound stays safe.
        static func characterMask<C: Collection>(_ codes: C) -> UInt64 where C.Element == UInt32 {
            codes.reduce(0) { $0 | 1 << UInt64($1 % 64) }
        }

        static let fieldStride = 7
        static let wordStride = 5

        var fieldCount: Int { fields.count / Self.fieldStride }

        /// Bytes held by the columns.
        var memoryBytes: Int {
            bytes.count + 4 * characters.count + 4 * fields.count + 4 * words.count
                + 8 * songFields.count + 8 * fieldMasks.count + 8 * wordMasks.count + MemoryLayout<SongSummary>.stride * songs.count
        }

        /// Appends one field's normalised text.
        mutating func append(_ text: String, kind: Field, codes: (String) -> [UInt32], phonetic: (String) -> [UInt32]) {
            let byteStart = bytes.count
            let characterStart = characters.count
            let firstWord = words.count / Self.wordStride
            var wordStart = byteStart
            var wordCharacterStart = characterStart
            for word in SearchText.words(text) {
                if bytes.count > byteStart {
                    bytes.append(UInt8(ascii: " "))
                    characters.append(UInt32(UInt8(ascii: " ")))
                }
                wordStart = bytes.count
                wordCharacterStart = characters.count
                bytes += Array(word.utf8)
                let wordCodes = codes(word)
                characters += wordCodes
                wordMasks.append(Self.characterMask(wordCodes))
                let keys = SearchIndex.phoneticKeys(phonetic(word))
                words += [UInt32(wordStart), UInt32(wordCharacterStart), UInt32(characters.count),
                          UInt32(truncatingIfNeeded: keys >> 32), UInt32(truncatingIfNeeded: keys)]
            }
            fields += [Int32(byteStart), Int32(bytes.count), Int32(characterStart), Int32(characters.count),
                       Int32(firstWord), Int32(words.count / Self.wordStride), Int32(kind.rawValue)]
            fieldMasks.append(Self.characterMask(characters[characterStart...]))
        }
    }

    /// How one field matches the query, if at all.
    struct Query {
        var bytes: [UInt8]
        var characters: [UInt32]
        /// Per query word, its primary and alternate keys (packed; 0 for none); a word without
        /// any makes no phonetic match.
        var codes: [UInt32]
        var fuzzy: Bool
        var mask: UInt64
        /// The `lengthBit`s of the lengths a fuzzy match's field or word can have.
        var lengths: UInt64
        /// Per query word, the `codeBit`s of its primary and alternate codes as a set (one bit
        /// when it has one code); empty when a word has no code (no phonetic match is possible).
        var codeBits: [Columns.Bits256]
        /// The `bigramBit`s of the query.
        var bigrams: Columns.Bits256

        /// The query `SearchIndex.prepare` left in `scratch`: fuzzy from 4 characters.
        init(prepared scratch: Scratch) {
            bytes = scratch.bytes
            characters = scratch.characters
            codes = scratch.codes
            fuzzy = scratch.characters.count >= 4
            mask = Columns.characterMask(scratch.characters)
            lengths = Columns.lengthWindow(scratch.characters.count, edits: Points.fuzzyEdits)
            codeBits = scratch.codeBits
            bigrams = Columns.bigrams(scratch.characters)
        }

        /// The tiers a song can match in (`mayMatch`), as bits.
        struct Tiers: OptionSet {
            let rawValue: UInt8
            /// Prefix or substring.
            static let exact = Tiers(rawValue: 1)
            static let fuzzy = Tiers(rawValue: 2)
            static let phonetic = Tiers(rawValue: 4)
            static let all: Tiers = [.exact, .fuzzy, .phonetic]
        }

        /// The tiers song `summary` could match in — necessary conditions, so skipping a song
        /// that can match in none, and a tier it cannot match in, changes no result:
        /// - prefix and substring need a field at least as long as the query holding every query
        ///   character and every pair of neighbouring characters;
        /// - fuzzy (≤ 2 edits) needs a field or word within 2 characters of the query's length
        ///   (`lengths`), lacking at most 2 of the query's characters (each edit brings at most
        ///   one) and at most 4 of its character pairs (each edit makes at most two) — the q-gram
        ///   lemma;
        /// - phonetic needs each query word's code among the song's words' codes.
        /// Folding characters, pairs, lengths and codes onto few bits only merges them, so every
        /// test stays necessary. The phonetic test is made only for a song no other tier lets through.
        @inline(__always)
        func mayMatch(_ summary: Columns.SongSummary, codeBits: UnsafeBufferPointer<Columns.Bits256>) -> Tiers {
            var tiers: Tiers = []
            let missing = mask & ~summary.characterMask
            let exact = missing == 0 && Int(summary.longestBytes) >= bytes.count
            let near = fuzzy && summary.lengths & lengths != 0 && Columns.hasAtMost(Points.fuzzyEdits, bitsIn: missing)
            if exact || near {
                let missingPairs = bigrams.subtracting(summary.bigrams)
                if exact && missingPairs.isEmpty { tiers.insert(.exact) }
                if near && missingPairs.hasAtMost(2 * Points.fuzzyEdits) { tiers.insert(.fuzzy) }
            }
            // A song the other tiers let through is matched field by field anyway: its phonetic
            // test is left to `match`, which is exact.
            guard tiers.isEmpty else { return tiers.union(.phonetic) }
            guard !codeBits.isEmpty else { return tiers }
            for bits in codeBits where !summary.codes.intersects(bits) { return tiers }
            return .phonetic
        }

        /// How field `field` matches, looking only in `tiers`.
        func match(field: Int, _ c: Columns, _ bytes: UnsafeBufferPointer<UInt8>, _ characters: UnsafeBufferPointer<UInt32>,
                   _ fields: UnsafeBufferPointer<Int32>, _ words: UnsafeBufferPointer<UInt32>,
                   _ queryCharacters: UnsafeBufferPointer<UInt32>, tiers: Tiers) -> (tier: Tier, score: Int)? {
            let f = field * Columns.fieldStride
            let (byteStart, byteEnd) = (Int(fields[f]), Int(fields[f + 1]))
            let (characterStart, characterEnd) = (Int(fields[f + 2]), Int(fields[f + 3]))
            let (firstWord, endWord) = (Int(fields[f + 4]), Int(fields[f + 5]))
            let q = self.bytes
            func occurs(at offset: Int) -> Bool {
                guard offset + q.count <= byteEnd else { return false }
                for index in q.indices where bytes[offset + index] != q[index] { return false }
                return true
            }
            if tiers.contains(.exact) {
                if occurs(at: byteStart) { return (.prefix, byteEnd - byteStart == q.count ? Points.wholeField : Points.fieldStart) }
                for word in (firstWord + 1)..<max(firstWord + 1, endWord) where occurs(at: Int(words[word * Columns.wordStride])) {
                    return (.prefix, Points.wordStart)
                }
                if byteEnd - byteStart >= q.count {
                    for offset in byteStart...(byteEnd - q.count) where bytes[offset] == q[0] && occurs(at: offset) { return (.substring, Points.substring) }
                }
            }
            if fuzzy && tiers.contains(.fuzzy) {
                var distance: Int?
                if Columns.hasAtMost(2 * Points.fuzzyEdits, bitsIn: mask ^ c.fieldMasks[field]) {
                    distance = Levenshtein.distance(queryCharacters, UnsafeBufferPointer(rebasing: characters[characterStart..<characterEnd]),
                                                    limit: Points.fuzzyEdits)
                }
                for word in firstWord..<endWord where Columns.hasAtMost(2 * Points.fuzzyEdits, bitsIn: mask ^ c.wordMasks[word]) {
                    let w = word * Columns.wordStride
                    if let d = Levenshtein.distance(queryCharacters, UnsafeBufferPointer(rebasing: characters[Int(words[w + 1])..<Int(words[w + 2])]),
                                                    limit: Points.fuzzyEdits) {
                        distance = min(distance ?? d, d)
                    }
                }
                if let distance { return (.fuzzy, Points.fuzzy - Points.fuzzyPerEdit * distance) }
            }
            guard !codes.isEmpty, tiers.contains(.phonetic) else { return nil }
            for keys in stride(from: 0, to: codes.count, by: 2) {
                let (primary, alternate) = (codes[keys], codes[keys + 1])
                guard primary != 0 || alternate != 0 else { return nil }
                // The word's nonzero keys, each twice when it has one: a field word's key equal
                // to either is nonzero, so a field word's empty key (0) never matches.
                let (first, second) = (primary != 0 ? primary : alternate, alternate != 0 ? alternate : primary)
                var found = false
                for word in firstWord..<endWord {
                    let w = word * Columns.wordStride
                    let (wordPrimary, wordAlternate) = (words[w + 3], words[w + 4])
                    if wordPrimary == first || wordPrimary == second || wordAlternate == first || wordAlternate == second {
                        found = true
                        break
                    }
                }
                if !found { return nil }
            }
            return (.phonetic, Points.phonetic)
        }
    }
}
