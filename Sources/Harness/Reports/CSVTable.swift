import Foundation

/// A CSV table (RFC 4180): comma-separated, CRLF-free (`\n` line ends), one line per row; every
/// field written by `PrintableText.csvField` (unprintable characters escaped, quoted only when
/// it holds a comma or a quote).
package struct CSVTable: Sendable {
    package var header: [String]
    package var rows: [[String]] = []

    package init(header: [String]) {
        self.header = header
    }

    package mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a CSV row must have one field per column")
        rows.append(row)
    }

    /// The table as text, one line per row, ending in a newline.
    package var text: String {
        ([header] + rows).map { $0.map(Self.escape).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// `field` as written in a row (`PrintableText.csvField`).
    package static func escape(_ field: String) -> String {
        PrintableText.csvField(field)
    }
}
