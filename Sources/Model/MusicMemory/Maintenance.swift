import Time
/// Database maintenance (docs/rules.md#maintenance): plays older than one year
/// go, and songs with no play in six months (or none at all).
///
/// Decided here: the thresholds are calendar ones in the user's zone — the same local date and
/// time one year (six months) earlier, the day clamped to the month's length (29 February → 28
/// February) — and a play exactly at the cutoff stays.
public enum Maintenance {
    /// The instants before which plays, and songs' last plays, are too old.
    public static func cutoffs(at now: Instant, in zone: Zone) -> (plays: Instant, songs: Instant) {
        (earlier(months: 12, than: now, in: zone), earlier(months: 6, than: now, in: zone))
    }

    /// Which plays to delete (indices, in order) and which songs (no play at or after the song cutoff).
    public static func plan(plays: [(song: Int, at: Instant)], songCount: Int, at now: Instant, in zone: Zone)
        -> (plays: [Int], songs: [Int]) {
        plan(songs: plays.map { Int32($0.song) }, times: plays.map(\.at.millisecondsSinceEpoch), songCount: songCount, at: now, in: zone)
    }

    /// The same over columns: the song of each play and its instant in milliseconds since 1970.
    ///
    /// - Precondition: `songs` and `times` have one entry a play each.
    /// - Complexity: O(plays + songCount).
    public static func plan(songs: [Int32], times: [Int64], songCount: Int, at now: Instant, in zone: Zone)
        -> (plays: [Int], songs: [Int]) {
        precondition(songs.count == times.count, "one song and one instant a play")
        let cutoff = cutoffs(at: now, in: zone)
        let (playCutoff, songCutoff) = (cutoff.plays.millisecondsSinceEpoch, cutoff.songs.millisecondsSinceEpoch)
        // `Int64.min`: no play, before every cutoff. Each song's latest play taken with `max`, not
        // a branch on each play: the plays' order is random, so the branch was mispredicted.
        var lastPlay = [Int64](repeating: .min, count: songCount)
        lastPlay.withUnsafeMutableBufferPointer { lastPlay in
            for (song, at) in zip(songs, times) {
                precondition(song >= 0 && Int(song) < lastPlay.count, "a play of a song of the library")
                lastPlay[Int(song)] = max(lastPlay[Int(song)], at)
            }
        }
        return (times.indices.filter { times[$0] < playCutoff }, (0..<songCount).filter { lastPlay[$0] < songCutoff })
    }

    static func earlier(months: Int, than now: Instant, in zone: Zone) -> Instant {
        let date = zone.localDate(at: now)
        let monthIndex = date.year * 12 + (date.month - 1) - months
        let (year, month) = (monthIndex / 12, monthIndex % 12 + 1)
        let next = month == 12 ? LocalDate(year: year + 1, month: 1, day: 1) : LocalDate(year: year, month: month + 1, day: 1)
        let length = Int(next.daysSinceEpoch - LocalDate(year: year, month: month, day: 1).daysSinceEpoch)
        let day = LocalDate(year: year, month: month, day: min(date.day, length))
        return zone.firstInstant(atOrAfterLocalMilliseconds: day.daysSinceEpoch * Milliseconds.day + zone.localMillisecondOfDay(at: now),
                                 notBefore: .epoch)
    }
}
