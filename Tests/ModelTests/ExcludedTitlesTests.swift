import Testing
@testable import Model

@Suite("GoodWatch excluded titles")
struct ExcludedTitlesTests {
    @Test("in any order and with repeats, the set answers as a binary search of the sorted ids would, inside, at the edges of and outside the span, and for a span too wide for bits")
    func sameAsSortedSearch() {
        let cases: [[Int32]] = [[], [5], [1, 2, 3, 64, 65, 127, 128, 22_370], [-40, -1, 0, 7], [0, Int32(ExcludedTitles.maximumSpan) + 5],
                                [Int32.min, 0, Int32.max]]
        for ids in cases {
            let excluded = ExcludedTitles(ids.reversed() + ids.prefix(1))
            let near: [Int32] = ids.flatMap { id -> [Int32] in [id, id &- 1, id &+ 1] }
            let fixed: [Int32] = [Int32.min, -1, 0, 1, 63, 64, 200, Int32.max]
            for id in near + fixed {
                #expect(excluded.contains(id) == ids.contains(id), "ids \(ids), id \(id)")
            }
        }
    }
}
