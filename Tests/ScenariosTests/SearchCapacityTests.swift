import CaregiverPersona
@testable import Measurements
import Model
@testable import Scenarios
import Sim
import Testing

@Suite("Search capacity")
struct SearchCapacityTests {
    static func point(_ songs: Int, p99: Double) -> SearchCapacity.Point {
        SearchCapacity.Point(songs: songs, queries: 10, buildMilliseconds: Double(songs) / 50, indexBytes: songs * 750,
                             p50: Double(songs) / 1_000, p95: p99 / 2, p99: p99)
    }

    @Test("growth exponents are least-squares slopes on log-log: linear data gives 1, quadratic 2")
    func exponents() {
        let capacity = SearchCapacity(points: [500, 5_000, 50_000].map { Self.point($0, p99: Double($0 * $0) / 1e8) },
                                      quality: nil, budgetMilliseconds: 150, deviceFactor: 10)
        #expect(abs(capacity.growthExponent(\.p50) - 1) < 1e-9)
        #expect(abs(capacity.growthExponent(\.p99) - 2) < 1e-9)
        #expect(abs(capacity.growthExponent { Double($0.indexBytes) } - 1) < 1e-9)
    }

    @Test("the verdict is the largest catalog whose p99 × device factor fits the budget")
    func verdict() {
        let capacity = SearchCapacity(points: [Self.point(1_500, p99: 1), Self.point(15_000, p99: 14.9), Self.point(50_000, p99: 15.1)],
                                      quality: nil, budgetMilliseconds: 150, deviceFactor: 10)
        #expect(capacity.largestWithinBudget?.songs == 15_000)
        let md = capacity.files[0].contents
        #expect(md.contains("**Wall-clock measurements on this machine: not deterministic.**"))
        #expect(md.contains("has **15,000 songs** (p99 14.9 ms here, about 149.0 ms on the device)"))
        #expect(SearchCapacity(points: [Self.point(500, p99: 20)], quality: nil, budgetMilliseconds: 150, deviceFactor: 10).largestWithinBudget == nil)
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

@Suite("Search quality")
struct SearchQualityTests {
    @Test("typos are what they say: one letter changed, dropped or swapped, or a sound-alike rewrite")
    func typos() {
        var random = Xoshiro256StarStar(seed: 3)
        for _ in 0..<200 {
            let title = "Rapunzel Lullaby"
            #expect(Typo.none.apply(to: title, using: &random) == title)
            let substituted = Typo.substitution.apply(to: title, using: &random)
            #expect(substituted.count == title.count && zip(substituted, title).filter { $0 != $1 }.count == 1)
            #expect(Typo.omission.apply(to: title, using: &random).count == title.count - 1)
            let swapped = Typo.transposition.apply(to: title, using: &random)
            #expect(swapped.sorted() == title.sorted() && swapped != title || swapped == title)
            #expect(Typo.phonetic.apply(to: title, using: &random) != title)
        }
        #expect(Typo.phonetic.apply(to: "a", using: &random) == "a")
    }

    @Test("correctly spelled titles are found first at least 95% of the time; every typo class has a figure")
    func quality() {
        let catalog = SyntheticCatalog.generate(songs: 1_500)
        let quality = SearchQuality(catalog: catalog, index: SearchIndex(catalog: catalog), samples: 200)
        let exact = quality.rows[0]
        #expect(exact.typo == .none && exact.hitAt1 * 100 >= exact.searches * 95)
        #expect(quality.rows.map(\.typo) == Typo.allCases)
        #expect(quality.rows.allSatisfy { $0.searches == 200 && $0.hitAt5 >= $0.hitAt1 })
        #expect(quality.markdown.hasPrefix("| typo | searches | hit@1 | hit@5 | not found |"))
    }
}

@Suite("Library capacity")
struct LibraryCapacityTests {
    @Test("measuring runs every size with the given clock and writes the three files; 13 bytes a play")
    func files() {
        let capacity = LibraryCapacity.measure(sizes: [100, 400], measure: { work in work(); return 0.002 })
        #expect(capacity.points.map(\.songs) == [100, 400] && capacity.points.allSatisfy { $0.playBytes == 13 * $0.plays })
        #expect(capacity.points.allSatisfy { $0.plays > 50 * $0.songs && $0.chartMilliseconds.count == 4 })
        #expect(capacity.files.map(\.name) == ["library.md", "library.csv", "library.svg"])
        #expect(capacity.files[1].contents.hasPrefix("songs,plays,seed_ms,full_sync_ms,all_time_chart_ms,week_chart_ms,month_chart_ms,year_chart_ms,maintenance_ms,bytes_per_song,bytes_per_play\n100,"))
        #expect(capacity.exponent(\.seedMilliseconds) == 0, "a constant time does not grow")
    }
}
