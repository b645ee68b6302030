import Dispatch
import Foundation
import Scenarios

/// SIGINT, SIGTERM and SIGHUP, handled so that an interrupted command keeps nothing half-written
/// and exits 128 + the signal's number (130, 143, 129), as a shell reports a process ended by that
/// signal (docs/rules.md#signals).
///
/// A command that simulates polls `isInterrupted` between partitions and stops promptly
/// (`watch()`). A command whose work cannot stop midway (`watchEndingAtOnce`) ends in the signal's
/// handler instead: it removes what it staged and exits. Either way a signal that arrives while a
/// report is being committed (`commit`) waits for the commit, so the folder holds the previous
/// report or the new one, never a part.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private let commitLock = NSLock()
    private var received: Int32?
    private var committed = false
    private var sources: [any DispatchSourceSignal] = []

    /// The signals that stop a run: Ctrl-C, what Kubernetes and CI runners send, a closed terminal.
    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    /// Starts watching (the default handlers, which would end the process at once, are replaced).
    /// Commands call it before they print a run's header: a signal sent by someone who has seen
    /// the header then always stops the run cleanly, never through the default handler.
    func watch() {
        watch { [weak self] number in self?.set(number) }
    }

    /// Starts watching for a command that cannot stop midway: on a signal it removes what it
    /// staged, says what was kept (`keeping`, or that `written` was, once committed) and exits.
    func watchEndingAtOnce(keeping: String, written: String) {
        watch { [weak self] number in
            guard let self else { return }
            self.set(number)
            self.commitLock.lock()
            if !self.committed { PendingOutputs.shared.abandonAll() }
            _exit(self.stop(keeping: self.committed ? written : keeping).rawValue)
        }
    }

    private func watch(_ handler: @escaping @Sendable (Int32) -> Void) {
        for (number, _) in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
    }

    private func set(_ number: Int32) {
        lock.lock()
        if received == nil { received = number }
        lock.unlock()
    }

    /// Runs `body`, the commit of a report, with signals held until it is done; false, without
    /// running it, when a signal came first (the command is to stop instead).
    func commit<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> Bool {
        commitLock.lock()
        defer { commitLock.unlock() }
        guard !isInterrupted else { return false }
        try body()
        committed = true
        return true
    }

    /// The first signal received, if any.
    var receivedSignal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    var isInterrupted: Bool { receivedSignal != nil }

    /// Says what was kept and returns the exit status for the signal received.
    func stop(keeping: String) -> ExitCode {
        let number = receivedSignal ?? SIGINT
        let name = Self.signals.first { $0.number == number }?.name ?? "signal \(number)"
        Console.failure("\nappsim: interrupted by \(name); \(keeping)\n")
        return ExitCode(rawValue: 128 + number) ?? .interrupted
    }
}
