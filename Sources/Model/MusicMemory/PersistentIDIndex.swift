/// A song's dense index by its persistent id (`LibraryStore`'s lookup): an open-addressing hash
/// table, probed linearly from a multiplicative (Fibonacci) hash of the id and never more than
/// half full, so a lookup or an insertion is a multiply, a shift and a probe or two — no
/// `Hasher` per id. It is looked up, never iterated, and answers what a `[UInt64: Int32]` with
/// the same entries answers.
struct PersistentIDIndex: Sendable {
    /// Each slot's id and dense index (−1: an empty slot).
    private var keys: [UInt64]
    private var values: [Int32]
    /// The table's size is 2^(64 − `shift`).
    private var shift: UInt64
    /// Ids held.
    private(set) var count = 0

    /// `ids`, each at its position in the collection.
    init<IDs: Collection<UInt64>>(ids: IDs) {
        (keys, values, shift) = ([], [], 64)
        rebuild(ids: ids)
    }

    /// Holds exactly `ids`, each at its position in the collection, and nothing else.
    mutating func rebuild<IDs: Collection<UInt64>>(ids: IDs) {
        var size = 16
        while size < ids.count * 2 { size *= 2 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        let shift = shift
        var count = 0
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                for (index, id) in ids.enumerated() {
                    let slot = Self.find(id, keys: UnsafeBufferPointer(keys), values: UnsafeBufferPointer(values), shift: shift)
                    if values[slot] < 0 {
                        keys[slot] = id
                        count += 1
                    }
                    values[slot] = Int32(index)
                }
            }
        }
        self.count = count
    }

    /// The dense index of `id`, if held.
    subscript(id: UInt64) -> Int32? {
        let slot = find(id)
        return values[slot] >= 0 ? values[slot] : nil
    }

    /// Holds `id` at dense index `index` (a non-negative one), in place of any index it had.
    mutating func insert(_ id: UInt64, at index: Int32) {
        precondition(index >= 0, "dense indices are non-negative")
        var slot = find(id)
        if values[slot] < 0 {
            if (count + 1) * 2 > keys.count {
                grow()
                slot = find(id)
            }
            keys[slot] = id
            count += 1
        }
        values[slot] = index
    }

    /// The slot holding `id`, or the empty slot where it would go.
    private func find(_ id: UInt64) -> Int {
        keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { values in Self.find(id, keys: keys, values: values, shift: shift) }
        }
    }

    /// The slot of `keys` and `values` (2^(64 − `shift`) slots) holding `id`, or the empty slot
    /// where it would go.
    private static func find(_ id: UInt64, keys: UnsafeBufferPointer<UInt64>, values: UnsafeBufferPointer<Int32>, shift: UInt64) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while values[slot] >= 0 && keys[slot] != id { slot = (slot + 1) & mask }
        return slot
    }

    /// Twice the slots, every entry placed again.
    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Int32](repeating: -1, count: oldKeys.count * 2)
        shift -= 1
        for slot in oldKeys.indices where oldValues[slot] >= 0 {
            let free = find(oldKeys[slot])
            keys[free] = oldKeys[slot]
            values[free] = oldValues[slot]
        }
    }
}
