import Time

/// The executions a server holds at once, as requests arrive in time order
/// (docs/rules.md#executions-in-flight): each execution runs from its arrival to its end, and the
/// peak per UTC minute is the most that ran at the same instant during that minute.
///
/// An execution ending at `t` no longer counts at `t` (half-open intervals), so back-to-back
/// executions on one slot never count twice. The ends are kept in a binary min-heap.
package struct ExecutionsInFlight: Sendable {
    private var ends: [Int64] = []
    /// The minute whose peak is being measured (minutes since the epoch), and that peak so far.
    private var minute: Int64?
    private var peak = 0
    /// Finished minutes with at least one execution in flight: (minute, peak), ascending.
    package private(set) var peaks: [(minute: Int64, peak: Int)] = []

    package init() {}

    /// An execution from `start` to `end` (> `start`); starts must come in ascending order.
    package mutating func start(at start: Int64, until end: Int64) {
        advance(to: start)
        push(end)
        peak = max(peak, ends.count)
    }

    /// Closes every minute before the one holding `instant`, finishing executions ended by then.
    private mutating func advance(to instant: Int64) {
        let target = Zone.floorDivide(instant, 60_000)
        while let current = minute, current < target { closeMinute(current) }
        while let first = ends.first, first <= instant { popFirst() }
        if minute == nil {
            minute = target
            peak = ends.count
        }
    }

    /// Closes the last minutes: every execution still running ends where it ends.
    package mutating func finish() {
        while let current = minute { closeMinute(current) }
    }

    /// Records `current`'s peak and opens the next minute with what is still running at its
    /// start, or none when nothing is.
    private mutating func closeMinute(_ current: Int64) {
        if peak > 0 { peaks.append((current, peak)) }
        let next = current + 1
        while let first = ends.first, first <= next * 60_000 { popFirst() }
        minute = ends.isEmpty ? nil : next
        peak = ends.count
    }

    private mutating func push(_ end: Int64) {
        ends.append(end)
        var child = ends.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard ends[child] < ends[parent] else { break }
            ends.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popFirst() {
        let last = ends.removeLast()
        guard !ends.isEmpty else { return }
        ends[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < ends.count else { break }
            let right = left + 1
            let child = right < ends.count && ends[right] < ends[left] ? right : left
            guard ends[child] < ends[parent] else { break }
            ends.swapAt(child, parent)
            parent = child
        }
    }
}
