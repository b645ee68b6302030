import Testing
import Model
import Time

@Suite("Music Memory rules")
struct MusicMemoryTests {
    static let newYork = try! Zone(identifier: "America/New_York")

    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ ms: Int64 = 0) -> Instant {
        newYork.firstInstant(atOrAfterLocalMilliseconds: LocalDate(year: y, month: m, day: d).daysSinceEpoch * Milliseconds.day
                             + Int64(h) * Milliseconds.hour + Int64(min) * 60_000 + ms, notBefore: .epoch)
    }

    @Test("the 50 % rule at its boundaries: exactly half counts, a millisecond less does not, no duration never counts",
          arguments: [(30_000, 15_000, true), (30_000, 14_999, false), (120_000, 60_000, true), (900_000, 450_000, true),
                      (900_001, 450_000, false), (900_001, 450_001, true), (0, 10_000, false), (-5, 10, false)])
    func fiftyPercent(duration: Int64, played: Int64, counts: Bool) {
        #expect(PlayDetector.isPlay(playedMilliseconds: played, durationMilliseconds: duration) == counts)
    }

    @Test("full sync when the last is more than 4 h old (exactly 4 h: quick), and on the first launch")
    func syncKind() {
        let last = Self.at(2025, 3, 10, 8)
        #expect(SystemSync.kind(lastFullSync: nil, now: last) == .full)
        #expect(SystemSync.kind(lastFullSync: last, now: last.advanced(byMilliseconds: 4 * Milliseconds.hour)) == .quick)
        #expect(SystemSync.kind(lastFullSync: last, now: last.advanced(byMilliseconds: 4 * Milliseconds.hour + 1)) == .full)
    }

    @Test("new plays = system count − last known, stamped inside the gap in order; a decreasing count creates nothing")
    func discover() {
        var state: UInt64 = 3
        let uniform = { (n: UInt64) -> UInt64 in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return (state >> 11) % n
        }
        let last = Self.at(2025, 3, 10, 8), now = Self.at(2025, 3, 10, 14)
        for _ in 0..<200 {
            let found = SystemSync.discover(systemCount: 17, lastKnownCount: 12, lastSync: last, now: now, uniform: uniform)
            #expect(found.timestamps.count == 5 && !found.countDecreased)
            #expect(found.timestamps.allSatisfy { $0 >= last && $0 <= now } && found.timestamps == found.timestamps.sorted())
        }
        let decreased = SystemSync.discover(systemCount: 3, lastKnownCount: 5, lastSync: last, now: now, uniform: uniform)
        #expect(decreased.timestamps.isEmpty && decreased.countDecreased)
        #expect(SystemSync.discover(systemCount: 2, lastKnownCount: 0, lastSync: now, now: now, uniform: uniform).timestamps == [now, now])
    }

    @Test("This Week starts at local Monday 00:00 even across the DST change (the week of 9 March 2025 lasts 167 hours)")
    func weekBoundary() throws {
        let window = try #require(ChartWindow.thisWeek.interval(at: Self.at(2025, 3, 12, 15), in: Self.newYork))
        #expect(window.lowerBound == Self.at(2025, 3, 10) && window.upperBound == Self.at(2025, 3, 17))
        let dstWeek = try #require(ChartWindow.thisWeek.interval(at: Self.at(2025, 3, 9, 12), in: Self.newYork))
        #expect(dstWeek.lowerBound == Self.at(2025, 3, 3) && dstWeek.lowerBound.milliseconds(to: dstWeek.upperBound) == 167 * Milliseconds.hour)
        #expect(dstWeek.contains(Self.at(2025, 3, 9, 23, 59, 59_999)) && !dstWeek.contains(Self.at(2025, 3, 10)))
        #expect(ChartWindow.thisMonth.interval(at: Self.at(2025, 12, 31, 23), in: Self.newYork)
                == Self.at(2025, 12, 1)..<Self.at(2026, 1, 1))
        #expect(ChartWindow.allTime.interval(at: Self.at(2025, 1, 1), in: Self.newYork) == nil)
    }

    @Test("chart ties break by the latest play, then title, then id; movement ↑n ↓n = NEW")
    func ties() {
        let plays: [(song: Int, at: Instant)] = [(0, Self.at(2025, 3, 1)), (1, Self.at(2025, 3, 2)), (2, Self.at(2025, 3, 2)),
                                                 (3, Self.at(2025, 3, 2)), (3, Self.at(2025, 2, 1)), (4, Self.at(2025, 1, 1))]
        let chart = Chart.rank(plays: plays, in: nil, titles: ["B", "Z", "A", "C", "D"], ids: [5, 1, 9, 2, 3])
        #expect(chart.map(\.song) == [3, 2, 1, 0, 4], "2 plays first; then latest 2 March by title A, Z; then 1 March; then January")
        #expect(Chart.rank(plays: plays, in: Self.at(2025, 3, 1)..<Self.at(2025, 3, 2), titles: ["B", "Z", "A", "C", "D"], ids: [5, 1, 9, 2, 3])
                .map(\.song) == [0])
        let sameTitle = Chart.rank(plays: [(0, Self.at(2025, 3, 1)), (1, Self.at(2025, 3, 1))], in: nil, titles: ["X", "X"], ids: [7, 4])
        #expect(sameTitle.map(\.song) == [1, 0], "then the lower id")
        #expect([RankMovement(previous: 5, current: 2), RankMovement(previous: 1, current: 4), RankMovement(previous: 3, current: 3),
                 RankMovement(previous: nil, current: 1)].map(\.description) == ["↑3", "↓3", "=", "NEW"])
    }

    @Test("maintenance thresholds exactly: a year and six months back by the calendar, the cutoff instant itself kept")
    func maintenance() {
        let now = Self.at(2025, 8, 31, 10)
        let cutoffs = Maintenance.cutoffs(at: now, in: Self.newYork)
        #expect(cutoffs.plays == Self.at(2024, 8, 31, 10) && cutoffs.songs == Self.at(2025, 2, 28, 10), "31 August − 6 months: 28 February")
        let plays: [(song: Int, at: Instant)] = [(0, cutoffs.plays.advanced(byMilliseconds: -1)), (0, cutoffs.plays),
                                                 (1, cutoffs.songs), (2, cutoffs.songs.advanced(byMilliseconds: -1))]
        let plan = Maintenance.plan(plays: plays, songCount: 4, at: now, in: Self.newYork)
        #expect(plan.plays == [0] && plan.songs == [0, 2, 3], "song 0's last play is a year old; song 3 never played")
        #expect(Maintenance.cutoffs(at: Self.at(2024, 2, 29, 12), in: Self.newYork).plays == Self.at(2023, 2, 28, 12))
    }
}

