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
                + 8 * songFields.count + 8 * fieldMasks.count + 8 * wordMasks.count
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
                let keys = phonetic(word)
                words += [UInt32(wordStart), UInt32(wordCharacterStart), UInt32(characters.count),
                          keys.first ?? 0, keys.dropFirst().first ?? 0]
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
        /// Per query word, its codes (packed, nonzero); a word without any makes no phonetic match.
        var codes: [[UInt32]]
        var fuzzy: Bool
        var mask: UInt64

        func match(field: Int, _ c: Columns, _ bytes: UnsafeBufferPointer<UInt8>, _ characters: UnsafeBufferPointer<UInt32>,
                   _ fields: UnsafeBufferPointer<Int32>, _ words: UnsafeBufferPointer<UInt32>) -> (tier: Tier, score: Int)? {
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
            for word in firstWord..<endWord where occurs(at: Int(words[word * Columns.wordStride])) { return (.prefix, 100) }
            if byteEnd - byteStart >= q.count {
                for offset in byteStart...(byteEnd - q.count) where bytes[offset] == q[0] && occurs(at: offset) { return (.substring, 80) }
            }
            if fuzzy {
                var distance: Int?
                if (mask ^ c.fieldMasks[field]).nonzeroBitCount <= 4 {
                    distance = Levenshtein.distance(self.characters, characters[characterStart..<characterEnd], limit: 2)
                }
                for word in firstWord..<endWord where (mask ^ c.wordMasks[word]).nonzeroBitCount <= 4 {
                    let w = word * Columns.wordStride
                    if let d = Levenshtein.distance(self.characters, characters[Int(words[w + 1])..<Int(words[w + 2])], limit: 2) {
                        distance = min(distance ?? d, d)
                    }
                }
                if let distance { return (.fuzzy, 60 - 10 * distance) }
            }
            guard !codes.isEmpty else { return nil }
            for keys in codes {
                guard !keys.isEmpty else { return nil }
                var found = false
                for word in firstWord..<endWord {
                    let w = word * Columns.wordStride
                    if keys.contains(words[w + 3]) || (words[w + 4] != 0 && keys.contains(words[w + 4])) {
                        found = true
                        break
                    }
                }
                if !found { return nil }
            }
            return (.phonetic, 40)
        }
    }
}
