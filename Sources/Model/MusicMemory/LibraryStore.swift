import Time
/// The app's library, stored compactly enough for 100k songs and millions of plays:
/// dense song indices, and plays in three columns (song, instant, source) — 13 bytes a play.
///
/// A song's dense index is storage only: maintenance renumbers it. Its identity is its persistent
/// id (`TrackedSong.persistentID`, unique; docs/rules.md#system-play-counts), by which every sync
/// and every real-time play finds it (`index(of:)`), as the app's SwiftData fetch by `persistentID`
/// would.
public struct LibraryStore: Sendable {
    /// Songs, by dense index.
    public private(set) var ids: [UInt64] = []
    public private(set) var titles: [String] = []
    public private(set) var durationSeconds: [Int32] = []
    public private(set) var lastSystemPlayCount: [Int32] = []
    /// Each song's last sync, milliseconds since 1970.
    public private(set) var lastSync: [Int64] = []
    /// Whether each song's system count was last found below its last known one (and has not
    /// passed it since): a sync reports a song's decrease once, when it first goes below.
    public private(set) var belowBaseline: [Bool] = []
    public private(set) var lastFullSync: Instant?
    /// Plays, by column.
    public private(set) var playSong: [Int32] = []
    public private(set) var playTime: [Int64] = []
    public private(set) var playSource: [UInt8] = []
    /// Each song's plays and latest play (milliseconds since 1970; `Int64.min`: none), kept up to
    /// date as plays come and go, so the All Time chart needs no pass over the plays.
    public private(set) var allTimePlays: [Int32] = []
    public private(set) var latestPlay: [Int64] = []
    /// The All Time ranking remembered from the last calculation (`rerank`).
    public private(set) var rankSnapshot: ChartSnapshot
    /// Whether a play was recorded or deleted since that calculation: otherwise the All Time chart
    /// is the remembered ranking and `rerank` has nothing to calculate.
    public private(set) var rankingIsStale = false
    /// The remembered ranking as songs in rank order (the songs `rankSnapshot` ranks), and the
    /// songs that gained plays since (repeats allowed), so `rerank` moves only those: the others
    /// kept their plays and latest play, hence their order. `nil`: unknown (too many songs gained
    /// plays, or maintenance renumbered the songs and deleted plays), `rerank` ranks them all.
    private var rankOrder: [Int32] = []
    private var playedSinceRank: [Int32]? = []
    /// Songs maintenance deleted and no sync has tracked again: persistent ids in ascending order,
    /// each with its last known system count (`deletedCounts`, same order). Searched by bisection.
    public private(set) var deletedIDs: [UInt64] = []
    public private(set) var deletedCounts: [Int32] = []
    /// Whether each song remembered in `deletedIDs` (same order) was tracked again since the
    /// maintenance that remembered it (`track`). One that was not is not in `indexByID`: a sync
    /// that finds it by bisection here (`untrackedDeletedPlace`) need not probe the id table.
    private var deletedTrackedAgain: [Bool] = []
    /// Dense index by persistent id (looked up, never iterated).
    private var indexByID: PersistentIDIndex
    /// Dense index by position in the system library a sync last read (−1: not known there): a
    /// cache in front of `indexByID`, so a full sync reads an array instead of hashing every id.
    /// An entry is used only when the song at that index has the track's persistent id; maintenance
    /// renumbers the entries with the songs.
    private var indexByPosition: [Int32] = []

    /// An empty library of `songs` (persistent id, title, duration in seconds).
    ///
    /// - Complexity: O(songs): the rows are split into columns, then as the columns' initialiser.
    public init(songs: [(id: UInt64, title: String, durationSeconds: Int32)]) {
        self.init(ids: songs.map { $0.id }, titles: songs.map { $0.title }, durationSeconds: songs.map { $0.durationSeconds })
    }

