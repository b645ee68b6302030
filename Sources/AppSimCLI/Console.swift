import Foundation
import Harness
import Scenarios

/// Writing to standard output and standard error.
///
/// Everything printed goes through `PrintableText.lines`: newlines, tabs and carriage returns
/// (progress) pass, every other control character is shown escaped, so no text from a file or
/// a flag can move the cursor, recolour or retitle the user's terminal.
///
/// A console that cannot be written — a full disk behind `> file`, `/dev/full`, a closed pipe or
/// a closed descriptor — ends the command at once with exit 3, after removing what it had staged,
/// never with a trap (docs/rules.md#console). A failing command's own message (`failure`) is
/// written as far as it can be, and the command keeps its status.
enum Console {
    static func out(_ text: String) {
        guard send(text, to: STDOUT_FILENO) else { end(writing: "standard output") }
    }

    static func error(_ text: String) {
        guard send(text, to: STDERR_FILENO) else { end(writing: "standard error") }
    }

    /// The message of a command that ends with an error status, which stands whether or not the
    /// message could be written.
    static func failure(_ text: String) {
        _ = send(text, to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Makes sure descriptors 0, 1 and 2 are open before anything else opens a file: a closed one
    /// would otherwise be the number the next `open` returns, and text meant for the console would
    /// go into a report. A closed standard output or error is held by `/dev/null` and remembered,
    /// so the first write to it ends the command as an unwritable console does.
    static func holdStandardDescriptors() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor {
                _ = dup2(null, descriptor)
                _ = close(null)
            }
            closed.insert(descriptor)
        }
    }

    /// The console descriptors that were closed when the command started.
    nonisolated(unsafe) private static var closed: Set<Int32> = []

    /// Writes all of `text`, retrying where a signal interrupted; false when the descriptor refuses.
    private static func send(_ text: String, to descriptor: Int32) -> Bool {
        guard !closed.contains(descriptor) else {
            errno = EBADF
            return false
        }
        let bytes = Array(PrintableText.lines(text).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Ends the command with exit 3: `stream` cannot be written.
    private static func end(writing stream: String) -> Never {
        let reason = String(cString: strerror(errno))
        PendingOutputs.shared.abandonAll()
        let written = PendingOutputs.shared.committedOutputs
        let kept = written.isEmpty ? "nothing half-written was left" : "what it wrote is complete (\(written.joined(separator: ", ")))"
        _ = send("appsim: cannot write to \(stream) (\(reason)); stopped, and \(kept)\n", to: STDERR_FILENO)
        _exit(ExitCode.writeFailed.rawValue)
    }
}
