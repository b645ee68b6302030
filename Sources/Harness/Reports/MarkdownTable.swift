/// A Markdown table (GitHub's pipe table): the header, the alignment line, one line per row, each
/// line `| a | b |` and ending in a newline. Cells are written as given: text a person typed
/// goes through `PrintableText.markdownCell` first, so a `|` in it cannot split a cell.
package struct MarkdownTable: Sendable {
    /// How a column's cells line up: text to the left (`---`), numbers to the right (`---:`).
    package enum Alignment: Sendable {
        case left, right

        /// The column's cell in the alignment line.
        var rule: String {
            switch self {
            case .left: "---"
            case .right: "---:"
            }
        }
    }

    package let header: [String]
    package let alignments: [Alignment]
    package private(set) var rows: [[String]] = []

    /// A table of `columns`, each a title and its alignment, with no rows yet.
    package init(_ columns: [(title: String, alignment: Alignment)]) {
        header = columns.map(\.title)
        alignments = columns.map(\.alignment)
    }

    package mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a Markdown row must have one cell per column")
        rows.append(row)
    }

    /// The table as text: header, alignment line, rows.
    package var text: String {
        Self.line(header) + "|" + alignments.map { $0.rule + "|" }.joined() + "\n" + rows.map(Self.line).joined()
    }

    /// One line of a table: `| a | b |` and a newline, for rows that join a table built elsewhere.
    package static func line(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }
}