    /// The same from its columns, one entry per song in each (the same order and length): arrays
    /// shared with other stores (the same titles for many) are shared, not copied.
    ///
    /// - Complexity: O(songs): the store's other song columns and its id table are made.
    public init(ids: [UInt64], titles: [String], durationSeconds: [Int32]) {
        precondition(titles.count == ids.count && durationSeconds.count == ids.count, "one title and duration per song")
        let count = ids.count
        self.ids = ids
        self.titles = titles
        self.durationSeconds = durationSeconds
        lastSystemPlayCount = [Int32](repeating: 0, count: count)
        lastSync = [Int64](repeating: 0, count: count)
        belowBaseline = [Bool](repeating: false, count: count)
        rankSnapshot = ChartSnapshot(songCount: count)
        allTimePlays = [Int32](repeating: 0, count: count)
        latestPlay = [Int64](repeating: .min, count: count)
        indexByID = PersistentIDIndex(ids: ids)
    }

    /// The dense index of the song with persistent id `id`, if the app tracks it.
    public func index(of id: UInt64) -> Int? {
        indexByID[id].map(Int.init)
    }

    /// The dense index of the system library's track at `position`, tracking it first if the app
    /// does not know it (a song maintenance deleted, or one added to the library since seeding):
    /// at a real-time play, or at a sync unless it stays deleted (`keepsDeleted`).
    ///
    /// Decided (docs/rules.md#untracked-tracks), where the seed is silent (it syncs "all tracks"
    /// and monitors the playing one without saying what happens to a track with no `TrackedSong`):
    /// the app tracks it with its current system count as the last known one and `now` as its last
    /// sync, creating no play — the count is history the app cannot date, and re-creating it would
    /// undo maintenance. Plays the system counted while the song was untracked are therefore never
    /// recorded (`plays_lost_untracked`), even for a song maintenance deleted, whose last known
    /// count the store remembers (`deletedCounts`): the seed's maintenance deletes the
    /// `TrackedSong` and its `lastSystemPlayCount` with it, so its app cannot recover them, and the
    /// remembered count serves only to keep an unplayed song deleted (`keepsDeleted`). The KPI is
    /// what the seed's maintenance costs; recovering them would be a change to the app, not its
    /// model.
    public mutating func track(_ position: Int, of system: SystemLibrary, at now: Instant) -> (index: Int, isNew: Bool) {
        if let index = indexByID[system.ids[position]] { return (Int(index), false) }
        if let place = deletedPlace(of: system.ids[position]) { deletedTrackedAgain[place] = true }
        let index = ids.count
        ids.append(system.ids[position])
        titles.append(system.titles[position])
        durationSeconds.append(system.durationSeconds[position])
        lastSystemPlayCount.append(system.playCounts[position])
        lastSync.append(now.millisecondsSinceEpoch)
        belowBaseline.append(false)
        rankSnapshot.appendSong()
        allTimePlays.append(0)
        latestPlay.append(.min)
        indexByID.insert(system.ids[position], at: Int32(index))
        return (index, true)
    }

    /// Whether the song deleted at `place` in `deletedIDs` stays deleted — a sync leaves it
    /// untracked — when the system counts `count` plays of it: while the count has not risen
    /// above the one remembered.
    ///
    /// Decided (docs/rules.md#untracked-tracks), where the seed is silent (its full sync "Query
    /// MPMediaQuery.songs() for all tracks … Compare current playCount vs lastSystemPlayCount … If
    /// difference > 0", and says nothing of a track with no `TrackedSong`): maintenance deletes
    /// "songs with no plays", so a sync brings one back only when it has been played since — its
    /// count rose. Tracking every unknown track would delete the same never-played songs at every
    /// maintenance and track them again at the next full sync. A track with no record (added to
    /// the library since seeding) is tracked.
    func keepsDeleted(_ place: Int, count: Int32) -> Bool {
        count <= deletedCounts[place]
    }

