import Harness
import Measurements
import Scenarios

/// `appsim capacity [--budget-ms N] [--device NAME | --device-factor N] [--queries N] [--out DIR]`
///
/// The devices are chosen by `DeviceProfile.chosen` (every profile, one, or a bare factor; the
/// two options together exit 2). `--queries` is at least `SearchCapacity.minimumQueries` (2,000)
/// so a p99 is never one of the few slowest timings, and at most 5,000 so the largest run ends
/// in minutes.
enum CapacityCommand {
    static var help: String {
        """
        USAGE: appsim capacity [--budget-ms 150] [--device NAME | --device-factor N] [--queries 2000] [--out DIR]

        Estimates search capacity: builds synthetic catalogs of 500, 1.5k, 5k, 15k, 50k, 150k and
        500k songs, measures index build time, index memory and per-query latency (p50, p95, p99)
        for a realistic query mix (--queries at every size, 2,000 to 5,000), fits the growth
        exponents, and for each device finds the largest catalog whose p99 stays within
        --budget-ms (default: the 150 ms search debounce), read between the two measured sizes
        that bracket the budget on log(p99) against log(songs). A device's p99 is this machine's
        times its factor: this machine's Geekbench 6 single-core score over the device's.
        --device NAME judges one profile (\(DeviceProfile.names)); without it, all of them.
        --device-factor N judges a device N times slower than this machine (below 1: faster)
        instead; it cannot be given with --device. Writes reports/capacity/search.md, search.csv
        and search.svg (p99 on each device against catalog size on a log axis, the budget as a
        line). Then the Music Memory library at 1k, 10k, 50k and 100k songs with a year of plays:
        seeding, full sync, each chart window, maintenance, memory per song, per play and in all
        (MB), full sync and the All Time chart on each device, in library.md/.csv/.svg. Timings
        are wall-clock and vary from run to run. --out DIR writes there instead of
        reports/capacity/.

        EXIT STATUS: 0 measured and written · 2 bad usage, or --out names something AppSim did not
        write · 3 the report could not be written

        """
    }

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let budget: Int
        let devices: [DeviceProfile]
        let queries: Int
        let out: String?
        do {
            budget = try arguments.integer("--budget-ms", in: 1...1_000_000) ?? 150
            devices = try DeviceProfile.chosen(name: try arguments.value("--device"),
                                               factor: try arguments.decimal("--device-factor", in: 0.01...1_000))
            queries = try arguments.integer("--queries", in: SearchCapacity.minimumQueries...5_000) ?? SearchCapacity.minimumQueries
            out = try arguments.value("--out")
            _ = try arguments.positionals(max: 0)
        } catch {
            return Usage.fail(error, help: "appsim capacity --help")
        }
        let directory = out ?? "reports/capacity"
        let interruption = Interruption()
        interruption.watchEndingAtOnce(keeping: "nothing was written (\(PrintableText.terminal(directory))/ is as it was)", written: "\(PrintableText.terminal(directory))/ was written")
        let folder: ReportFolder
        do {
            folder = try Output.claim(directory, kind: .capacity, checking: CommandPaths())
        } catch {
            return Output.fail(error)
        }
        let sizes = SearchCapacity.sizes
        Console.out("appsim capacity: search over \(sizes.map { ReportNumber.grouped(Int64($0)) }.joined(separator: ", ")) songs, "
                    + "\(ReportNumber.grouped(Int64(queries))) queries each (wall-clock, not deterministic)\n")
        let capacity = SearchCapacity.measure(queries: queries, budgetMilliseconds: Double(budget), devices: devices,
                                              progress: { done in
                                                  if Console.errorIsTerminal { Console.error("\r  \(done)/\(sizes.count) catalogs" + (done == sizes.count ? "\n" : "")) }
                                              }, measure: { work in WallClock.timed(work).seconds })
        Console.out("appsim capacity: library over \(LibraryCapacity.sizes.map { ReportNumber.grouped(Int64($0)) }.joined(separator: ", ")) songs "
                    + "with a year of plays\n")
        let library = LibraryCapacity.measure(devices: devices, measure: { work in WallClock.timed(work).seconds })
        if let failure = Output.commit(capacity.files + library.files, to: folder, manifest: ReportManifest(command: Output.commandLine, scenario: nil),
                                       interruption: interruption) {
            return failure
        }
        Console.out("wrote \(PrintableText.terminal(directory))/: search.md, search.csv, search.svg, library.md, library.csv, library.svg\n"
                    + capacity.verdicts.map { $0 + "\n" }.joined())
        return .success
    }
}