@Suite("Music Memory library store")
struct LibraryStoreTests {
    static let newYork = MusicMemoryTests.newYork

    static func uniform() -> (UInt64) -> UInt64 {
        var state: UInt64 = 11
        return { n in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return (state >> 11) % n
        }
    }

    static let songs: [(id: UInt64, title: String, durationSeconds: Int32)] = [(10, "Alpha", 200), (11, "Beta", 180), (12, "Gamma", 240)]

    static func library() -> LibraryStore {
        LibraryStore(songs: songs)
    }

    @Test("seeding from drawn instants: counts [2, 0, 1] and three instants give Alpha's two plays and Gamma's one, in order, each song's latest the later of its own; the draws span the year before seeding, the lowest at its start and the highest a millisecond before it")
    func seedingFromDrawnInstants() {
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let ms = now.millisecondsSinceEpoch
        var store = Self.library()
        store.seed(systemCounts: [2, 0, 1], at: now, instants: [ms - 5_000, ms - 9_000, ms - 7_000])
        #expect(store.playSong == [0, 0, 2] && store.playTime == [ms - 5_000, ms - 9_000, ms - 7_000])
        #expect(store.playSource.allSatisfy { $0 == UInt8(PlaySource.estimated.rawValue) })
        #expect(store.allTimePlays == [2, 0, 1] && store.latestPlay == [ms - 5_000, .min, ms - 7_000] && store.lastSystemPlayCount == [2, 0, 1])
        #expect(LibraryStore.seededInstants(count: 2, at: now, uniform: { _ in 0 }) == [ms - LibraryStore.seedingSpan, ms - LibraryStore.seedingSpan])
        #expect(LibraryStore.seededInstants(count: 1, at: now, uniform: { $0 - 1 }) == [ms - 1])
        #expect(LibraryStore.seedingSpan == 365 * Milliseconds.day)
        // The closure form draws one instant a play, song by song, each a span's draw after the
        // span's start; the drawn instants written out from the same draws.
        var drawn = Self.library()
        drawn.seed(systemCounts: [2, 0, 1], at: now, uniform: Self.uniform())
        let draw = Self.uniform(), start = ms - LibraryStore.seedingSpan
        let expected = (0..<3).map { _ in start + Int64(draw(UInt64(LibraryStore.seedingSpan))) }
        #expect(drawn.playTime == expected && drawn.playSong == [0, 0, 2])
        #expect(drawn.latestPlay == [max(expected[0], expected[1]), .min, expected[2]])
    }