    /// The place of `id` in `deletedIDs` (bisection), if maintenance remembers it deleted.
    func deletedPlace(of id: UInt64) -> Int? {
        var low = 0, high = deletedIDs.count
        while low < high {
            let middle = (low + high) / 2
            if deletedIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < deletedIDs.count && deletedIDs[low] == id ? low : nil
    }

    /// The place in `deletedIDs` of `id` when it is a song maintenance deleted and nothing
    /// tracked since (`deletedTrackedAgain`): then `indexByID` does not hold it.
    func untrackedDeletedPlace(of id: UInt64) -> Int? {
        deletedPlace(of: id).flatMap { deletedTrackedAgain[$0] ? nil : $0 }
    }

    public var songCount: Int { ids.count }
    public var playCount: Int { playSong.count }

    /// Bytes held by the song columns (titles counted by their UTF-8 length plus a 16-byte
    /// string header; the id index as its 12-byte entries; the remembered ranking's order, 4 bytes
    /// a song; each deleted song remembered, 13 bytes) and by the play columns.
    public var memoryBytes: (songs: Int, plays: Int) {
        (ids.count * (8 + 4 + 4 + 8 + 1 + 16 + 4 + 4 + 8 + 12 + 4) + deletedIDs.count * 13 + indexByPosition.count * 4
            + titles.reduce(0) { $0 + $1.utf8.count },
         playSong.count * (4 + 8 + 1))
    }

    /// Library seeding on first launch (docs/rules.md#library-seeding): for each song with a
    /// system play count, that many `estimated` plays spread uniformly over the past year
    /// (`seedingSpan`; `uniform(n)` draws in `0 ..< n`, one a play, song by song:
    /// `seededInstants`); the counts become the last known ones, and the All Time ranking the
    /// remembered one (decided: seeding notifies nothing, its ranking is where movement starts).
    /// `systemCounts` are those of the songs the store was made with, in that order (seeding
    /// reads the system library the store was just made from).
    public mutating func seed(systemCounts: [Int32], at now: Instant, uniform: (UInt64) -> UInt64) {
        seed(systemCounts: systemCounts, at: now,
             instants: Self.seededInstants(count: Self.seededPlayCount(systemCounts), at: now, uniform: uniform))
    }

    /// How many plays seeding creates for `systemCounts`: the positive counts' sum (a song with no
    /// count, or a negative one, gets none).
    @inlinable
    public static func seededPlayCount(_ systemCounts: [Int32]) -> Int {
        systemCounts.reduce(0) { $0 + max(0, Int($1)) }
    }

    /// How far back seeded plays go: one year of 365 days before the seeding instant.
    public static let seedingSpan = 365 * Milliseconds.day

    /// The instants (milliseconds since 1970) of `count` seeded plays, drawn in order:
    /// `uniform(seedingSpan)` milliseconds after `now` − `seedingSpan`. Inlinable, so that a caller
    /// passing its generator's draw gets the loop with the draw inlined: a listener's seeding draws
    /// 3,200 instants, and a call through a closure for each costs as much as the draw.
    @inlinable
    public static func seededInstants(count: Int, at now: Instant, uniform: (UInt64) -> UInt64) -> [Int64] {
        let span = seedingSpan
        let start = now.millisecondsSinceEpoch - span
        return [Int64](unsafeUninitializedCapacity: max(0, count)) { instants, initialized in
            for play in instants.indices { instants[play] = start + Int64(uniform(UInt64(span))) }
            initialized = instants.count
        }
    }

    /// The same with the seeded plays' instants already drawn (`seededInstants`): one a seeded
    /// play, song by song in the songs' order, each song's as many as its count.
    ///
    /// - Precondition: `instants` holds one instant for each seeded play (the positive counts' sum).
    public mutating func seed(systemCounts: [Int32], at now: Instant, instants: [Int64]) {
        let seeded = Self.seededPlayCount(systemCounts)
        precondition(instants.count == seeded, "one instant a seeded play")
        // Room for the seeded plays and a quarter more, so the first syncs append without copying
        // millions of plays.
        let room = playSong.count + seeded * 5 / 4
        playSong.reserveCapacity(room)
        playTime.reserveCapacity(room)
        playSource.reserveCapacity(room)
        // The three columns at once: the instants as they are, and each play's song without a loop
        // per song, whose exit on a random count would be mispredicted once a song: each song
        // after the first adds 1 where its plays start (`starts`, one past the last play for the
        // trailing songs with none), and a play's song is the sum of those up to it. The same pass
        // keeps each song's latest play.
        let first = playSong.count
        playSource.append(contentsOf: repeatElement(UInt8(PlaySource.estimated.rawValue), count: seeded))
        playSong.append(contentsOf: repeatElement(0, count: seeded))
        playTime.append(contentsOf: instants)
        precondition(allTimePlays.count == systemCounts.count && latestPlay.count == systemCounts.count,
                     "seeding reads the counts of the store's songs")
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: seeded + 1) { starts in
            starts.initialize(repeating: 0)
            var start = 0
            for song in systemCounts.indices.dropLast() {
                start += max(0, Int(systemCounts[song]))
                starts[start] &+= 1
            }
            playSong.withUnsafeMutableBufferPointer { songs in
                instants.withUnsafeBufferPointer { instants in
                    latestPlay.withUnsafeMutableBufferPointer { latestPlay in
                        var song: Int32 = 0
                        for play in 0..<seeded {
                            song &+= starts[play]
                            songs[first + play] = song
                            latestPlay[Int(song)] = max(latestPlay[Int(song)], instants[play])
                        }
                    }
                }
            }
        }
        for (song, count) in systemCounts.enumerated() { allTimePlays[song] += max(0, count) }
        lastSystemPlayCount = systemCounts
        lastSync = [Int64](repeating: now.millisecondsSinceEpoch, count: songCount)
        lastFullSync = now
        // Seeding reads the system library the store was made from: each song's position there is
        // its index, so the first full sync reads the cache rather than hashing every id.
        indexByPosition = (0..<Int32(songCount)).map { $0 }
        // The All Time chart (`chart(.allTime, …)`), its songs only.
        rankOrder = Chart.rankedSongs(counts: allTimePlays, latest: latestPlay, titles: titles, ids: ids)
        rankSnapshot = ChartSnapshot(ranked: rankOrder, songCount: songCount)
        playedSinceRank = []
        rankingIsStale = false
    }

