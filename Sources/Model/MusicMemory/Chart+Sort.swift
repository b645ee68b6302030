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
    /// result; which one runs depends on the keys:
    ///
    /// - fewer than `radixSortedAtLeast` keys: a merge sort (`mergeSort`);
    /// - else, the plays' span (most − fewest) taking p bits, the latest plays' span (newest −
    ///   oldest, in milliseconds) l bits, and the keys' places in `keys` (0 ..< n) k bits:
    ///   - p + l + k ≤ 64: a radix sort of one 64-bit number a key, its rank (plays and latest
    ///     play, p + l bits) above its place (`radixSort`, `RadixLayout.rankWithPlace`);
    ///   - p + l ≤ 64 < p + l + k: a radix sort of each key's 64-bit rank, its place moved beside
    ///     it in an array of its own (`RadixLayout.rankBesidePlace`) — a million charted songs (20
    ///     bits) with latest plays over a year (35 bits) and plays 512 apart (10 bits), say;
    ///   - p + l > 64 (latest plays across nearly the whole range of instants): the merge sort.
    ///
    /// A radix sort branches on no key's value, where a comparison sort mispredicts about once in
    /// two comparisons.
    ///
    /// - Complexity: O(n) for a radix sort — one pass to make the ranks and count their bytes,
    ///   one per byte of the rank that varies (a byte every key shares is skipped), one to gather
    ///   the keys, and only when two neighbours tie on plays and latest play, one to order each
    ///   such run of k songs by title and id in O(k log k) — else O(n log n).
    static func sortInChartOrder(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) {
        guard keys.count > 1 else { return }
        if keys.count < radixSortedAtLeast || radixSort(&keys, titles: titles, ids: ids) == nil {
            mergeSort(&keys, titles: titles, ids: ids)
        }
    }

    /// Below this many keys, the merge sort is the cheaper.
    static var radixSortedAtLeast: Int { 64 }

    /// Where `radixSort` keeps each key's place in the unsorted keys while it sorts the ranks.
    enum RadixLayout: Equatable {
        /// In the low bits of one 64-bit number, below the rank: the passes move 8 bytes a key.
        case rankWithPlace
        /// In an array of its own, moved with the rank: the passes move 12 bytes a key.
        case rankBesidePlace
    }

    /// How `radixSort` ranks keys: a 64-bit number whose ascending order is the chart's first two
    /// keys, the fewer plays than the most (high bits) above the latest play's distance from the
    /// newest (low bits, `latestBits` of them).
    private struct RankPacking {
        var mostPlays: Int32
        var newest: Int64
        var latestBits: Int
        /// The bytes of the rank that may vary, from the lowest.
        var bytes: Int

        @inline(__always)
        func rank(of key: RankKey) -> UInt64 {
            UInt64(UInt32(bitPattern: mostPlays &- key.plays)) << UInt64(latestBits) | UInt64(bitPattern: newest &- key.latest)
        }
    }

    /// Sorts `keys` by a least-significant-byte-first radix sort of each key's rank
    /// (`RankPacking`), carrying the key's place in `keys` as `sortInChartOrder` states
    /// (`RadixLayout`). No pass sorts the places: they only name the keys, and keep their order
    /// within a run tied on both keys, the sort being stable. Songs with the same plays and latest
    /// play are then put in order by `precedes` (title, then id), run by run. Returns the layout
    /// used, or nil, sorting nothing, when the rank needs more than 64 bits.
    static func radixSort(_ keys: inout [RankKey], titles: [String], ids: [UInt64]) -> RadixLayout? {
        var (mostPlays, fewestPlays) = (Int32.min, Int32.max)
        var (newest, oldest) = (Int64.min, Int64.max)
        for key in keys {
            (mostPlays, fewestPlays) = (max(mostPlays, key.plays), min(fewestPlays, key.plays))
            (newest, oldest) = (max(newest, key.latest), min(oldest, key.latest))
        }
        let latestBits = UInt64.bitWidth - UInt64(bitPattern: newest &- oldest).leadingZeroBitCount
        let playsBits = UInt32.bitWidth - UInt32(bitPattern: mostPlays &- fewestPlays).leadingZeroBitCount
        let placeBits = Int.bitWidth - (keys.count - 1).leadingZeroBitCount
        guard latestBits + playsBits <= UInt64.bitWidth else { return nil }
        let packing = RankPacking(mostPlays: mostPlays, newest: newest, latestBits: latestBits, bytes: (latestBits + playsBits + 7) / 8)
        guard placeBits + latestBits + playsBits <= UInt64.bitWidth else {
            sortRanksBesidePlaces(&keys, packing, titles: titles, ids: ids)
            return .rankBesidePlace
        }
        sortRanksWithPlaces(&keys, packing, placeBits: placeBits, titles: titles, ids: ids)
        return .rankWithPlace
    }

    /// Each key's rank (`packing`) made into the number a radix layout sorts, `item(rank, place)`,
    /// in the keys' order; and each of the rank's varying bytes counted, as the numbers are made, in
    /// that byte's histogram (256 counts a byte, byte 0 first).
    @inline(__always)
    private static func packedRanks(_ keys: [RankKey], _ packing: RankPacking,
                                    _ item: (_ rank: UInt64, _ place: Int) -> UInt64) -> (items: [UInt64], histograms: [Int]) {
        let count = keys.count, bytes = packing.bytes
        var histograms = [Int](repeating: 0, count: 256 * max(bytes, 1))
        let items = [UInt64](unsafeUninitializedCapacity: count) { items, initialized in
            keys.withUnsafeBufferPointer { keys in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    for place in 0..<count {
                        let rank = packing.rank(of: keys[place])
                        items[place] = item(rank, place)
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
        return (items, histograms)
    }

    /// Byte `byte`'s histogram turned into where each digit's keys start in a pass, or nil when
    /// every key has the first key's digit `firstDigit` there: a byte every key shares orders
    /// nothing, and its pass is skipped.
    @inline(__always)
    private static func digitStarts(_ histograms: UnsafeMutableBufferPointer<Int>, byte: Int, firstDigit: Int,
                               count: Int) -> UnsafeMutableBufferPointer<Int>? {
        let histogram = UnsafeMutableBufferPointer(rebasing: histograms[(byte * 256)..<(byte * 256 + 256)])
        guard histogram[firstDigit] != count else { return nil }
        var start = 0
        for digit in 0..<256 { (histogram[digit], start) = (start, start &+ histogram[digit]) }
        return histogram
    }

    /// `radixSort` of one 64-bit number a key: its rank above its place (`placeBits` bits).
    private static func sortRanksWithPlaces(_ keys: inout [RankKey], _ packing: RankPacking, placeBits: Int, titles: [String], ids: [UInt64]) {
        let count = keys.count, bytes = packing.bytes
        var (items, histograms) = packedRanks(keys, packing) { rank, place in rank << UInt64(placeBits) | UInt64(place) }
        // Not zeroed: each pass writes every place of its target before the next reads it.
        let scratch = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        defer { scratch.deallocate() }
        let unsorted = keys
        let placeMask = UInt64(1) << UInt64(placeBits) &- 1
        items.withUnsafeMutableBufferPointer { items in
            histograms.withUnsafeMutableBufferPointer { histograms in
                var (source, target) = (items, scratch)
                for byte in 0..<bytes {
                    let shift = UInt64(placeBits &+ byte &* 8)
                    guard let histogram = digitStarts(histograms, byte: byte, firstDigit: Int((source[0] &>> shift) & 0xFF), count: count)
                    else { continue }
                    for item in source {
                        let digit = Int((item &>> shift) & 0xFF)
                        target[histogram[digit]] = item
                        histogram[digit] &+= 1
                    }
                    (source, target) = (target, source)
                }
                // The keys gathered by place from the sorted numbers into new storage (the
                // unsorted keys are read, not copied), noting whether two neighbours tie on both
                // keys (no rank is all ones: the place takes a bit).
                keys = [RankKey](unsafeUninitializedCapacity: count) { keys, initialized in
                    var tied = false
                    unsorted.withUnsafeBufferPointer { unsorted in
                        var previous = UInt64.max
                        for index in 0..<count {
                            let item = source[index]
                            keys.initializeElement(at: index, to: unsorted[Int(item & placeMask)])
                            let rank = item &>> UInt64(placeBits)
                            tied = tied || rank == previous
                            previous = rank
                        }
                    }
                    initialized = count
                    if tied { orderTiedRuns(keys, ranks: UnsafeBufferPointer(source), shift: placeBits, titles: titles, ids: ids) }
                }
            }
        }
    }

    /// `radixSort` of each key's 64-bit rank, its place (32 bits) moved beside it in an array of
    /// its own: for keys whose rank and place together need more than 64 bits.
    private static func sortRanksBesidePlaces(_ keys: inout [RankKey], _ packing: RankPacking, titles: [String], ids: [UInt64]) {
        let count = keys.count, bytes = packing.bytes
        precondition(count <= Int(UInt32.max), "a key's place fits in 32 bits")
        // The ranks, and the places in order.
        var (ranks, histograms) = packedRanks(keys, packing) { rank, _ in rank }
        var places = Array(0..<UInt32(count))
        // Not zeroed: each pass writes every place of its targets before the next reads them.
        let (rankScratch, placeScratch) = (UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count),
                                           UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count))
        defer {
            rankScratch.deallocate()
            placeScratch.deallocate()
        }
        let unsorted = keys
        ranks.withUnsafeMutableBufferPointer { ranks in
            places.withUnsafeMutableBufferPointer { places in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    var (source, target) = ((ranks, places), (rankScratch, placeScratch))
                    for byte in 0..<bytes {
                        let shift = UInt64(byte &* 8)
                        guard let histogram = digitStarts(histograms, byte: byte, firstDigit: Int((source.0[0] &>> shift) & 0xFF), count: count)
                        else { continue }
                        for index in 0..<count {
                            let rank = source.0[index]
                            let digit = Int((rank &>> shift) & 0xFF)
                            (target.0[histogram[digit]], target.1[histogram[digit]]) = (rank, source.1[index])
                            histogram[digit] &+= 1
                        }
                        (source, target) = (target, source)
                    }
                    // The keys gathered by place into new storage, noting whether two neighbours
                    // tie on both keys (any rank may be all ones: the first has no neighbour).
                    keys = [RankKey](unsafeUninitializedCapacity: count) { keys, initialized in
                        var tied = false
                        unsorted.withUnsafeBufferPointer { unsorted in
                            keys.initializeElement(at: 0, to: unsorted[Int(source.1[0])])
                            for index in 1..<count {
                                keys.initializeElement(at: index, to: unsorted[Int(source.1[index])])
                                tied = tied || source.0[index] == source.0[index - 1]
                            }
                        }
                        initialized = count
                        if tied { orderTiedRuns(keys, ranks: UnsafeBufferPointer(source.0), shift: 0, titles: titles, ids: ids) }
                    }
                }
            }
        }
    }

    /// Puts each run of `keys` tied on plays and latest play in order by `precedes` (title, then
    /// id), given the keys' ranks (`RankPacking`) in the same order, each shifted left by `shift`
    /// bits.
    private static func orderTiedRuns(_ keys: UnsafeMutableBufferPointer<RankKey>, ranks: UnsafeBufferPointer<UInt64>, shift: Int,
                                      titles: [String], ids: [UInt64]) {
        let count = keys.count
        var start = 0
        while start < count {
            let rank = ranks[start] &>> UInt64(shift)
            var end = start + 1
            while end < count && ranks[end] &>> UInt64(shift) == rank { end += 1 }
            // A long run tied on plays and latest play (many plays at one millisecond) is sorted
            // as a whole, so the tie-break stays O(k log k).
            if end - start > 16 {
                keys[start..<end].sort { precedes($0, $1, titles: titles, ids: ids) }
            } else {
                insertionSort(keys, start..<end, titles: titles, ids: ids)
            }
            start = end
        }
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