    @Test("seeding's song column (running sum of where each song's plays start) against song-by-song filling: leading, trailing and repeated empty songs, negative counts, 300 random libraries")
    func seedingSongColumn() {
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let ms = now.millisecondsSinceEpoch
        func store(_ count: Int) -> LibraryStore {
            LibraryStore(ids: Array(0..<UInt64(count)), titles: (0..<count).map { "S\($0)" },
                         durationSeconds: [Int32](repeating: 200, count: count))
        }
        var known = store(6)
        known.seed(systemCounts: [0, 2, 0, -3, 1, 0], at: now, instants: [ms - 3, ms - 1, ms - 2])
        #expect(known.playSong == [1, 1, 4] && known.allTimePlays == [0, 2, 0, 0, 1, 0])
        #expect(known.latestPlay == [.min, ms - 1, .min, .min, ms - 2, .min])
        var empty = store(0)
        empty.seed(systemCounts: [], at: now, instants: [])
        #expect(empty.playCount == 0 && empty.allTimePlays.isEmpty)
        let next = Self.uniform()
        for _ in 0..<300 {
            let songs = 1 + Int(next(40))
            let counts = (0..<songs).map { _ in Int32(next(5)) - (next(6) == 0 ? 3 : 0) }
            let seeded = counts.reduce(0) { $0 + max(0, Int($1)) }
            let instants = (0..<seeded).map { _ in ms - 1 - Int64(next(1_000_000)) }
            var expectedSongs: [Int32] = [], expectedLatest = [Int64](repeating: .min, count: songs), play = 0
            for (song, count) in counts.enumerated() where count > 0 {
                for _ in 0..<count {
                    expectedSongs.append(Int32(song))
                    expectedLatest[song] = max(expectedLatest[song], instants[play])
                    play += 1
                }
            }
            var seededStore = store(songs)
            seededStore.seed(systemCounts: counts, at: now, instants: instants)
            #expect(seededStore.playSong == expectedSongs, "counts \(counts)")
            #expect(seededStore.latestPlay == expectedLatest && seededStore.allTimePlays == counts.map { max(0, $0) }, "counts \(counts)")
        }
    }

    @Test("seeding makes the system counts estimated plays over the past year; sync adds only the rises, as systemSync")
    func seedAndSync() {
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let uniform = Self.uniform()
        store.seed(systemCounts: [3, 0, 5], at: now, uniform: uniform)
        #expect(store.playCount == 8 && store.playSource.allSatisfy { $0 == UInt8(PlaySource.estimated.rawValue) })
        #expect(store.playTime.allSatisfy { $0 >= now.millisecondsSinceEpoch - 365 * Milliseconds.day && $0 < now.millisecondsSinceEpoch })
        let quick = store.sync(system: SystemLibrary(songs: Self.songs, playCounts: [4, 2, 5]), nowPlaying: 1,
                               at: now.advanced(byMilliseconds: Milliseconds.hour), uniform: uniform)
        #expect(quick.kind == .quick && quick.newPlays == 2 && quick.decreasedSongs.isEmpty, "only the current song: Alpha's rise waits")
        let later = now.advanced(byMilliseconds: 5 * Milliseconds.hour)
        let full = store.sync(system: SystemLibrary(songs: Self.songs, playCounts: [4, 2, 1]), nowPlaying: nil, at: later, uniform: uniform)
        #expect(full.kind == .full && full.newPlays == 1 && full.decreasedSongs == [2] && full.trackedSongs.isEmpty)
        #expect(store.playCount == 11 && store.lastSystemPlayCount == [4, 2, 5], "Gamma's count went down: its baseline stays 5")
        let synced = store.playSource.indices.filter { store.playSource[$0] == UInt8(PlaySource.systemSync.rawValue) }
        #expect(synced.count == 3 && synced.allSatisfy { store.playTime[$0] >= now.millisecondsSinceEpoch && store.playTime[$0] <= later.millisecondsSinceEpoch })
        #expect(store.memoryBytes.plays == 11 * 13)
        let beta = store.song(1)
        #expect(beta.title == "Beta" && beta.playsBySource == [0, 2, 0] && beta.totalPlays == 2 && beta.lastSystemPlayCount == 2)
        #expect(store.play(0).source == .estimated && store.play(store.playCount - 1).source == .systemSync)
    }

    @Test("songs keep their persistent identity across maintenance: counts [0, 5, 7], real-time plays of songs 2 and 3, maintain, full sync with the same counts → no decrease, and a later play of song 2 lands on song 2")
    func identityAcrossMaintenance() throws {
        // Sync must find each song by its persistent id, not its position
        // (docs/rules.md#system-play-counts, docs/rules.md#maintenance): a store that renumbered
        // songs at maintenance and read the system counts by position would report 2 decreased
        // songs here (Beta's 5 against Alpha's 0, Gamma's 7 against Beta's 5) and credit song 2's
        // next play to Gamma.
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let uniform = Self.uniform()
        var system = SystemLibrary(songs: Self.songs, playCounts: [0, 5, 7])
        store.seed(systemCounts: system.playCounts, at: now, uniform: uniform)
        store.recordRealTime(song: store.track(1, of: system, at: now).index, at: now.advanced(byMilliseconds: 60_000))
        store.recordRealTime(song: store.track(2, of: system, at: now).index, at: now.advanced(byMilliseconds: 300_000))
        let deleted = store.maintain(at: now.advanced(byMilliseconds: Milliseconds.hour), in: MusicMemoryTests.newYork)
        #expect(deleted.songs == 1 && store.ids == [11, 12] && store.index(of: 10) == nil, "Alpha never played: deleted")
        let sync = store.sync(system: system, nowPlaying: nil, at: now.advanced(byMilliseconds: 5 * Milliseconds.hour), uniform: uniform)
        #expect(sync.kind == .full && sync.decreasedSongs.isEmpty && sync.newPlays == 0)
        #expect(sync.trackedSongs.isEmpty && store.ids == [11, 12], "Alpha, unplayed since it was deleted, stays deleted")
        let beta = try #require(store.index(of: 11))
        let later = now.advanced(byMilliseconds: 6 * Milliseconds.hour)
        store.recordRealTime(song: store.track(1, of: system, at: later).index, at: later)
        #expect(store.playSong.last.map(Int.init) == beta && store.song(beta).title == "Beta" && store.song(beta).playsBySource[0] == 2)
        system.playCounts[1] += 1
        let next = store.sync(system: system, nowPlaying: 1, at: later.advanced(byMilliseconds: 60_000), uniform: uniform)
        #expect(next.kind == .quick && next.newPlays == 1 && store.playSong.last.map(Int.init) == beta && store.song(beta).lastSystemPlayCount == 6)
    }

