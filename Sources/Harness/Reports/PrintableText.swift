/// Text that came from a user (a file name, a `--set` value, a grid value, an arm name, a catalog
/// title) made safe for where it is printed or written: one rule, one function per destination
/// (docs/rules.md#text-from-users).
///
/// The rule has two parts. First, nothing unprintable reaches any output as itself. Unprintable
/// means a control character (C0, DEL, C1 — the escape that starts a terminal sequence among
/// them), an invisible format character (a bidirectional override, a zero-width space), a line or
/// paragraph separator, a private-use, surrogate or unassigned code point, or a space other than
/// U+0020 (`isPrintable`, the one definition). Second, what the destination gives a meaning to
/// (`|` in a Markdown table, `"` in CSV, `'` in a shell word, `<` and `&` in XML) is quoted or
/// escaped the way that destination reads it, so the text is shown, never interpreted.
///
/// How each destination shows an unprintable character:
/// - terminal, TSV, Markdown, CSV, XML/HTML/SVG: as a visible `\u{001B}`-style escape (`\t`, `\n`,
///   `\r` for tab, newline and carriage return), so what was in the text stays visible;
/// - a shell word (`shellWord`): inside `$'…'`, as the shell's own escape, so a pasted command
///   is one line and gives back the exact bytes;
/// - a JSON string (`jsonString`): as a `\uXXXX` escape, so a parser gives back the exact text.
package enum PrintableText {
    /// `text` as one field of a terminal line: everything unprintable escaped.
    package static func terminal(_ text: String) -> String {
        escaped(text, keepingLayout: false)
    }

    /// `text` as lines for a terminal: newline, tab and carriage return (progress) kept, everything
    /// else unprintable escaped. For AppSim's own text only: a user's text inside it goes through
    /// `terminal` first, so it cannot start a line of its own.
    package static func lines(_ text: String) -> String {
        escaped(text, keepingLayout: true)
    }

    /// `text` as one TSV field: escaped as for a terminal (so no tab or newline is left in it).
    package static func tsvField(_ text: String) -> String {
        terminal(text)
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

    /// Whether `scalar` shows as itself: the one definition of printable every destination uses.
    package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
        case .spaceSeparator: scalar == " "
        default: true
        }
    }
}
