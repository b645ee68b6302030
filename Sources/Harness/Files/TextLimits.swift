/// What a name in a scenario may contain, and how user text is shown in messages.
///
/// Names flow into folder names, CSV and TSV cells, Markdown tables and the terminal, so they are
/// checked before the run: the scenario's `name` (letters, digits, `-`, `_`) is at most
/// `nameLength` bytes, so `reports/<name>/` and its staging folder `.<name>.partial-<pid>` fit the
/// 255-byte file-name limit; an arm's name is printable text — no control characters (newlines,
/// tabs, ESC), no invisible format characters — of at most `armNameLength` characters.
package enum TextLimits {
    /// The longest scenario name, in bytes.
    package static let nameLength = 100
    /// The longest arm name, in characters.
    package static let armNameLength = 64

    /// Why `name` cannot name an arm, or `nil` when it can.
    package static func armNameProblem(_ name: String) -> String? {
        if let bad = name.unicodeScalars.first(where: { !PrintableText.isPrintable($0) }) {
            return "expected printable text (no control or invisible characters), got \(shown(name)) with U+\(PrintableText.codePoint(bad)); remove it"
        }
        guard name.count <= armNameLength else {
            return "expected at most \(armNameLength) characters, got \(name.count); shorten it"
        }
        return nil
    }

    /// `text` in double quotes (at most `limit` characters of it) with every unprintable character
    /// escaped (`\n`, `\u{001B}`), so a message never carries a newline or a terminal escape
    /// sequence from user input.
    package static func shown(_ text: String, limit: Int = 80) -> String {
        let scalars = text.unicodeScalars
        let cut = scalars.count > limit
        let kept = String(String.UnicodeScalarView(scalars.prefix(limit)))
        return "\"" + escaped(kept, quote: true) + (cut ? "…" : "") + "\""
    }

    /// `text` with every unprintable character escaped (and `"` too when `quote`).
    package static func escaped(_ text: String, quote: Bool = false) -> String {
        PrintableText.escaped(text, keepingLayout: false, quote: quote)
    }
}
