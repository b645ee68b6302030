import Foundation
import Testing
@testable import Sim
import TestSupport
import Time

private func at(_ ms: Int64) -> Instant { Instant(millisecondsSinceEpoch: ms) }

/// A test event: a literal name (`"early"`) or a number (`e12`). Events are plain values
/// (`BitwiseCopyable`), so a `String` cannot be one.
private enum Label: BitwiseCopyable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    case named(StaticString)
    case numbered(Int)

    init(stringLiteral name: StaticString) { self = .named(name) }

    var description: String {
        switch self {
        case .named(let name): "\(name)"
        case .numbered(let number): "e\(number)"
        }
    }

    static func == (lhs: Label, rhs: Label) -> Bool { lhs.description == rhs.description }
}

/// Records every delivered event as `(time, label)`; can re-arm or cancel on delivery.
private struct TraceRecorder: EventHandler {
    var log: [String] = []
    var onDeliver: ((Label, inout Simulation<Label>) -> Void)?

    mutating func handle(_ event: Label, handle: EventHandle, in simulation: inout Simulation<Label>) {
        log.append("\(simulation.now.millisecondsSinceEpoch):\(event)")
        onDeliver?(event, &simulation)
    }
}

@Suite("Simulation")
struct SimulationTests {
    @Test("events at the same instant come out first in, first out")
    func fifoTies() {
        var simulation = Simulation<Label>(start: at(0))
        for label: Label in ["a", "b", "c"] { simulation.schedule(label, at: at(10)) }
        simulation.schedule("early", at: at(5))
        simulation.schedule("d", at: at(10))
        var recorder = TraceRecorder()
        simulation.run(until: at(100), handler: &recorder)
        #expect(recorder.log == ["5:early", "10:a", "10:b", "10:c", "10:d"])
    }

    @Test("run(until:) covers [now, until): an event at `until` waits for the next run")
    func halfOpenRun() {
        var simulation = Simulation<Label>(start: at(0))
        simulation.schedule("at-0", at: at(0))
        simulation.schedule("at-10", at: at(10))
        var recorder = TraceRecorder()
        #expect(simulation.run(until: at(10), handler: &recorder) == 1)
        #expect(simulation.now == at(10))
        #expect(recorder.log == ["0:at-0"])
        simulation.run(until: at(11), handler: &recorder)
        #expect(recorder.log == ["0:at-0", "10:at-10"])
        #expect(simulation.delivered == 2)
    }

    @Test("an event scheduled by a handler for now is delivered in the same run, after its peers")
    func zeroDelayFromHandler() {
        var simulation = Simulation<Label>(start: at(0))
        simulation.schedule("first", at: at(1))
        simulation.schedule("second", at: at(1))
        var recorder = TraceRecorder()
        recorder.onDeliver = { event, sim in
            if event == "first" { sim.schedule("spawned", afterMilliseconds: 0) }
        }
        simulation.run(until: at(2), handler: &recorder)
        #expect(recorder.log == ["1:first", "1:second", "1:spawned"])
    }

    @Test("cancel removes a pending event; a fired or stale handle cancels nothing")
    func cancel() {
        var simulation = Simulation<Label>(start: at(0))
        let keep = simulation.schedule("keep", at: at(5))
        let drop = simulation.schedule("drop", at: at(6))
        let cancelledPending = simulation.cancel(drop)
        let cancelledTwice = simulation.cancel(drop)
        #expect(cancelledPending && !cancelledTwice)
        var recorder = TraceRecorder()
        simulation.run(until: at(10), handler: &recorder)
        #expect(recorder.log == ["5:keep"])
        let cancelledFired = simulation.cancel(keep)
        #expect(!cancelledFired)
        let reuse = simulation.schedule("reuse", at: at(20))
        let cancelledStale = simulation.cancel(drop)
        #expect(!cancelledStale, "a stale handle must not cancel the slot's new event")
        let reusePending = simulation.queue.isPending(reuse)
        #expect(reusePending)
    }

