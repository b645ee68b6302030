import Foundation

/// Runs independent partitions of work on worker threads and returns their results in partition
/// order.
///
/// DESIGN.md ("The engine"): agents are independent, so a population is cut into fixed
/// partitions whose boundaries do not depend on the number of workers. Workers take partitions
/// in turn; results are merged by index. The output is therefore the same for every worker count.
public enum PartitionedRun {
    /// The number of processors available to this process.
    public static var activeProcessorCount: Int {
        ProcessInfo.processInfo.activeProcessorCount
    }

    /// Computes `body(i)` for every `i` in `0 ..< count` on up to `workers` threads.
    ///
    /// `progress` is called (serially, from worker threads) after each partition finishes, with the
    /// number finished so far.
    public static func map<Result: Sendable>(
        count: Int,
        workers: Int,
        progress: (@Sendable (Int) -> Void)? = nil,
        _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        precondition(workers >= 1, "at least one worker")
        let results = ResultSlots<Result>(count: count)
        let threads = min(workers, max(count, 1))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = results.claim() {
                let value = body(index)
                let finished = results.store(value, at: index)
                progress?(finished)
            }
        }
        return results.collect()
    }
}

/// Result storage shared by worker threads; every access is under its lock.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]
    private var nextIndex = 0
    private var finished = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < slots.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ value: Result, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        finished += 1
        return finished
    }

    func collect() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
