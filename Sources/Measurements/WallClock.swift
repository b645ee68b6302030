import Dispatch

/// The clock benchmarks and capacity estimates time their work with.
///
/// Nothing in Time, Model, Sim or Scenarios reads a clock (docs/rules.md#no-wall-clock). This
/// target sits above them, so the compiler keeps wall-clock time out of every report a seed
/// reproduces; what it times is labelled wall-clock wherever it is printed.
package enum WallClock {
    /// Runs `body` and returns its value with the seconds it took (monotonic uptime, not the time of day).
    package static func timed<T>(_ body: () -> T) -> (value: T, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// Seconds of monotonic uptime: a clock for intervals, not the time of day.
    @Sendable package static func uptimeSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
