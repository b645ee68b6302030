extension EventQueue {
    /// Checks the queue's structure and traps on the first broken rule (as swift-collections'
    /// `Heap._checkInvariants`); tests call it after every mutation.
    ///
    /// - Every entry in the front bucket, from `head`, has the base key; every entry in bucket
    ///   `(level, digit)` differs from the base first in hexadecimal digit `level` and has `digit`
    ///   there (so it is above the base).
    /// - A bucket's occupancy bit is set exactly when the bucket holds entries.
    /// - The base is not before the last event removed; the counts match the entries: `liveCount`
    ///   the live ones, `entryCount` all of them (cancelled ones not yet dropped included).
    /// - Every slot is pending (odd state) or free (even state, listed once in `freeSlots`).
    ///
    /// - Complexity: O(entries + slots).
    public func checkInvariants() {
        precondition(last >= lastRemoved, "the radix base is before the last event removed")
        var live = 0
        var entries = 0
        for entry in buckets[Self.front][head...] {
            precondition(entry.key == last, "a front entry is not at the base")
            entries += 1
            if slotStates[Int(entry.slot)] == entry.generation { live += 1 }
        }
        let masks = [occupied0, occupied1, occupied2, occupied3]
        for index in 0..<Self.front {
            let occupied = masks[index >> 6] & (1 << UInt64(index & 63)) != 0
            precondition(occupied == !buckets[index].isEmpty, "bucket \(index)'s occupancy bit is wrong")
            let level = index >> 4
            for entry in buckets[index] {
                let difference = entry.key ^ last
                precondition(difference != 0 && (63 - difference.leadingZeroBitCount) >> 2 == level,
                             "an entry of bucket \(index) differs from the base at another level")
                precondition(Int(truncatingIfNeeded: entry.key >> UInt64(level << 2)) & 15 == index & 15,
                             "an entry of bucket \(index) has another digit")
                entries += 1
                if slotStates[Int(entry.slot)] == entry.generation { live += 1 }
            }
        }
        precondition(live == liveCount, "liveCount \(liveCount), but \(live) live entries")
        precondition(entries == entryCount, "entryCount \(entryCount), but \(entries) entries")
        let free = slotStates.indices.filter { slotStates[$0] & 1 == 0 }
        precondition(free == freeSlots.map(Int.init).sorted(), "the free slots are not the even ones")
        precondition(slotStates.count - free.count == liveCount, "pending slots and live events differ")
    }
}