    /// A play the app saw while open (the 50 % rule already applied).
    public mutating func recordRealTime(song: Int, at instant: Instant) {
        append(song: song, at: instant.millisecondsSinceEpoch, .realTime)
    }

    /// What a sync did.
    public struct SyncReport: Equatable, Sendable {
        public var kind: SystemSync.Kind
        public var newPlays: Int
        /// Songs (dense indices) whose system count went below the last known one at this sync
        /// (`belowBaseline`: not reported again while it stays below): nothing was created and the
        /// last known count was kept.
        public var decreasedSongs: [Int]
        /// Songs (dense indices) the app did not know and tracked at this sync (`track`).
        public var trackedSongs: [Int]
    }

    /// A sync at `now` (`SystemSync`), started by `trigger`: every track of `system` on a full
    /// sync, only the track playing (`nowPlaying`, a position in `system`) on a quick one. Each
    /// track is found by its persistent id: at the index cached for its position when the song
    /// there has that id, else by `indexByID`, else tracked (`track`) unless it stays deleted
    /// (`keepsDeleted`; a song maintenance deleted and nothing tracked since is known untracked
    /// without probing `indexByID`: `untrackedDeletedPlace`).
    ///
    /// Only a rise is acted on (docs/rules.md#sync-new-plays, docs/rules.md#count-decrease):
    /// the new plays are spread over the song's gap since its count last rose, and a song whose
    /// count did not rise keeps its last sync, so a rarely played song's next plays spread over
    /// the weeks since it was last found played. A count below the last known one (the song
    /// deleted and re-added, a library restored on a new phone) keeps the old baseline: no play is
    /// created until the count passes it again, and then only the excess.
    ///
    /// Decided here: the quick sync follows the same rule ("Check if playCount increased; Create
    /// PlayEvents for new plays; Update song's sync timestamp" read as one conditional step).
    public mutating func sync(_ trigger: SystemSync.Trigger = .launch, system: SystemLibrary, nowPlaying: Int?, at now: Instant,
                              uniform: (UInt64) -> UInt64) -> SyncReport {
        let kind = SystemSync.kind(trigger, lastFullSync: lastFullSync, now: now)
        var report = SyncReport(kind: kind, newPlays: 0, decreasedSongs: [], trackedSongs: [])
        let positions: Range<Int> = kind == .full ? 0..<system.count : nowPlaying.map { $0..<($0 + 1) } ?? 0..<0
        // The walk below reads the columns without bounds checks: its range must lie in them.
        precondition(positions.lowerBound >= 0 && positions.upperBound <= system.count
                     && system.playCounts.count == system.ids.count, "a sync reads positions of the system library")
        if indexByPosition.count < system.count {
            indexByPosition.append(contentsOf: repeatElement(-1, count: system.count - indexByPosition.count))
        }
        var next = positions.lowerBound
        while next < positions.upperBound {
            let position = firstNeedingSync(from: next, to: positions.upperBound, of: system)
            guard position < positions.upperBound else { break }
            next = position + 1
            let cached = Int(indexByPosition[position])
            let song: Int
            if cached >= 0 && cached < ids.count && ids[cached] == system.ids[position] {
                song = cached
            } else {
                let untracked = untrackedDeletedPlace(of: system.ids[position])
                if untracked == nil, let known = indexByID[system.ids[position]] {
                    song = Int(known)
                    indexByPosition[position] = known
                } else {
                    // Untracked: a song maintenance deleted and nothing tracked since (not in
                    // `indexByID`, so not probed there), or one the app never knew. The first stays
                    // deleted while its count has not risen above the one remembered (`keepsDeleted`).
                    if let untracked, keepsDeleted(untracked, count: system.playCounts[position]) { continue }
                    let tracked = track(position, of: system, at: now).index
                    indexByPosition[position] = Int32(tracked)
                    report.trackedSongs.append(tracked)
                    continue
                }
            }
            let count = system.playCounts[position]
            if count < lastSystemPlayCount[song] {
                if !belowBaseline[song] { report.decreasedSongs.append(song) }
                belowBaseline[song] = true
                continue
            }
            guard count > lastSystemPlayCount[song] else { continue }
            belowBaseline[song] = false
            let first = playTime.count
            SystemSync.spread(Int(count - lastSystemPlayCount[song]), lastSync: lastSync[song], now: now.millisecondsSinceEpoch,
                              uniform: uniform) { append(song: song, at: $0, .systemSync) }
            // The song's new plays differ only in their instants: sorting those puts the plays in
            // chronological order (`SystemSync.discover`).
            playTime.withUnsafeMutableBufferPointer { $0[first...].sort() }
            report.newPlays += playTime.count - first
            lastSystemPlayCount[song] = count
            lastSync[song] = now.millisecondsSinceEpoch
        }
        if kind == .full { lastFullSync = now }
        return report
    }

