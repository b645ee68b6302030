/// Text that came from a user (a file name, a catalog title, a grid value) made safe for where it
/// is printed: nothing unprintable reaches a terminal, and no tab, newline or `|` breaks a TSV row
/// or a Markdown table.
///
/// Unprintable means a control character (C0, DEL, C1 — the escape that starts a terminal
/// sequence among them), an invisible format character (a bidirectional override, a zero-width
/// space), a line or paragraph separator, a private-use, surrogate or unassigned code point, or a
/// space other than U+0020. Each is shown as a `\u{001B}`-style escape, so what was in the text
/// stays visible and nothing is interpreted; tab, newline and carriage return inside a field as
/// `\t`, `\n`, `\r`.
package enum PrintableText {
    /// `text` as one field of a terminal line: everything unprintable escaped.
    package static func terminal(_ text: String) -> String {
        escaped(text, keepingLayout: false)
    }

    /// `text` as lines for a terminal: newline, tab and carriage return (progress) kept, everything
    /// else unprintable escaped.
    package static func lines(_ text: String) -> String {
        escaped(text, keepingLayout: true)
    }

    /// `text` as one TSV field: escaped as for a terminal.
    package static func tsvField(_ text: String) -> String {
        terminal(text)
    }

    /// `text` as one Markdown table cell: escaped as for a terminal, and `|` as `\|`.
    package static func markdownCell(_ text: String) -> String {
        terminal(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// `text` with everything unprintable escaped; with `keepingLayout`, newline, tab and carriage
    /// return pass; with `quote`, `"` and `\` are escaped too (for text shown in double quotes).
    package static func escaped(_ text: String, keepingLayout: Bool, quote: Bool = false) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            if quote && (scalar == "\"" || scalar == "\\") { return false }
            return isPrintable(scalar) || (keepingLayout && (scalar == "\n" || scalar == "\t" || scalar == "\r"))
        }
        guard !text.unicodeScalars.allSatisfy(kept) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where kept(scalar): out.unicodeScalars.append(scalar)
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out += "\\u{" + codePoint(scalar) + "}"
            }
        }
        return out
    }

    /// `scalar`'s code point in hex, at least four digits (`001B`).
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether `scalar` shows as itself.
    package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
        case .spaceSeparator: scalar == " "
        default: true
        }
    }
}