    @Test("reschedule moves a pending timer, behind events already due at its new time")
    func reschedule() {
        var simulation = Simulation<Label>(start: at(0))
        let timer = simulation.schedule("timer", at: at(50))
        simulation.schedule("other", at: at(20))
        let moved = simulation.reschedule(timer, to: at(20))
        let movedPending = moved.map { simulation.queue.isPending($0) }
        #expect(movedPending == true)
        let oldPending = simulation.queue.isPending(timer)
        #expect(!oldPending, "the old handle no longer names the event")
        var recorder = TraceRecorder()
        simulation.run(until: at(100), handler: &recorder)
        #expect(recorder.log == ["20:other", "20:timer"])
        let movedAfterFiring = simulation.reschedule(moved!, to: at(200))
        #expect(movedAfterFiring == nil)
    }

    @Test("random schedule/cancel/reschedule programs (200; 2,000 in the long set) pop in (time, sequence) order, the queue's invariants holding after every operation")
    func matchesReferenceOrder() {
        for seed in UInt64(0)..<UInt64(LongTests.size(quick: 200, long: 2_000)) {
            var g = Xoshiro256StarStar(seed: seed)
            var queue = EventQueue<Int>()
            var reference: [(time: Int64, seq: Int, id: Int)] = []
            var handles: [Int: EventHandle] = [:]
            var seq = 0
            for id in 0..<Int(g.uniform(below: 60) + 1) {
                let time = Int64(g.uniform(below: 20))
                handles[id] = queue.schedule(id, at: at(time))
                queue.checkInvariants()
                reference.append((time, seq, id))
                seq += 1
                if g.chance(1, in: 4), let victim = reference.randomElement(using: &g) {
                    let cancelled = queue.cancel(handles[victim.id]!)
                    queue.checkInvariants()
                    #expect(cancelled)
                    reference.removeAll { $0.id == victim.id }
                }
                if g.chance(1, in: 4), let moved = reference.randomElement(using: &g) {
                    let newTime = Int64(g.uniform(below: 20))
                    let rescheduled = queue.reschedule(handles[moved.id]!, to: at(newTime))
                    queue.checkInvariants()
                    #expect(rescheduled != nil)
                    handles[moved.id] = rescheduled
                    reference.removeAll { $0.id == moved.id }
                    reference.append((newTime, seq, moved.id))
                    seq += 1
                }
            }
            reference.sort { ($0.time, $0.seq) < ($1.time, $1.seq) }
            var popped: [Int] = []
            while let next = queue.pop() {
                queue.checkInvariants()
                popped.append(next.event)
            }
            #expect(popped == reference.map(\.id), "seed \(seed)")
        }
    }
}

extension SimulationTests {
    @Test("random interleavings (100; 1,000 in the long set) of schedule, cancel, reschedule, peek, pop and compact match a sorted reference, with times from 0 to 2^40 ms, the queue's invariants holding after every operation")
    func interleavedMatchesReference() {
        for seed in UInt64(0)..<UInt64(LongTests.size(quick: 100, long: 1_000)) {
            var g = Xoshiro256StarStar(seed: seed &+ 10_000)
            var queue = EventQueue<Int>()
            var reference: [(time: Int64, seq: Int, id: Int, handle: EventHandle)] = []
            var now: Int64 = 0
            var seq = 0
            var popped: [Int] = []
            var expected: [Int] = []
            for id in 0..<200 {
                switch g.uniform(below: 8) {
                case 0, 1, 2:
                    // At or after the last event popped, so often before the base a peek moved ahead:
                    // scheduling there re-files the queue around the earlier time (`rebase`).
                    let span: Int64 = g.chance(1, in: 2) ? 16 : 1 << 40
                    let time = now + g.uniform(in: 0...span)
                    let handle = queue.schedule(id, at: at(time))
                    reference.append((time, seq, id, handle))
                    seq += 1
                case 3 where !reference.isEmpty:
                    let victim = Int(g.uniform(below: UInt64(reference.count)))
                    let cancelled = queue.cancel(reference[victim].handle)
                    #expect(cancelled)
                    reference.remove(at: victim)
                case 4 where !reference.isEmpty:
                    let moving = Int(g.uniform(below: UInt64(reference.count)))
                    let time = now + g.uniform(in: 0...(g.chance(1, in: 2) ? 16 : 1 << 40))
                    let handle = queue.reschedule(reference[moving].handle, to: at(time))
                    #expect(handle != nil)
                    reference[moving] = (time, seq, reference[moving].id, handle!)
                    seq += 1
                case 5:
                    let earliest = reference.min { ($0.time, $0.seq) < ($1.time, $1.seq) }?.time
                    #expect(queue.nextTime()?.millisecondsSinceEpoch == earliest)
                case 6:
                    queue.compact()
                default:
                    reference.sort { ($0.time, $0.seq) < ($1.time, $1.seq) }
                    if let next = queue.pop() {
                        popped.append(next.event)
                        expected.append(reference.removeFirst().id)
                        now = next.time.millisecondsSinceEpoch
                    }
                }
                queue.checkInvariants()
            }
            #expect(popped == expected, "seed \(seed)")
            #expect(queue.count == reference.count)
        }
    }

