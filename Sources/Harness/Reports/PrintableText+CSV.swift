/// Text from users in a CSV field (`kpis.csv`, `sweep.csv`, the arms' CSV): RFC 4180 quoting
/// over printable text (docs/rules.md#text-from-users).
///
/// Unprintable characters are escaped as for a terminal (`\n`, `\u{001B}`) — newlines and
/// carriage returns included, although RFC 4180 would allow them inside quotes — so every record
/// is one line: `wc -l`, `grep` and line-by-line readers see one row per line, and no cell can
/// recolour a terminal that prints the file. Then a field holding a comma or a double quote is
/// put in double quotes, each `"` doubled.
extension PrintableText {
    /// `text` as one CSV field.
    package static func csvField(_ text: String) -> String {
        let shown = terminal(text)
        guard shown.contains(where: { $0 == "," || $0 == "\"" }) else { return shown }
        return "\"" + shown.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