    /// The first position in `start ..< end` of `system` whose track a sync must look at: one not
    /// found at its cached index, or whose count differs from the last known one; `end` if none.
    /// A track found there with its count unchanged is one a sync leaves as it is, so a full sync
    /// walks past those through the columns.
    func firstNeedingSync(from start: Int, to end: Int, of system: SystemLibrary) -> Int {
        indexByPosition.withUnsafeBufferPointer { cache in
            ids.withUnsafeBufferPointer { ids in
                lastSystemPlayCount.withUnsafeBufferPointer { known in
                    system.ids.withUnsafeBufferPointer { systemIDs in
                        system.playCounts.withUnsafeBufferPointer { counts in
                            for position in start..<end {
                                let cached = Int(cache[position])
                                guard cached >= 0 && cached < ids.count && ids[cached] == systemIDs[position]
                                    && counts[position] == known[cached] else { return position }
                            }
                            return end
                        }
                    }
                }
            }
        }
    }

    /// The chart for `window` at `now` in `zone`.
    public func chart(_ window: ChartWindow, at now: Instant, in zone: Zone) -> [Chart.Entry] {
        guard let interval = window.interval(at: now, in: zone) else {
            return Chart.rank(counts: allTimePlays, latest: latestPlay, titles: titles, ids: ids)
        }
        return Chart.rank(songs: playSong, times: playTime, in: interval, titles: titles, ids: ids)
    }

