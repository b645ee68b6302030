import CaregiverPersona
import Harness
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

    static let sizes = SearchCapacity.sizes

    @Test("growth exponents are least-squares slopes on log-log: linear data gives 1, quadratic 2")
    func exponents() {
        let capacity = SearchCapacity(points: [500, 5_000, 50_000].map { Self.point($0, p99: Double($0 * $0) / 1e8) },
                                      quality: nil, budgetMilliseconds: 150, devices: [.custom(factor: 10)])
        #expect(abs(capacity.growthExponent(\.p50) - 1) < 1e-9)
        #expect(abs(capacity.growthExponent(\.p99) - 2) < 1e-9)
        #expect(abs(capacity.growthExponent { Double($0.indexBytes) } - 1) < 1e-9)
    }

    @Test("each device's verdict is read between the measured sizes that bracket the budget, scaled by its factor")
    func verdicts() {
        // p99 here = songs / 1,000 ms: linear, so on log-log the budget is met at budget × 1,000 / factor songs.
        let points = Self.sizes.map { Self.point($0, p99: Double($0) / 1_000) }
        let capacity = SearchCapacity(points: points, quality: nil, budgetMilliseconds: 150,
                                      devices: [.custom(factor: 2), .custom(factor: 0.25), .custom(factor: 1_000)])
        #expect(capacity.ceiling(on: .custom(factor: 2)) == CatalogCeiling(songs: 75_000, bound: .interpolated(lower: 50_000, upper: 150_000)))
        #expect(capacity.verdicts == ["device at factor 2.00: 75,000 songs within budget",
                                      "device at factor 0.250: at least 500,000 songs within budget",
                                      "device at factor 1,000: no catalog measured within budget"])
        let md = capacity.files[0].contents
        #expect(md.contains("**Wall-clock measurements on this machine: not deterministic.**"))
        #expect(md.contains("| device at factor 2.00 | – | – | 2.00 | **75,000 songs** | log-log between 50,000 (p99 100.0 ms) and 150,000 (p99 300.0 ms) |"))
        #expect(md.contains("**at least 500,000 songs** | every size measured fits, up to 500,000 (p99 125.0 ms); not extrapolated |"))
        #expect(md.contains("**no catalog measured** | over budget from the smallest size, 500 (p99 500.0 ms) |"))
        #expect(capacity.files[1].contents.hasPrefix("songs,queries,build_ms,index_bytes,bytes_per_song,p50_ms,p95_ms,p99_ms,"
                                                     + "p99_ms_on_custom,p99_ms_on_custom,p99_ms_on_custom\n500,10,"))
    }

    @Test("the chart puts catalog size on a log axis (500 … 500k, a decade the same width everywhere) and the budget as a dashed line")
    func chart() throws {
        let capacity = SearchCapacity(points: Self.sizes.map { Self.point($0, p99: Double($0) / 1_000) }, quality: nil,
                                      budgetMilliseconds: 150, devices: DeviceProfile.all)
        let svg = capacity.chart.svg
        let label = try Regex(#"<text transform="translate\(([0-9.]+) [0-9]+\) rotate\(-45\)" text-anchor="end">([^<]*)</text>"#)
        let ticks = svg.matches(of: label).map { (x: Double($0.output[1].substring!)!, text: String($0.output[2].substring!)) }
        #expect(ticks.map(\.text) == ["500", "1.5k", "5k", "15k", "50k", "150k", "500k"])
        let decade = ticks[2].x - ticks[0].x
        #expect(abs(ticks[4].x - ticks[2].x - decade) < 0.15 && abs(ticks[6].x - ticks[4].x - decade) < 0.15, "500 → 5k → 50k → 500k equally apart")
        #expect(abs(ticks[1].x - ticks[0].x - decade * 0.4771) < 0.15, "1.5k sits log10(3) of a decade past 500, not halfway to 5k")
        #expect(svg.contains("stroke-dasharray=\"6 4\"/>"))
        #expect(svg.contains(">budget 150 ms</text>"))
        #expect(DeviceProfile.all.allSatisfy { svg.contains(">\($0.model)</text>") }, "one line per device, named in the legend")
        try ChartLayoutTests.expectLaidOut(svg)
        let plain = LineChart(title: "t", yLabel: "y", xLabels: ["a", "b"], series: [.init(name: "s", color: "#000", values: [1, 2])])
        #expect(!plain.svg.contains("stroke-dasharray"), "a chart without guides draws none")
    }

    @Test("measuring runs every size with the given clock and the same number of queries at each, and writes the three files")
    func measuring() {
        var calls = 0
        let capacity = SearchCapacity.measure(sizes: [20, 40], queries: 10, budgetMilliseconds: 150, devices: [.custom(factor: 10)]) { work in
            work()
            calls += 1
            return 0.001
        }
        #expect(capacity.points.map(\.songs) == [20, 40])
        #expect(capacity.points.map(\.queries) == [10, 10])
        #expect(calls == 2 * (1 + 10), "one build and ten queries per size")
        #expect(capacity.points.allSatisfy { $0.p99 == 1 && $0.indexBytes > 0 })
        #expect(capacity.files.map(\.name) == ["search.md", "search.csv", "search.svg"])
        #expect(capacity.files[1].contents.hasPrefix("songs,queries,build_ms,index_bytes,bytes_per_song,p50_ms,p95_ms,p99_ms,p99_ms_on_custom\n20,10,1.000,"))
    }

    @Test("at the fewest queries the command line takes, the p99 has 20 slower timings above it")
    func p99IsNotAnOutlier() {
        let timings = (1...SearchCapacity.minimumQueries).map(Double.init)
        let p99 = Statistics.percentile(sorted: timings, 0.99)
        #expect(timings.filter { $0 > p99 }.count == 20)
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
        let capacity = LibraryCapacity.measure(sizes: [100, 400], devices: [.custom(factor: 3)], measure: { work in work(); return 0.002 })
        #expect(capacity.points.map(\.songs) == [100, 400] && capacity.points.allSatisfy { $0.playBytes == 13 * $0.plays })
        #expect(capacity.points.allSatisfy { $0.plays > 50 * $0.songs && $0.chartMilliseconds.count == 4 })
        #expect(capacity.files.map(\.name) == ["library.md", "library.csv", "library.svg"])
        #expect(capacity.files[1].contents.hasPrefix("songs,plays,seed_ms,full_sync_ms,all_time_chart_ms,week_chart_ms,month_chart_ms,year_chart_ms,"
                                                     + "maintenance_ms,bytes_per_song,bytes_per_play,total_mb,full_sync_ms_on_custom,all_time_chart_ms_on_custom\n100,"))
        #expect(capacity.exponent(\.seedMilliseconds) == 0, "a constant time does not grow")
    }

    @Test("memory is the songs' and plays' columns in MB, unscaled; times on a device are this machine's × its factor; what is left out is said")
    func onTheDevice() {
        let capacity = LibraryCapacity.measure(sizes: [100], devices: [.custom(factor: 3)], measure: { work in work(); return 0.002 })
        let point = capacity.points[0]
        #expect(point.megabytes == Double(point.songBytes + point.playBytes) / 1e6)
        let md = capacity.files[0].contents
        let megabytes = ReportNumber.fixed(point.megabytes, decimals: 1)
        #expect(md.contains("| 100 | \(megabytes) MB | 6.000 ms · 6.000 ms |"), "2 ms here × 3 on the device, memory as it is")
        #expect(md.contains("- **MediaPlayer enumeration.**") && md.contains("- **SwiftData persistence.**"))
    }
}
