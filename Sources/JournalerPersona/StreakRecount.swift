import Harness
import Model
import Time

/// The streak restated for the check, apart from the app's `StreakTracker`: the distinct days by
/// the policy, kept in a set as releases come, counted back from the last while consecutive, if
/// the last is yesterday or later in the zone the user is in.
///
/// This is the whole-history recount (distinct days of every release, then the run ending at the
/// latest) made release by release: a release's day never changes once written under
/// `.entryZone`, and under `.currentZone` every day is read in `zone`, so one recount per zone
/// the journaler has been in holds exactly the days a recount from scratch would find.
package struct StreakRecount {
    package let policy: StreakDayPolicy
    /// Where days are read under `.currentZone`.
    package let zone: Zone
    package private(set) var absorbed = 0
    private var days = Set<Int64>()
    private var last = Int64.min

    package init(policy: StreakDayPolicy, zone: Zone) {
        self.policy = policy
        self.zone = zone
    }

    /// Takes in `releases[absorbed...]`, dating a release under `.entryZone` in the zone of the mix
    /// it names (else in `zone`).
    ///
    /// - Complexity: O(k) for k new releases.
    package mutating func absorb(_ releases: [Release], zones: [Zone]) {
        while absorbed < releases.count {
            let release = releases[absorbed]
            absorbed += 1
            let dating = policy == .currentZone ? zone : (zones.first { $0.identifier == release.zoneIdentifier } ?? zone)
            let day = dating.localDayNumber(at: release.instant)
            days.insert(day)
            last = max(last, day)
        }
    }

    /// The streak as of `asOf` for a user now in `now`.
    ///
    /// - Complexity: O(streak length).
    package func streak(asOf: Instant, zone now: Zone) -> Int {
        guard !days.isEmpty, last >= now.localDayNumber(at: asOf) - 1 else { return 0 }
        var length = 0
        while days.contains(last - Int64(length)) { length += 1 }
        return length
    }
}
