import Harness
import Model

/// Where a scenario's songs come from: a synthetic catalog of a given size, or a folder in the
/// app's data contract (`movies.json`, `songs.json`), loaded and validated with the scenario.
package enum CatalogSource: Sendable, Equatable, Encodable {
    case synthetic(songs: Int)
    case folder(path: String, catalog: Catalog)

    /// The catalog itself: the synthetic one is generated from the catalog seed (1), not the
    /// scenario's seed, so every run and replication of a scenario searches the same songs.
    package func catalog() -> Catalog {
        switch self {
        case .synthetic(let songs): SyntheticCatalog.generate(songs: songs)
        case .folder(_, let catalog): catalog
        }
    }

    /// How many songs.
    package var songCount: Int {
        switch self {
        case .synthetic(let songs): songs
        case .folder(_, let catalog): catalog.songs.count
        }
    }

    /// For a report's Markdown table cell: "synthetic, 1,500 songs" or the folder as a code span
    /// (docs/rules.md, "Text from users") and its size.
    package var markdownCell: String {
        switch self {
        case .synthetic: PrintableText.markdownCell(description)
        case .folder(let path, let catalog):
            "\(PrintableText.markdownCode(path, inTable: true)): \(ReportNumber.grouped(Int64(catalog.movies.count))) movies, "
                + "\(ReportNumber.grouped(Int64(catalog.songs.count))) songs"
        }
    }

    /// For reports: "synthetic, 1,500 songs" or the folder and its size.
    package var description: String {
        switch self {
        case .synthetic(let songs): "synthetic, \(ReportNumber.grouped(Int64(songs))) songs"
        case .folder(let path, let catalog):
            "`\(path)`: \(ReportNumber.grouped(Int64(catalog.movies.count))) movies, \(ReportNumber.grouped(Int64(catalog.songs.count))) songs"
        }
    }
}
