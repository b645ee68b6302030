import Model

/// "Did you mean …?" for a misspelt key: the known key it most likely meant.
///
/// A known key matches when it equals the typed one ignoring case, or else is within an edit
/// distance of 2 (`Levenshtein`, ignoring case) and shorter than the typed key's length in edits
/// (so `ab` does not suggest `id`). The first of the closest keys in `known`'s order wins, so the
/// suggestion never depends on anything but the list.
package enum KeySuggestion {
    /// The known key `typed` most likely meant, or `nil` when none is close.
    package static func nearest(to typed: String, in known: [String]) -> String? {
        let lowered = Array(typed.lowercased())
        var best: (key: String, distance: Int)?
        for key in known where key != typed {
            guard let distance = Levenshtein.distance(lowered, Array(key.lowercased()), limit: 2),
                  distance < lowered.count, distance < (best?.distance ?? 3) else { continue }
            best = (key, distance)
        }
        return best?.key
    }

    /// `"; did you mean baseQuota?"`, to follow "unknown key", or nothing when no known key is close.
    package static func hint(for typed: String, in known: [String]) -> String {
        nearest(to: typed, in: known).map { "; did you mean \($0)?" } ?? ""
    }
}
