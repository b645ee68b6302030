import Harness

/// How many caregivers of each in-run arm closed each local date on each remote-config version:
/// the share of devices a rollout has reached, day by day (docs/rules.md#config-adoption).
///
/// A caregiver-day counts once, with the version its device uses when the local date ends (or
/// when the run ends). Arms keep their own counts, since version numbers mean different configs
/// in different arms. Integer counts, merged by sum, so partitioning changes nothing.
package struct ConfigAdoption: Sendable, Equatable, Codable {
    /// The first local date (days since 1970-01-01) and how many are kept.
    package let firstDay: Int64
    package let dayCount: Int
    /// Arms (1 without arms) and versions per arm at most (`ConfigTimeline`).
    package let arms: Int
    package let versions: Int
    /// `counts[(day × arms + arm) × versions + version]`.
    package private(set) var counts: [Int64]

    /// Zeroed counts for local dates `firstDay ..< firstDay + dayCount`, shaped for `timeline`'s
    /// arms and versions.
    package init(firstDay: Int64, dayCount: Int, timeline: ConfigTimeline) {
        self.firstDay = firstDay
        self.dayCount = dayCount
        arms = timeline.versions.count
        versions = timeline.versions.map(\.count).max() ?? 1
        counts = [Int64](repeating: 0, count: dayCount * arms * versions)
    }

    /// Counts one caregiver-day of `arm` ending on `day` with `version` active; dates outside the
    /// range are not kept.
    package mutating func record(day: Int64, arm: Int, version: UInt8) {
        guard let index = index(day: day, arm: arm, version: Int(version)) else { return }
        counts[index] += 1
    }

    /// Caregiver-days of `arm` ending on `day` with `version` active.
    package func count(day: Int64, arm: Int, version: Int) -> Int64 {
        index(day: day, arm: arm, version: version).map { counts[$0] } ?? 0
    }

    package mutating func merge(_ other: ConfigAdoption) {
        for index in counts.indices { counts[index] += other.counts[index] }
    }

    private func index(day: Int64, arm: Int, version: Int) -> Int? {
        let offset = day - firstDay
        guard offset >= 0, offset < Int64(dayCount), arm >= 0, arm < arms, version >= 0, version < versions else { return nil }
        return (Int(offset) * arms + arm) * versions + version
    }
}
