import Foundation

/// Search's text normalisation (docs/rules.md#search-fields): case-fold, strip diacritics and
/// punctuation, collapse spaces.
///
/// Decided here: apostrophes join ("You're" → "youre", as people type it without one); any other
/// punctuation or symbol separates words ("Jack-Jack" → "jack jack"). Letters and digits of every
/// script are kept.
public enum SearchText {
    /// The normalised form of `text`.
    public static func normalize(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(text) }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { continue }
            if scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2018}" || scalar == "`" { continue }
            if properties.isAlphabetic || properties.numericType != nil {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return String(out)
    }

    /// The same rules for ASCII text, byte by byte (most titles are ASCII; no Unicode tables needed).
    static func normalizeASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        normalizeASCII(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The normalised UTF-8 of ASCII `text`, appended to `out` (a query reuses its buffer).
    static func normalizeASCII(_ text: String, into out: inout [UInt8]) {
        let start = out.count
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingSpace && out.count > start { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                out.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingSpace && out.count > start { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                out.append(byte | 0x20)
            case UInt8(ascii: "'"), UInt8(ascii: "`"):
                continue
            default:
                pendingSpace = true
            }
        }
    }

    /// The words of normalised text.
    public static func words(_ normalized: String) -> [String] {
        normalized.split(separator: " ").map(String.init)
    }
}
