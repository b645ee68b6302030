/// A caregiver's waits before the next tap on each paywall entry point, and its taps so far
/// (`Caregiver.passes`): six integers, no allocation.
package struct UpgradeWaits: Sendable, Equatable {
    private var waits: SIMD3<Int64> = .zero
    private var tapCounts: SIMD3<UInt64> = .zero

    package init() {}

    /// Opportunities still to pass on `entry` before its next tap.
    package subscript(_ entry: PaywallEntry) -> Int {
        get { Int(waits[entry.rawValue]) }
        set { waits[entry.rawValue] = Int64(newValue) }
    }

    /// Taps on `entry` so far (the next wait's stream number).
    package func taps(_ entry: PaywallEntry) -> UInt64 {
        tapCounts[entry.rawValue]
    }

    /// Counts a tap on `entry`.
    package mutating func tapped(_ entry: PaywallEntry) {
        tapCounts[entry.rawValue] += 1
    }
}
