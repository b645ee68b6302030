import Harness
import Model
import Time

/// An independent record of what the quota rules allow, kept beside each caregiver's
/// `UsageTracker` so the invariants check the tracker against facts it did not compute.
///
/// It remembers when songs were last charged and when the last ad was aborted, on the device
/// clock, and the quota counters after the last operation.
package struct QuotaShadow: Sendable {
    /// Recently charged songs and when; at most `capacity`, newest last.
    package private(set) var charges: [(song: Int32, at: Instant)] = []
    /// When the last aborted ad ended.
    package var lastAbortAt: Instant?
    /// The tracker's quota day and counters after the last operation.
    package var quotaDay: LocalDate?
    package var viewsUsed = 0
    package var adsCompleted = 0

    package static let capacity = 16

    package mutating func recordCharge(_ song: Int32, at instant: Instant) {
        charges.removeAll { $0.song == song }
        if charges.count == Self.capacity { charges.removeFirst() }
        charges.append((song, instant))
    }

    /// When `song` was last charged, if it still is remembered.
    package func chargedAt(_ song: Int32) -> Instant? {
        charges.last { $0.song == song }?.at
    }
}
