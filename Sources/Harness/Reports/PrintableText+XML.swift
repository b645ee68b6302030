/// Text from users in XML and HTML: SVG charts, JUnit XML (`check --junit`), an HTML report
/// (docs/rules.md#text-from-users).
///
/// Unprintable characters are escaped as for a terminal (`\u{001B}`) first: XML 1.0 cannot hold
/// most control characters at all, not even as character references, and a parser would turn a
/// newline or tab in an attribute into a space. Then `&`, `<` and `>` become `&amp;`, `&lt;`,
/// `&gt;`; in an attribute value (always written in double quotes) `"` becomes `&quot;` too.
extension PrintableText {
    /// `text` as XML or HTML character data (between tags).
    package static func xmlText(_ text: String) -> String {
        markup(text, attribute: false)
    }

    /// `text` as an XML or HTML attribute value written in double quotes.
    package static func xmlAttribute(_ text: String) -> String {
        markup(text, attribute: true)
    }

    static func markup(_ text: String, attribute: Bool) -> String {
        let shown = terminal(text)
        guard shown.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || (attribute && $0 == "\"") }) else { return shown }
        var out = ""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