    /// A library of Alpha, Beta and Gamma (system counts 2, 5, 7) seeded, then 200 days later Gamma
    /// played in real time and maintenance run: Alpha and Beta, never played in the app, deleted.
    /// The store, the system library, that instant, the draws and how many songs were deleted.
    static func afterDeletingTheUnplayed() -> (LibraryStore, SystemLibrary, Instant, (UInt64) -> UInt64, Int) {
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let uniform = Self.uniform()
        let system = SystemLibrary(songs: Self.songs, playCounts: [2, 5, 7])
        store.seed(systemCounts: system.playCounts, at: now, uniform: uniform)
        let later = now.advanced(byMilliseconds: 200 * Milliseconds.day)
        store.recordRealTime(song: store.track(2, of: system, at: later).index, at: later)
        let deleted = store.maintain(at: later, in: MusicMemoryTests.newYork).songs
        return (store, system, later, uniform, deleted)
    }

    @Test("maintenance deletes a never-played song once: syncs leave it deleted until its system count rises above its last known one, then track it again from its current count, the plays that brought it back unrecorded")
    func deletedSongStaysDeletedUntilPlayed() {
        // Before the fix every full sync tracked every unknown track: Alpha came back at each full
        // sync and went again at each maintenance.
        var (store, system, later, uniform, deleted) = Self.afterDeletingTheUnplayed()
        #expect(deleted == 2 && store.ids == [12] && store.deletedIDs == [10, 11])
        system.playCounts[0] = 1
        let first = store.sync(system: system, nowPlaying: nil, at: later.advanced(byMilliseconds: Milliseconds.hour), uniform: uniform)
        #expect(first.kind == .full && first.trackedSongs.isEmpty && store.ids == [12], "neither rose above 2 and 5: both stay deleted")
        #expect(store.maintain(at: later.advanced(byMilliseconds: 2 * Milliseconds.hour), in: MusicMemoryTests.newYork).songs == 0)
        system.playCounts[1] = 6
        let played = store.sync(system: system, nowPlaying: nil, at: later.advanced(byMilliseconds: 8 * Milliseconds.hour), uniform: uniform)
        #expect(played.trackedSongs == [1] && store.ids == [12, 11] && store.lastSystemPlayCount == [7, 6], "Beta played: tracked again, 6 the baseline")
        #expect(played.newPlays == 0 && store.song(1).totalPlays == 0,
                "the seed's app deleted Beta's record with its count: the play from 5 to 6 is never recorded, not recovered from the remembered 5")
        store.maintain(at: later.advanced(byMilliseconds: 9 * Milliseconds.hour), in: MusicMemoryTests.newYork)
        #expect(store.deletedIDs == [10, 11] && store.deletedCounts == [2, 6], "Beta deleted again with its new count; Alpha still remembered")
    }

    @Test("a song maintenance deleted and a real-time play tracked again is synced as a tracked song: its rise past the baseline the play set becomes plays, and the sync does not track it again")
    func deletedSongTrackedByAPlayIsSynced() {
        var (store, system, later, uniform, _) = Self.afterDeletingTheUnplayed()
        #expect(store.ids == [12] && store.deletedIDs == [10, 11])
        let again = store.track(1, of: system, at: later.advanced(byMilliseconds: Milliseconds.hour))
        #expect(again.isNew && store.ids == [12, 11] && store.lastSystemPlayCount == [7, 5], "Beta played with the app open: tracked at 5")
        system.playCounts[1] = 7
        let sync = store.sync(system: system, nowPlaying: nil, at: later.advanced(byMilliseconds: 6 * Milliseconds.hour), uniform: uniform)
        #expect(sync.kind == .full && sync.trackedSongs.isEmpty && sync.newPlays == 2 && store.lastSystemPlayCount == [7, 7],
                "Beta is found by its id, not taken for the deleted song it was; Alpha stays deleted")
    }

    /// A deleted song stays deleted through any number of full syncs while its count does not
    /// rise; what finds it deleted must stand for that song only: not once a play tracked it
    /// again, and not for another track the system library moved to its position (next test).
    @Test("full syncs walk past a remembered deleted song while its count stays, track it when the count rises, and never take a song a play tracked again for it")
    func fullSyncsWalkPastRememberedDeletedSongs() {
        var (store, system, later, uniform, _) = Self.afterDeletingTheUnplayed()
        #expect(store.ids == [12] && store.deletedIDs == [10, 11] && store.deletedCounts == [2, 5])
        func at(_ hours: Int64) -> Instant { later.advanced(byMilliseconds: hours * Milliseconds.hour) }
        let first = store.sync(system: system, nowPlaying: nil, at: at(1), uniform: uniform)
        let second = store.sync(system: system, nowPlaying: nil, at: at(6), uniform: uniform)
        #expect(first.kind == .full && second.kind == .full && first.trackedSongs.isEmpty && second.trackedSongs.isEmpty && store.ids == [12],
                "walked past twice: Alpha and Beta stay deleted")
        system.playCounts[0] = 3
        let rose = store.sync(system: system, nowPlaying: nil, at: at(12), uniform: uniform)
        #expect(rose.trackedSongs == [1] && store.ids == [12, 10] && store.lastSystemPlayCount == [7, 3], "Alpha rose above 2: tracked at 3")
        // Beta tracked again by a real-time play at 5, then its count falls to 4: below the
        // remembered 5, but Beta is tracked now, so the fall is a decrease of a tracked song.
        #expect(store.track(1, of: system, at: at(13)).isNew && store.ids == [12, 10, 11])
        system.playCounts[1] = 4
        let fell = store.sync(system: system, nowPlaying: nil, at: at(18), uniform: uniform)
        #expect(fell.kind == .full && fell.decreasedSongs == [2] && fell.trackedSongs.isEmpty, "Beta tracked again: its fall is reported")
    }

    @Test("a track the system library moves to a remembered deleted song's position is synced as itself: Gamma at Beta's position, its count fallen to 4, below Beta's remembered 5, is a decrease")
    func positionCacheDeletedEntryChecksTheID() {
        var (store, system, later, uniform, _) = Self.afterDeletingTheUnplayed()
        _ = store.sync(system: system, nowPlaying: nil, at: later.advanced(byMilliseconds: Milliseconds.hour), uniform: uniform)
        let moved = SystemLibrary(songs: [Self.songs[0], Self.songs[2], Self.songs[1]], playCounts: [2, 4, 5])
        let sync = store.sync(system: moved, nowPlaying: nil, at: later.advanced(byMilliseconds: 6 * Milliseconds.hour), uniform: uniform)
        #expect(sync.kind == .full && sync.decreasedSongs == [0] && sync.trackedSongs.isEmpty && store.ids == [12] && system.count == 3,
                "Gamma's fall from 7 to 4 is reported wherever it stands; Alpha and Beta stay deleted")
    }

    @Test("sync finds each track by its persistent id wherever the system library puts it: positions cached by one sync are checked against the id at the next, and follow maintenance's renumbering")
    func positionCacheFollowsIDs() {
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        store.seed(systemCounts: [1, 2, 3], at: now, uniform: Self.uniform())
        _ = store.sync(system: SystemLibrary(songs: Self.songs, playCounts: [1, 2, 3]), nowPlaying: nil, at: now.advanced(byMilliseconds: 5 * Milliseconds.hour), uniform: Self.uniform())
        let reordered = SystemLibrary(songs: [Self.songs[2], Self.songs[0], Self.songs[1]], playCounts: [4, 1, 2])
        let moved = store.sync(system: reordered, nowPlaying: nil, at: now.advanced(byMilliseconds: 10 * Milliseconds.hour), uniform: Self.uniform())
        #expect(moved.newPlays == 1 && store.lastSystemPlayCount == [1, 2, 4] && moved.decreasedSongs.isEmpty, "Gamma rose from 3 to 4, wherever it stands")
        let later = now.advanced(byMilliseconds: 200 * Milliseconds.day)
        store.recordRealTime(song: 2, at: later)
        store.maintain(at: later, in: MusicMemoryTests.newYork)
        let after = store.sync(system: reordered, nowPlaying: 0, at: later.advanced(byMilliseconds: Milliseconds.hour), uniform: Self.uniform())
        #expect(store.ids == [12] && after.decreasedSongs.isEmpty && after.newPlays == 0 && store.lastSystemPlayCount == [4], "Gamma renumbered to 0")
    }

    @Test("full sync updates lastSyncTimestamp only for songs whose count rose: a song unchanged for three weeks spreads its next play over the three weeks")
    func lastSyncOnlyOnRise() {
        var store = Self.library()
        let install = MusicMemoryTests.at(2025, 3, 3, 9)
        let first = Self.uniform()
        store.seed(systemCounts: [1, 1, 1], at: install, uniform: first)
        let noon = install.advanced(byMilliseconds: 5 * Milliseconds.hour)
        let rose = store.sync(system: SystemLibrary(songs: Self.songs, playCounts: [2, 1, 1]), nowPlaying: nil, at: noon, uniform: first)
        #expect(rose.kind == .full && rose.newPlays == 1)
        #expect(store.lastSync == [noon.millisecondsSinceEpoch, install.millisecondsSinceEpoch, install.millisecondsSinceEpoch],
                "only Alpha rose: Beta and Gamma keep their last sync (the old code set all three to noon)")
        let weeksLater = install.advanced(byMilliseconds: 21 * Milliseconds.day)
        let earliest = store.sync(system: SystemLibrary(songs: Self.songs, playCounts: [2, 2, 1]), nowPlaying: nil, at: weeksLater,
                                  uniform: { _ in 0 })
        #expect(earliest.newPlays == 1 && store.playTime.last == install.millisecondsSinceEpoch,
                "the lowest draw stamps Beta's play at its last rise, three weeks back, not at noon")
        #expect(store.lastSync[1] == weeksLater.millisecondsSinceEpoch && store.lastSync[2] == install.millisecondsSinceEpoch)
    }

    @Test("a count that went down keeps the old baseline: no play is recorded until the count passes it, then only the excess; the decrease is reported once, when it first goes below")
    func decreasedCountKeepsBaseline() {
        var store = Self.library()
        let install = MusicMemoryTests.at(2025, 3, 3, 9)
        let uniform = Self.uniform()
        store.seed(systemCounts: [0, 5, 0], at: install, uniform: uniform)
        var system = SystemLibrary(songs: Self.songs, playCounts: [0, 0, 0])
        var now = install
        func sync() -> LibraryStore.SyncReport {
            now = now.advanced(byMilliseconds: 5 * Milliseconds.hour)
            return store.sync(system: system, nowPlaying: nil, at: now, uniform: uniform)
        }
        let reset = sync()
        #expect(reset.decreasedSongs == [1] && reset.newPlays == 0 && store.lastSystemPlayCount[1] == 5 && store.lastSync[1] == install.millisecondsSinceEpoch,
                "Beta re-added: its count is 0, the baseline stays 5")
        system.playCounts[1] = 4
        #expect(sync().decreasedSongs.isEmpty && store.playCount == 5, "4 plays below the baseline: none recorded, the decrease not reported again")
        system.playCounts[1] = 5
        let equal = sync()
        #expect(equal.decreasedSongs.isEmpty && equal.newPlays == 0, "5 equals the baseline: no rise, no decrease")
        system.playCounts[1] = 7
        #expect(sync().newPlays == 2 && store.lastSystemPlayCount[1] == 7, "past the baseline: the 2 above it")
        system.playCounts[1] = 0
        #expect(sync().decreasedSongs == [1], "re-added again after passing it: a new decrease")
    }

    @Test("a return from the background quick-syncs the current song even when the last full sync is over 4 h old")
    func foregroundSync() {
        let last = MusicMemoryTests.at(2025, 3, 10, 8)
        let late = last.advanced(byMilliseconds: 4 * Milliseconds.hour + 1)
        #expect(SystemSync.kind(.foreground, lastFullSync: last, now: late) == .quick && SystemSync.kind(.launch, lastFullSync: last, now: late) == .full)
        #expect(SystemSync.kind(.foreground, lastFullSync: nil, now: late) == .quick)
        var store = Self.library()
        store.seed(systemCounts: [1, 1, 1], at: last, uniform: Self.uniform())
        let found = store.sync(.foreground, system: SystemLibrary(songs: Self.songs, playCounts: [2, 3, 1]), nowPlaying: 1, at: late,
                               uniform: Self.uniform())
        #expect(found.kind == .quick && found.newPlays == 2 && store.lastSystemPlayCount == [1, 3, 1] && store.lastFullSync == last,
                "only Beta; the last full sync stays, so the next launch runs a full one")
        #expect(store.sync(system: SystemLibrary(songs: Self.songs, playCounts: [2, 3, 1]), nowPlaying: 1, at: late, uniform: Self.uniform()).kind == .full)
    }

    @Test("charts over the columns equal the tuple form; maintenance deletes by the calendar thresholds and renumbers songs")
    func chartsAndMaintenance() {
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 8, 31, 10)
        let cutoffs = Maintenance.cutoffs(at: now, in: Self.newYork)
        store.recordRealTime(song: 0, at: cutoffs.plays.advanced(byMilliseconds: -1))
        store.recordRealTime(song: 1, at: cutoffs.songs)
        store.recordRealTime(song: 2, at: now)
        store.recordRealTime(song: 2, at: cutoffs.songs.advanced(byMilliseconds: -1))
        let tuples = zip(store.playSong, store.playTime).map { (song: Int($0), at: Instant(millisecondsSinceEpoch: $1)) }
        #expect(store.chart(.allTime, at: now, in: Self.newYork) == Chart.rank(plays: tuples, in: nil, titles: store.titles, ids: store.ids))
        #expect(store.chart(.allTime, at: now, in: Self.newYork).map(\.song) == [2, 1, 0])
        let deleted = store.maintain(at: now, in: Self.newYork)
        #expect(deleted.plays == 1 && deleted.songs == 1, "Alpha's only play is a year old: the song and its play go")
        #expect(store.titles == ["Beta", "Gamma"] && store.playSong == [0, 1, 1] && store.playCount == 3)
    }

    @Test("maintenance that deletes no song deletes only the plays over a year old: every song keeps its index, id, title, duration, sync state and rank, and a sync by position still finds it")
    func maintenanceDeletingNoSong() throws {
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 8, 31, 10)
        let cutoffs = Maintenance.cutoffs(at: now, in: Self.newYork)
        let system = SystemLibrary(songs: Self.songs, playCounts: [0, 0, 0])
        _ = store.sync(system: system, nowPlaying: nil, at: cutoffs.songs, uniform: Self.uniform())
        store.recordRealTime(song: 0, at: cutoffs.plays.advanced(byMilliseconds: -1))
        store.recordRealTime(song: 0, at: cutoffs.songs)
        store.recordRealTime(song: 1, at: now)
        store.recordRealTime(song: 2, at: now.advanced(byMilliseconds: -1))
        _ = store.rerank()
        let before = (ids: store.ids, titles: store.titles, durations: store.durationSeconds, counts: store.lastSystemPlayCount,
                      syncs: store.lastSync, below: store.belowBaseline, ranks: store.rankSnapshot)
        let deleted = store.maintain(at: now, in: Self.newYork)
        #expect(deleted.plays == 1 && deleted.songs == 0, "Alpha's year-old play goes; Alpha, played since, stays")
        #expect(store.ids == before.ids && store.titles == before.titles && store.durationSeconds == before.durations)
        #expect(store.lastSystemPlayCount == before.counts && store.lastSync == before.syncs && store.belowBaseline == before.below)
        #expect(store.rankSnapshot == before.ranks && store.rankSnapshot.ranks == [1, 2, 3])
        #expect(Self.songs.indices.map { store.index(of: Self.songs[$0].id) } == [0, 1, 2])
        #expect(store.playSong == [0, 1, 2] && store.allTimePlays == [1, 1, 1] && store.latestPlay[0] == cutoffs.songs.millisecondsSinceEpoch)
        let rose = SystemLibrary(songs: Self.songs, playCounts: [0, 0, 4])
        let sync = store.sync(system: rose, nowPlaying: nil, at: now.advanced(byMilliseconds: 5 * Milliseconds.hour), uniform: Self.uniform())
        #expect(sync.kind == .full && sync.newPlays == 4 && store.lastSystemPlayCount == [0, 0, 4] && store.song(2).totalPlays == 5)
    }
}

