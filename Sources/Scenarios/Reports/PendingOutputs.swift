import Foundation

/// The staging paths this process has made and not yet committed or removed, so that a command
/// ended abruptly — a console it cannot write to, a signal while it cannot stop cooperatively —
/// removes them first and leaves nothing half-written (docs/rules.md#signals,
/// docs/rules.md#console).
///
/// A path leaves the list before its commit swaps it with the user's folder: from then on it may
/// hold the previous report, which only `AbandonedWrites` may clear.
package final class PendingOutputs: @unchecked Sendable {
    /// The process's list.
    package static let shared = PendingOutputs()

    private let lock = NSLock()
    private var paths: [String] = []
    private var written: [String] = []

    func register(_ path: String) {
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    func release(_ path: String) {
        lock.lock()
        paths.removeAll { $0 == path }
        lock.unlock()
    }

    /// Records that the output shown as `shown` was committed, whole.
    func committed(_ shown: String) {
        lock.lock()
        written.append(shown)
        lock.unlock()
    }

    /// The outputs committed so far, as shown to the user: what an abrupt end must not claim it
    /// left unwritten.
    package var committedOutputs: [String] {
        lock.lock()
        defer { lock.unlock() }
        return written
    }

    /// Removes every staging path still listed (each holds only this process's files) and empties
    /// the list.
    package func abandonAll() {
        lock.lock()
        let abandoned = paths
        paths = []
        lock.unlock()
        for path in abandoned {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
