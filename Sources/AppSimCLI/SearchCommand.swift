import CaregiverPersona
import Harness
import Model
import Scenarios

/// `appsim search QUERY --catalog DIR [--favorites id,…] [--format text|tsv]`
enum SearchCommand {
    static let help = """
    USAGE: appsim search QUERY --catalog DIR [--favorites id,...] [--format text|tsv]

    Searches a Melody Map catalog (DIR/movies.json and DIR/songs.json, as the app's API returns
    them) the way the app does, and prints the results grouped by movie with each hit's tier and
    score. --format tsv prints one line per song hit in rank order: rank, song id, song title,
    movie title, tier, score.

    EXIT STATUS: 0 searched (with or without results) · 2 bad usage or an invalid catalog

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let directory: String?
        let favorites: Favorites<String>
        let format: SearchConsole.Format
        let query: String?
        do {
            directory = try arguments.value("--catalog")
            favorites = Favorites(songIDs: (try arguments.value("--favorites"))?.split(separator: ",").map(String.init) ?? [])
            let name = try arguments.value("--format") ?? "text"
            guard let chosen = SearchConsole.Format(rawValue: name) else { throw UsageError("--format expects text or tsv, got \"\(name)\"") }
            format = chosen
            query = try arguments.positionals(max: 1).first
        } catch {
            return Usage.fail(error, help: "appsim search --help")
        }
        guard let directory else { return Usage.fail(UsageError("--catalog DIR is required"), help: "appsim search --help") }
        guard let query else { return Usage.fail(UsageError("name the query to search for"), help: "appsim search --help") }
        let catalog: Catalog
        do {
            catalog = try Catalog.load(directory: directory)
        } catch {
            Console.failure("appsim: \(PrintableText.terminal("\(error)"))\n")
            return .badInput
        }
        Console.out(SearchConsole.render(SearchIndex(catalog: catalog), query: query, favorites: favorites, format: format))
        return .success
    }
}