@Suite("Music Memory rank movement")
struct RankMovementTests {
    static let newYork = MusicMemoryTests.newYork
    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ ms: Int64 = 0) -> Instant {
        MusicMemoryTests.at(y, m, d, h, min, ms)
    }

    @Test("the previous period of a window: last week from Monday 00:00 local, last month, last year; All Time has none")
    func previousPeriods() {
        let now = Self.at(2025, 3, 12, 15)
        #expect(ChartWindow.thisWeek.previousInterval(at: now, in: Self.newYork) == Self.at(2025, 3, 3)..<Self.at(2025, 3, 10))
        #expect(ChartWindow.thisWeek.previousInterval(at: Self.at(2025, 3, 10), in: Self.newYork) == Self.at(2025, 3, 3)..<Self.at(2025, 3, 10),
                "Monday 00:00 is this week: the previous is the week before")
        #expect(ChartWindow.thisMonth.previousInterval(at: now, in: Self.newYork) == Self.at(2025, 2, 1)..<Self.at(2025, 3, 1))
        #expect(ChartWindow.thisMonth.previousInterval(at: Self.at(2025, 1, 5), in: Self.newYork) == Self.at(2024, 12, 1)..<Self.at(2025, 1, 1))
        #expect(ChartWindow.thisYear.previousInterval(at: now, in: Self.newYork) == Self.at(2024, 1, 1)..<Self.at(2025, 1, 1))
        #expect(ChartWindow.allTime.previousInterval(at: now, in: Self.newYork) == nil)
    }

    @Test("This Week's arrows compare with last week's chart: ↑, ↓, =, NEW; a play at Sunday 23:59:59.999 is last week's")
    func weekMovement() {
        var store = LibraryStore(songs: [(1, "A", 200), (2, "B", 200), (3, "C", 200), (4, "D", 200)])
        let sunday = Self.at(2025, 3, 9, 23, 59, 59_999)
        for (song, plays) in [(0, 3), (1, 2), (2, 1)] {
            for n in 0..<plays { store.recordRealTime(song: song, at: Self.at(2025, 3, 5, 10 + n)) }
        }
        store.recordRealTime(song: 3, at: sunday)
        // Last week: A 3, B 2, C 1, D 1 (D's Sunday play is later than C's: D 3rd, C 4th).
        for (song, plays) in [(1, 3), (0, 2), (2, 1)] {
            for n in 0..<plays { store.recordRealTime(song: song, at: Self.at(2025, 3, 11, 10 + n)) }
        }
        let shown = store.chartWithMovement(.thisWeek, at: Self.at(2025, 3, 12), in: Self.newYork)
        #expect(shown.map(\.entry.song) == [1, 0, 2] && shown.map(\.movement) == [.up(1), .down(1), .up(1)],
                "B 2nd → 1st, A 1st → 2nd, C 4th → 3rd; D's Sunday play stays last week")
        store.recordRealTime(song: 3, at: Self.at(2025, 3, 10))
        let withD = store.chartWithMovement(.thisWeek, at: Self.at(2025, 3, 12), in: Self.newYork)
        #expect(withD.map(\.entry.song) == [1, 0, 2, 3] && withD[3].movement == .down(1))
        var fresh = LibraryStore(songs: [(1, "A", 200)])
        fresh.recordRealTime(song: 0, at: Self.at(2025, 3, 10))
        #expect(fresh.chartWithMovement(.thisWeek, at: Self.at(2025, 3, 12), in: Self.newYork).map(\.movement) == [.new])
    }

    @Test("All Time moves against the remembered ranking: seeding notifies nothing, a song entering the top 10 is notified once")
    func notifications() {
        let songs = (0..<12).map { (id: UInt64(100 + $0), title: "T\($0)", durationSeconds: Int32(200)) }
        var store = LibraryStore(songs: songs)
        let now = Self.at(2025, 3, 10, 12)
        store.seed(systemCounts: (0..<12).map { Int32(24 - 2 * $0) }, at: now, uniform: { _ in 0 })
        #expect(store.rerank().isEmpty, "the ranking seeding remembered is unchanged")
        for n in 0..<8 { store.recordRealTime(song: 11, at: now.advanced(byMilliseconds: Int64(n) * 60_000)) }
        #expect(store.chartWithMovement(.allTime, at: now, in: Self.newYork)[7].movement == .up(4),
                "10 plays tie T7's 10, the later play first: 12th → 8th")
        let notified = store.rerank()
        #expect(notified.map(\.song) == [11] && notified[0].rank == 8 && notified[0].movement == .up(4), "into the top 10; T7's ↓1 is not notified")
        #expect(store.rerank().isEmpty && store.chartWithMovement(.allTime, at: now, in: Self.newYork)[7].movement == .same)
    }

    @Test("the ranking is recalculated only after a change of the plays: a sync that finds none leaves nothing to calculate; a play recorded or deleted does")
    func rerankOnlyWhenStale() {
        var store = LibraryStoreTests.library()
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let system = SystemLibrary(songs: LibraryStoreTests.songs, playCounts: [1, 2, 3])
        store.seed(systemCounts: system.playCounts, at: now, uniform: LibraryStoreTests.uniform())
        #expect(!store.rankingIsStale, "seeding remembers its ranking")
        _ = store.sync(system: system, nowPlaying: nil, at: now.advanced(byMilliseconds: 5 * Milliseconds.hour), uniform: LibraryStoreTests.uniform())
        #expect(!store.rankingIsStale && store.rerank().isEmpty, "no count rose: nothing to calculate")
        store.recordRealTime(song: 0, at: now.advanced(byMilliseconds: 6 * Milliseconds.hour))
        #expect(store.rankingIsStale)
        _ = store.rerank()
        #expect(!store.rankingIsStale)
        store.maintain(at: now.advanced(byMilliseconds: 300 * Milliseconds.day), in: MusicMemoryTests.newYork)
        #expect(store.rankingIsStale, "maintenance deleted plays")
    }
}

