/// Text from users in a JSON string (manifests, baselines, shard headers): valid JSON that a
/// parser gives back exactly, with nothing unprintable in the file's bytes
/// (docs/rules.md#text-from-users).
///
/// `"` and `\` are escaped, newline, tab and carriage return as `\n`, `\t`, `\r`, every other
/// unprintable character as `\uXXXX` (lowercase hex; a character beyond U+FFFF as its UTF-16
/// surrogate pair), everything else as it is.
extension PrintableText {
    /// `text` as a JSON string literal, quotes included.
    package static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where isPrintable(scalar): out.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }
}
