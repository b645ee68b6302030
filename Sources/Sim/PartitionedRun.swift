import Foundation

/// Runs independent partitions of work on worker threads and folds their results in partition
/// order.
///
/// docs/rules.md#fixed-partitions: agents are independent, so a population is cut into fixed
/// partitions whose boundaries do not depend on the number of workers. Workers take partitions
/// in turn; results are merged by index. The output is therefore the same for every worker count.
///
/// Results are folded as soon as every earlier partition's result has been folded, so at most
/// about one result per worker waits at any time: memory does not grow with the number of
/// partitions. Once `isCancelled()` says so, no further partition is started.
public enum PartitionedRun {
    /// The number of processors available to this process.
    public static var activeProcessorCount: Int {
        ProcessInfo.processInfo.activeProcessorCount
    }

    /// Folds `body(i)` for every `i` in `0 ..< count`, computed on up to `workers` threads, into
    /// `initial` with `merge`, in index order; `nil` when cancelled before every partition ran.
    ///
    /// `progress` is called (serially, from worker threads) after each partition finishes, with the
    /// number finished so far; `merge` is called serially, in index order.
    public static func reduce<Result: Sendable, Total: Sendable>(
        count: Int,
        workers: Int,
        into initial: Total,
        isCancelled: @escaping @Sendable () -> Bool = { false },
        progress: (@Sendable (Int) -> Void)? = nil,
        _ body: @Sendable (Int) -> Result,
        merge: @escaping @Sendable (inout Total, Result) -> Void
    ) -> Total? {
        precondition(workers >= 1, "at least one worker")
        let fold = OrderedFold(count: count, initial: initial, isCancelled: isCancelled, merge: merge)
        let threads = min(workers, max(count, 1))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = fold.claim() {
                let finished = fold.deliver(body(index), at: index)
                progress?(finished)
            }
        }
        return fold.total()
    }

    /// Computes `body(i)` for every `i` in `0 ..< count` on up to `workers` threads, in index
    /// order; `nil` when cancelled before every partition ran.
    public static func map<Result: Sendable>(
        count: Int,
        workers: Int,
        isCancelled: @escaping @Sendable () -> Bool = { false },
        progress: (@Sendable (Int) -> Void)? = nil,
        _ body: @Sendable (Int) -> Result
    ) -> [Result]? {
        reduce(count: count, workers: workers, into: [Result](), isCancelled: isCancelled, progress: progress, body) { $0.append($1) }
    }
}

/// The fold shared by worker threads: claims partitions in order, keeps results that finished
/// early until their turn, and merges them in index order. Every access is under its lock.
private final class OrderedFold<Result: Sendable, Total: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Result?]
    private var accumulated: Total
    private var nextClaim = 0
    private var nextMerge = 0
    private var finished = 0
    private let isCancelled: @Sendable () -> Bool
    private let merge: @Sendable (inout Total, Result) -> Void

    init(count: Int, initial: Total, isCancelled: @escaping @Sendable () -> Bool, merge: @escaping @Sendable (inout Total, Result) -> Void) {
        waiting = Array(repeating: nil, count: count)
        accumulated = initial
        self.isCancelled = isCancelled
        self.merge = merge
    }

    /// The next partition to compute, or `nil` when none is left or the run is cancelled.
    func claim() -> Int? {
        guard !isCancelled() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard nextClaim < waiting.count else { return nil }
        nextClaim += 1
        return nextClaim - 1
    }

    /// Stores a partition's result and merges every result whose turn has come; the number of
    /// partitions finished so far.
    func deliver(_ value: Result, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        waiting[index] = value
        while nextMerge < waiting.count, let ready = waiting[nextMerge] {
            waiting[nextMerge] = nil
            merge(&accumulated, ready)
            nextMerge += 1
        }
        finished += 1
        return finished
    }

    /// The fold of every partition, or `nil` if some never ran.
    func total() -> Total? {
        lock.lock()
        defer { lock.unlock() }
        return nextMerge == waiting.count ? accumulated : nil
    }
}
