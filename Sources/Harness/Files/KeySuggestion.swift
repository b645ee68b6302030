/// "Did you mean …?" for a misspelt key: the known key it most likely meant.
///
/// A known key matches when it equals the typed one ignoring case, or else is within an edit
/// distance of 2 (insertions, deletions, substitutions, ignoring case) and shorter than the typed
/// key's length in edits (so `ab` does not suggest `id`). The first of the closest keys in `known`'s
/// order wins, so the suggestion never depends on anything but the list.
package enum KeySuggestion {
    /// The known key `typed` most likely meant, or `nil` when none is close.
    package static func nearest(to typed: String, in known: [String]) -> String? {
        let lowered = Array(typed.lowercased().unicodeScalars)
        var best: (key: String, distance: Int)?
        for key in known where key != typed {
            let distance = editDistance(lowered, Array(key.lowercased().unicodeScalars), limit: 2)
            guard distance <= 2, distance < lowered.count, distance < (best?.distance ?? 3) else { continue }
            best = (key, distance)
        }
        return best?.key
    }

    /// `"; did you mean baseQuota?"`, to follow "unknown key", or nothing when no known key is close.
    package static func hint(for typed: String, in known: [String]) -> String {
        nearest(to: typed, in: known).map { "; did you mean \($0)?" } ?? ""
    }

    /// The Levenshtein distance of `a` and `b`, or `limit + 1` when it is larger than `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return min(previous[b.count], limit + 1)
    }
}
