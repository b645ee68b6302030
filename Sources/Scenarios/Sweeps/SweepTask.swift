import Harness

/// One finished (arm, replication) run of a sweep.
package struct SweepTask: Sendable {
    package var arm: Int
    package var replication: Int
    package var run: SweepResult.Run
}
