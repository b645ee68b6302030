/// A chart position's change since the previous snapshot (seed 004: ↑n, ↓n, =, NEW).
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

/// Ranking songs by plays in a window (seed 004; DESIGN.md): most plays first; ties by the latest
/// play (more recent first), then title, then id. Songs without plays in the window are not
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
        var counts = [Int](repeating: 0, count: titles.count)
        var latest = [Instant](repeating: .epoch, count: titles.count)
        for play in plays where window.map({ $0.contains(play.at) }) ?? true {
            counts[play.song] += 1
            if counts[play.song] == 1 || play.at > latest[play.song] { latest[play.song] = play.at }
        }
        var entries = counts.indices.filter { counts[$0] > 0 }.map { Entry(song: $0, plays: counts[$0], latest: latest[$0]) }
        entries.sort { a, b in
            if a.plays != b.plays { return a.plays > b.plays }
            if a.latest != b.latest { return a.latest > b.latest }
            if titles[a.song] != titles[b.song] { return titles[a.song] < titles[b.song] }
            return ids[a.song] < ids[b.song]
        }
        return entries
    }
}
