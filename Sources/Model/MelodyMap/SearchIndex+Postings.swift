/// Which songs hold each bigram bit and each phonetic code bit, so a query finds the songs its
/// prefilter can let through with a few word operations per 64 songs instead of testing every
/// song's summary.
extension SearchIndex {
    struct Postings: Sendable {
        /// Words of one bitset over the songs: bit `s % 64` of word `s / 64` is song `s`.
        let stride: Int
        /// `bigrams[b * stride ..< (b + 1) * stride]`: the songs whose `SongSummary.bigrams` holds
        /// bit `b` (0…255).
        let bigrams: [UInt64]
        /// The same for `SongSummary.codes`.
        let codes: [UInt64]

        init(_ songs: [Columns.SongSummary]) {
            let stride = (songs.count + 63) / 64
            var bigrams = [UInt64](repeating: 0, count: 256 * stride)
            var codes = [UInt64](repeating: 0, count: 256 * stride)
            for (song, summary) in songs.enumerated() {
                let (word, bit) = (song / 64, UInt64(1) << UInt64(song % 64))
                summary.bigrams.forEach { bigrams[$0 * stride + word] |= bit }
                summary.codes.forEach { codes[$0 * stride + word] |= bit }
            }
            self.stride = stride
            self.bigrams = bigrams
            self.codes = codes
        }

        /// Bytes held.
        var memoryBytes: Int { 8 * (bigrams.count + codes.count) }

        /// Into `candidates` (`stride` words), every song `query.mayMatch` can give a tier, and
        /// few others: a song lacking at most `2 · Points.fuzzyEdits` (4) of the query's bigram
        /// bits when the query is long enough to match fuzzily, else none of them (what the
        /// prefix, substring and fuzzy tests of `mayMatch` need first), or holding one of each
        /// query word's code bits (its phonetic test). The bits past the last song are clear.
        ///
        /// Each word counts, for 64 songs at once, the query bigrams missing: a bit-sliced
        /// counter of three bits and an overflow bit per song, one full adder step per bigram.
        func candidates(for query: Query, songCount: Int, offsets: inout [Int], into candidates: inout [UInt64]) {
            offsets.removeAll(keepingCapacity: true)
            query.bigrams.forEach { offsets.append($0 * stride) }
            candidates.removeAll(keepingCapacity: true)
            candidates.append(contentsOf: repeatElement(0, count: stride))
            bigrams.withUnsafeBufferPointer { bigrams in
                offsets.withUnsafeBufferPointer { offsets in
                    for word in 0..<stride {
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
                        candidates[word] = query.fuzzy ? ~over & (~fours | ~(twos | ones)) : ~(ones | twos | fours | over)
                    }
                }
            }
            if !query.codeBits.isEmpty {
                for word in 0..<stride {
                    var all = UInt64.max
                    for bits in query.codeBits {
                        var any: UInt64 = 0
                        bits.forEach { any |= codes[$0 * stride + word] }
                        all &= any
                    }
                    candidates[word] |= all
                }
            }
            if songCount % 64 != 0 { candidates[stride - 1] &= (1 << UInt64(songCount % 64)) - 1 }
        }
    }
}

extension SearchIndex.Columns.Bits256 {
    /// Calls `body` with each number in the set, in increasing order.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        Self.forEach(in: words.0, from: 0, body)
        Self.forEach(in: words.1, from: 64, body)
        Self.forEach(in: words.2, from: 128, body)
        Self.forEach(in: words.3, from: 192, body)
    }

    @inline(__always)
    private static func forEach(in word: UInt64, from base: Int, _ body: (Int) -> Void) {
        var rest = word
        while rest != 0 {
            body(base | rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
    }
}
