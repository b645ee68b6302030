import Harness
import Model
import Time

/// A remote-config change at the start of a given day of the run, for every device or for one
/// arm's.
package struct Rollout: Sendable, Equatable, Encodable {
    /// Days after the scenario start (0 = at the start).
    package var day: Int
    /// The arm it applies to (an index into `Scenario.arms`), or `nil` for everyone.
    package var arm: Int? = nil
    /// The keys and values that change.
    package var changes: [Change]

    package init(day: Int, arm: Int? = nil, changes: [Change]) {
        self.day = day
        self.arm = arm
        self.changes = changes
    }

    package struct Change: Sendable, Equatable, Encodable {
        package var key: RemoteConfig.Key
        package var value: Double

        package init(key: RemoteConfig.Key, value: Double) {
            self.key = key
            self.value = value
        }
    }

    /// Its changes as the console and the summary show them (`baseQuota → 5, adDailyLimit → 4`).
    package var changesText: String {
        changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ")
    }

    /// When it takes effect.
    package func instant(from start: Instant) -> Instant {
        start.advanced(byMilliseconds: Int64(day) * Milliseconds.day)
    }
}
