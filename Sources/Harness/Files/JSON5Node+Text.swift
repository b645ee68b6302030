extension JSON5Node {
    /// The value as compact JSON5 text that parses back to an equal value (numbers keep their
    /// source text), for passing a scenario value on as a `--set` override.
    package var text: String {
        switch kind {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): Self.quoted(text)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal (`PrintableText.jsonString`), which JSON5 reads too.
    package static func quoted(_ text: String) -> String {
        PrintableText.jsonString(text)
    }
}
