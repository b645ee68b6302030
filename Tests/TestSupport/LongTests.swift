import Foundation
import Testing

/// The long set: tests and sizes too slow for every debug `swift test`, run with
/// `APPSIM_LONG_TESTS=1` — as `.ci/run` does, in release:
///
///     APPSIM_LONG_TESTS=1 swift test -c release -Xswiftc -enable-testing
///
/// A test joins it whole with the `.long` trait (a committed baseline run at full size, the
/// regression scenario through the CLI), or keeps a quick size in the default set and grows to
/// its full size here with `LongTests.size(quick:long:)` (random programs, queries, mutants).
public enum LongTests {
    /// The environment variable that turns the long set on.
    public static let switchName = "APPSIM_LONG_TESTS"

    /// Whether this test process runs the long set.
    public static let isEnabled = ProcessInfo.processInfo.environment[switchName] == "1"

    /// `quick` in the default set, `long` in the long set: how many random cases a property test
    /// tries.
    public static func size(quick: Int, long: Int) -> Int {
        isEnabled ? long : quick
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only in the long set (`APPSIM_LONG_TESTS=1`).
    public static var long: Self {
        .enabled(if: LongTests.isEnabled, "in the long set: run with APPSIM_LONG_TESTS=1 (.ci/run does, in release)")
    }
}
