import Dispatch

/// Sweep progress on a terminal's standard error: runs done, and the time left at the pace so far
/// (not on a terminal, `ProgressLog` prints a line at most every 10 seconds instead).
struct SweepProgress: Sendable {
    let started: UInt64

    @Sendable func report(done: Int, total: Int) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let left = Int((elapsed / Double(done) * Double(total - done)).rounded())
        Console.error("\r  sweep: \(done)/\(total) runs · \(left) s left   " + (done == total ? "\n" : ""))
    }
}