    /// The chart for `window` at `now` in `zone`, each entry with its movement, ↑3, ↓1, =, NEW
    /// (docs/rules.md#rank-movement): This Week, This Month and This Year against the previous
    /// period of the same window (last week's chart, last month's, last year's); All Time, which
    /// has no previous period, against the ranking remembered from the last calculation (`rerank`,
    /// the seed's `previousRank`).
    public func chartWithMovement(_ window: ChartWindow, at now: Instant, in zone: Zone) -> [(entry: Chart.Entry, movement: RankMovement)] {
        let current = chart(window, at: now, in: zone)
        guard let previous = window.previousInterval(at: now, in: zone) else {
            return zip(current, rankSnapshot.movements(to: current.map(\.song))).map { ($0, $1.movement) }
        }
        let before = Chart.rank(songs: playSong, times: playTime, in: previous, titles: titles, ids: ids)
        return Array(zip(current, Chart.movements(from: before, to: current, songCount: songCount)))
    }

    /// The ranking calculation after a sync, the app's `NowPlayingTracker`
    /// (docs/rules.md#chart-notifications): the All Time chart against the ranking remembered
    /// from the previous calculation, which it then replaces. Returns the significant movements —
    /// the push notifications ("Alerts for significant chart movements"; `ChartSnapshot`).
    ///
    /// Decided here, where the seed is silent: the ranking notified is All Time (the chart's
    /// first filter, which depends on no instant or zone), recalculated after every sync that
    /// follows a change of the plays (`rankingIsStale`); with none, the chart is the remembered
    /// ranking, nothing moved, and nothing is calculated.
    ///
    /// - Complexity: O(k log songs + the places they climb) for k songs that gained plays since
    ///   the last calculation (they only climb: each is moved up the remembered order); a sort of
    ///   the charted songs after maintenance.
    public mutating func rerank() -> [ChartSnapshot.Movement] {
        guard rankingIsStale else { return [] }
        rankingIsStale = false
        guard var played = playedSinceRank else {
            rankOrder = Chart.rankedSongs(counts: allTimePlays, latest: latestPlay, titles: titles, ids: ids)
            let significant = rankSnapshot.significantMovements(to: rankOrder)
            rankSnapshot = ChartSnapshot(ranked: rankOrder, songCount: songCount)
            playedSinceRank = []
            return significant
        }
        playedSinceRank = nil
        let changed = Self.reinsert(&played, into: &rankOrder, ranks: rankSnapshot.ranks, counts: allTimePlays, latest: latestPlay,
                                    titles: titles, ids: ids)
        let significant = rankSnapshot.significantMovements(to: rankOrder)
        rankSnapshot.update(ranked: rankOrder, at: changed)
        played.removeAll(keepingCapacity: true)
        playedSinceRank = played
        return significant
    }

