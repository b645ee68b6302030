import Harness
import Model
import Scenarios
import Sim
import Time

/// The library capacity estimate (issue 7): what seeding, a full sync, each chart window and
/// maintenance cost as the library grows to 100k songs with a year of plays, and the memory per
/// song and per play. Libraries and plays are deterministic; timings are wall-clock, measured by
/// the `measure` function the caller supplies.
package struct LibraryCapacity: Sendable {
    package struct Point: Sendable {
        package var songs: Int
        package var plays: Int
        package var seedMilliseconds: Double
        package var fullSyncMilliseconds: Double
        /// Per chart window, in `ChartWindow` order.
        package var chartMilliseconds: [Double]
        package var maintenanceMilliseconds: Double
        package var songBytes: Int
        package var playBytes: Int
    }

    package var points: [Point]

    /// 1k, 10k, 50k and 100k songs.
    package static let sizes = [1_000, 10_000, 50_000, 100_000]
    /// Plays per song on average (0…200 system plays each): 5 million at 50k songs.
    package static let meanPlaysPerSong = 100

    package static func measure(sizes: [Int] = sizes, progress: (Int) -> Void = { _ in }, measure: (() -> Void) -> Double) -> LibraryCapacity {
        let zone = try! Zone(identifier: "America/New_York")
        let now = Instant(millisecondsSinceEpoch: 1_741_600_800_000)
        var points: [Point] = []
        for songs in sizes {
            var random = StreamKeys.libraryCapacity.generator(seed: 1, purpose: UInt64(songs))
            let most = UInt64(2 * meanPlaysPerSong + 1)
            var counts: [Int32] = []
            var catalog: [(id: UInt64, title: String, durationSeconds: Int32)] = []
            for song in 0..<songs {
                counts.append(Int32(random.uniform(below: most)))
                let id = UInt64(1_000_000 + song)
                let duration = Int32(120 + song % 300)
                catalog.append((id: id, title: "Song \(song)", durationSeconds: duration))
            }
            var store = LibraryStore(songs: catalog)
            let seed = measure { store.seed(systemCounts: counts, at: now, uniform: { random.uniform(below: $0) }) }
            var risen = counts
            for song in stride(from: 0, to: songs, by: 100) { risen[song] += 1 + Int32(song % 3) }
            let later = now.advanced(byMilliseconds: 6 * Milliseconds.hour)
            let none: Int? = nil
            let sync = measure { _ = store.sync(systemCounts: risen, currentSong: none, at: later, uniform: { random.uniform(below: $0) }) }
            let charts = ChartWindow.allCases.map { window in measure { _ = store.chart(window, at: later, in: zone) } }
            let bytes = store.memoryBytes
            let plays = store.playCount
            let maintenance = measure { store.maintain(at: later.advanced(byMilliseconds: 30 * Milliseconds.day), in: zone) }
            points.append(Point(songs: songs, plays: plays, seedMilliseconds: seed * 1_000, fullSyncMilliseconds: sync * 1_000,
                                chartMilliseconds: charts.map { $0 * 1_000 }, maintenanceMilliseconds: maintenance * 1_000,
                                songBytes: bytes.songs, playBytes: bytes.plays))
            progress(points.count)
        }
        return LibraryCapacity(points: points)
    }

    func exponent(_ value: (Point) -> Double) -> Double {
        Statistics.growthExponent(sizes: points.map { Double($0.songs) }, values: points.map(value))
    }

    /// `library.md`, `library.csv` and `library.svg`.
    package var files: [(name: String, contents: String)] {
        var csv = CSVTable(header: ["songs", "plays", "seed_ms", "full_sync_ms", "all_time_chart_ms", "week_chart_ms", "month_chart_ms",
                                    "year_chart_ms", "maintenance_ms", "bytes_per_song", "bytes_per_play"])
        for p in points {
            csv.append([String(p.songs), String(p.plays), ms(p.seedMilliseconds), ms(p.fullSyncMilliseconds)] + p.chartMilliseconds.map(ms)
                       + [ms(p.maintenanceMilliseconds), String(p.songBytes / max(p.songs, 1)), String(p.playBytes / max(p.plays, 1))])
        }
        let chart = LineChart(title: "Library operations (wall-clock, this machine)", yLabel: "milliseconds",
                              xLabels: points.map { ReportNumber.grouped(Int64($0.songs)) + " songs" },
                              series: [.init(name: "full sync", color: "#1f77b4", values: points.map(\.fullSyncMilliseconds)),
                                       .init(name: "All Time chart", color: "#d62728", values: points.map { $0.chartMilliseconds[0] }),
                                       .init(name: "This Week chart", color: "#2ca02c", values: points.map { $0.chartMilliseconds[1] }),
                                       .init(name: "maintenance", color: "#7f7f7f", values: points.map(\.maintenanceMilliseconds))], yDecimals: 1)
        return [("library.md", markdown), ("library.csv", csv.text), ("library.svg", chart.svg)]
    }

    func ms(_ value: Double) -> String { ReportNumber.fixed(value, decimals: value < 10 ? 3 : 1) }

    var markdown: String {
        var md = "# Library capacity (Music Memory)\n\n"
        md += "**Wall-clock measurements on this machine: not deterministic.** Libraries and plays are synthetic and deterministic; "
        md += "timings vary from run to run.\n\n"
        if let target = points.first(where: { $0.songs == 50_000 }) {
            md += "**At 50,000 songs and \(ReportNumber.grouped(Int64(target.plays))) plays:** full sync \(ms(target.fullSyncMilliseconds)) ms "
            md += "(target 50 ms), All Time chart \(ms(target.chartMilliseconds[0])) ms (target 200 ms), "
            md += "\(target.playBytes / max(target.plays, 1)) bytes per play (target 64).\n\n"
        }
        md += "| songs | plays | seeding | full sync | All Time | This Week | This Month | This Year | maintenance | per song | per play |\n"
        md += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for p in points {
            md += "| \(ReportNumber.grouped(Int64(p.songs))) | \(ReportNumber.grouped(Int64(p.plays))) | \(ms(p.seedMilliseconds)) ms | "
            md += "\(ms(p.fullSyncMilliseconds)) ms | " + p.chartMilliseconds.map { "\(ms($0)) ms" }.joined(separator: " | ")
            md += " | \(ms(p.maintenanceMilliseconds)) ms | \(p.songBytes / max(p.songs, 1)) B | \(p.playBytes / max(p.plays, 1)) B |\n"
        }
        md += "\nGrowth (least-squares slope of log time against log songs; 1 is linear): seeding "
        md += ReportNumber.fixed(exponent(\.seedMilliseconds), decimals: 2) + ", full sync " + ReportNumber.fixed(exponent(\.fullSyncMilliseconds), decimals: 2)
        md += ", All Time chart " + ReportNumber.fixed(exponent { $0.chartMilliseconds[0] }, decimals: 2)
        md += ", maintenance " + ReportNumber.fixed(exponent(\.maintenanceMilliseconds), decimals: 2) + ".\n\n![Library operations](library.svg)\n\n"
        md += "## How it was measured\n\nEach library has the given songs, each with 0–\(2 * Self.meanPlaysPerSong) system plays (about "
        md += "\(Self.meanPlaysPerSong) on average), seeded as estimated plays over the past year. A full sync then finds one song in a hundred "
        md += "risen by one to three plays six hours later; each chart window is ranked once; maintenance runs a month later. Memory counts "
        md += "the store's columns: per song its id, duration, last count, last sync and title; per play 13 bytes (song, instant, source).\n"
        return md
    }
}
