import Foundation

/// Search's text normalisation (DESIGN.md, "Search"): case-fold, strip diacritics and
/// punctuation, collapse spaces.
///
/// Decided here: apostrophes join ("You're" → "youre", as people type it without one); any other
/// punctuation or symbol separates words ("Jack-Jack" → "jack jack"). Letters and digits of every
/// script are kept.
public enum SearchText {
    /// The normalised form of `text`.
    public static func normalize(_ text: String) -> String {
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

    /// The words of normalised text.
    public static func words(_ normalized: String) -> [String] {
        normalized.split(separator: " ").map(String.init)
    }
}
