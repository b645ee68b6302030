/// Text from users in Markdown (`summary.md`, `sweep.md`, `check --markdown`): shown as the text
/// it is, never as Markdown or HTML (docs/rules.md#text-from-users).
///
/// Unprintable characters are escaped as for a terminal first (`PrintableText.terminal`), so no
/// newline can end a table row or a paragraph. Then, in running text, every character CommonMark
/// or GitHub would act on is backslash-escaped: `\`, `` ` ``, `*`, `[`, `]`, `<`, `>`, `&`, `~`,
/// and `_` unless its run of underscores stands between two letters or digits (where it cannot
/// start or end emphasis, so `free_uses` and `baseQuota_2__populations` stay as they are). In a table cell `|` is escaped too. In a code span
/// (`markdownCode`) backslashes mean nothing, so the span's fence is made longer than any run of
/// backticks inside it instead.
extension PrintableText {
    /// `text` as Markdown running text: a heading, a paragraph, a list item, link text.
    package static func markdownText(_ text: String) -> String {
        markdown(text, inTable: false)
    }

    /// `text` as one Markdown table cell: as running text, and `|` as `\|`.
    package static func markdownCell(_ text: String) -> String {
        markdown(text, inTable: true)
    }

    /// `text` as a Markdown code span, backticks included: `` `text` ``, or with a longer fence
    /// (`` `` a`b `` ``) when the text holds backticks. Inside a table, `|` as `\|`, which GitHub
    /// reads as `|` even in a code span; since a table row is split before the span is read, and
    /// `\\` there is one escaped backslash, a `|` after an odd run of backslashes takes two more.
    package static func markdownCode(_ text: String, inTable: Bool = false) -> String {
        var content = ""
        var backslashes = 0
        for character in terminal(text) {
            if inTable && character == "|" { content += backslashes % 2 == 0 ? "\\" : "\\\\" }
            content.append(character)
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        // CommonMark strips one space from each end of a span that begins and ends with a space,
        // and a backtick at either end would join the fence: pad with a space each side then.
        let allSpaces = content.allSatisfy { $0 == " " }
        let pad = content.first == "`" || content.last == "`"
            || (content.first == " " && content.last == " " && !allSpaces)
        if content.isEmpty { return "\(fence) \(fence)" }
        return pad ? "\(fence) \(content) \(fence)" : fence + content + fence
    }

    static func markdown(_ text: String, inTable: Bool) -> String {
        let shown = Array(terminal(text).unicodeScalars)
        func isWordScalar(_ index: Int) -> Bool {
            shown.indices.contains(index) && (shown[index].properties.isAlphabetic || shown[index].properties.numericType != nil)
        }
        /// Whether the run of `_` that `index` is in stands between two letters or digits.
        func isIntraword(_ index: Int) -> Bool {
            var start = index
            var end = index
            while start > 0 && shown[start - 1] == "_" { start -= 1 }
            while end + 1 < shown.count && shown[end + 1] == "_" { end += 1 }
            return isWordScalar(start - 1) && isWordScalar(end + 1)
        }
        var out = String.UnicodeScalarView()
        for (index, scalar) in shown.enumerated() {
            switch scalar {
            case "\\", "`", "*", "[", "]", "<", ">", "&", "~":
                out.append("\\")
            case "_" where !isIntraword(index):
                out.append("\\")
            case "|" where inTable:
                out.append("\\")
            default:
                break
            }
            out.append(scalar)
        }
        return String(out)
    }
}
