import Foundation
import Sim

/// The search typings already drawn by the runs of one seed with one typist, for every other run
/// of that seed to take instead of drawing them again: the arms of a replication meet the same
/// people, who mostly type the same searches, and drawing a typing keystroke by keystroke is a
/// large share of a sweep's work.
///
/// A typing (`Typist.typing(characters:debounceMilliseconds:using:)`) is a pure function of the
/// search stream's 256-bit state, the characters typed, the debounce and the typist, and so is
/// the state it leaves the stream in. The record keeps both, keyed by the whole state, the
/// characters and the debounce. A run that meets a recorded key takes the typing and sets its
/// generator to the state drawing would have left: the numbers, and every report, are the same
/// whichever run drew first, and whether any did (tests check a recalled typing against a drawn
/// one, and a sweep against its arms run alone).
///
/// Runs of one seed may run at once on different threads: every lookup and insertion is under
/// the record's lock, and the table is looked up, never iterated (docs/rules.md#no-hash-order).
/// It holds at most `capacity` typings; later ones are drawn every time.
package final class TypingRecord: @unchecked Sendable {
    /// The typings one record holds at most: about 100 bytes each, some 100 MB when full. A
    /// sweep's run of 2,000 caregivers over 28 days types about 163,000 distinct ones.
    package static let capacity = 1 << 20

    /// A typing's key: the generator's state and `characters << 32 | debounce`.
    private struct Key: Equatable {
        var state: (UInt64, UInt64, UInt64, UInt64)
        var shape: UInt64

        static func == (a: Key, b: Key) -> Bool {
            a.shape == b.shape && a.state == b.state
        }
    }

    /// What a typing came to, and the generator's state after it.
    private struct Value {
        var milliseconds: Int64
        var queries: Int
        var state: (UInt64, UInt64, UInt64, UInt64)
    }

    let typist: Typist
    private let lock = NSLock()
    /// Open addressing, probed linearly, at most half full: each slot holds 1 + the index of its
    /// typing in `keys` and `values`, or 0 when empty. Read and written only under `lock`, so
    /// without the run-time exclusivity checks (two a lookup, a third of its cost).
    @exclusivity(unchecked) private var slots = [Int32](repeating: 0, count: 1_024)
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var values: [Value] = []

    package init(typist: Typist) {
        self.typist = typist
    }

    /// How many typings are recorded.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return keys.count
    }

    /// `typist.typing(characters: count, debounceMilliseconds: debounce, using: &generator)`:
    /// recalled when recorded, else drawn (and recorded while there is room). Either way the
    /// generator ends where drawing would leave it.
    package func typing(characters count: Int, debounceMilliseconds debounce: Int64,
                        using generator: inout Xoshiro256StarStar) -> Typist.Typing {
        guard count >= 0, count < 1 << 31, debounce >= 0, debounce < 1 << 32 else {
            return typist.typing(characters: count, debounceMilliseconds: debounce, using: &generator)
        }
        let key = Key(state: generator.state, shape: UInt64(count) << 32 | UInt64(debounce))
        lock.lock()
        let known = find(key).index.map { values[$0] }
        lock.unlock()
        if let known {
            generator = Xoshiro256StarStar(state: known.state)
            return Typist.Typing(queries: known.queries, milliseconds: known.milliseconds)
        }
        let typing = typist.typing(characters: count, debounceMilliseconds: debounce, using: &generator)
        insert(key, Value(milliseconds: typing.milliseconds, queries: typing.queries, state: generator.state))
        return typing
    }

    private func insert(_ key: Key, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        guard keys.count < Self.capacity else { return }
        let (index, slot) = find(key)
        guard index == nil else { return }
        keys.append(key)
        values.append(value)
        slots[slot] = Int32(keys.count)
        if keys.count * 2 > slots.count { grow() }
    }

    /// The index of `key`'s typing, or nil and the empty slot where it would go.
    private func find(_ key: Key) -> (index: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Self.home(key, mask: mask)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (nil, slot) }
            if keys[entry - 1] == key { return (entry - 1, slot) }
            slot = (slot + 1) & mask
        }
    }

    /// The first slot probed for `key` in a table of `mask + 1` slots: the state is random, so a
    /// multiply mixes enough.
    private static func home(_ key: Key, mask: Int) -> Int {
        let mixed = (key.state.0 ^ key.shape) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// Twice the slots, every typing placed again.
    private func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in keys.indices {
            var slot = Self.home(keys[index], mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
