import Foundation

/// Progress for a log, not a terminal: one line at most every `interval` seconds, and none before
/// the first `interval` has passed, so a CI job's log is not silent through a long run and a short
/// run prints nothing.
///
/// No wall clock in the model (docs/rules.md#no-wall-clock): the clock is read here, above the
/// simulation, and only to decide when to print to standard error; nothing it reads reaches a
/// report. The clock and the interval are injected so the rule is tested without waiting.
package final class ProgressLog: @unchecked Sendable {
    /// Seconds between two lines (and before the first).
    package let interval: Double
    private let clock: @Sendable () -> Double
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private let started: Double
    private var nextLine: Double

    /// - Parameters:
    ///   - interval: the least number of seconds between two lines, and before the first.
    ///   - clock: seconds on a monotonic clock (the process's uptime by default).
    ///   - write: where a line goes (standard error in `appsim`), newline included.
    package init(interval: Double = 10, clock: @escaping @Sendable () -> Double = WallClock.uptimeSeconds,
                 write: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.clock = clock
        self.write = write
        started = clock()
        nextLine = started + interval
    }

    /// Notes that `done` of `total` `units` are finished (`what`, when given, says whose:
    /// "caregivers"); prints `appsim: [what: ]12 of 40 partitions, 31 s elapsed` when `interval`
    /// seconds have passed since the last line (or the start). Safe to call from any thread.
    package func report(_ done: Int, of total: Int, _ units: String, what: String? = nil) {
        let now = clock()
        lock.lock()
        guard now >= nextLine else {
            lock.unlock()
            return
        }
        nextLine = now + interval
        lock.unlock()
        let elapsed = Int((now - started).rounded(.down))
        write("appsim: " + (what.map { "\($0): " } ?? "") + "\(done) of \(total) \(units), \(elapsed) s elapsed\n")
    }
}
