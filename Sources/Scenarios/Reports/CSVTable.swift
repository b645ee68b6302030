import Foundation

/// A CSV table (RFC 4180): comma-separated, CRLF-free (`\n` line ends), fields quoted only when
/// they contain a comma, quote or newline.
public struct CSVTable: Sendable {
    public var header: [String]
    public var rows: [[String]] = []

    public init(header: [String]) {
        self.header = header
    }

    public mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a CSV row must have one field per column")
        rows.append(row)
    }

    /// The table as text, one line per row, ending in a newline.
    public var text: String {
        ([header] + rows).map { $0.map(Self.escape).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