@Suite("Music Memory chart snapshots")
struct ChartSnapshotTests {
    @Test("movement against the previous snapshot, and which movements notify: entering the top 10, or climbing 5+ into the top 25")
    func movements() {
        let previous = ChartSnapshot(ranked: Array(1...30), songCount: 100)
        var now = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 30, 99]
        let moves = previous.movements(to: now)
        #expect(moves[0].movement == .up(11) && moves[0].isSignificant, "12 → 1 enters the top 10")
        #expect(moves[1].movement == .down(1) && !moves[1].isSignificant)
        #expect(moves[20].song == 30 && moves[20].movement == .up(9) && moves[20].isSignificant, "30 → 21: a climb of 9 into the top 25")
        #expect(moves[21].movement == .new && !moves[21].isSignificant, "NEW at 22: outside the top 10")
        now = [99]
        #expect(previous.movements(to: now)[0].isSignificant, "NEW at 1")
        #expect(ChartSnapshot(songCount: 6).movements(to: [5]).first?.movement == .new)
        var renumbered = ChartSnapshot(ranked: [2, 0, 1], songCount: 3)
        renumbered.renumber([-1, 0, 1], kept: 2)
        #expect(renumbered.ranks == [3, 1], "song 0 deleted: songs 1 and 2 keep their ranks as 0 and 1")
    }
}
