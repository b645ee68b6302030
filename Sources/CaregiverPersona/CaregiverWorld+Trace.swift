import Harness
import Time

/// The trace of `appsim replay --trace`: built only when tracing, so a run without it never
/// formats a line.
extension CaregiverWorld {
    /// Adds a trace line for caregiver `i` at `now` (`PersonaWorld.record`) when tracing; `line`
    /// is evaluated only then.
    @inline(__always)
    package mutating func record(_ i: Int, _ now: Instant, _ line: @autoclosure () -> String) {
        guard trace != nil else { return }
        Self.appendTrace(to: &self, i, now, line())
    }

    /// `PersonaWorld.record`, which `record` above hides from this type's own methods.
    private static func appendTrace<World: PersonaWorld>(to world: inout World, _ i: Int, _ now: Instant, _ line: String) {
        world.record(i, now, line)
    }
}
