/// The system music library as the app reads it (docs/rules.md#system-play-counts:
/// `MPMediaQuery.songs()`, each item with its `persistentID`, title, duration and `playCount`), in
/// the system's own order.
///
/// The app never relies on that order: it finds its `TrackedSong` by the persistent id
/// (`TrackedSong.persistentID`, "iOS system identifier", unique), so deleting songs from the app's
/// database cannot move a play count onto another song.
public struct SystemLibrary: Sendable {
    /// The tracks' persistent ids, titles and durations, by position in the system library.
    public let ids: [UInt64]
    public let titles: [String]
    public let durationSeconds: [Int32]
    /// Each track's play count (the system player counts a track played to its end).
    public var playCounts: [Int32]

    /// The library of `songs` with their `playCounts` (the same order and length).
    ///
    /// - Complexity: O(tracks): the rows are split into columns.
    public init(songs: [(id: UInt64, title: String, durationSeconds: Int32)], playCounts: [Int32]) {
        self.init(ids: songs.map { $0.id }, titles: songs.map { $0.title }, durationSeconds: songs.map { $0.durationSeconds },
                  playCounts: playCounts)
    }

    /// The same from its columns, which hold one entry per track (the same order and length):
    /// arrays shared with other libraries (the same titles for many) are shared, not copied.
    ///
    /// - Complexity: O(1): the columns are kept as they are.
    public init(ids: [UInt64], titles: [String], durationSeconds: [Int32], playCounts: [Int32]) {
        precondition(titles.count == ids.count && durationSeconds.count == ids.count && playCounts.count == ids.count,
                     "one title, duration and play count per track")
        self.ids = ids
        self.titles = titles
        self.durationSeconds = durationSeconds
        self.playCounts = playCounts
    }

    /// How many tracks the library holds.
    public var count: Int { ids.count }
}
