/// The process's exit statuses, in one place.
enum ExitCode: Int32 {
    /// Everything ran and every check passed.
    case success = 0
    /// An invariant was violated, or a declared probe was never reached.
    case checkFailed = 1
    /// Bad usage or bad input (unknown option, malformed scenario): nothing ran.
    case badInput = 2
    /// The report could not be written (disk full, permissions); nothing half-written remains.
    case writeFailed = 3
    /// Interrupted (SIGINT); no report was written.
    case interrupted = 130
}

/// A usage error: printed with the command's help hint, exit 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
