import Time

/// A world's trace of everything that happened to its agents, kept when replaying with `--trace`
/// and built only then: a run without it never formats a line.
///
/// Apart from `PersonaWorld` so that it can be `@usableFromInline` (every type its requirements
/// name is public), which lets `record` be inlined into each world: there a run without a trace
/// pays one `nil` check a line. An `@inlinable` method of `PersonaWorld` itself, whose
/// requirements name `Scenario` and the persona, would be called unspecialised.
@usableFromInline package protocol TracedWorld {
    /// Trace lines, when replaying with `--trace`; `nil` otherwise.
    var trace: [String]? { get set }
    /// Adds `line` for agent `i` at `now` to the trace (`PersonaWorld` formats it).
    mutating func appendTrace(_ i: Int, _ now: Instant, _ line: String)
}

extension TracedWorld {
    /// Adds a trace line for agent `i` at `now` when tracing; `line` is evaluated only then.
    @inlinable
    package mutating func record(_ i: Int, _ now: Instant, _ line: @autoclosure () -> String) {
        guard trace != nil else { return }
        appendTrace(i, now, line())
    }
}
