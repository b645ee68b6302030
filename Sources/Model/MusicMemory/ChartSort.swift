extension Chart {
    /// A charted song with the first two keys of the chart's order (`precedes`), which decide
    /// almost every comparison.
    struct RankKey {
        var plays: Int32
        var song: Int32
        var latest: Int64
    }

    /// Sorts `keys` into the chart's order (`precedes`): runs of `sortedRun` keys by insertion,
    /// then merged pairwise, run width doubling, between `keys` and one scratch buffer. The order
    /// is total (ids are unique), so this gives what any correct sort gives; it moves each key
    /// about log₂(n / `sortedRun`) + `sortedRun` / 4 times, where the standard library's stable
    /// sort insertion-sorts runs of 32 to 64.
    ///
    /// - Complexity: O(n log n) comparisons, one buffer of n keys.
    static func sortInChartOrder(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) {
        let count = keys.count
        guard count > 1 else { return }
        @inline(__always) func before(_ a: RankKey, _ b: RankKey) -> Bool {
            precedes(Int(a.song), plays: a.plays, latest: a.latest, Int(b.song), plays: b.plays, latest: b.latest, titles: titles, ids: ids)
        }
        var scratch = keys
        keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                var start = 0
                while start < count {
                    let end = min(start + sortedRun, count)
                    for next in (start + 1)..<end {
                        let key = keys[next]
                        var place = next
                        while place > start && before(key, keys[place - 1]) {
                            keys[place] = keys[place - 1]
                            place -= 1
                        }
                        keys[place] = key
                    }
                    start = end
                }
                var (source, target) = (keys, scratch)
                var width = sortedRun
                while width < count {
                    var low = 0
                    while low < count {
                        let middle = min(low + width, count), high = min(low + 2 * width, count)
                        var (left, right, write) = (low, middle, low)
                        while left < middle && right < high {
                            if before(source[right], source[left]) {
                                target[write] = source[right]
                                right += 1
                            } else {
                                target[write] = source[left]
                                left += 1
                            }
                            write += 1
                        }
                        while left < middle {
                            target[write] = source[left]
                            (left, write) = (left + 1, write + 1)
                        }
                        while right < high {
                            target[write] = source[right]
                            (right, write) = (right + 1, write + 1)
                        }
                        low = high
                    }
                    (source, target) = (target, source)
                    width *= 2
                }
                if source.baseAddress != keys.baseAddress {
                    for index in 0..<count { keys[index] = source[index] }
                }
            }
        }
    }

    /// The keys `sortInChartOrder` sorts by insertion before merging.
    private static var sortedRun: Int { 8 }
}
