@testable import Model
import Testing

/// The search prefilter's "at most k bits" tests clear the lowest set bit k times instead of
/// counting every bit; they must answer as the bit count does.
@Suite("Search bit counts")
struct SearchBitCountTests {
    @Test("hasAtMost agrees with nonzeroBitCount over 20,000 seeded words and sets, sparse and dense, limits 0 … 9")
    func agreesWithBitCount() {
        var draw = SeededDraws(seed: 91)
        /// A word with a drawn density: a few bits, or many.
        func word() -> UInt64 {
            var bits: UInt64 = 0
            for _ in 0..<draw(12) { bits |= 1 << draw(64) }
            return draw(4) == 0 ? ~bits : bits
        }
        for _ in 0..<20_000 {
            let limit = Int(draw(10))
            let single = word()
            #expect(SearchIndex.Columns.hasAtMost(limit, bitsIn: single) == (single.nonzeroBitCount <= limit))
            var set = SearchIndex.Columns.Bits256()
            var inserted = Set<Int>()
            for _ in 0..<draw(14) {
                let bit = Int(draw(256))
                inserted.insert(bit)
                set.insert(bit)
            }
            #expect(set.hasAtMost(limit) == (inserted.count <= limit))
        }
    }
}
