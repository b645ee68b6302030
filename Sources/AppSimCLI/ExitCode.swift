import Scenarios

/// The process's exit statuses, in one place.
enum ExitCode: Int32 {
    /// Everything ran and every check passed.
    case success = 0
    /// An invariant was violated, or a declared probe was never reached.
    case checkFailed = 1
    /// Bad usage or bad input (unknown option, malformed scenario, an output path AppSim may not
    /// replace): nothing ran and nothing was written.
    case badInput = 2
    /// The report could not be written (disk full, permissions); nothing half-written remains.
    case writeFailed = 3
    /// Interrupted by SIGHUP (the terminal closed); no report was written.
    case hungUp = 129
    /// Interrupted by SIGINT (Ctrl-C); no report was written.
    case interrupted = 130
    /// Interrupted by SIGTERM (what Kubernetes and CI runners send); no report was written.
    case terminated = 143
}

extension ExitCode {
    /// Exit 2 for an output AppSim refuses to replace, 3 for one the file system refused.
    init(_ error: OutputError) {
        self = error.kind == .refused ? .badInput : .writeFailed
    }
}
