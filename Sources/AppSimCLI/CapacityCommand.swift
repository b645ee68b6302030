import Harness
import Measurements
import Scenarios

/// `appsim capacity [--budget-ms N] [--device-factor N] [--queries N] [--out DIR]`
enum CapacityCommand {
    static let help = """
    USAGE: appsim capacity [--budget-ms 150] [--device-factor 10] [--queries 1000] [--out DIR]

    Estimates search capacity: builds synthetic catalogs of 500, 1.5k, 5k, 15k and 50k songs,
    measures index build time, index memory and per-query latency (p50, p95, p99) for a realistic
    query mix, fits the growth exponents, and names the largest catalog whose p99 — on a device
    --device-factor times slower than this machine — stays within --budget-ms (default: the
    150 ms search debounce). Writes reports/capacity/search.md, search.csv and search.svg. Then
    the Music Memory library at 1k, 10k, 50k and 100k songs with a year of plays: seeding, full
    sync, each chart window, maintenance, memory per song and per play, in library.md/.csv/.svg.
    Timings are wall-clock and vary from run to run. --out DIR writes there instead of
    reports/capacity/.

    EXIT STATUS: 0 measured and written · 2 bad usage, or --out names something AppSim did not
    write · 3 the report could not be written

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let budget: Int
        let factor: Int
        let queries: Int
        let out: String?
        do {
            budget = try arguments.integer("--budget-ms", in: 1...1_000_000) ?? 150
            factor = try arguments.integer("--device-factor", in: 1...1_000) ?? 10
            queries = try arguments.integer("--queries", in: 10...1_000_000) ?? 1_000
            out = try arguments.value("--out")
            _ = try arguments.positionals(max: 0)
        } catch {
            return Usage.fail(error, help: "appsim capacity --help")
        }
        let directory = out ?? "reports/capacity"
        let folder: ReportFolder
        do {
            folder = try ReportFolder.claim(directory)
        } catch {
            return Output.fail(error)
        }
        Console.out("appsim capacity: search over \(SearchCapacity.sizes.map { ReportNumber.grouped(Int64($0)) }.joined(separator: ", ")) songs "
                    + "(wall-clock, not deterministic)\n")
        let capacity = SearchCapacity.measure(queries: queries, budgetMilliseconds: Double(budget), deviceFactor: Double(factor),
                                              progress: { done in
                                                  if Console.errorIsTerminal { Console.error("\r  \(done)/\(SearchCapacity.sizes.count) catalogs" + (done == SearchCapacity.sizes.count ? "\n" : "")) }
                                              }, measure: { work in WallClock.timed(work).seconds })
        Console.out("appsim capacity: library over \(LibraryCapacity.sizes.map { ReportNumber.grouped(Int64($0)) }.joined(separator: ", ")) songs "
                    + "with a year of plays\n")
        let library = LibraryCapacity.measure(measure: { work in WallClock.timed(work).seconds })
        let files = capacity.files + library.files
        do {
            try folder.write(files, manifest: ReportManifest(command: Output.commandLine, scenario: nil))
        } catch {
            return Output.fail(error)
        }
        let verdict = capacity.largestWithinBudget.map { "largest catalog within budget: \(ReportNumber.grouped(Int64($0.songs))) songs" }
            ?? "no catalog measured fits the budget"
        Console.out("wrote \(directory)/: search.md, search.csv, search.svg, library.md, library.csv, library.svg\n\(verdict)\n")
        return .success
    }
}
