import Harness
import Sim

/// Search outcomes split by what the caregiver typed and how it was misspelled, and where the
/// song was listed: the table that shows how hit rates move with typos.
package struct SearchBreakdown: Sendable, Equatable, Codable {
    /// What a caregiver types to find a song.
    package enum Typed: Int, CaseIterable, Sendable, CustomStringConvertible {
        case title, movie, singer

        package var description: String {
            switch self {
            case .title: "song title"
            case .movie: "movie title"
            case .singer: "singer"
            }
        }
    }

    /// Counts for one (typed, typo) pair; hits and rows are of the first typing.
    package struct Cell: Sendable, Equatable, Codable {
        package var searches: Int64 = 0
        package var queries: Int64 = 0
        package var hitsAt1: Int64 = 0
        package var hitsAt5: Int64 = 0
        package var failures: Int64 = 0
    }

    package private(set) var cells = [Cell](repeating: Cell(), count: Typed.allCases.count * Typo.allCases.count)
    /// The song's row in the results of each first typing that listed it (any row).
    package private(set) var rows = Histogram(upperBounds: [1, 2, 3, 4, 5, 10, 25, 100])

    package subscript(typed: Typed, typo: Typo) -> Cell {
        cells[typed.rawValue * Typo.allCases.count + typo.rawValue]
    }

    /// One search: `row` is where the first typing listed the song (0: not listed); it failed
    /// when that is 0 or beyond `rowsRead`.
    package mutating func record(_ typed: Typed, _ typo: Typo, queries: Int, row: Int32, rowsRead: Int) {
        let index = typed.rawValue * Typo.allCases.count + typo.rawValue
        cells[index].searches += 1
        cells[index].queries += Int64(queries)
        if row == 1 { cells[index].hitsAt1 += 1 }
        if row >= 1 && row <= 5 && row <= rowsRead { cells[index].hitsAt5 += 1 }
        if row == 0 || row > rowsRead { cells[index].failures += 1 }
        if row > 0 { rows.record(Int64(row)) }
    }

    /// Adds another partition's counts.
    package mutating func merge(_ other: SearchBreakdown) {
        for index in cells.indices {
            cells[index].searches += other.cells[index].searches
            cells[index].queries += other.cells[index].queries
            cells[index].hitsAt1 += other.cells[index].hitsAt1
            cells[index].hitsAt5 += other.cells[index].hitsAt5
            cells[index].failures += other.cells[index].failures
        }
        rows.merge(other.rows)
    }

    /// The Markdown table: one row per pair that had searches.
    package var markdown: String {
        var table = MarkdownTable([("typed", .left), ("typo", .left), ("searches", .right), ("queries / search", .right),
                                   ("hit@1", .right), ("hit@5", .right), ("failed", .right)])
        for typed in Typed.allCases {
            for typo in Typo.allCases where self[typed, typo].searches > 0 {
                let cell = self[typed, typo]
                let per = { (count: Int64) in Double(count) / Double(cell.searches) }
                let percent = { (count: Int64) in ReportNumber.fixed(per(count) * 100, decimals: 1) + " %" }
                table.append(["\(typed)", "\(typo)", ReportNumber.grouped(cell.searches), ReportNumber.fixed(per(cell.queries), decimals: 2),
                              percent(cell.hitsAt1), percent(cell.hitsAt5), percent(cell.failures)])
            }
        }
        return table.text
    }
}
