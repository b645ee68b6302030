import Dispatch
import Foundation

/// Turns SIGINT, SIGTERM and SIGHUP into a flag the run polls between simulated days, so an
/// interrupted run stops promptly, keeps nothing half-written and exits 128 + the signal's number
/// (130, 143, 129), as a shell reports a process ended by that signal.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var received: Int32?
    private var sources: [any DispatchSourceSignal] = []

    /// The signals that stop a run: Ctrl-C, what Kubernetes and CI runners send, a closed terminal.
    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    /// Starts watching (the default handlers, which would end the process at once, are replaced).
    /// Commands call it before they print a run's header: a signal sent by someone who has seen
    /// the header then always stops the run cleanly, never through the default handler.
    func watch() {
        for (number, _) in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.set(number) }
            source.resume()
            sources.append(source)
        }
    }

    private func set(_ number: Int32) {
        lock.lock()
        if received == nil { received = number }
        lock.unlock()
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
        Console.error("\nappsim: interrupted by \(name); \(keeping)\n")
        return ExitCode(rawValue: 128 + number) ?? .interrupted
    }
}
