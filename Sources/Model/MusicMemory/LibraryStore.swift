import Time
/// The app's library, stored compactly enough for 100k songs and millions of plays (issue 7):
/// dense song indices, and plays in three columns (song, instant, source) — 13 bytes a play.
public struct LibraryStore: Sendable {
    /// Songs, by dense index.
    public private(set) var ids: [UInt64] = []
    public private(set) var titles: [String] = []
    public private(set) var durationSeconds: [Int32] = []
    public private(set) var lastSystemPlayCount: [Int32] = []
    /// Each song's last sync, milliseconds since 1970.
    public private(set) var lastSync: [Int64] = []
    public private(set) var lastFullSync: Instant?
    /// Plays, by column.
    public private(set) var playSong: [Int32] = []
    public private(set) var playTime: [Int64] = []
    public private(set) var playSource: [UInt8] = []

    /// An empty library of `songs` (persistent id, title, duration in seconds).
    public init(songs: [(id: UInt64, title: String, durationSeconds: Int32)]) {
        ids = songs.map(\.id)
        titles = songs.map(\.title)
        durationSeconds = songs.map(\.durationSeconds)
        lastSystemPlayCount = [Int32](repeating: 0, count: songs.count)
        lastSync = [Int64](repeating: 0, count: songs.count)
    }

    public var songCount: Int { ids.count }
    public var playCount: Int { playSong.count }

    /// Bytes held by the song columns (titles counted by their UTF-8 length plus a 16-byte
    /// string header) and by the play columns.
    public var memoryBytes: (songs: Int, plays: Int) {
        (ids.count * (8 + 4 + 4 + 8 + 16) + titles.reduce(0) { $0 + $1.utf8.count }, playSong.count * (4 + 8 + 1))
    }

    /// Library seeding on first launch (seed 004, "Historical Estimation"): for each song with a
    /// system play count, that many `estimated` plays spread uniformly over the past year
    /// (`uniform(n)` draws in `0 ..< n`); the counts become the last known ones.
    public mutating func seed(systemCounts: [Int32], at now: Instant, uniform: (UInt64) -> UInt64) {
        let year = 365 * Milliseconds.day
        // Room for the seeded plays and a quarter more, so the first syncs append without copying
        // millions of plays.
        let room = playSong.count + systemCounts.reduce(0) { $0 + Int($1) } * 5 / 4
        playSong.reserveCapacity(room)
        playTime.reserveCapacity(room)
        playSource.reserveCapacity(room)
        for (song, count) in systemCounts.enumerated() where count > 0 {
            for _ in 0..<count {
                append(song: song, at: now.millisecondsSinceEpoch - year + Int64(uniform(UInt64(year))), .estimated)
            }
        }
        lastSystemPlayCount = systemCounts
        lastSync = [Int64](repeating: now.millisecondsSinceEpoch, count: songCount)
        lastFullSync = now
    }

    /// A play the app saw while open (the 50 % rule already applied).
    public mutating func recordRealTime(song: Int, at instant: Instant) {
        append(song: song, at: instant.millisecondsSinceEpoch, .realTime)
    }

    /// What a sync did.
    public struct SyncReport: Equatable, Sendable {
        public var kind: SystemSync.Kind
        public var newPlays: Int
        /// Songs whose system count went down (recorded; nothing created).
        public var decreasedSongs: [Int]
    }

    /// Sync on launch at `now` (`SystemSync`): every song on a full sync, only `currentSong` on a
    /// quick one; new plays spread over each song's own gap since its last sync.
    public mutating func sync(systemCounts: [Int32], currentSong: Int?, at now: Instant, uniform: (UInt64) -> UInt64) -> SyncReport {
        let kind = SystemSync.kind(lastFullSync: lastFullSync, now: now)
        var report = SyncReport(kind: kind, newPlays: 0, decreasedSongs: [])
        let songs: [Int] = kind == .full ? Array(0..<songCount) : currentSong.map { [$0] } ?? []
        for song in songs {
            let system = systemCounts[song]
            if system == lastSystemPlayCount[song] {
                lastSync[song] = now.millisecondsSinceEpoch
                continue
            }
            let found = SystemSync.discover(systemCount: Int(system), lastKnownCount: Int(lastSystemPlayCount[song]),
                                            lastSync: Instant(millisecondsSinceEpoch: lastSync[song]), now: now, uniform: uniform)
            if found.countDecreased {
                report.decreasedSongs.append(song)
            } else {
                for stamp in found.timestamps { append(song: song, at: stamp.millisecondsSinceEpoch, .systemSync) }
                report.newPlays += found.timestamps.count
            }
            lastSystemPlayCount[song] = system
            lastSync[song] = now.millisecondsSinceEpoch
        }
        if kind == .full { lastFullSync = now }
        return report
    }

    /// The chart for `window` at `now` in `zone`.
    public func chart(_ window: ChartWindow, at now: Instant, in zone: Zone) -> [Chart.Entry] {
        Chart.rank(songs: playSong, times: playTime, in: window.interval(at: now, in: zone), titles: titles, ids: ids)
    }

    /// Maintenance (`Maintenance`): deletes plays older than a year and songs with no play in six
    /// months (with their plays); returns how many of each went.
    @discardableResult
    public mutating func maintain(at now: Instant, in zone: Zone) -> (plays: Int, songs: Int) {
        let cutoffs = Maintenance.cutoffs(at: now, in: zone)
        var lastPlay = [Int64](repeating: .min, count: songCount)
        for index in playSong.indices where playTime[index] > lastPlay[Int(playSong[index])] { lastPlay[Int(playSong[index])] = playTime[index] }
        let songCutoff = cutoffs.songs.millisecondsSinceEpoch
        var newIndex = [Int32](repeating: -1, count: songCount)
        var kept = 0
        for song in 0..<songCount where lastPlay[song] >= songCutoff {
            newIndex[song] = Int32(kept)
            ids[kept] = ids[song]
            titles[kept] = titles[song]
            durationSeconds[kept] = durationSeconds[song]
            lastSystemPlayCount[kept] = lastSystemPlayCount[song]
            lastSync[kept] = lastSync[song]
            kept += 1
        }
        let deletedSongs = songCount - kept
        ids.removeLast(deletedSongs)
        titles.removeLast(deletedSongs)
        durationSeconds.removeLast(deletedSongs)
        lastSystemPlayCount.removeLast(deletedSongs)
        lastSync.removeLast(deletedSongs)
        let playCutoff = cutoffs.plays.millisecondsSinceEpoch
        var write = 0
        for read in playSong.indices {
            let song = newIndex[Int(playSong[read])]
            guard song >= 0, playTime[read] >= playCutoff else { continue }
            playSong[write] = song
            playTime[write] = playTime[read]
            playSource[write] = playSource[read]
            write += 1
        }
        let deletedPlays = playSong.count - write
        playSong.removeLast(deletedPlays)
        playTime.removeLast(deletedPlays)
        playSource.removeLast(deletedPlays)
        return (deletedPlays, deletedSongs)
    }

    mutating func append(song: Int, at milliseconds: Int64, _ source: PlaySource) {
        playSong.append(Int32(song))
        playTime.append(milliseconds)
        playSource.append(UInt8(source.rawValue))
    }
}
