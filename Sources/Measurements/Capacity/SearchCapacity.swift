import CaregiverPersona
import Harness
import Model
import Scenarios
import Sim

/// The search capacity estimate: how index build time, index memory and query latency grow with
/// the catalog, and for each device the largest catalog whose p99 fits a latency budget.
///
/// The catalogs and queries are deterministic; the timings are wall-clock, measured by the
/// `measure` function the caller supplies (the command line), so this type reads no clock. A
/// device's p99 is this machine's times its `DeviceProfile.factor`; the largest catalog within
/// budget is read between measured sizes by `CatalogCeiling`'s log-log rule.
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
    /// The latency budget on the device.
    package var budgetMilliseconds: Double
    /// The devices judged, in report order.
    package var devices: [DeviceProfile]

    /// The default sizes: 500 to 500k songs, about three times apart (half a decade), so the
    /// budget is met between two of them on every profile's device.
    package static let sizes = [500, 1_500, 5_000, 15_000, 50_000, 150_000, 500_000]
    /// The fewest queries the command line measures at each size. The nearest-rank p99 of n
    /// timings has ⌊n/100⌋ slower ones above it: at 2,000 it is the 21st slowest, so one or two
    /// stray slow queries (a page fault, a descheduled thread) cannot be the p99, as they could
    /// be with 300 queries, where the p99 was the 4th slowest.
    package static let minimumQueries = 2_000

    /// Measures every size with `queries` queries each; `measure(work)` runs `work` and returns its
    /// wall-clock seconds.
    package static func measure(sizes: [Int] = sizes, queries: Int, budgetMilliseconds: Double, devices: [DeviceProfile],
                               progress: (Int) -> Void = { _ in }, measure: (() -> Void) -> Double) -> SearchCapacity {
        var points: [Point] = []
        var quality: SearchQuality?
        for songs in sizes {
            let benchmark = SearchBenchmark(songs: songs, queries: queries)
            var index: SearchIndex?
            let build = measure { index = SearchIndex(catalog: benchmark.catalog) }
            var latencies = benchmark.queries.map { query in measure { _ = index!.hits(query) } * 1_000 }
            latencies.sort()
            func percentile(_ p: Double) -> Double { Statistics.percentile(sorted: latencies, p) }
            points.append(Point(songs: songs, queries: queries, buildMilliseconds: build * 1_000, indexBytes: index!.memoryBytes,
                                p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99)))
            if songs == 1_500 { quality = SearchQuality(catalog: benchmark.catalog, index: index!) }
            progress(points.count)
        }
        return SearchCapacity(points: points, quality: quality, budgetMilliseconds: budgetMilliseconds, devices: devices)
    }

    /// The slope of log(y) against log(songs) by least squares: y grows like songs^exponent.
    package func growthExponent(_ value: (Point) -> Double) -> Double {
        Statistics.growthExponent(sizes: points.map { Double($0.songs) }, values: points.map(value))
    }

    /// The largest catalog whose p99 on `device` fits the budget.
    package func ceiling(on device: DeviceProfile) -> CatalogCeiling {
        CatalogCeiling.find(sizes: points.map(\.songs), p99Milliseconds: points.map { $0.p99 * device.factor },
                            budgetMilliseconds: budgetMilliseconds)
    }

    /// One line per device for the console: `iPhone 13: 310,000 songs within budget`.
    package var verdicts: [String] {
        devices.map { device in "\(device.model): " + Self.phrase(ceiling(on: device)) + " within budget" }
    }

    /// A ceiling in words: `310,000 songs`, `at least 500,000 songs`, `no catalog measured`.
    static func phrase(_ ceiling: CatalogCeiling) -> String {
        switch ceiling.bound {
        case .interpolated: "\(ReportNumber.grouped(Int64(ceiling.songs ?? 0))) songs"
        case .beyondLargest: "at least \(ReportNumber.grouped(Int64(ceiling.songs ?? 0))) songs"
        case .belowSmallest: "no catalog measured"
        }
    }

    /// Catalog sizes as the chart's x labels: 500, 1.5k, 50k.
    static func compact(_ songs: Int) -> String {
        guard songs >= 1_000 else { return String(songs) }
        let tenths = songs / 100
        return tenths % 10 == 0 ? "\(tenths / 10)k" : "\(tenths / 10).\(tenths % 10)k"
    }

    /// The colours of the devices' lines, in device order.
    static let palette = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]

    /// p99 on each device against catalog size on a log axis, with the budget as a dashed line.
    package var chart: LineChart {
        LineChart(title: "Search p99 on each device (this machine's time × factor) against catalog size, log scale",
                  yLabel: "milliseconds", xLabels: points.map { Self.compact($0.songs) },
                  series: devices.enumerated().map { index, device in
                      LineChart.Series(name: device.model, color: Self.palette[index % Self.palette.count],
                                       values: points.map { $0.p99 * device.factor })
                  }, yDecimals: 0, xScale: .logarithmic(points.map { Double($0.songs) }),
                  guides: [.init(name: "budget \(ReportNumber.count(budgetMilliseconds)) ms", color: "#333333", value: budgetMilliseconds)])
    }

    /// `search.csv`, `search.md` and `search.svg`.
    package var files: [(name: String, contents: String)] {
        var csv = CSVTable(header: ["songs", "queries", "build_ms", "index_bytes", "bytes_per_song", "p50_ms", "p95_ms", "p99_ms"]
                           + devices.map { "p99_ms_on_\($0.name)" })
        for point in points {
            csv.append([String(point.songs), String(point.queries), ReportNumber.fixed(point.buildMilliseconds, decimals: 3),
                        String(point.indexBytes), String(point.indexBytes / max(point.songs, 1)),
                        ReportNumber.fixed(point.p50, decimals: 4), ReportNumber.fixed(point.p95, decimals: 4),
                        ReportNumber.fixed(point.p99, decimals: 4)] + devices.map { ReportNumber.fixed(point.p99 * $0.factor, decimals: 4) })
        }
        return [("search.md", markdown), ("search.csv", csv.text), ("search.svg", chart.svg)]
    }


    /// How a device's ceiling was found, with the p99s it was read from.
    func reading(_ ceiling: CatalogCeiling, on device: DeviceProfile) -> String {
        func p99(_ songs: Int) -> String {
            let point = points.first { $0.songs == songs }!
            return "\(ReportNumber.grouped(Int64(songs))) (p99 \(ReportNumber.measured(point.p99 * device.factor)) ms)"
        }
        switch ceiling.bound {
        case .interpolated(let lower, let upper): return "log-log between \(p99(lower)) and \(p99(upper))"
        case .beyondLargest: return "every size measured fits, up to \(p99(ceiling.songs ?? 0)); not extrapolated"
        case .belowSmallest: return "over budget from the smallest size, \(p99(points[0].songs))"
        }
    }

    var markdown: String {
        var md = "# Search capacity\n\n"
        md += "**Wall-clock measurements on this machine: not deterministic.** Catalogs and queries are synthetic and "
        md += "deterministic (`appsim catalog --songs N` writes the same catalogs up to 100,000 songs); timings vary from run to run.\n\n"
        md += "## Largest catalog within budget\n\n"
        md += "The budget: a query's p99 on the device ≤ \(ReportNumber.count(budgetMilliseconds)) ms. A device's time is this machine's × its "
        md += "factor, this machine's Geekbench 6 single-core score ÷ the device's (this machine: \(DeviceProfile.hostDescription)). "
        md += "The largest catalog is read on log(p99) against log(songs) between the last measured size within budget and the "
        md += "first over it, rounded down to two significant digits.\n\n"
        md += "| device | chip | Geekbench 6 single-core | factor | largest catalog within budget | read from |\n"
        md += "|---|---|---:|---:|---:|---|\n"
        for device in devices {
            let ceiling = ceiling(on: device)
            md += "| \(device.model) | \(device.chip ?? "–") | \(device.singleCoreScore.map { ReportNumber.grouped(Int64($0)) } ?? "–") | "
            md += "\(device.shownFactor) | **\(Self.phrase(ceiling))** | \(reading(ceiling, on: device)) |\n"
        }
        let cited = devices.filter { $0.source != nil }
        if !cited.isEmpty {
            md += "\nScores: " + cited.map { "\($0.model) \($0.source!)" }.joined(separator: " · ") + ".\n"
        }
        md += "\n![Search p99 on each device](search.svg)\n\n"
        md += "## Measured on this machine\n\n"
        md += "| songs | queries | index build | index memory | per song | p50 | p95 | p99 |"
            + devices.map { " p99 on \($0.model) |" }.joined() + "\n"
        md += "|---:|---:|---:|---:|---:|---:|---:|---:|" + String(repeating: "---:|", count: devices.count) + "\n"
        for point in points {
            md += "| \(ReportNumber.grouped(Int64(point.songs))) | \(ReportNumber.grouped(Int64(point.queries))) | \(ReportNumber.measured(point.buildMilliseconds)) ms | "
            md += "\(ReportNumber.grouped(Int64(point.indexBytes / 1_024))) KiB | \(ReportNumber.grouped(Int64(point.indexBytes / max(point.songs, 1)))) B | "
            md += "\(ReportNumber.measured(point.p50)) ms | \(ReportNumber.measured(point.p95)) ms | \(ReportNumber.measured(point.p99)) ms |"
            md += devices.map { " \(ReportNumber.measured(point.p99 * $0.factor)) ms |" }.joined() + "\n"
        }
        md += "\nGrowth (least-squares slope of log value against log songs; 1 is linear): index build "
        md += "\(ReportNumber.fixed(growthExponent(\.buildMilliseconds), decimals: 2)), memory "
        md += "\(ReportNumber.fixed(growthExponent { Double($0.indexBytes) }, decimals: 2)), query p50 "
        md += "\(ReportNumber.fixed(growthExponent(\.p50), decimals: 2)), p99 \(ReportNumber.fixed(growthExponent(\.p99), decimals: 2)).\n\n"
        if let quality {
            md += "## Search quality at 1,500 songs (deterministic)\n\n"
            md += "A caregiver types a song's whole title, as written or with one misspelling of each class; a hit is a song "
            md += "of that title among the first results.\n\n" + quality.markdown + "\n"
        }
        md += "## How it was measured\n\n"
        md += "Each catalog is generated, indexed once (timed), and searched with a realistic mix of queries drawn from it: "
        md += "song titles, movie titles and singers, as typed (prefixes of growing length), with a letter missing, and whole. "
        md += "Each query is timed on its own, the same number at every size (at least \(ReportNumber.grouped(Int64(Self.minimumQueries))), "
        md += "so the p99 has at least 20 slower queries above it); percentiles are nearest-rank over those timings. Index memory "
        md += "counts the index's own arrays (text bytes, character codes, field and word tables, masks, per-song summaries), not "
        md += "the catalog it refers to; it is the same on a 64-bit iPhone. Search checks every song's summary per query (the "
        md += "characters, character pairs and sound codes any match needs) and reads the fields of the songs that may match, so "
        md += "latency grows about linearly with the catalog. The larger the catalog, the more often a synthetic title repeats "
        md += "(the templates are finite), so queries at the largest sizes find more songs and lean slow. A device's factor stands for its single-core "
        md += "speed only (not its memory, thermal throttling or OS), and this machine's p99 moves from run to run with its load: "
        md += "read a ceiling as an estimate of its order, not a limit to the song.\n"
        return md
    }
}
