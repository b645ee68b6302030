import CaregiverPersona
import Harness
import Scenarios

/// `appsim catalog --songs N [--seed N] [--out DIR]`
enum CatalogCommand {
    static let help = """
    USAGE: appsim catalog --songs N [--seed N] [--out DIR]

    Writes a deterministic synthetic Melody Map catalog of N songs (1 to 100,000) as movies.json
    and songs.json in the app's data contract, to DIR (default: reports/catalog-N). The same size
    and seed always give the same files.

    OPTIONS:
      --songs N          how many songs: 1 to 100,000
      --seed N           the catalog's seed (default 1): 0 to 18446744073709551615
      --out DIR          write here instead of reports/catalog-N/: a new or empty folder, or
                         one AppSim wrote (it carries appsim-manifest.json)
      -h, --help         show this help

    EXIT STATUS: 0 written · 2 bad usage, or --out names something AppSim did not write · 3 the
    catalog could not be written

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let songs: Int
        let seed: UInt64
        let out: String?
        do {
            guard let count = try arguments.integer("--songs", in: 1...100_000) else { throw UsageError("--songs N is required") }
            songs = count
            seed = try arguments.seed() ?? 1
            out = try arguments.value("--out")
            _ = try arguments.positionals(max: 0)
        } catch {
            return Usage.fail(error, help: "appsim catalog --help")
        }
        let directory = out ?? "reports/catalog-\(songs)"
        let interruption = Interruption()
        interruption.watchEndingAtOnce(keeping: "nothing was written (\(PrintableText.terminal(directory))/ is as it was)", written: "\(PrintableText.terminal(directory))/ was written")
        let folder: ReportFolder
        do {
            folder = try Output.claim(directory, kind: .catalog, checking: CommandPaths())
        } catch {
            return Output.fail(error)
        }
        let catalog = SyntheticCatalog.generate(songs: songs, seed: seed)
        let files = SearchConsole.files(catalog)
        if let failure = Output.commit(files, to: folder, manifest: ReportManifest(command: Output.commandLine, scenario: nil), interruption: interruption) {
            return failure
        }
        Console.out("wrote \(PrintableText.terminal(directory))/: movies.json (\(catalog.movies.count) movies), songs.json (\(catalog.songs.count) songs)\n")
        return .success
    }
}
