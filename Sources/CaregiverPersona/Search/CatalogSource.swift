import Harness
import Model

/// Where a scenario's songs come from: a synthetic catalog of a given size, or a folder in the
/// app's data contract (`movies.json`, `songs.json`), loaded and validated with the scenario.
///
/// A folder is named by its path as the scenario gives it, and found at `directory` (relative to
/// the scenario file, or as typed in a `--set`). The scenario is the same, and encodes the same
/// (its fingerprint), wherever its file and folder are: `directory` takes no part in either. It is
/// what no output may touch (docs/rules.md#outputs-never-touch-inputs).
package enum CatalogSource: Sendable, Equatable, Encodable {
    case synthetic(songs: Int)
    case folder(path: String, directory: String, catalog: Catalog)

    /// The catalog itself: the synthetic one is generated from the catalog seed (1), not the
    /// scenario's seed, so every run and replication of a scenario searches the same songs.
    package func catalog() -> Catalog {
        switch self {
        case .synthetic(let songs): SyntheticCatalog.generate(songs: songs)
        case .folder(_, _, let catalog): catalog
        }
    }

    /// How many songs.
    package var songCount: Int {
        switch self {
        case .synthetic(let songs): songs
        case .folder(_, _, let catalog): catalog.songs.count
        }
    }

    /// For a report's Markdown table cell: "synthetic, 1,500 songs" or the folder as a code span
    /// (docs/rules.md#text-from-users) and its size.
    package var markdownCell: String {
        switch self {
        case .synthetic: PrintableText.markdownCell(description)
        case .folder(let path, _, let catalog):
            "\(PrintableText.markdownCode(path, inTable: true)): \(ReportNumber.grouped(Int64(catalog.movies.count))) movies, "
                + "\(ReportNumber.grouped(Int64(catalog.songs.count))) songs"
        }
    }

    /// For reports: "synthetic, 1,500 songs" or the folder and its size.
    package var description: String {
        switch self {
        case .synthetic(let songs): "synthetic, \(ReportNumber.grouped(Int64(songs))) songs"
        case .folder(let path, _, let catalog):
            "`\(path)`: \(ReportNumber.grouped(Int64(catalog.movies.count))) movies, \(ReportNumber.grouped(Int64(catalog.songs.count))) songs"
        }
    }

    package static func == (lhs: CatalogSource, rhs: CatalogSource) -> Bool {
        switch (lhs, rhs) {
        case (.synthetic(let left), .synthetic(let right)): left == right
        case (.folder(let leftPath, _, let left), .folder(let rightPath, _, let right)): leftPath == rightPath && left == right
        default: false
        }
    }

    private enum Case: String, CodingKey { case synthetic, folder }
    private enum SyntheticField: String, CodingKey { case songs }
    private enum FolderField: String, CodingKey { case path, catalog }

    /// `{"synthetic": {"songs": n}}` or `{"folder": {"path": p, "catalog": …}}`: the folder's
    /// location on this machine is left out, so the fingerprint does not depend on it.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Case.self)
        switch self {
        case .synthetic(let songs):
            var fields = container.nestedContainer(keyedBy: SyntheticField.self, forKey: .synthetic)
            try fields.encode(songs, forKey: .songs)
        case .folder(let path, _, let catalog):
            var fields = container.nestedContainer(keyedBy: FolderField.self, forKey: .folder)
            try fields.encode(path, forKey: .path)
            try fields.encode(catalog, forKey: .catalog)
        }
    }

    /// The folder read, if any, as found on this machine.
    package var directory: String? {
        guard case .folder(_, let directory, _) = self else { return nil }
        return directory
    }
}
