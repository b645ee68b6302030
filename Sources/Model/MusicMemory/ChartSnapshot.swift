/// A chart as the app remembers it between launches, to show rank movement (↑n ↓n = NEW) and to
/// notify significant movements (docs/rules.md#chart-notifications; the app's
/// `TrackedSong.lastKnownRank`, `previousRank`).
///
/// Decided here, where the seed is silent: a movement is significant when a song enters the top
/// 10 (NEW or from below), or climbs 5 places or more into the top 25. Ranks are kept per song of
/// the library, as the seed keeps `lastKnownRank` on each `TrackedSong`: by dense index, moved with
/// the song when maintenance renumbers the library, so a song keeps its history.
public struct ChartSnapshot: Equatable, Codable, Sendable {
    /// Rank (from 1) by song (dense index); 0: not charted.
    public private(set) var ranks: [Int32]

    /// No song charted, in a library of `songCount` songs.
    public init(songCount: Int) {
        ranks = [Int32](repeating: 0, count: songCount)
    }

    /// The snapshot of `songs` (dense indices, of any integer type: `LibraryStore` remembers its
    /// order as `Int32`) in rank order, in a library of `songCount` songs.
    public init<Songs: Collection>(ranked songs: Songs, songCount: Int) where Songs.Element: BinaryInteger {
        self.init(songCount: songCount)
        for (index, song) in songs.enumerated() { ranks[Int(song)] = Int32(index + 1) }
    }

    /// One charted song's movement since this snapshot.
    public struct Movement: Equatable, Sendable {
        public var song: Int
        public var rank: Int
        public var movement: RankMovement
        public var isSignificant: Bool
    }

    /// The movements of `songs` (in rank order) since this snapshot.
    ///
    /// - Complexity: O(songs charted).
    public func movements(to songs: [Int]) -> [Movement] {
        songs.enumerated().map { index, song in movement(of: song, rank: index + 1) }
    }

    /// The significant movements of `songs` (in rank order) since this snapshot: only songs now
    /// in the top 25 can be significant, so only those are looked at.
    ///
    /// - Complexity: O(min(songs charted, 25)).
    public func significantMovements<Songs: Collection>(to songs: Songs) -> [Movement] where Songs.Element: BinaryInteger {
        songs.prefix(25).enumerated().compactMap { index, song -> Movement? in
            let moved = movement(of: Int(song), rank: index + 1)
            return moved.isSignificant ? moved : nil
        }
    }

    /// Becomes the snapshot of `songs` in rank order, in place, when only the songs at `positions`
    /// changed since (a ranking that only gained plays).
    ///
    /// - Precondition: `positions` lie in `songs`, each song there is one of this snapshot's, and
    ///   each rank (position + 1) fits in an `Int32`, as `init(ranked:songCount:)` requires.
    mutating func update(ranked songs: [Int32], at positions: Range<Int>) {
        precondition(positions.lowerBound >= 0 && positions.upperBound <= songs.count, "positions of the ranking")
        precondition(positions.upperBound <= Int(Int32.max), "a rank (position + 1) fits in an Int32")
        ranks.withUnsafeMutableBufferPointer { ranks in
            songs.withUnsafeBufferPointer { songs in
                for position in positions {
                    let song = Int(songs[position])
                    // One unsigned comparison: a negative song is a huge one.
                    precondition(UInt(bitPattern: song) < UInt(ranks.count), "a song of the snapshot")
                    ranks[song] = Int32(truncatingIfNeeded: position &+ 1)
                }
            }
        }
    }

    func movement(of song: Int, rank: Int) -> Movement {
        let previous = ranks[song] > 0 ? Int(ranks[song]) : nil
        let movement = RankMovement(previous: previous, current: rank)
        let entersTop10 = rank <= 10 && (previous.map { $0 > 10 } ?? true)
        let bigClimb = rank <= 25 && (previous.map { $0 - rank >= 5 } ?? false)
        return Movement(song: song, rank: rank, movement: movement, isSignificant: entersTop10 || bigClimb)
    }

    /// A song added to the library (not charted).
    public mutating func appendSong() {
        ranks.append(0)
    }

    /// After maintenance: song `old` becomes `newIndex[old]` (−1: deleted), `kept` songs in all.
    public mutating func renumber(_ newIndex: [Int32], kept: Int) {
        var renumbered = [Int32](repeating: 0, count: kept)
        for (old, new) in newIndex.enumerated() where new >= 0 { renumbered[Int(new)] = ranks[old] }
        ranks = renumbered
    }
}
