import Time
/// A chart position's change since the previous snapshot: ↑n, ↓n, =, NEW
/// (docs/rules.md#rank-movement).
public enum RankMovement: Equatable, Sendable, CustomStringConvertible {
    case up(Int), down(Int), same, new

    /// From the previous rank (`nil`: not charted before) to the current one.
    public init(previous: Int?, current: Int) {
        guard let previous else { self = .new; return }
        self = previous > current ? .up(previous - current) : previous < current ? .down(current - previous) : .same
    }

    public var description: String {
        switch self {
        case .up(let n): "↑\(n)"
        case .down(let n): "↓\(n)"
        case .same: "="
        case .new: "NEW"
        }
    }
}

/// Ranking songs by plays in a window (docs/rules.md#chart-order): most plays first; ties by the
/// latest play (more recent first), then title, then id. Songs without plays in the window are not
/// charted.
public enum Chart {
    /// One charted song.
    public struct Entry: Equatable, Sendable {
        public var song: Int
        public var plays: Int
        public var latest: Instant
    }

    /// The chart of `plays` (song index, instant) in `window` (`nil`: all time), songs named by
    /// `titles` and `ids` (indexed by song).
    public static func rank(plays: [(song: Int, at: Instant)], in window: Range<Instant>?, titles: [String], ids: [UInt64]) -> [Entry] {
        rank(songs: plays.map { Int32($0.song) }, times: plays.map(\.at.millisecondsSinceEpoch), in: window, titles: titles, ids: ids)
    }

    /// The same over columns: the song of each play and its instant in milliseconds since 1970.
    ///
    /// - Complexity: one pass over the plays, then a sort of the charted songs.
    public static func rank(songs: [Int32], times: [Int64], in window: Range<Instant>?, titles: [String], ids: [UInt64]) -> [Entry] {
        var counts = [Int32](repeating: 0, count: titles.count)
        var latest = [Int64](repeating: .min, count: titles.count)
        let low = window?.lowerBound.millisecondsSinceEpoch ?? .min
        let high = window?.upperBound.millisecondsSinceEpoch ?? .max
        songs.withUnsafeBufferPointer { songs in
            times.withUnsafeBufferPointer { times in
                for index in songs.indices where times[index] >= low && times[index] < high {
                    let song = Int(songs[index])
                    counts[song] += 1
                    if times[index] > latest[song] { latest[song] = times[index] }
                }
            }
        }
        return rank(counts: counts, latest: latest, titles: titles, ids: ids)
    }

    /// The same from each song's play count and latest play (milliseconds since 1970) in the
    /// window, as a store that keeps them up to date has them.
    ///
    /// - Complexity: a sort of the charted songs (`sortInChartOrder`), each held with its plays
    ///   and latest play.
    public static func rank(counts: [Int32], latest: [Int64], titles: [String], ids: [UInt64]) -> [Entry] {
        rankKeys(counts: counts, latest: latest, titles: titles, ids: ids).map {
            Entry(song: Int($0.song), plays: Int($0.plays), latest: Instant(millisecondsSinceEpoch: $0.latest))
        }
    }

    /// The songs of `rank(counts:latest:titles:ids:)`, in its order, without their entries: for a
    /// ranking remembered as song indices (`LibraryStore`'s).
    static func rankedSongs(counts: [Int32], latest: [Int64], titles: [String], ids: [UInt64]) -> [Int32] {
        rankKeys(counts: counts, latest: latest, titles: titles, ids: ids).map(\.song)
    }

    /// The charted songs' keys in the chart's order.
    private static func rankKeys(counts: [Int32], latest: [Int64], titles: [String], ids: [UInt64]) -> [RankKey] {
        var keys: [RankKey] = []
        keys.reserveCapacity(counts.count)
        for song in counts.indices where counts[song] > 0 {
            keys.append(RankKey(plays: counts[song], song: Int32(song), latest: latest[song]))
        }
        sortInChartOrder(&keys, titles: titles, ids: ids)
        return keys
    }

    /// Whether song `a` ranks before song `b` (the chart's order): more plays, then the more
    /// recent latest play, then the title, then the id. Ids are unique, so no two songs tie.
    static func ranksBefore(_ a: Int, _ b: Int, counts: [Int32], latest: [Int64], titles: [String], ids: [UInt64]) -> Bool {
        precedes(a, plays: counts[a], latest: latest[a], b, plays: counts[b], latest: latest[b], titles: titles, ids: ids)
    }

    /// The chart's order itself (`ranksBefore`), given the plays and latest play of songs `a` and
    /// `b`; `rank(counts:)` passes the ones its keys hold.
    @inline(__always)
    static func precedes(_ a: Int, plays playsA: Int32, latest latestA: Int64, _ b: Int, plays playsB: Int32, latest latestB: Int64,
                         titles: [String], ids: [UInt64]) -> Bool {
        if playsA != playsB { return playsA > playsB }
        if latestA != latestB { return latestA > latestB }
        if titles[a] != titles[b] { return titles[a] < titles[b] }
        return ids[a] < ids[b]
    }

    /// Each entry's movement from `previous` to `current` (two charts of the same library): its
    /// rank in `previous`, or NEW if it was not charted there.
    ///
    /// - Complexity: O(songs + entries).
    public static func movements(from previous: [Entry], to current: [Entry], songCount: Int) -> [RankMovement] {
        var rank = [Int32](repeating: 0, count: songCount)
        for (index, entry) in previous.enumerated() { rank[entry.song] = Int32(index + 1) }
        return current.enumerated().map { index, entry in
            RankMovement(previous: rank[entry.song] > 0 ? Int(rank[entry.song]) : nil, current: index + 1)
        }
    }
}