    /// Moves `songs` (repeats allowed), which only gained plays since `order` (songs in rank order,
    /// `ranks` their ranks from 1, 0: not in it) was calculated, to their places; returns the
    /// positions whose song changed. Taken by remembered rank (songs not ranked last), each song
    /// climbs past the songs above it — in order, as those that moved already did — so it is
    /// placed by bisection among them.
    ///
    /// - Complexity: O(k log songs + the places climbed) for k songs.
    static func reinsert(_ songs: inout [Int32], into order: inout [Int32], ranks: [Int32], counts: [Int32], latest: [Int64],
                         titles: [String], ids: [UInt64]) -> Range<Int> {
        // By remembered rank (a song not ranked: last), then index: one 64-bit number each.
        var keys = songs.map { song in
            UInt64(UInt32(ranks[Int(song)] > 0 ? ranks[Int(song)] : .max)) << 32 | UInt64(UInt32(song))
        }
        keys.sort()
        for index in keys.indices { songs[index] = Int32(truncatingIfNeeded: keys[index]) }
        var low = order.count, high = 0
        for index in songs.indices where index == 0 || songs[index - 1] != songs[index] {
            let song = songs[index]
            let from = ranks[Int(song)] > 0 ? Int(ranks[Int(song)]) - 1 : order.count
            if from == order.count { order.append(song) }
            var to = 0, above = from
            while to < above {
                let middle = (to + above) / 2
                if Chart.ranksBefore(Int(song), Int(order[middle]), counts: counts, latest: latest, titles: titles, ids: ids) {
                    above = middle
                } else {
                    to = middle + 1
                }
            }
            // The songs it climbs past move down one place at once (the regions overlap, which
            // `update(from:count:)` allows).
            order.withUnsafeMutableBufferPointer { order in
                precondition(to <= from && from < order.count, "a song climbs within the order")
                let base = order.baseAddress!
                (base + to + 1).update(from: base + to, count: from - to)
                order[to] = song
            }
            low = min(low, to)
            high = max(high, from + 1)
        }
        return low < high ? low..<high : 0..<0
    }

