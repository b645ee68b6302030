import Harness
import Model
import Time

/// What the app shows one journaler — the streak under each day policy after each release, the
/// insights and the export, both dated by the app's day policy — and the recount the streak is
/// checked against, kept up to date release by release so that a release costs the same after two
/// years as after two days.
///
/// Streaks under `.currentZone`, and insights, the export and the recount when the app's policy is
/// `.currentZone`, read every date in the zone the journaler is in now, so there is one of each
/// per zone of the mix the journaler has been in; each catches up with only the releases it has
/// not seen when the journaler is back there. Under `.entryZone` one of each serves every zone.
/// Each is updated in place in its array (never copied out), so absorbing a release stays O(1).
/// They equal `Streaks.compute`, `Insights.compute`, `ReleaseExport.csv` and a recount from
/// scratch over the whole history (`StreakTracker`, `InsightsTracker`, `ExportLedger` and
/// `StreakRecount` say why).
package struct JournalerReadings {
    private let dayPolicy: StreakDayPolicy
    private var entryZone: StreakTracker
    private var currentZone: [StreakTracker?]
    /// Insights and the export by the app's policy: at index 0 under `.entryZone`, at the zone's
    /// index under `.currentZone`.
    private var insights: [InsightsTracker?]
    private var exports: [ExportLedger?]
    private var entryRecount: StreakRecount
    private var currentRecounts: [StreakRecount?]

    package init(dayPolicy: StreakDayPolicy, home: Zone, zoneCount: Int) {
        self.dayPolicy = dayPolicy
        entryZone = StreakTracker(policy: .entryZone, zone: home)
        currentZone = Array(repeating: nil, count: zoneCount)
        insights = Array(repeating: nil, count: zoneCount)
        exports = Array(repeating: nil, count: zoneCount)
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

    /// The insights as of `asOf` by the app's day policy, for a journaler now in `zones[zone]`,
    /// their header's streaks those the app shows under that policy (the same `StreakTracker`).
    package mutating func insights(of releases: [Release], asOf: Instant, zone: Int, zones: [Zone]) -> Insights {
        _ = streak(dayPolicy, of: releases, asOf: asOf, zone: zone, zones: zones)
        let streaks = dayPolicy == .entryZone ? entryZone : currentZone[zone] ?? StreakTracker(policy: dayPolicy, zone: zones[zone])
        let slot = dayPolicy == .entryZone ? 0 : zone
        if insights[slot] == nil { insights[slot] = InsightsTracker(policy: dayPolicy, zone: zones[zone]) }
        insights[slot]?.absorb(releases) { identifier in zones.first { $0.identifier == identifier } }
        return (insights[slot] ?? InsightsTracker(policy: dayPolicy, zone: zones[zone])).insights(asOf: asOf, zone: zones[zone], streaks: streaks)
    }

    /// The export the app would write now by its day policy, for a journaler now in
    /// `zones[zone]`: every release's line written and read back.
    package mutating func export(of releases: [Release], zone: Int, zones: [Zone]) -> ExportLedger {
        let slot = dayPolicy == .entryZone ? 0 : zone
        if exports[slot] == nil { exports[slot] = ExportLedger(policy: dayPolicy, zone: zones[zone]) }
        exports[slot]?.catchUp(releases, zones: zones)
        return exports[slot] ?? ExportLedger(policy: dayPolicy, zone: zones[zone])
    }
}
