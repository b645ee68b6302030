import Time
/// A song of the library as the app shows it (the app's `TrackedSong`), read from `LibraryStore`:
/// what the app recorded, not the truth (docs/rules.md#truth-and-record).
public struct TrackedSong: Equatable, Sendable {
    public var persistentID: UInt64
    public var title: String
    public var durationSeconds: Int
    public var lastSystemPlayCount: Int
    public var lastSync: Instant
    /// Plays by source, in `PlaySource` order.
    public var playsBySource: [Int]

    public var totalPlays: Int { playsBySource.reduce(0, +) }
}

/// One recorded play (the app's `PlayEvent`; docs/rules.md#truth-and-record): the song's index in
/// the library, when, and how it was detected.
public struct PlayEvent: Equatable, Sendable {
    public var song: Int
    public var at: Instant
    public var source: PlaySource
}

extension LibraryStore {
    /// Song `index` with its play counts by source.
    ///
    /// - Complexity: O(plays).
    public func song(_ index: Int) -> TrackedSong {
        var bySource = [Int](repeating: 0, count: PlaySource.allCases.count)
        for play in playSong.indices where playSong[play] == index { bySource[Int(playSource[play])] += 1 }
        return TrackedSong(persistentID: ids[index], title: titles[index], durationSeconds: Int(durationSeconds[index]),
                           lastSystemPlayCount: Int(lastSystemPlayCount[index]), lastSync: Instant(millisecondsSinceEpoch: lastSync[index]),
                           playsBySource: bySource)
    }

    /// Play `index`.
    public func play(_ index: Int) -> PlayEvent {
        PlayEvent(song: Int(playSong[index]), at: Instant(millisecondsSinceEpoch: playTime[index]), source: PlaySource(rawValue: Int(playSource[index]))!)
    }
}
