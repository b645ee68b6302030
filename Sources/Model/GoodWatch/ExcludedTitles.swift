/// The titles a recommendation must skip, asked once for every title fetched: a bit per id
/// between the smallest and the largest excluded id, so a lookup costs the same however long the
/// user's history (a sorted array's binary search grows with it).
public struct ExcludedTitles: Sendable {
    /// The largest id span kept as bits (512 KiB); a wider one is searched in the sorted ids.
    static let maximumSpan = 1 << 22

    /// The ids, ascending, when the span is too wide for bits.
    private let sorted: [Int32]
    private let first: Int64
    private let bits: [UInt64]

    /// The set of `ids`, in any order (repeats allowed).
    ///
    /// - Complexity: O(n + span / 64), or O(n log n) when the span is too wide for bits.
    public init(_ ids: [Int32]) {
        let low = Int64(ids.min() ?? 0)
        let span = Int64(ids.max() ?? 0) - low + 1
        first = low
        guard !ids.isEmpty, span <= Int64(Self.maximumSpan) else {
            sorted = ids.sorted()
            bits = []
            return
        }
        sorted = []
        var bits = [UInt64](repeating: 0, count: Int((span + 63) / 64))
        for id in ids {
            let offset = Int(Int64(id) - low)
            bits[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        self.bits = bits
    }

    /// Whether `id` is excluded. The bit test is always inlined: a recommendation asks it of every
    /// title it fetches, and the call would cost more than the test.
    ///
    /// - Complexity: O(1) when the ids are kept as bits, else O(log n).
    @inline(__always)
    public func contains(_ id: Int32) -> Bool {
        guard bits.isEmpty else {
            let offset = Int64(id) - first
            guard offset >= 0 && offset < Int64(bits.count) * 64 else { return false }
            return bits[Int(offset >> 6)] & (1 << UInt64(offset & 63)) != 0
        }
        return sortedContains(id)
    }

    /// Whether the sorted ids hold `id` (bisection).
    private func sortedContains(_ id: Int32) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) >> 1
            if sorted[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == id
    }
}
