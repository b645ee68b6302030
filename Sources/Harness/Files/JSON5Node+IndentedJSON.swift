extension JSON5Node {
    /// The value as JSON a person reads and a diff compares: every object's keys sorted by code
    /// point (by their UTF-8 bytes), two spaces of indent a level, `"key": value`, an empty object
    /// or array as `{}` or `[]`, strings as `PrintableText.jsonString` writes them, numbers as
    /// their source text, and a newline at the end. The same value always gives the same bytes
    /// (docs/rules.md#remote-config-export). The caller makes sure every number's text is JSON.
    package var indentedJSON: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch kind {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): out += Self.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "["
            for (index, element) in elements.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner
                element.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner + Self.quoted(member.key) + ": "
                member.value.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }
}
