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

    static func library() -> LibraryStore {
        LibraryStore(songs: [(10, "Alpha", 200), (11, "Beta", 180), (12, "Gamma", 240)])
    }

    @Test("seeding makes the system counts estimated plays over the past year; sync adds only the rises, as systemSync")
    func seedAndSync() {
        var store = Self.library()
        let now = MusicMemoryTests.at(2025, 3, 10, 12)
        let uniform = Self.uniform()
        store.seed(systemCounts: [3, 0, 5], at: now, uniform: uniform)
        #expect(store.playCount == 8 && store.playSource.allSatisfy { $0 == UInt8(PlaySource.estimated.rawValue) })
        #expect(store.playTime.allSatisfy { $0 >= now.millisecondsSinceEpoch - 365 * Milliseconds.day && $0 < now.millisecondsSinceEpoch })
        let quick = store.sync(systemCounts: [4, 2, 5], currentSong: 1, at: now.advanced(byMilliseconds: Milliseconds.hour), uniform: uniform)
        #expect(quick.kind == .quick && quick.newPlays == 2 && quick.decreasedSongs.isEmpty, "only the current song: Alpha's rise waits")
        let later = now.advanced(byMilliseconds: 5 * Milliseconds.hour)
        let full = store.sync(systemCounts: [4, 2, 1], currentSong: nil, at: later, uniform: uniform)
        #expect(full.kind == .full && full.newPlays == 1 && full.decreasedSongs == [2])
        #expect(store.playCount == 11 && store.lastSystemPlayCount == [4, 2, 1])
        let synced = store.playSource.indices.filter { store.playSource[$0] == UInt8(PlaySource.systemSync.rawValue) }
        #expect(synced.count == 3 && synced.allSatisfy { store.playTime[$0] >= now.millisecondsSinceEpoch && store.playTime[$0] <= later.millisecondsSinceEpoch })
        #expect(store.memoryBytes.plays == 11 * 13)
        let beta = store.song(1)
        #expect(beta.title == "Beta" && beta.playsBySource == [0, 2, 0] && beta.totalPlays == 2 && beta.lastSystemPlayCount == 2)
        #expect(store.play(0).source == .estimated && store.play(store.playCount - 1).source == .systemSync)
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
}

@Suite("Music Memory chart snapshots")
struct ChartSnapshotTests {
    @Test("movement against the previous snapshot, and which movements notify: entering the top 10, or climbing 5+ into the top 25")
    func movements() {
        let previous = ChartSnapshot(ranked: (1...30).map { UInt64($0) })
        var now: [UInt64] = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 30, 99]
        let moves = previous.movements(to: now)
        #expect(moves[0].movement == .up(11) && moves[0].isSignificant, "12 → 1 enters the top 10")
        #expect(moves[1].movement == .down(1) && !moves[1].isSignificant)
        #expect(moves[20].id == 30 && moves[20].movement == .up(9) && moves[20].isSignificant, "30 → 21: a climb of 9 into the top 25")
        #expect(moves[21].movement == .new && !moves[21].isSignificant, "NEW at 22: outside the top 10")
        now = [99]
        #expect(previous.movements(to: now)[0].isSignificant, "NEW at 1")
        #expect(ChartSnapshot().movements(to: [5]).first?.movement == .new)
    }
}
