import Harness
import Model
import Scenarios
import Sim
import Time

/// The library capacity estimate: what seeding, a full sync, each chart window and
/// maintenance cost as the library grows to 100k songs with a year of plays, and the memory per
/// song, per play and in all. Libraries and plays are deterministic; timings are wall-clock,
/// measured by the `measure` function the caller supplies.
///
/// On a device, times scale like search's: this machine's × the device's `factor` (a full sync
/// and a chart are one thread of work over the same columns). Memory does not scale: the store's
/// columns (Int64 instants, Int32 counts, UInt8 sources, UTF-8 titles) take the same bytes on a
/// 64-bit iPhone as here, so the total is reported once, in MB (10⁶ bytes). What the app does
/// beyond these columns is left out and said so in the report: enumerating the system library
/// through MediaPlayer (`MPMediaQuery.songs()`) before a sync, and persisting songs and plays
/// in SwiftData (its SQLite store on disk, its fetches and saves, and each `@Model` object's
/// overhead in memory).
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

        /// Songs' and plays' columns together, in MB (10⁶ bytes).
        package var megabytes: Double { Double(songBytes + playBytes) / 1e6 }
    }

    package var points: [Point]
    /// The devices whose times are reported, in report order.
    package var devices: [DeviceProfile]

    /// 1k, 10k, 50k and 100k songs.
    package static let sizes = [1_000, 10_000, 50_000, 100_000]
    /// Plays per song on average (0…200 system plays each): 5 million at 50k songs.
    package static let meanPlaysPerSong = 100

    package static func measure(sizes: [Int] = sizes, devices: [DeviceProfile], progress: (Int) -> Void = { _ in },
                                measure: (() -> Void) -> Double) -> LibraryCapacity {
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
            var system = SystemLibrary(songs: catalog, playCounts: counts)
            for song in stride(from: 0, to: songs, by: 100) { system.playCounts[song] += 1 + Int32(song % 3) }
            let later = now.advanced(byMilliseconds: 6 * Milliseconds.hour)
            let sync = measure { _ = store.sync(system: system, nowPlaying: nil, at: later, uniform: { random.uniform(below: $0) }) }
            let charts = ChartWindow.allCases.map { window in measure { _ = store.chart(window, at: later, in: zone) } }
            let bytes = store.memoryBytes
            let plays = store.playCount
            let maintenance = measure { store.maintain(at: later.advanced(byMilliseconds: 30 * Milliseconds.day), in: zone) }
            points.append(Point(songs: songs, plays: plays, seedMilliseconds: seed * 1_000, fullSyncMilliseconds: sync * 1_000,
                                chartMilliseconds: charts.map { $0 * 1_000 }, maintenanceMilliseconds: maintenance * 1_000,
                                songBytes: bytes.songs, playBytes: bytes.plays))
            progress(points.count)
        }
        return LibraryCapacity(points: points, devices: devices)
    }

    func exponent(_ value: (Point) -> Double) -> Double {
        Statistics.growthExponent(sizes: points.map { Double($0.songs) }, values: points.map(value))
    }

    /// `library.md`, `library.csv` and `library.svg`.
    package var files: [(name: String, contents: String)] {
        var csv = CSVTable(header: ["songs", "plays", "seed_ms", "full_sync_ms", "all_time_chart_ms", "week_chart_ms", "month_chart_ms",
                                    "year_chart_ms", "maintenance_ms", "bytes_per_song", "bytes_per_play", "total_mb"]
                             + devices.flatMap { ["full_sync_ms_on_\($0.name)", "all_time_chart_ms_on_\($0.name)"] })
        for p in points {
            csv.append([String(p.songs), String(p.plays), ReportNumber.measured(p.seedMilliseconds), ReportNumber.measured(p.fullSyncMilliseconds)] + p.chartMilliseconds.map(ReportNumber.measured)
                       + [ReportNumber.measured(p.maintenanceMilliseconds), String(p.songBytes / max(p.songs, 1)), String(p.playBytes / max(p.plays, 1)),
                          ReportNumber.fixed(p.megabytes, decimals: 1)]
                       + devices.flatMap { [ReportNumber.measured(p.fullSyncMilliseconds * $0.factor), ReportNumber.measured(p.chartMilliseconds[0] * $0.factor)] })
        }
        let chart = LineChart(title: "Library operations (wall-clock, this machine)", yLabel: "milliseconds",
                              xLabels: points.map { ReportNumber.grouped(Int64($0.songs)) + " songs" },
                              series: [.init(name: "full sync", color: "#1f77b4", values: points.map(\.fullSyncMilliseconds)),
                                       .init(name: "All Time chart", color: "#d62728", values: points.map { $0.chartMilliseconds[0] }),
                                       .init(name: "This Week chart", color: "#2ca02c", values: points.map { $0.chartMilliseconds[1] }),
                                       .init(name: "maintenance", color: "#7f7f7f", values: points.map(\.maintenanceMilliseconds))], yDecimals: 1)
        return [("library.md", markdown), ("library.csv", csv.text), ("library.svg", chart.svg)]
    }


    var markdown: String {
        var md = "# Library capacity (Music Memory)\n\n"
        md += "**Wall-clock measurements on this machine: not deterministic.** Libraries and plays are synthetic and deterministic; "
        md += "timings vary from run to run.\n\n"
        if let target = points.first(where: { $0.songs == 50_000 }) {
            md += "**At 50,000 songs and \(ReportNumber.grouped(Int64(target.plays))) plays:** full sync \(ReportNumber.measured(target.fullSyncMilliseconds)) ms "
            md += "(target 50 ms), All Time chart \(ReportNumber.measured(target.chartMilliseconds[0])) ms (target 200 ms), "
            md += "\(target.playBytes / max(target.plays, 1)) bytes per play (target 64), "
            md += "\(ReportNumber.fixed(target.megabytes, decimals: 1)) MB in all, on this machine.\n\n"
        }
        md += "| songs | plays | seeding | full sync | All Time | This Week | This Month | This Year | maintenance | per song | per play | memory |\n"
        md += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for p in points {
            md += "| \(ReportNumber.grouped(Int64(p.songs))) | \(ReportNumber.grouped(Int64(p.plays))) | \(ReportNumber.measured(p.seedMilliseconds)) ms | "
            md += "\(ReportNumber.measured(p.fullSyncMilliseconds)) ms | " + p.chartMilliseconds.map { "\(ReportNumber.measured($0)) ms" }.joined(separator: " | ")
            md += " | \(ReportNumber.measured(p.maintenanceMilliseconds)) ms | \(p.songBytes / max(p.songs, 1)) B | \(p.playBytes / max(p.plays, 1)) B | "
            md += "\(ReportNumber.fixed(p.megabytes, decimals: 1)) MB |\n"
        }
        md += "\nGrowth (least-squares slope of log time against log songs; 1 is linear): seeding "
        md += ReportNumber.fixed(exponent(\.seedMilliseconds), decimals: 2) + ", full sync " + ReportNumber.fixed(exponent(\.fullSyncMilliseconds), decimals: 2)
        md += ", All Time chart " + ReportNumber.fixed(exponent { $0.chartMilliseconds[0] }, decimals: 2)
        md += ", maintenance " + ReportNumber.fixed(exponent(\.maintenanceMilliseconds), decimals: 2) + ".\n\n![Library operations](library.svg)\n\n"
        md += deviceSection
        md += "## How it was measured\n\nEach library has the given songs, each with 0–\(2 * Self.meanPlaysPerSong) system plays (about "
        md += "\(Self.meanPlaysPerSong) on average), seeded as estimated plays over the past year. A full sync then finds one song in a hundred "
        md += "risen by one to three plays six hours later; each chart window is ranked once; maintenance runs a month later. Memory counts "
        md += "the store's columns: per song its id, duration, last count, last sync and title; per play 13 bytes (song, instant, source).\n\n"
        md += "## What is left out\n\n"
        md += "- **MediaPlayer enumeration.** Before a sync the app reads the system library with `MPMediaQuery.songs()` and each "
        md += "item's play count; here the counts are handed over as an array. That query's time and memory are the system's, "
        md += "grow with the library, and come on top of the full sync above.\n"
        md += "- **SwiftData persistence.** The app keeps songs and plays as SwiftData `@Model` objects in a SQLite store; here "
        md += "they are in-memory columns. Saving new plays, fetching them for a chart, the store's size on disk and each "
        md += "object's overhead in memory (more than the 13 bytes a play counted here) are not measured, so the memory above is a floor.\n"
        return md
    }

    /// Full sync and the All Time chart on each device (this machine's time × the device's factor),
    /// against their targets; memory, the same on every 64-bit device, is in the table above.
    var deviceSection: String {
        guard !devices.isEmpty else { return "" }
        var md = "## On each device\n\n"
        md += "Times are this machine's × the device's factor (Geekbench 6 single-core, as for search); memory is not scaled: "
        md += "the columns take the same bytes on a 64-bit iPhone. Each cell is full sync (target 50 ms) · All Time chart (target 200 ms).\n\n"
        md += "| songs | memory |" + devices.map { " \($0.model) (× \($0.shownFactor)) |" }.joined() + "\n"
        md += "|---:|---:|" + String(repeating: "---:|", count: devices.count) + "\n"
        for p in points {
            md += "| \(ReportNumber.grouped(Int64(p.songs))) | \(ReportNumber.fixed(p.megabytes, decimals: 1)) MB |"
            md += devices.map { " \(ReportNumber.measured(p.fullSyncMilliseconds * $0.factor)) ms · \(ReportNumber.measured(p.chartMilliseconds[0] * $0.factor)) ms |" }.joined() + "\n"
        }
        return md + "\n"
    }
}
