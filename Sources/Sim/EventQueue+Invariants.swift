extension EventQueue {
    /// Checks the queue's structure and traps on the first broken rule (as swift-collections'
    /// `Heap._checkInvariants`); tests call it after every operation, `compact` and `rebase`
    /// included. These are every rule the queue's operations rely on:
    ///
    /// - The base is not before the last event removed (nothing may be scheduled before that).
    /// - Every entry of the front bucket has the base key. Every entry of bucket `(level, digit)`
    ///   is above the base, differs from it first in base-256 digit `level` and has `digit` there:
    ///   its key shares the base's digits above `level` and exceeds the base's digit at `level`.
    ///   So every pending event is at or after the base, a lower-numbered bucket holds only lower
    ///   keys than a higher one, and the front's first live entry is the earliest event.
    /// - Each bucket's minimum is exactly its smallest linked key, cancelled entries included
    ///   (`.max` when empty): `redistribute` takes it as the new base, which must be a key of the
    ///   bucket and not below any of its live keys.
    /// - Each bucket's list ends at its tail; a bucket's occupancy bit is set exactly when the
    ///   bucket holds entries, and a summary bit exactly when its word has a bit set, so
    ///   `removeLowest` finds the lowest non-empty bucket.
    /// - The pool holds no more entries than its room; every pool entry is in exactly one bucket
    ///   or on the free list, and every free entry has an even state (its event fired or was
    ///   cancelled), so a handle to a reused entry is stale.
    /// - The counts match the entries: `liveCount` the live ones, `entryCount` all linked ones
    ///   (cancelled ones not yet dropped included).
    ///
    /// - Complexity: O(entries).
    public func checkInvariants() {
        precondition(last >= lastRemoved, "the radix base is before the last event removed")
        precondition(poolCount <= poolCapacity, "the pool holds \(poolCount) entries in room for \(poolCapacity)")
        var live = 0
        var entries = 0
        var seen = [Bool](repeating: false, count: poolCount)
        var words = [UInt64](repeating: 0, count: 32)
        for word in 0..<32 {
            words[word] = occupied.words[word]
            precondition((occupied.summary & (1 << UInt32(word)) != 0) == (words[word] != 0),
                         "the occupancy summary's bit \(word) is wrong")
        }
        for number in 0...Self.front {
            if number < Self.front {
                // Most buckets are empty: checked with as few loads as can be (tests run this
                // after every operation, in debug builds).
                let marked = words[number >> 6] >> UInt64(number & 63) & 1 != 0
                let (head, tail, minimum) = (buckets[number].head, buckets[number].tail, buckets[number].minimum)
                if head < 0 && !marked && minimum == .max && tail < 0 { continue }
                precondition(marked == (head >= 0), "bucket \(number)'s occupancy bit is wrong")
                precondition(head >= 0 || minimum == .max, "empty bucket \(number) keeps a minimum")
                precondition(head >= 0 || tail < 0, "empty bucket \(number) has a tail")
            }
            let bucket = number == Self.front ? frontBucket : buckets[number]
            var index = bucket.head
            var previous: Int32 = -1
            var smallest = UInt64.max
            while index >= 0 {
                precondition(!seen[Int(index)], "pool entry \(index) is linked twice")
                seen[Int(index)] = true
                let entry = pool[Int(index)]
                if number == Self.front {
                    precondition(entry.key == last, "a front entry is not at the base")
                } else {
                    let level = number >> 8
                    precondition(entry.key > last, "an entry of bucket \(number) is not above the base")
                    let difference = entry.key ^ last
                    precondition((63 - difference.leadingZeroBitCount) >> 3 == level,
                                 "an entry of bucket \(number) differs from the base at another level")
                    precondition(Int(truncatingIfNeeded: entry.key >> UInt64(level << 3)) & 255 == number & 255,
                                 "an entry of bucket \(number) has another digit")
                    smallest = min(smallest, entry.key)
                }
                entries += 1
                if entry.state & 1 != 0 { live += 1 }
                previous = index
                index = entry.next
            }
            precondition(bucket.tail == previous, "bucket \(number)'s tail is not its last entry")
            precondition(number == Self.front || bucket.minimum == smallest,
                         "bucket \(number)'s minimum is not its smallest linked key")
        }
        var free = freeEntry
        while free >= 0 {
            precondition(!seen[Int(free)], "pool entry \(free) is both linked and free")
            precondition(pool[Int(free)].state & 1 == 0, "free pool entry \(free) is pending")
            seen[Int(free)] = true
            free = pool[Int(free)].next
        }
        precondition(seen.allSatisfy { $0 }, "a pool entry is neither in a bucket nor free")
        precondition(live == liveCount, "liveCount \(liveCount), but \(live) live entries")
        precondition(entries == entryCount, "entryCount \(entryCount), but \(entries) entries")
    }
}
