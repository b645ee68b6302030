import Time
/// The current and longest streaks kept up to date as releases are written, for an app that shows
/// the streak after every release: the same figures as `Streaks.compute` over the same releases,
/// without re-reading the whole history each time.
///
/// Releases must be absorbed in the order they were written (time order: the device's clock moves
/// forward), and `current(asOf:zone:)` asked at or after the last one. Under `.currentZone` every
/// date is read in the tracker's `zone`; a user who moves to another zone needs that zone's
/// tracker (a tracker per zone catches up with only the releases it has not seen).
public struct StreakTracker: Sendable {
    /// How a release is dated.
    public let policy: StreakDayPolicy
    /// Where dates are read under `.currentZone`, and any release whose zone `resolve` does not
    /// know under `.entryZone` (as `Streaks.compute` does with its zone).
    public let zone: Zone
    /// How many releases of the history have been absorbed.
    public private(set) var absorbed = 0
    /// The longest run of consecutive active dates absorbed so far.
    public private(set) var longest = 0
    /// Distinct active dates, ascending.
    private var days: [Int64] = []
    /// `runs[k]`: the length of the run of consecutive dates ending at `days[k]`.
    private var runs: [Int] = []

    public init(policy: StreakDayPolicy, zone: Zone) {
        self.policy = policy
        self.zone = zone
    }

    /// Absorbs `releases[absorbed...]`: the releases written since the last call. `releases` is the
    /// whole history, only ever appended to.
    ///
    /// - Complexity: O(k) for k new releases: a release's date is within a day or two of the latest
    ///   date (local dates are never more than 26 hours from UTC), so it is inserted near the end.
    public mutating func absorb(_ releases: [Release], resolve: (String) -> Zone?) {
        while absorbed < releases.count {
            let release = releases[absorbed]
            absorbed += 1
            let dating = policy == .currentZone ? zone : (resolve(release.zoneIdentifier) ?? zone)
            insert(dating.localDayNumber(at: release.instant))
        }
    }

    /// The current streak as of `asOf`, for a user now in `now` (under `.currentZone`, the
    /// tracker's zone): the run ending at the last active date if that date is yesterday or
    /// later, else 0.
    ///
    /// - Complexity: O(1).
    public func current(asOf: Instant, zone now: Zone) -> Int {
        guard let last = days.last, last >= now.localDayNumber(at: asOf) - 1 else { return 0 }
        return runs[runs.count - 1]
    }

    /// Adds one date; runs from its position on are recounted (a new date only ever joins runs, so
    /// the longest is the larger of the old longest and the recounted runs).
    private mutating func insert(_ day: Int64) {
        var position = days.count
        while position > 0 && days[position - 1] > day { position -= 1 }
        if position > 0 && days[position - 1] == day { return }
        days.insert(day, at: position)
        runs.insert(1, at: position)
        for k in position..<days.count {
            runs[k] = k > 0 && days[k - 1] == days[k] - 1 ? runs[k - 1] + 1 : 1
            longest = max(longest, runs[k])
        }
    }
}
