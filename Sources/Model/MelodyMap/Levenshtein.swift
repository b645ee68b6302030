/// Edit distance between strings, counted in `Character`s (grapheme clusters): an accented letter
/// written with a combining mark, or a family emoji, is one character, as a person sees it.
///
/// Used by search's fuzzy tier (distance ≤ 2 against a token or the whole field;
/// docs/rules.md#search-tiers, docs/rules.md#edit-distance), where the bounded form stops as soon
/// as the distance must exceed the limit.
public enum Levenshtein {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`.
    ///
    /// - Complexity: O(|a| · |b|) time, O(min(|a|, |b|)) memory.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    /// The distance between two character arrays (for callers that keep them precomputed).
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        guard !short.isEmpty else { return long.count }
        var previous = Array(0...short.count)
        var current = [Int](repeating: 0, count: short.count + 1)
        for (i, x) in long.enumerated() {
            current[0] = i + 1
            for (j, y) in short.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[short.count]
    }

    /// The distance if it is at most `limit`, else `nil`; for any sequences of comparable symbols
    /// (search compares precomputed character codes).
    ///
    /// Only the diagonal band of width `2 · limit + 1` can hold distances within the limit, and a
    /// row whose band minimum exceeds the limit ends the search (Ukkonen's cut-off). The two rows
    /// live in stack memory: nothing is allocated.
    ///
    /// - Complexity: O(limit · max(|a|, |b|)).
    @inlinable
    public static func distance<A: RandomAccessCollection, B: RandomAccessCollection>(_ a: A, _ b: B, limit: Int) -> Int?
    where A.Element == B.Element, A.Element: Equatable, A.Index == Int, B.Index == Int {
        precondition(limit >= 0, "limit must not be negative")
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let (a0, b0) = (a.startIndex, b.startIndex)
        let outside = limit + 1
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows -> Int? in
            var previous = rows.baseAddress!
            var current = previous + width
            for j in 0..<width { previous[j] = j <= limit ? j : outside }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                current[low - 1] = low == 1 && i <= limit ? i : outside
                var rowMinimum = current[low - 1]
                if low <= high {
                    for j in low...high {
                        let substitution = previous[j - 1] + (a[a0 + i - 1] == b[b0 + j - 1] ? 0 : 1)
                        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1, outside)
                        rowMinimum = min(rowMinimum, current[j])
                    }
                }
                if high < b.count { current[high + 1] = outside }
                if rowMinimum > limit { return nil }
                swap(&previous, &current)
            }
            return previous[b.count] <= limit ? previous[b.count] : nil
        }
    }

    /// `distance(a, b, limit:)` for strings.
    public static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        distance(Array(a), Array(b), limit: limit)
    }
}
