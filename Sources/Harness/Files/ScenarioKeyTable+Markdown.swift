extension ScenarioKeyTable {
    /// The table as the scenario reference shows it (docs/rules.md#scenario-reference): a row per
    /// key, in order, with its type, default, allowed values and meaning. Key names and default
    /// values are code; a required key's default reads `required`. The other cells are Markdown
    /// as written, with `|` escaped so that it cannot split a cell.
    package var markdown: String {
        var table = MarkdownTable([("key", .left), ("type", .left), ("default", .left), ("allowed", .left), ("meaning", .left)])
        for key in keys {
            let fallback = switch key.fallback {
            case .required: "required"
            case .value(let text): PrintableText.markdownCode(text, inTable: true)
            case .words(let words): Self.cell(words)
            }
            table.append([PrintableText.markdownCode(key.name, inTable: true), Self.cell(key.values.type), fallback,
                          Self.cell(key.values.allowed), Self.cell(key.meaning)])
        }
        return table.text
    }

    /// Markdown written for a cell, with each `|` escaped.
    private static func cell(_ markdown: String) -> String {
        markdown.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