    /// Maintenance (`Maintenance`): deletes plays older than a year and songs with no play in six
    /// months (with their plays); returns how many of each went. The songs left are renumbered
    /// densely in their order; each keeps its persistent id, last known count, last sync and
    /// remembered rank. Each song deleted is remembered with its last known count (`keepsDeleted`),
    /// as are those deleted before and not tracked since.
    @discardableResult
    public mutating func maintain(at now: Instant, in zone: Zone) -> (plays: Int, songs: Int) {
        let cutoffs = Maintenance.cutoffs(at: now, in: zone)
        let songCutoff = cutoffs.songs.millisecondsSinceEpoch
        var newIndex = [Int32](repeating: -1, count: songCount)
        var kept = 0
        var deleted: [(id: UInt64, count: Int32)] = zip(deletedIDs, deletedCounts).filter { indexByID[$0.0] == nil }.map { ($0, $1) }
        for song in 0..<songCount {
            // Each song's latest play is kept up to date (`latestPlay`): no pass over the plays.
            guard latestPlay[song] >= songCutoff else {
                deleted.append((ids[song], lastSystemPlayCount[song]))
                continue
            }
            newIndex[song] = Int32(kept)
            kept += 1
        }
        let deletedSongs = songCount - kept
        deleted.sort { $0.id < $1.id }
        deletedIDs = deleted.map(\.id)
        deletedCounts = deleted.map(\.count)
        // Every song remembered is untracked: those deleted now leave `indexByID` below, and those
        // remembered before were kept only if it did not hold them.
        deletedTrackedAgain = [Bool](repeating: false, count: deleted.count)
        // With no song deleted every song keeps its index (`newIndex` is the identity): the
        // columns, the ranks, the position cache and the id table stay as they are, and the
        // columns shared with other stores and the system library stay shared.
        if deletedSongs > 0 {
            rankSnapshot.renumber(newIndex, kept: kept)
            indexByPosition.withUnsafeMutableBufferPointer { cache in
                newIndex.withUnsafeBufferPointer { newIndex in
                    for position in cache.indices where cache[position] >= 0 && Int(cache[position]) < newIndex.count {
                        cache[position] = newIndex[Int(cache[position])]
                    }
                }
            }
            Self.compact(&ids, newIndex, kept: kept)
            Self.compact(&titles, newIndex, kept: kept)
            Self.compact(&durationSeconds, newIndex, kept: kept)
            Self.compact(&lastSystemPlayCount, newIndex, kept: kept)
            Self.compact(&lastSync, newIndex, kept: kept)
            Self.compact(&belowBaseline, newIndex, kept: kept)
            indexByID.rebuild(ids: ids)
        }
        let playCutoff = cutoffs.plays.millisecondsSinceEpoch
        // The play columns compacted in place and each kept song's plays and latest play counted
        // again, through buffer pointers: every play's song is a song index (`newIndex` covers
        // them all), and every kept one is below `kept`.
        precondition(playTime.count == playSong.count && playSource.count == playSong.count, "one song, instant and source a play")
        var counts = [Int32](repeating: 0, count: kept)
        var latest = [Int64](repeating: .min, count: kept)
        var write = 0
        newIndex.withUnsafeBufferPointer { newIndex in
            playSong.withUnsafeMutableBufferPointer { songs in
                playTime.withUnsafeMutableBufferPointer { times in
                    playSource.withUnsafeMutableBufferPointer { sources in
                        counts.withUnsafeMutableBufferPointer { counts in
                            latest.withUnsafeMutableBufferPointer { latest in
                                for read in 0..<songs.count {
                                    let old = Int(songs[read])
                                    precondition(old >= 0 && old < newIndex.count, "a play of a song of the library")
                                    let song = newIndex[old], at = times[read]
                                    guard song >= 0, at >= playCutoff else { continue }
                                    (songs[write], times[write], sources[write]) = (song, at, sources[read])
                                    write += 1
                                    counts[Int(song)] += 1
                                    latest[Int(song)] = max(latest[Int(song)], at)
                                }
                            }
                        }
                    }
                }
            }
        }
        let deletedPlays = playSong.count - write
        if deletedPlays > 0 { rankingIsStale = true }
        playedSinceRank = nil
        playSong.removeLast(deletedPlays)
        playTime.removeLast(deletedPlays)
        playSource.removeLast(deletedPlays)
        allTimePlays = counts
        latestPlay = latest
        return (deletedPlays, deletedSongs)
    }

    /// Moves each element of a song column kept by maintenance to its new index (`newIndex`, one
    /// entry per element: −1 deleted, else below the element's own index and in its order), in
    /// place, and keeps only the first `kept`.
    static func compact<Element>(_ column: inout [Element], _ newIndex: [Int32], kept: Int) {
        precondition(newIndex.count == column.count, "one new index per song")
        column.withUnsafeMutableBufferPointer { column in
            newIndex.withUnsafeBufferPointer { newIndex in
                for old in newIndex.indices where newIndex[old] >= 0 {
                    let new = Int(newIndex[old])
                    precondition(new <= old, "songs keep their order")
                    if new != old { column[new] = column[old] }
                }
            }
        }
        column.removeLast(column.count - kept)
    }

    mutating func append(song: Int, at milliseconds: Int64, _ source: PlaySource) {
        playSong.append(Int32(song))
        playTime.append(milliseconds)
        playSource.append(UInt8(source.rawValue))
        allTimePlays[song] += 1
        latestPlay[song] = max(latestPlay[song], milliseconds)
        rankingIsStale = true
        if let played = playedSinceRank?.count, played >= Self.movesMergedAtMost {
            playedSinceRank = nil
        } else {
            playedSinceRank?.append(Int32(song))
        }
    }

    /// Beyond this many plays since the last ranking, `rerank` ranks every song again.
    static let movesMergedAtMost = 256
}
