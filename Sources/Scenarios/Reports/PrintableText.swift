/// Text that came from a user (a file name, a catalog title, a grid value) made safe for where it
/// is printed: no control character reaches a terminal, and no tab, newline or `|` breaks a TSV
/// row or a Markdown table.
///
/// Control characters (C0, DEL, C1 — the escape that starts a terminal sequence among them) are
/// shown as `\u{1B}`-style escapes, so what was in the text stays visible and nothing is
/// interpreted; tab, newline and carriage return inside a field as `\t`, `\n`, `\r`.
public enum PrintableText {
    /// `text` as one field of a terminal line: every control character escaped.
    public static func terminal(_ text: String) -> String {
        escaped(text, keepingLayout: false)
    }

    /// `text` as lines for a terminal: newline, tab and carriage return (progress) kept, every
    /// other control character escaped.
    public static func lines(_ text: String) -> String {
        escaped(text, keepingLayout: true)
    }

    /// `text` as one TSV field: control characters escaped as for a terminal.
    public static func tsvField(_ text: String) -> String {
        terminal(text)
    }

    /// `text` as one Markdown table cell: control characters escaped, and `|` as `\|`.
    public static func markdownCell(_ text: String) -> String {
        terminal(text).replacingOccurrences(of: "|", with: "\\|")
    }

    static func escaped(_ text: String, keepingLayout: Bool) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            !isControl(scalar) || (keepingLayout && (scalar == "\n" || scalar == "\t" || scalar == "\r"))
        }
        guard !text.unicodeScalars.allSatisfy(kept) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where kept(scalar): out.unicodeScalars.append(scalar)
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
