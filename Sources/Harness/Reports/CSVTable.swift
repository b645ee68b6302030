import Foundation

/// A CSV table (RFC 4180): comma-separated, CRLF-free (`\n` line ends), fields quoted only when
/// they contain a comma, quote or newline.
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

    package static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
