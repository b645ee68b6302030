import Sim

/// A violation with the command that replays it.
package struct InvariantViolationRecord: Sendable, Equatable {
    package var violation: InvariantViolation
    package var replay: String
}
