/// One finished (arm, replication) run of a sweep.
public struct SweepTask: Sendable {
    public var arm: Int
    public var replication: Int
    public var run: SweepResult.Run
}
