import Model

/// A priority queue of value-type events ordered by `(time, sequence number)`.
///
/// DESIGN.md, "Determinism rules" 6: the order is total. Events at the same instant come out in
/// the order they were scheduled (first in, first out), whatever the heap does internally; moving
/// an event with `reschedule` gives it a new sequence number, as if scheduled afresh.
///
/// Storage is an indexed binary heap over reusable slots. After the queue has grown to its
/// high-water mark, scheduling, popping, cancelling and rescheduling allocate nothing.
public struct EventQueue<Event> {
    @usableFromInline struct Entry: Sendable {
        @usableFromInline var time: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var slot: Int32

        @inlinable
        init(time: Int64, sequence: UInt64, slot: Int32) {
            self.time = time
            self.sequence = sequence
            self.slot = slot
        }

        @inlinable
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && sequence < other.sequence)
        }
    }

    @usableFromInline var heap: [Entry] = []
    @usableFromInline var positions: [Int32] = []
    @usableFromInline var generations: [UInt32] = []
    @usableFromInline var payloads: [Event?] = []
    @usableFromInline var freeSlots: [Int32] = []
    @usableFromInline var nextSequence: UInt64 = 0

    /// An empty queue.
    public init() {}

    /// How many events are pending.
    @inlinable
    public var count: Int { heap.count }

    /// Whether no event is pending.
    @inlinable
    public var isEmpty: Bool { heap.isEmpty }

    /// The time of the earliest pending event.
    @inlinable
    public var nextTime: Instant? {
        heap.isEmpty ? nil : Instant(millisecondsSinceEpoch: heap[0].time)
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
            payloads[Int(slot)] = event
        } else {
            slot = Int32(positions.count)
            positions.append(-1)
            generations.append(0)
            payloads.append(event)
        }
        let entry = Entry(time: time.millisecondsSinceEpoch, sequence: nextSequence, slot: slot)
        nextSequence &+= 1
        heap.append(entry)
        positions[Int(slot)] = Int32(heap.count - 1)
        siftUp(heap.count - 1)
        return EventHandle(slot: slot, generation: generations[Int(slot)])
    }

    /// Whether `handle`'s event is still pending.
    @inlinable
    public func isPending(_ handle: EventHandle) -> Bool {
        let slot = Int(handle.slot)
        return slot < positions.count && generations[slot] == handle.generation && positions[slot] >= 0
    }

    /// The time `handle`'s event is due, if it is pending.
    @inlinable
    public func time(of handle: EventHandle) -> Instant? {
        guard isPending(handle) else { return nil }
        return Instant(millisecondsSinceEpoch: heap[Int(positions[Int(handle.slot)])].time)
    }

    /// Removes `handle`'s event; `false` when it had already fired or been cancelled.
    ///
    /// - Complexity: O(log n).
    @inlinable
    @discardableResult
    public mutating func cancel(_ handle: EventHandle) -> Bool {
        guard isPending(handle) else { return false }
        let position = Int(positions[Int(handle.slot)])
        remove(at: position)
        return true
    }

    /// Moves `handle`'s pending event to `time` (a new sequence number: it goes after events
    /// already at that time); `false` when it is no longer pending.
    ///
    /// - Complexity: O(log n).
    @inlinable
    @discardableResult
    public mutating func reschedule(_ handle: EventHandle, to time: Instant) -> Bool {
        guard isPending(handle) else { return false }
        let position = Int(positions[Int(handle.slot)])
        let old = heap[position]
        heap[position] = Entry(time: time.millisecondsSinceEpoch, sequence: nextSequence, slot: old.slot)
        nextSequence &+= 1
        if heap[position].precedes(old) { siftUp(position) } else { siftDown(position) }
        return true
    }

    /// Removes and returns the earliest event with its time and handle.
    ///
    /// - Complexity: O(log n).
    @inlinable
    public mutating func pop() -> (time: Instant, handle: EventHandle, event: Event)? {
        guard !heap.isEmpty else { return nil }
        let top = heap[0]
        let slot = Int(top.slot)
        let handle = EventHandle(slot: top.slot, generation: generations[slot])
        let event = payloads[slot].unsafelyUnwrapped
        remove(at: 0)
        return (Instant(millisecondsSinceEpoch: top.time), handle, event)
    }

    @inlinable
    mutating func remove(at position: Int) {
        let slot = Int(heap[position].slot)
        positions[slot] = -1
        generations[slot] &+= 1
        payloads[slot] = nil
        freeSlots.append(Int32(slot))
        let last = heap.removeLast()
        if position < heap.count {
            let removed = heap[position]
            heap[position] = last
            positions[Int(last.slot)] = Int32(position)
            if last.precedes(removed) { siftUp(position) } else { siftDown(position) }
        }
    }

    @inlinable
    mutating func siftUp(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { h in
            positions.withUnsafeMutableBufferPointer { p in
                var index = start
                let entry = h[index]
                while index > 0 {
                    let parent = (index - 1) >> 1
                    if !entry.precedes(h[parent]) { break }
                    h[index] = h[parent]
                    p[Int(h[index].slot)] = Int32(index)
                    index = parent
                }
                h[index] = entry
                p[Int(entry.slot)] = Int32(index)
            }
        }
    }

    @inlinable
    mutating func siftDown(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { h in
            positions.withUnsafeMutableBufferPointer { p in
                let count = h.count
                var index = start
                let entry = h[index]
                while true {
                    var child = 2 * index + 1
                    if child >= count { break }
                    if child + 1 < count && h[child + 1].precedes(h[child]) { child += 1 }
                    if !h[child].precedes(entry) { break }
                    h[index] = h[child]
                    p[Int(h[index].slot)] = Int32(index)
                    index = child
                }
                h[index] = entry
                p[Int(entry.slot)] = Int32(index)
            }
        }
    }
}

extension EventQueue: Sendable where Event: Sendable {}
