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
    /// with the key's place into one 64-bit number when they fit (`radixSort`: no branch on the
    /// keys' values, which a comparison sort mispredicts about once in two comparisons), else a
    /// merge sort (`mergeSort`).
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

    /// Sorts `keys` by a least-significant-byte-first radix sort of a 64-bit number whose
    /// ascending order is the chart's first two keys: the fewer plays than the most (high bits)
    /// above the latest play's distance from the newest (middle bits), above the key's place in
    /// `keys` (low bits, which no pass sorts: they only name the key, and keep their order within
    /// a run tied on both keys, the sort being stable). Songs with the same plays and latest play
    /// are then put in order by `precedes` (title, then id), run by run. Returns false, sorting
    /// nothing, when the three spans need more than 64 bits.
    private static func radixSort(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) -> Bool {
        var (mostPlays, fewestPlays) = (Int32.min, Int32.max)
        var (newest, oldest) = (Int64.min, Int64.max)
        for key in keys {
            (mostPlays, fewestPlays) = (max(mostPlays, key.plays), min(fewestPlays, key.plays))
            (newest, oldest) = (max(newest, key.latest), min(oldest, key.latest))
        }
        let count = keys.count
        let latestBits = UInt64.bitWidth - UInt64(bitPattern: newest &- oldest).leadingZeroBitCount
        let playsBits = UInt32.bitWidth - UInt32(bitPattern: mostPlays &- fewestPlays).leadingZeroBitCount
        let placeBits = Int.bitWidth - (count - 1).leadingZeroBitCount
        guard placeBits + latestBits + playsBits <= UInt64.bitWidth else { return false }
        let bytes = (latestBits + playsBits + 7) / 8
        // The packed numbers, each byte of their ranks counted as it is made.
        var histograms = [Int](repeating: 0, count: 256 * max(bytes, 1))
        var items = [UInt64](unsafeUninitializedCapacity: count) { items, initialized in
            keys.withUnsafeBufferPointer { keys in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    for place in 0..<count {
                        let key = keys[place]
                        let rank = UInt64(UInt32(bitPattern: mostPlays &- key.plays)) << UInt64(latestBits)
                            | UInt64(bitPattern: newest &- key.latest)
                        items[place] = rank << UInt64(placeBits) | UInt64(place)
                        var digits = rank
                        for byte in 0..<bytes {
                            histograms[byte &* 256 &+ Int(digits & 0xFF)] &+= 1
                            digits &>>= 8
                        }
                    }
                }
            }
            initialized = count
        }
        var scratch = [UInt64](repeating: 0, count: count)
        let unsorted = keys
        let placeMask = UInt64(1) << UInt64(placeBits) &- 1
        var tied = false
        items.withUnsafeMutableBufferPointer { items in
            scratch.withUnsafeMutableBufferPointer { scratch in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    var (source, target) = (items, scratch)
                    for byte in 0..<bytes {
                        let histogram = UnsafeMutableBufferPointer(rebasing: histograms[(byte * 256)..<(byte * 256 + 256)])
                        let shift = UInt64(placeBits &+ byte &* 8)
                        // A byte every key shares orders nothing.
                        guard histogram[Int((source[0] &>> shift) & 0xFF)] != count else { continue }
                        var start = 0
                        for digit in 0..<256 { (histogram[digit], start) = (start, start &+ histogram[digit]) }
                        for item in source {
                            let digit = Int((item &>> shift) & 0xFF)
                            target[histogram[digit]] = item
                            histogram[digit] &+= 1
                        }
                        (source, target) = (target, source)
                    }
                    // The keys gathered by place from the sorted numbers, noting whether two
                    // neighbours tie on both keys (no rank is all ones: the place takes a bit).
                    keys.withUnsafeMutableBufferPointer { keys in
                        unsorted.withUnsafeBufferPointer { unsorted in
                            var previous = UInt64.max
                            for index in 0..<count {
                                let item = source[index]
                                keys[index] = unsorted[Int(item & placeMask)]
                                let rank = item &>> UInt64(placeBits)
                                tied = tied || rank == previous
                                previous = rank
                            }
                        }
                    }
                    if tied && source.baseAddress != items.baseAddress {
                        for index in 0..<count { items[index] = source[index] }
                    }
                }
            }
        }
        guard tied else { return true }
        keys.withUnsafeMutableBufferPointer { keys in
            items.withUnsafeBufferPointer { items in
                var start = 0
                while start < count {
                    let rank = items[start] &>> UInt64(placeBits)
                    var end = start + 1
                    while end < count && items[end] &>> UInt64(placeBits) == rank { end += 1 }
                    // A long run tied on plays and latest play (many plays at one millisecond) is
                    // sorted as a whole, so the tie-break stays O(k log k).
                    if end - start > 16 {
                        keys[start..<end].sort { precedes($0, $1, titles: titles, ids: ids) }
                    } else {
                        insertionSort(keys, start..<end, titles: titles, ids: ids)
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
        var scratch = keys
        keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for start in stride(from: 0, to: count, by: sortedRun) {
                    insertionSort(keys, start..<min(start + sortedRun, count), titles: titles, ids: ids)
                }
                var (source, target) = (keys, scratch)
                var width = sortedRun
                while width < count {
                    var low = 0
                    while low < count {
                        let middle = min(low + width, count), high = min(low + 2 * width, count)
                        var (left, right, write) = (low, middle, low)
                        while left < middle && right < high {
                            if precedes(source[right], source[left], titles: titles, ids: ids) {
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

    /// Sorts `keys[range]` by insertion: for the short runs both sorts leave.
    @inline(__always)
    private static func insertionSort(_ keys: UnsafeMutableBufferPointer<RankKey>, _ range: Range<Int>, titles: [String], ids: [UInt64]) {
        guard range.count > 1 else { return }
        for next in (range.lowerBound + 1)..<range.upperBound {
            let key = keys[next]
            var place = next
            while place > range.lowerBound && precedes(key, keys[place - 1], titles: titles, ids: ids) {
                keys[place] = keys[place - 1]
                place -= 1
            }
            keys[place] = key
        }
    }

    /// The chart's order (`precedes`) of two keys.
    @inline(__always)
    private static func precedes(_ a: RankKey, _ b: RankKey, titles: [String], ids: [UInt64]) -> Bool {
        precedes(Int(a.song), plays: a.plays, latest: a.latest, Int(b.song), plays: b.plays, latest: b.latest, titles: titles, ids: ids)
    }

    /// The keys `mergeSort` sorts by insertion before merging.
    private static var sortedRun: Int { 8 }
}
