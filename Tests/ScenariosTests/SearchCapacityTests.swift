import Testing
@testable import Scenarios

@Suite("Search capacity")
struct SearchCapacityTests {
    static func point(_ songs: Int, p99: Double) -> SearchCapacity.Point {
        SearchCapacity.Point(songs: songs, queries: 10, buildMilliseconds: Double(songs) / 50, indexBytes: songs * 750,
                             p50: Double(songs) / 1_000, p95: p99 / 2, p99: p99)
    }

    @Test("growth exponents are least-squares slopes on log-log: linear data gives 1, quadratic 2")
    func exponents() {
        let capacity = SearchCapacity(points: [500, 5_000, 50_000].map { Self.point($0, p99: Double($0 * $0) / 1e8) },
                                      budgetMilliseconds: 150, deviceFactor: 10)
        #expect(abs(capacity.growthExponent(\.p50) - 1) < 1e-9)
        #expect(abs(capacity.growthExponent(\.p99) - 2) < 1e-9)
        #expect(abs(capacity.growthExponent { Double($0.indexBytes) } - 1) < 1e-9)
    }

    @Test("the verdict is the largest catalog whose p99 × device factor fits the budget")
    func verdict() {
        let capacity = SearchCapacity(points: [Self.point(1_500, p99: 1), Self.point(15_000, p99: 14.9), Self.point(50_000, p99: 15.1)],
                                      budgetMilliseconds: 150, deviceFactor: 10)
        #expect(capacity.largestWithinBudget?.songs == 15_000)
        let md = capacity.files[0].contents
        #expect(md.contains("**Wall-clock measurements on this machine: not deterministic.**"))
        #expect(md.contains("has **15,000 songs** (p99 14.9 ms here, about 149.0 ms on the device)"))
        #expect(SearchCapacity(points: [Self.point(500, p99: 20)], budgetMilliseconds: 150, deviceFactor: 10).largestWithinBudget == nil)
    }

    @Test("measuring runs every size with the given clock and writes the three files")
    func measuring() {
        var calls = 0
        let capacity = SearchCapacity.measure(sizes: [20, 40], queries: 10, budgetMilliseconds: 150, deviceFactor: 10) { work in
            work()
            calls += 1
            return 0.001
        }
        #expect(capacity.points.map(\.songs) == [20, 40])
        #expect(calls == 2 * (1 + 10), "one build and ten queries per size")
        #expect(capacity.points.allSatisfy { $0.p99 == 1 && $0.indexBytes > 0 })
        #expect(capacity.files.map(\.name) == ["search.md", "search.csv", "search.svg"])
        #expect(capacity.files[1].contents.hasPrefix("songs,queries,build_ms,index_bytes,bytes_per_song,p50_ms,p95_ms,p99_ms\n20,10,1.000,"))
    }
}
