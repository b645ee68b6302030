import Harness
import Model
import Time

/// What the app shows one journaler after each release — the streak under each day policy and the
/// insights — and the recount the streak is checked against, kept up to date release by release
/// so that a release costs the same after two years as after two days.
///
/// Streaks under `.currentZone`, insights and a `.currentZone` recount read every date in the zone
/// the journaler is in now, so there is one of each per zone of the mix the journaler has been
/// in; each catches up with only the releases it has not seen when the journaler is back there.
/// Each is updated in place in its array (never copied out), so absorbing a release stays O(1).
/// They equal `Streaks.compute`, `Insights.compute` and a recount from scratch over the whole
/// history (`StreakTracker`, `InsightsTracker` and `StreakRecount` say why).
package struct JournalerReadings {
    private let dayPolicy: StreakDayPolicy
    private var entryZone: StreakTracker
    private var currentZone: [StreakTracker?]
    private var insights: [InsightsTracker?]
    private var entryRecount: StreakRecount
    private var currentRecounts: [StreakRecount?]

    package init(dayPolicy: StreakDayPolicy, home: Zone, zoneCount: Int) {
        self.dayPolicy = dayPolicy
        entryZone = StreakTracker(policy: .entryZone, zone: home)
        currentZone = Array(repeating: nil, count: zoneCount)
        insights = Array(repeating: nil, count: zoneCount)
        entryRecount = StreakRecount(policy: .entryZone, zone: home)
        currentRecounts = Array(repeating: nil, count: zoneCount)
    }

    /// The streak the app shows under `policy` as of `asOf`, for a journaler now in `zones[zone]`.
    package mutating func streak(_ policy: StreakDayPolicy, of releases: [Release], asOf: Instant, zone: Int, zones: [Zone]) -> Int {
        switch policy {
        case .entryZone:
            entryZone.absorb(releases) { identifier in zones.first { $0.identifier == identifier } }
            return entryZone.current(asOf: asOf, zone: zones[zone])
        case .currentZone:
            if currentZone[zone] == nil { currentZone[zone] = StreakTracker(policy: .currentZone, zone: zones[zone]) }
            currentZone[zone]?.absorb(releases) { _ in nil }
            return currentZone[zone]?.current(asOf: asOf, zone: zones[zone]) ?? 0
        }
    }

    /// The recount of the streak under the app's day policy.
    package mutating func recount(of releases: [Release], asOf: Instant, zone: Int, zones: [Zone]) -> Int {
        switch dayPolicy {
        case .entryZone:
            entryRecount.absorb(releases, zones: zones)
            return entryRecount.streak(asOf: asOf, zone: zones[zone])
        case .currentZone:
            if currentRecounts[zone] == nil { currentRecounts[zone] = StreakRecount(policy: .currentZone, zone: zones[zone]) }
            currentRecounts[zone]?.absorb(releases, zones: zones)
            return currentRecounts[zone]?.streak(asOf: asOf, zone: zones[zone]) ?? 0
        }
    }

    /// The insights as of `asOf`, for a journaler now in `zones[zone]`.
    package mutating func insights(of releases: [Release], asOf: Instant, zone: Int, zones: [Zone]) -> Insights {
        if insights[zone] == nil { insights[zone] = InsightsTracker(zone: zones[zone]) }
        insights[zone]?.absorb(releases)
        return (insights[zone] ?? InsightsTracker(zone: zones[zone])).insights(asOf: asOf)
    }
}
