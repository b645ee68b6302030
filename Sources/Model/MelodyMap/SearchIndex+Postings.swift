/// Which songs hold each bigram bit and each phonetic code bit, so a query finds the songs its
/// prefilter can let through with a few word operations per 64 songs instead of testing every
/// song's summary.
extension SearchIndex {
    struct Postings: Sendable {
        /// How many songs the sets are over.
        let songCount: Int
        /// Words of one set over the songs: bit `s % 64` of word `s / 64` is song `s`.
        let wordsPerSet: Int
        /// `bigrams[b * wordsPerSet ..< (b + 1) * wordsPerSet]`: the songs whose
        /// `SongSummary.bigrams` holds bit `b` (0…255).
        let bigrams: [UInt64]
        /// The same for `SongSummary.codes`.
        let codes: [UInt64]

        init(_ songs: [Columns.SongSummary]) {
            let wordsPerSet = (songs.count + 63) / 64
            var bigrams = [UInt64](repeating: 0, count: 256 * wordsPerSet)
            var codes = [UInt64](repeating: 0, count: 256 * wordsPerSet)
            for (song, summary) in songs.enumerated() {
                let (word, bit) = (song / 64, UInt64(1) << UInt64(song % 64))
                summary.bigrams.forEach { bigrams[$0 * wordsPerSet + word] |= bit }
                summary.codes.forEach { codes[$0 * wordsPerSet + word] |= bit }
            }
            songCount = songs.count
            self.wordsPerSet = wordsPerSet
            self.bigrams = bigrams
            self.codes = codes
        }

        /// Bytes held: 64 a song.
        var memoryBytes: Int { 8 * (bigrams.count + codes.count) }

        /// Into `candidates` (`wordsPerSet` words), every song `query.mayMatch` can give a tier,
        /// and few others: a song lacking at most `2 · Points.fuzzyEdits` (4) of the query's
        /// bigram bits when the query is long enough to match fuzzily, else none of them (what
        /// the prefix, substring and fuzzy tests of `mayMatch` need first), or holding one of
        /// each query word's code bits (its phonetic test). The bits past the last song are clear.
        ///
        /// Each word counts, for 64 songs at once, the query bigrams missing: a bit-sliced
        /// counter of three bits and an overflow bit per song, incremented (a ripple of half
        /// adders) once per query bigram.
        func candidates(for query: Query, offsets: inout [Int], into candidates: inout [UInt64]) {
            // The counter's test below is "at most 4": the fuzzy tier's bound on missing pairs.
            precondition(2 * Points.fuzzyEdits == 4, "the postings count up to 2 · fuzzyEdits missing bigrams")
            offsets.removeAll(keepingCapacity: true)
            query.bigrams.forEach { offsets.append($0 * wordsPerSet) }
            candidates.removeAll(keepingCapacity: true)
            bigrams.withUnsafeBufferPointer { bigrams in
                offsets.withUnsafeBufferPointer { offsets in
                    for word in 0..<wordsPerSet {
                        var (ones, twos, fours, over): (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                        for offset in offsets {
                            let missing = ~bigrams[offset + word]
                            let carry = ones & missing
                            ones ^= missing
                            let carryTwo = twos & carry
                            twos ^= carry
                            over |= fours & carryTwo
                            fours ^= carryTwo
                        }
                        // At most 4 missing: no overflow, and 4 only with nothing below it.
                        candidates.append(query.fuzzy ? ~over & (~fours | ~(twos | ones)) : ~(ones | twos | fours | over))
                    }
                }
            }
            if !query.codeBits.isEmpty {
                codes.withUnsafeBufferPointer { codes in
                    for word in 0..<wordsPerSet {
                        var all = UInt64.max
                        for bits in query.codeBits {
                            var any: UInt64 = 0
                            bits.forEach { any |= codes[$0 * wordsPerSet + word] }
                            all &= any
                        }
                        candidates[word] |= all
                    }
                }
            }
            if songCount % 64 != 0 { candidates[wordsPerSet - 1] &= (1 << UInt64(songCount % 64)) - 1 }
        }
    }
}