    @Test("a bucket whose smallest key was cancelled: the base moves onto it, the front stays empty, the rest still come out in order")
    func cancelledMinimum() {
        var queue = EventQueue<Int>()
        _ = queue.schedule(0, at: at(0))
        let zero = queue.pop()?.event
        #expect(zero == 0)
        let first = queue.schedule(17, at: at(17))
        _ = queue.schedule(18, at: at(18))
        _ = queue.schedule(30, at: at(30))
        _ = queue.schedule(300, at: at(300))
        queue.checkInvariants()
        let cancelled = queue.cancel(first)
        #expect(cancelled)
        queue.checkInvariants()
        var order: [Int] = []
        while let next = queue.pop() {
            order.append(next.event)
            queue.checkInvariants()
        }
        #expect(order == [18, 30, 300])
    }

    @Test("a handle cancelled while its entry is still linked stays stale after the entry is dropped and reused")
    func staleHandleAfterReuse() {
        var queue = EventQueue<Int>()
        let stale = queue.schedule(1, at: at(10))
        _ = queue.schedule(2, at: at(20))
        let cancelled = queue.cancel(stale)
        let next = queue.pop()?.event
        #expect(cancelled && next == 2, "the cancelled entry is dropped when met")
        // Both freed entries are taken again: one of them is the stale handle's.
        let reused = [queue.schedule(3, at: at(30)), queue.schedule(4, at: at(40))]
        let stalePending = queue.isPending(stale)
        #expect(!stalePending)
        let cancelledAgain = queue.cancel(stale)
        let moved = queue.reschedule(stale, to: at(50))
        #expect(!cancelledAgain && moved == nil)
        let pending = reused.map { queue.isPending($0) }
        #expect(pending == [true, true] && queue.count == 2)
        let events = [queue.pop()?.event, queue.pop()?.event]
        #expect(events == [3, 4])
        queue.checkInvariants()
    }

    @Test("cancelling most of 1,500 pending events compacts the queue, its invariants holding after every cancel, and keeps the survivors in order")
    func compaction() {
        var queue = EventQueue<Int>()
        var handles: [EventHandle] = []
        for id in 0..<1_500 { handles.append(queue.schedule(id, at: at(Int64(1_500 - id) * 7))) }
        var compactions = 0
        for id in 0..<1_500 where id % 10 != 0 {
            let entries = queue.entryCount
            queue.cancel(handles[id])
            if queue.entryCount < entries { compactions += 1 }
            queue.checkInvariants()
        }
        #expect(compactions > 0 && queue.entryCount < 1_024, "cancelled entries were dropped without being met")
        #expect(queue.count == 150)
        var order: [Int] = []
        while let next = queue.pop() {
            queue.checkInvariants()
            order.append(next.event)
        }
        #expect(order == stride(from: 1_490, through: 0, by: -10).map { $0 })
    }
}

@Suite("Metrics")
struct MetricsTests {
    enum Key: Int, MetricKey {
        case views, ads
        var name: String { self == .views ? "views" : "ads" }
    }

