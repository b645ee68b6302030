import Dispatch
import Foundation

/// Turns SIGINT into a flag the run polls between simulated days, so an interrupted run stops
/// cleanly and writes nothing.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var interrupted = false
    private var source: (any DispatchSourceSignal)?

    /// Starts watching SIGINT (the default handler, which would kill the process, is replaced).
    func watch() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.set() }
        source.resume()
        self.source = source
    }

    private func set() {
        lock.lock()
        interrupted = true
        lock.unlock()
    }

    var isInterrupted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return interrupted
    }
}
