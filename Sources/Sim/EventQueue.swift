import Model

/// A priority queue of value-type events ordered by `(time, sequence number)`.
///
/// DESIGN.md, "Determinism rules" 6: the order is total. Events at the same instant come out in
/// the order they were scheduled (first in, first out), whatever the heap does internally; moving
/// an event with `reschedule` gives it a new sequence number, as if scheduled afresh.
///
/// Storage is a binary heap of entries that carry their event by value. Handles name a reusable
/// slot and its generation; cancelling bumps the generation, and the heap drops entries whose
/// generation no longer matches when they reach the top (lazy deletion), compacting when they
/// outnumber live ones. Once the queue has grown to its high-water mark, scheduling, popping,
/// cancelling and rescheduling allocate nothing.
public struct EventQueue<Event> {
    @usableFromInline struct Entry {
        @usableFromInline var time: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var slot: Int32
        @usableFromInline var generation: UInt32
        @usableFromInline var event: Event

        @inlinable
        init(time: Int64, sequence: UInt64, slot: Int32, generation: UInt32, event: Event) {
            self.time = time
            self.sequence = sequence
            self.slot = slot
            self.generation = generation
            self.event = event
        }

        /// `(time, sequence) < (other.time, other.sequence)`.
        @inlinable
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && sequence < other.sequence)
        }
    }

    @usableFromInline var heap: [Entry] = []
    /// Per slot: the generation of its live entry (odd/even carries no meaning).
    @usableFromInline var generations: [UInt32] = []
    /// Per slot: whether an entry with the slot's current generation is in the heap.
    @usableFromInline var live: [Bool] = []
    @usableFromInline var freeSlots: [Int32] = []
    @usableFromInline var nextSequence: UInt64 = 0
    @usableFromInline var liveCount = 0

    /// An empty queue.
    public init() {}

    /// How many events are pending.
    @inlinable
    public var count: Int { liveCount }

    /// Whether no event is pending.
    @inlinable
    public var isEmpty: Bool { liveCount == 0 }

    /// The time of the earliest pending event.
    @inlinable
    public mutating func nextTime() -> Instant? {
        dropCancelledTop()
        return heap.isEmpty ? nil : Instant(millisecondsSinceEpoch: heap[0].time)
    }

    /// Adds `event` at `time`, after every event already pending at that time.
    ///
    /// - Complexity: O(log n); no allocation once the queue has reached its high-water mark.
    @inlinable
    @discardableResult
    public mutating func schedule(_ event: Event, at time: Instant) -> EventHandle {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(generations.count)
            generations.append(0)
            live.append(false)
        }
        live[Int(slot)] = true
        liveCount += 1
        let generation = generations[Int(slot)]
        heap.append(Entry(time: time.millisecondsSinceEpoch, sequence: nextSequence, slot: slot,
                          generation: generation, event: event))
        nextSequence &+= 1
        siftUp(heap.count - 1)
        return EventHandle(slot: slot, generation: generation)
    }

    /// Whether `handle`'s event is still pending.
    @inlinable
    public func isPending(_ handle: EventHandle) -> Bool {
        let slot = Int(handle.slot)
        return slot < generations.count && generations[slot] == handle.generation && live[slot]
    }

    /// Removes `handle`'s event; `false` when it had already fired or been cancelled.
    ///
    /// - Complexity: O(1) amortised (the entry is dropped when it reaches the top, or at the
    ///   next compaction).
    @inlinable
    @discardableResult
    public mutating func cancel(_ handle: EventHandle) -> Bool {
        guard isPending(handle) else { return false }
        retire(slot: Int(handle.slot))
        if heap.count > 1_024 && heap.count > 2 * liveCount { compact() }
        return true
    }

    /// Moves `handle`'s pending event to `time`, behind events already due then; returns the
    /// event's new handle, or `nil` when it is no longer pending.
    ///
    /// - Complexity: O(log n).
    @inlinable
    public mutating func reschedule(_ handle: EventHandle, to time: Instant) -> EventHandle? {
        guard isPending(handle), let event = pendingEvent(handle) else { return nil }
        cancel(handle)
        return schedule(event, at: time)
    }

    /// Removes and returns the earliest pending event with its time and handle.
    ///
    /// - Complexity: O(log n).
    @inlinable
    public mutating func pop() -> (time: Instant, handle: EventHandle, event: Event)? {
        dropCancelledTop()
        guard !heap.isEmpty else { return nil }
        let top = removeTop()
        retire(slot: Int(top.slot))
        return (Instant(millisecondsSinceEpoch: top.time), EventHandle(slot: top.slot, generation: top.generation), top.event)
    }

    /// The pending event named by `handle` (a linear search: for rescheduling, not hot paths).
    @usableFromInline
    func pendingEvent(_ handle: EventHandle) -> Event? {
        heap.first { $0.slot == handle.slot && $0.generation == handle.generation }?.event
    }

    @inlinable
    mutating func retire(slot: Int) {
        generations[slot] &+= 1
        live[slot] = false
        liveCount -= 1
        freeSlots.append(Int32(slot))
    }

    @inlinable
    func isStale(_ entry: Entry) -> Bool {
        generations[Int(entry.slot)] != entry.generation
    }

    @inlinable
    mutating func dropCancelledTop() {
        while let top = heap.first, isStale(top) { _ = removeTop() }
    }

    @usableFromInline
    mutating func compact() {
        let current = generations
        heap.removeAll { current[Int($0.slot)] != $0.generation }
        if heap.count > 1 {
            for index in stride(from: (heap.count - 2) / Self.arity, through: 0, by: -1) { siftDown(index) }
        }
    }

    /// The heap's branching factor. Measured here: four children per node ran slower than two
    /// for 1,000 and 100,000 pending events.
    @usableFromInline static var arity: Int { 2 }

    /// The index of the earliest among the children of `parent` (which has at least one).
    @inlinable
    static func earliestChild(of parent: Int, in h: UnsafeMutableBufferPointer<Entry>) -> Int {
        let first = arity * parent + 1
        let end = min(first + arity, h.count)
        var best = first
        var index = first + 1
        while index < end {
            if h[index].precedes(h[best]) { best = index }
            index += 1
        }
        return best
    }

    /// Removes the root: the hole sinks to a leaf along earliest children, then the last entry
    /// fills it and rises (Floyd's bottom-up heuristic: fewer comparisons than a plain sift-down).
    @inlinable
    mutating func removeTop() -> Entry {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return last }
        return heap.withUnsafeMutableBufferPointer { h in
            let top = h[0]
            var hole = 0
            while Self.arity * hole + 1 < h.count {
                let child = Self.earliestChild(of: hole, in: h)
                h[hole] = h[child]
                hole = child
            }
            while hole > 0 {
                let parent = (hole - 1) / Self.arity
                if !last.precedes(h[parent]) { break }
                h[hole] = h[parent]
                hole = parent
            }
            h[hole] = last
            return top
        }
    }

    @inlinable
    mutating func siftUp(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { h in
            var index = start
            let entry = h[index]
            while index > 0 {
                let parent = (index - 1) / Self.arity
                if !entry.precedes(h[parent]) { break }
                h[index] = h[parent]
                index = parent
            }
            h[index] = entry
        }
    }

    @usableFromInline
    mutating func siftDown(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { h in
            var index = start
            let entry = h[index]
            while Self.arity * index + 1 < h.count {
                let child = Self.earliestChild(of: index, in: h)
                if !h[child].precedes(entry) { break }
                h[index] = h[child]
                index = child
            }
            h[index] = entry
        }
    }
}

extension EventQueue.Entry: Sendable where Event: Sendable {}
extension EventQueue: Sendable where Event: Sendable {}
