import Foundation
import Harness
import Model

/// What `appsim search` prints: grouped results with each hit's tier and score, or TSV.
package enum SearchConsole {
    package enum Format: String, CaseIterable, Sendable {
        case text, tsv
    }

    /// The results of `query` in `format`.
    ///
    /// `text`: one block per movie group, best group first; the best match marked `*`.
    /// `tsv`: one line per song hit in rank order: rank, song id, song title, movie title, tier, score.
    /// Text from the catalog and the query is printable (`PrintableText`): a tab, a newline or a
    /// terminal escape in a title cannot break a row or reach the terminal.
    package static func render(_ index: SearchIndex, query: String, favorites: Favorites<String>, format: Format) -> String {
        switch format {
        case .tsv:
            let hits = index.hits(query, favorites: favorites)
            let titles = Dictionary(uniqueKeysWithValues: index.groups(query, favorites: favorites).map { ($0.movie.id, $0.movie.title) })
            return hits.enumerated().map { rank, hit in
                [String(rank + 1), hit.song.id, hit.song.title, titles[hit.song.movieId] ?? "", "\(hit.tier)", String(hit.score)]
                    .map(PrintableText.tsvField).joined(separator: "\t")
            }.joined(separator: "\n") + (hits.isEmpty ? "" : "\n")
        case .text:
            let groups = index.groups(query, favorites: favorites)
            guard !groups.isEmpty else { return "no songs match \"\(PrintableText.terminal(query))\"\n" }
            var text = ""
            for group in groups {
                text += "\(PrintableText.terminal(group.movie.title)) (\(group.movie.releaseYear))\n"
                for hit in group.hits {
                    text += "  \(hit.isBestMatch ? "*" : " ") \(PrintableText.terminal(hit.song.title)) — \(PrintableText.terminal(hit.song.startTime)) · \(hit.tier) in \(field(hit.field)), score \(hit.score)"
                    text += (favorites.contains(hit.song.id) ? " ★" : "") + "\n"
                }
            }
            return text
        }
    }

    package static func field(_ field: SearchIndex.Field) -> String {
        switch field {
        case .songTitle: "song title"
        case .movieTitle: "movie title"
        case .singer: "singers"
        case .keyword: "keywords"
        }
    }

    /// `movies.json` and `songs.json` for a catalog, in the API's shapes (sorted keys, so the same
    /// catalog gives the same bytes).
    package static func files(_ catalog: Catalog) -> [(name: String, contents: String)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let movies = (try? encoder.encode(catalog.movies)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let songs = (try? encoder.encode(catalog.songs)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return [("movies.json", movies + "\n"), ("songs.json", songs + "\n")]
    }
}