    @Test("counters, day series and hour series add and merge element-wise")
    func merging() {
        var a = Counters<Key>()
        a.add(.views, 3)
        var b = Counters<Key>()
        b.add(.views)
        b.add(.ads, 2)
        a.merge(b)
        #expect(a.values == [4, 2])

        var days = DaySeries<Key>(firstDay: 100, dayCount: 3)
        days.add(.ads, day: 102, 5)
        var moreDays = DaySeries<Key>(firstDay: 100, dayCount: 3)
        moreDays.add(.ads, day: 102)
        days.merge(moreDays)
        #expect(days.value(.ads, day: 102) == 6)
        #expect(days.value(.ads, day: 99) == 0)
        var random = Xoshiro256StarStar(seed: 11)
        for _ in 0..<50 {
            var series = DaySeries<Key>(firstDay: 20_000, dayCount: 1 + Int(random.uniform(below: 40)))
            var counted = Counters<Key>()
            for _ in 0..<Int(random.uniform(below: 300)) {
                let key = Key.allCases[Int(random.uniform(below: UInt64(Key.keyCount)))]
                let amount = Int64(bitPattern: random.next()) >> Int64(random.uniform(below: 64))
                series.add(key, day: 20_000 + Int64(random.uniform(below: UInt64(series.dayCount))), amount)
                counted.add(key, amount)
            }
            #expect(series.totals == counted, "the days' totals are every amount counted, wrapping alike")
        }

        var hours = TimeSeries<Key>(start: at(0), bucketMilliseconds: 3_600_000, bucketCount: 2)
        hours.add(.views, at: at(3_599_999))
        hours.add(.views, at: at(3_600_000), 4)
        hours.add(.views, at: at(7_200_000))
        #expect(hours.value(.views, bucket: 0) == 1)
        #expect(hours.peak(.views) == 4)
        var minutes = TimeSeries<Key>(start: at(0), bucketMilliseconds: 60_000, bucketCount: 100)
        for minute in 0..<20 { minutes.add(.views, at: at(Int64(minute) * 60_000), Int64(minute + 1)) }
        #expect(minutes.percentile(.views, 0.95) == 19 && minutes.percentile(.views, 1) == 20 && minutes.percentile(.ads, 0.95) == 0,
                "nearest rank over the 20 busy minutes; the 80 quiet ones do not count")
    }

    @Test("histogram buckets are inclusive upper bounds with an overflow bucket")
    func histogram() {
        var h = Histogram(upperBounds: [0, 1, 5])
        for v: Int64 in [0, 1, 2, 5, 6, 100] { h.record(v) }
        #expect(h.counts == [1, 1, 2, 2])
        #expect(h.total == 6 && h.sum == 114)
        #expect(h.quantileUpperBound(0.5) == 5)
        #expect(h.quantileUpperBound(0.99) == nil)
    }

    @Test("the invariant ledger counts checks and keeps violations in order")
    func ledger() {
        var ledger = InvariantLedger<Key>()
        for i in 0..<5 {
            if i != 3 {
                ledger.pass(.views)
            } else {
                ledger.fail(.views, InvariantViolation(invariant: "", seed: 1, agent: "caregiver#\(i)", instant: at(Int64(i)), event: "open", detail: "broken"))
            }
        }
        #expect(ledger.checks[.views] == 5)
        #expect(ledger.failures[.views] == 1)
        #expect(ledger.violations.map(\.agent) == ["caregiver#3"])
        #expect(ledger.violations.map(\.invariant) == ["views"], "named after the key")
        for i in 0..<60 { ledger.fail(.views, InvariantViolation(invariant: "", seed: 1, agent: "caregiver#\(i)", instant: at(0), event: "open", detail: "")) }
        #expect(ledger.failures[.views] == 61 && ledger.violations.count == InvariantLedger<Key>.keptViolations, "all counted, the first 50 kept")
    }

    @Test("resuming: with an event pending at 20, run(until: 10) then schedule at 15 delivers 15 before 20; reschedule likewise")
    func scheduleBetweenRuns() {
        var simulation = Simulation<Label>(start: at(0))
        let later = simulation.schedule("at-20", at: at(20))
        var recorder = TraceRecorder()
        simulation.run(until: at(10), handler: &recorder)
        simulation.schedule("at-15", at: at(15))
        simulation.queue.checkInvariants()
        simulation.run(until: at(16), handler: &recorder)
        let moved = simulation.reschedule(later, to: at(17))
        #expect(moved != nil)
        simulation.schedule("at-16", at: at(16))
        simulation.queue.checkInvariants()
        simulation.run(until: at(100), handler: &recorder)
        #expect(recorder.log == ["15:at-15", "16:at-16", "17:at-20"])
    }

    @Test("random programs (150; 2,000 in the long set) that schedule, cancel and move events between run(until:) calls deliver as a sorted list would, the queue's invariants holding after every step")
    func resumedProgramsMatchASortedList() {
        for seed in 0..<UInt64(LongTests.size(quick: 150, long: 2_000)) {
            var random = Xoshiro256StarStar(seed: seed)
            var simulation = Simulation<Label>(start: at(0))
            var recorder = TraceRecorder()
            var pending: [(time: Int64, order: Int, label: Label, handle: EventHandle)] = []
            var expected: [String] = []
            var order = 0
            for _ in 0..<40 {
                let now = simulation.now.millisecondsSinceEpoch
                switch random.next() % 4 {
                case 0, 1:
                    let time = now + Int64(random.next() % 64)
                    let label = Label.numbered(order)
                    pending.append((time, order, label, simulation.schedule(label, at: at(time))))
                    order += 1
                case 2 where !pending.isEmpty:
                    let victim = Int(random.next() % UInt64(pending.count))
                    let cancelled = simulation.cancel(pending.remove(at: victim).handle)
                    #expect(cancelled)
                case 3 where !pending.isEmpty:
                    let moving = Int(random.next() % UInt64(pending.count))
                    let time = now + Int64(random.next() % 64)
                    let handle = simulation.reschedule(pending[moving].handle, to: at(time))!
                    pending[moving] = (time, order, pending[moving].label, handle)
                    order += 1
                default:
                    let until = now + 1 + Int64(random.next() % 40)
                    pending.sort { ($0.time, $0.order) < ($1.time, $1.order) }
                    let due = pending.prefix { $0.time < until }
                    expected += due.map { "\($0.time):\($0.label)" }
                    pending.removeFirst(due.count)
                    simulation.run(until: at(until), handler: &recorder)
                }
                simulation.queue.checkInvariants()
            }
            pending.sort { ($0.time, $0.order) < ($1.time, $1.order) }
            expected += pending.map { "\($0.time):\($0.label)" }
            simulation.run(until: at(simulation.now.millisecondsSinceEpoch + 1_000), handler: &recorder)
            #expect(recorder.log == expected, "seed \(seed)")
            if recorder.log != expected { break }
        }
    }

    @Test("partitioned runs return results in partition order for any worker count")
    func partitionedOrder() {
        for workers in [1, 2, 3, 8] {
            let results = PartitionedRun.map(count: 37, workers: workers) { $0 * $0 }
            #expect(results == (0..<37).map { $0 * $0 })
        }
    }

    @Test("partitions fold in index order as they finish, whatever order they finish in")
    func partitionedFoldOrder() {
        for workers in [1, 2, 5] {
            let folded = PartitionedRun.reduce(count: 40, workers: workers, into: [Int](), { index -> Int in
                usleep(UInt32((index * 7_919) % 13) * 100)
                return index
            }, merge: { $0.append($1) })
            #expect(folded == Array(0..<40))
        }
    }

    @Test("once cancelled, no further partition starts and the fold is nil")
    func partitionedCancellation() {
        let started = Counter()
        let folded = PartitionedRun.reduce(count: 1_000, workers: 2, into: 0, isCancelled: { started.value >= 10 }, { index -> Int in
            started.increment()
            return index
        }, merge: { $0 += $1 })
        #expect(folded == nil)
        #expect(started.value <= 11, "at most one partition per worker past the cancellation")
    }
}

/// A thread-safe count, for watching worker threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
