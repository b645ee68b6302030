extension Chart {
    /// A charted song with the first two keys of the chart's order (`precedes`), which decide
    /// almost every comparison.
    struct RankKey {
        var plays: Int32
        var song: Int32
        var latest: Int64
    }

    /// Sorts `keys` (charted songs: each with at least one play) into the chart's order
    /// (`precedes`). The order is total (ids are unique), so any correct sort gives the same
    /// result: from `radixSortedAtLeast` keys, a radix sort of the plays and latest play packed
    /// into one 64-bit number when they fit (`radixSort`: no branch on the keys' values, which a
    /// comparison sort mispredicts about once in two comparisons), else a merge sort
    /// (`mergeSort`).
    ///
    /// - Complexity: O(n) for a radix sort (a pass to count, one per byte of the packed number
    ///   that varies, a pass to order songs tied on both keys by title and id), else O(n log n).
    static func sortInChartOrder(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) {
        guard keys.count > 1 else { return }
        if keys.count < radixSortedAtLeast || !radixSort(&keys, titles: titles, ids: ids) {
            mergeSort(&keys, titles: titles, ids: ids)
        }
    }

    /// Below this many keys, the merge sort is the cheaper.
    static var radixSortedAtLeast: Int { 64 }

    /// A key to radix-sort and the song it belongs to.
    private struct PackedKey {
        var packed: UInt64
        var key: RankKey
    }

    /// Sorts `keys` by a least-significant-byte-first radix sort of a 64-bit number whose
    /// ascending order is the chart's first two keys: the fewer plays than the most (high bits)
    /// above the latest play's distance from the newest (low bits). Songs with the same plays and
    /// latest play are then put in order by `precedes` (title, then id), run by run. Returns
    /// false, sorting nothing, when the two spans need more than 64 bits.
    private static func radixSort(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) -> Bool {
        var (mostPlays, fewestPlays) = (Int32.min, Int32.max)
        var (newest, oldest) = (Int64.min, Int64.max)
        for key in keys {
            (mostPlays, fewestPlays) = (max(mostPlays, key.plays), min(fewestPlays, key.plays))
            (newest, oldest) = (max(newest, key.latest), min(oldest, key.latest))
        }
        let latestBits = UInt64.bitWidth - UInt64(bitPattern: newest &- oldest).leadingZeroBitCount
        let playsBits = UInt32.bitWidth - UInt32(bitPattern: mostPlays &- fewestPlays).leadingZeroBitCount
        guard latestBits + playsBits <= UInt64.bitWidth else { return false }
        let count = keys.count
        let bytes = (latestBits + playsBits + 7) / 8
        var items = keys.map { key in
            PackedKey(packed: UInt64(UInt32(bitPattern: mostPlays &- key.plays)) << latestBits | UInt64(bitPattern: newest &- key.latest),
                      key: key)
        }
        var scratch = items
        var histograms = [Int](repeating: 0, count: 256 * max(bytes, 1))
        items.withUnsafeMutableBufferPointer { items in
            scratch.withUnsafeMutableBufferPointer { scratch in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    for item in items {
                        for byte in 0..<bytes { histograms[byte * 256 + Int((item.packed >> UInt64(byte * 8)) & 0xFF)] += 1 }
                    }
                    var (source, target) = (items, scratch)
                    for byte in 0..<bytes {
                        let histogram = UnsafeMutableBufferPointer(rebasing: histograms[(byte * 256)..<(byte * 256 + 256)])
                        // A byte every key shares orders nothing.
                        guard histogram[Int((source[0].packed >> UInt64(byte * 8)) & 0xFF)] != count else { continue }
                        var start = 0
                        for digit in 0..<256 { (histogram[digit], start) = (start, start + histogram[digit]) }
                        for item in source {
                            let digit = Int((item.packed >> UInt64(byte * 8)) & 0xFF)
                            target[histogram[digit]] = item
                            histogram[digit] += 1
                        }
                        (source, target) = (target, source)
                    }
                    if source.baseAddress != items.baseAddress {
                        for index in 0..<count { items[index] = source[index] }
                    }
                }
            }
        }
        keys.withUnsafeMutableBufferPointer { keys in
            items.withUnsafeBufferPointer { items in
                var start = 0
                while start < count {
                    var end = start + 1
                    while end < count && items[end].packed == items[start].packed { end += 1 }
                    if end - start > 16 {
                        // A long run of keys tied on plays and latest play (many plays at one
                        // millisecond): sorted as a whole, so the tie-break stays O(k log k).
                        for index in start..<end { keys[index] = items[index].key }
                        keys[start..<end].sort { precedes(Int($0.song), plays: $0.plays, latest: $0.latest, Int($1.song),
                                                          plays: $1.plays, latest: $1.latest, titles: titles, ids: ids) }
                        start = end
                        continue
                    }
                    for index in start..<end {
                        let key = items[index].key
                        var place = index
                        while place > start && precedes(Int(key.song), plays: key.plays, latest: key.latest, Int(keys[place - 1].song),
                                                        plays: keys[place - 1].plays, latest: keys[place - 1].latest, titles: titles, ids: ids) {
                            keys[place] = keys[place - 1]
                            place -= 1
                        }
                        keys[place] = key
                    }
                    start = end
                }
            }
        }
        return true
    }

    /// Sorts `keys` by insertion in runs of `sortedRun`, then merges runs pairwise, their width
    /// doubling, between `keys` and one scratch buffer.
    ///
    /// - Complexity: O(n log n) comparisons, one buffer of n keys.
    private static func mergeSort(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) {
        let count = keys.count
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

    /// The keys `mergeSort` sorts by insertion before merging.
    private static var sortedRun: Int { 8 }
}
