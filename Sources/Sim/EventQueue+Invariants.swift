extension EventQueue {
    /// Checks the queue's structure and traps on the first broken rule (as swift-collections'
    /// `Heap._checkInvariants`); tests call it after every mutation.
    ///
    /// - Every entry in the front bucket has the base key; every entry in bucket `(level, digit)`
    ///   differs from the base first in base-256 digit `level` and has `digit` there (so it is
    ///   above the base).
    /// - Each bucket's minimum is exactly its smallest linked key, cancelled entries included
    ///   (`.max` when empty): `redistribute` takes it as the new base.
    /// - Each bucket's list ends at its tail; a bucket's occupancy bit is set exactly when the
    ///   bucket holds entries, and a summary bit exactly when its word has a bit set; every pool
    ///   entry is in exactly one bucket or the free list.
    /// - The base is not before the last event removed; the counts match the entries: `liveCount`
    ///   the live ones, `entryCount` all of them (cancelled ones not yet dropped included).
    /// - Every free pool entry has an even state (its event fired or was cancelled).
    ///
    /// - Complexity: O(entries).
    public func checkInvariants() {
        precondition(last >= lastRemoved, "the radix base is before the last event removed")
        var live = 0
        var entries = 0
        var seen = [Bool](repeating: false, count: poolCount)
        for word in 0..<32 {
            precondition((occupied.summary & (1 << UInt32(word)) != 0) == (occupied.words[word] != 0),
                         "the occupancy summary's bit \(word) is wrong")
        }
        for bucket in 0...Self.front {
            if bucket < Self.front {
                precondition(occupied.contains(bucket) == (self[bucket: bucket].head >= 0),
                             "bucket \(bucket)'s occupancy bit is wrong")
                precondition((self[bucket: bucket].head >= 0) || self[bucket: bucket].minimum == .max,
                             "empty bucket \(bucket) keeps a minimum")
            }
            var index = self[bucket: bucket].head
            var previous: Int32 = -1
            var smallest = UInt64.max
            while index >= 0 {
                precondition(!seen[Int(index)], "pool entry \(index) is linked twice")
                seen[Int(index)] = true
                let entry = pool[Int(index)]
                if bucket == Self.front {
                    precondition(entry.key == last, "a front entry is not at the base")
                } else {
                    let level = bucket >> 8
                    let difference = entry.key ^ last
                    precondition(difference != 0 && (63 - difference.leadingZeroBitCount) >> 3 == level,
                                 "an entry of bucket \(bucket) differs from the base at another level")
                    precondition(Int(truncatingIfNeeded: entry.key >> UInt64(level << 3)) & 255 == bucket & 255,
                                 "an entry of bucket \(bucket) has another digit")
                    smallest = min(smallest, entry.key)
                }
                entries += 1
                if isLive(index) { live += 1 }
                previous = index
                index = entry.next
            }
            precondition(self[bucket: bucket].tail == previous, "bucket \(bucket)'s tail is not its last entry")
            precondition(bucket == Self.front || self[bucket: bucket].minimum == smallest,
                         "bucket \(bucket)'s minimum is not its smallest linked key")
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
