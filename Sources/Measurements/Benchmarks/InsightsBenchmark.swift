import Harness
import Model
import Scenarios
import Sim
import Time

/// Bloom's Insights tab over years of daily releases: every insight and both streaks, as the tab
/// shows them (the releases are deterministic for a seed; the timing, taken by the caller, is not).
package struct InsightsBenchmark: Sendable {
    package let releases: [Release]
    package let asOf: Instant
    package let zone: Zone

    /// One release a day for `years` years in New York, at a morning-to-night hour, 20–800 words.
    package init(years: Int = 10, seed: UInt64 = 1) {
        let zone = try! Zone(identifier: "America/New_York")
        self.zone = zone
        var random = StreamKeys.insightsBenchmark.generator(seed: seed, purpose: UInt64(years))
        let first = LocalDate(year: 2015, month: 1, day: 1).daysSinceEpoch
        let days = years * 365 + years / 4
        releases = (0..<days).map { offset in
            let local = (first + Int64(offset)) * Milliseconds.day + Int64(6 + random.uniform(below: 17)) * Milliseconds.hour
                + Int64(random.uniform(below: UInt64(Milliseconds.hour)))
            return Release(instant: zone.firstInstant(atOrAfterLocalMilliseconds: local, notBefore: .epoch),
                           wordCount: 20 + Int(random.uniform(below: 781)), zoneIdentifier: zone.identifier)
        }
        asOf = releases.last!.instant.advanced(byMilliseconds: Milliseconds.hour)
    }

    /// The whole tab once; returns a checksum so the work cannot be skipped.
    package func run() -> Int {
        let insights = Insights.compute(releases: releases, asOf: asOf, zone: zone, policy: .entryZone)
        let streaks = Streaks.compute(releases: releases, asOf: asOf, zone: zone, policy: .entryZone)
        return insights.totalWords &+ insights.activeDays &+ streaks.longest &+ streaks.current
    }
}
