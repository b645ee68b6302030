import CaregiverPersona
import Harness
import Model
import Scenarios
import Sim

/// The search capacity estimate: how index build time, index memory and query latency grow with
/// the catalog, and the largest catalog whose p99 fits a latency budget.
///
/// The catalogs and queries are deterministic; the timings are wall-clock, measured by the
/// `measure` function the caller supplies (the command line), so this type reads no clock.
package struct SearchCapacity: Sendable {
    /// One catalog size's measurements.
    package struct Point: Sendable {
        package var songs: Int
        package var queries: Int
        package var buildMilliseconds: Double
        package var indexBytes: Int
        /// Per-query latency percentiles, milliseconds.
        package var p50: Double
        package var p95: Double
        package var p99: Double
    }

    package var points: [Point]
    /// Search quality on the 1,500-song catalog (deterministic), when it was measured.
    package var quality: SearchQuality?
    /// The latency budget on the device, and how much slower than this machine the device is assumed.
    package var budgetMilliseconds: Double
    package var deviceFactor: Double

    /// The default sizes: 500, 1.5k, 5k, 15k, 50k songs.
    package static let sizes = [500, 1_500, 5_000, 15_000, 50_000]

    /// Measures every size; `measure(work)` runs `work` and returns its wall-clock seconds.
    package static func measure(sizes: [Int] = sizes, queries: Int, budgetMilliseconds: Double, deviceFactor: Double,
                               progress: (Int) -> Void = { _ in }, measure: (() -> Void) -> Double) -> SearchCapacity {
        var points: [Point] = []
        var quality: SearchQuality?
        for songs in sizes {
            let count = songs >= 15_000 ? min(queries, 300) : queries
            let benchmark = SearchBenchmark(songs: songs, queries: count)
            var index: SearchIndex?
            let build = measure { index = SearchIndex(catalog: benchmark.catalog) }
            var latencies = benchmark.queries.map { query in measure { _ = index!.hits(query) } * 1_000 }
            latencies.sort()
            func percentile(_ p: Double) -> Double { Statistics.percentile(sorted: latencies, p) }
            points.append(Point(songs: songs, queries: count, buildMilliseconds: build * 1_000, indexBytes: index!.memoryBytes,
                                p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99)))
            if songs == 1_500 { quality = SearchQuality(catalog: benchmark.catalog, index: index!) }
            progress(points.count)
        }
        return SearchCapacity(points: points, quality: quality, budgetMilliseconds: budgetMilliseconds, deviceFactor: deviceFactor)
    }

    /// The slope of log(y) against log(songs) by least squares: y grows like songs^exponent.
    package func growthExponent(_ value: (Point) -> Double) -> Double {
        Statistics.growthExponent(sizes: points.map { Double($0.songs) }, values: points.map(value))
    }

    /// The largest measured catalog whose p99, scaled to the device, fits the budget.
    package var largestWithinBudget: Point? {
        points.last { $0.p99 * deviceFactor <= budgetMilliseconds }
    }

    /// `search.csv`, `search.md` and `search.svg`.
    package var files: [(name: String, contents: String)] {
        var csv = CSVTable(header: ["songs", "queries", "build_ms", "index_bytes", "bytes_per_song", "p50_ms", "p95_ms", "p99_ms"])
        for point in points {
            csv.append([String(point.songs), String(point.queries), ReportNumber.fixed(point.buildMilliseconds, decimals: 3),
                        String(point.indexBytes), String(point.indexBytes / max(point.songs, 1)),
                        ReportNumber.fixed(point.p50, decimals: 4), ReportNumber.fixed(point.p95, decimals: 4),
                        ReportNumber.fixed(point.p99, decimals: 4)])
        }
        let chart = LineChart(title: "Search latency per query (wall-clock, this machine)", yLabel: "milliseconds",
                              xLabels: points.map { ReportNumber.grouped(Int64($0.songs)) + " songs" },
                              series: [.init(name: "p50", color: "#2ca02c", values: points.map(\.p50)),
                                       .init(name: "p95", color: "#1f77b4", values: points.map(\.p95)),
                                       .init(name: "p99", color: "#d62728", values: points.map(\.p99))], yDecimals: 1)
        return [("search.md", markdown), ("search.csv", csv.text), ("search.svg", chart.svg)]
    }

    var markdown: String {
        func ms(_ value: Double) -> String { ReportNumber.fixed(value, decimals: value < 10 ? 3 : 1) }
        var md = "# Search capacity\n\n"
        md += "**Wall-clock measurements on this machine: not deterministic.** Catalogs and queries are synthetic and "
        md += "deterministic (`appsim catalog --songs N` writes the same catalogs); timings vary from run to run.\n\n"
        let budgetLine = "p99 × \(ReportNumber.fixed(deviceFactor, decimals: 0)) (a device assumed that much slower) ≤ "
            + "\(ms(budgetMilliseconds)) ms"
        if let best = largestWithinBudget {
            md += "**Verdict:** the largest catalog measured within budget (\(budgetLine)) has **\(ReportNumber.grouped(Int64(best.songs))) songs** "
            md += "(p99 \(ms(best.p99)) ms here, about \(ms(best.p99 * deviceFactor)) ms on the device).\n\n"
        } else {
            md += "**Verdict:** no catalog measured fits the budget (\(budgetLine)).\n\n"
        }
        md += "| songs | queries | index build | index memory | per song | p50 | p95 | p99 | p99 on the device |\n"
        md += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for point in points {
            md += "| \(ReportNumber.grouped(Int64(point.songs))) | \(ReportNumber.grouped(Int64(point.queries))) | \(ms(point.buildMilliseconds)) ms | "
            md += "\(ReportNumber.grouped(Int64(point.indexBytes / 1_024))) KiB | \(ReportNumber.grouped(Int64(point.indexBytes / max(point.songs, 1)))) B | "
            md += "\(ms(point.p50)) ms | \(ms(point.p95)) ms | \(ms(point.p99)) ms | \(ms(point.p99 * deviceFactor)) ms |\n"
        }
        md += "\nGrowth (least-squares slope of log value against log songs; 1 is linear): index build "
        md += "\(ReportNumber.fixed(growthExponent(\.buildMilliseconds), decimals: 2)), memory "
        md += "\(ReportNumber.fixed(growthExponent { Double($0.indexBytes) }, decimals: 2)), query p50 "
        md += "\(ReportNumber.fixed(growthExponent(\.p50), decimals: 2)), p99 \(ReportNumber.fixed(growthExponent(\.p99), decimals: 2)).\n\n"
        md += "![Search latency](search.svg)\n\n"
        if let quality {
            md += "## Search quality at 1,500 songs (deterministic)\n\n"
            md += "A caregiver types a song's whole title, as written or with one misspelling of each class; a hit is a song "
            md += "of that title among the first results.\n\n" + quality.markdown + "\n"
        }
        md += "## How it was measured\n\n"
        md += "Each catalog is generated, indexed once (timed), and searched with a realistic mix of queries drawn from it: "
        md += "song titles, movie titles and singers, as typed (prefixes of growing length), with a letter missing, and whole. "
        md += "Each query is timed on its own; percentiles are over those timings. Index memory counts the index's own arrays "
        md += "(text bytes, character codes, field and word tables, masks, per-song summaries), not the catalog it refers to. "
        md += "Search checks every song's summary per query (the characters, character pairs and sound codes any match needs) "
        md += "and reads the fields of the songs that may match, so latency grows about linearly with the catalog.\n"
        return md
    }
}
