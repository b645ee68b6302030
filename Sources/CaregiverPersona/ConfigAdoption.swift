import Harness

/// How many caregivers closed each local date on each remote-config version: the share of
/// devices a rollout has reached, day by day (issue 14, "Remote config as devices receive it").
///
/// A caregiver-day counts once, with the version its device uses when the local date ends (or
/// when the run ends). Integer counts, merged by sum, so partitioning changes nothing.
package struct ConfigAdoption: Sendable, Equatable {
    /// The first local date (days since 1970-01-01) and how many are kept.
    package let firstDay: Int64
    package let dayCount: Int
    /// Versions per arm at most (`ConfigTimeline`); versions of all arms with the same number
    /// count together.
    package let versions: Int
    /// `counts[day × versions + version]`.
    package private(set) var counts: [Int64]

    package init(firstDay: Int64, dayCount: Int, versions: Int) {
        self.firstDay = firstDay
        self.dayCount = dayCount
        self.versions = versions
        counts = [Int64](repeating: 0, count: dayCount * versions)
    }

    /// Counts one caregiver-day ending on `day` with `version` active; dates outside the range
    /// are not kept.
    package mutating func record(day: Int64, version: UInt8) {
        let offset = day - firstDay
        guard offset >= 0, offset < Int64(dayCount), Int(version) < versions else { return }
        counts[Int(offset) * versions + Int(version)] += 1
    }

    /// Caregiver-days ending on `day` with `version` active.
    package func count(day: Int64, version: Int) -> Int64 {
        let offset = day - firstDay
        guard offset >= 0, offset < Int64(dayCount), version < versions else { return 0 }
        return counts[Int(offset) * versions + version]
    }

    package mutating func merge(_ other: ConfigAdoption) {
        for index in counts.indices { counts[index] += other.counts[index] }
    }
}
