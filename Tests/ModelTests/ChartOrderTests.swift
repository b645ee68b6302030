import Testing
@testable import Model
import Time

@Suite("Music Memory chart order")
struct ChartOrderTests {
    @Test("the chart from counts holds exactly the played songs, each before the next by plays, then latest play, then title, then id, over many seeded random libraries with ties")
    func chartFromCountsFollowsTheOrder() {
        var draw = SeededDraws(seed: 18)
        for _ in 0..<200 {
            let songs = 1 + Int(draw(120))
            // Few plays, instants and titles, so every key of the order ties somewhere.
            let counts = (0..<songs).map { _ in Int32(draw(4)) }
            let latest = counts.map { $0 > 0 ? 1_700_000_000_000 + Int64(draw(5)) * 60_000 : Int64.min }
            let titles = (0..<songs).map { _ in "T\(draw(3))" }
            let ids = (0..<songs).map { UInt64(10_000 - $0 * 3) }
            expectChartOrder(counts: counts, latest: latest, titles: titles, ids: ids)
        }
    }

    @Test("the chart of large libraries follows the order, with latest plays over a year (ties among them) or across the whole range of instants, and with long runs tied on plays and latest play")
    func largeChartsFollowTheOrder() {
        var draw = SeededDraws(seed: 1_818)
        for trial in 0..<40 {
            let songs = 64 + Int(draw(1_500))
            let counts = (0..<songs).map { _ in Int32(draw(12)) + (draw(50) == 0 ? 70_000 : 0) }
            let wide = trial % 2 == 1
            let latest = counts.map { _ in
                guard wide else { return 1_700_000_000_000 + Int64(draw(365 * 86_400_000) / (draw(3) == 0 ? 86_400_000 : 1)) }
                _ = draw(2)
                return Int64(bitPattern: draw.lastState)
            }
            let titles = (0..<songs).map { _ in "Track \(draw(40))" }
            let ids = (0..<songs).map { _ in draw(.max) }
            expectChartOrder(counts: counts, latest: latest, titles: titles, ids: ids)
            // Many plays at one instant: runs of dozens of songs tied on both keys, ordered by
            // title and id.
            let tied = Array(counts.prefix(64 + Int(draw(400)))).map { 1 + $0 % 2 }
            expectChartOrder(counts: tied, latest: tied.map { _ in 1_700_000_000_000 + Int64(draw(2)) },
                             titles: tied.map { _ in "Track \(draw(6))" }, ids: tied.map { _ in draw(.max) })
        }
    }

    @Test("the chart of large libraries with no two songs tied on plays and latest play, or with only the first two tied, follows the order")
    func largeChartsWithoutTiesFollowTheOrder() {
        var draw = SeededDraws(seed: 1_819)
        for trial in 0..<40 {
            let songs = 64 + Int(draw(1_500))
            let counts = (0..<songs).map { _ in 1 + Int32(draw(9)) }
            // Distinct latest plays over a year: a whole number of days plus the song's index.
            var latest = (0..<songs).map { 1_700_000_000_000 + Int64(draw(365)) * 86_400_000 + Int64($0) }
            if trial % 2 == 1 {
                // The chart's first two songs tied: the most plays, at the newest instant.
                let newest = latest.max()! + 1
                (latest[0], latest[1]) = (newest, newest)
            }
            let most = counts.max()! + 1
            let tiedCounts = trial % 2 == 1 ? counts.enumerated().map { $0.offset < 2 ? most : $0.element } : counts
            expectChartOrder(counts: tiedCounts, latest: latest, titles: (0..<songs).map { _ in "Track \(draw(40))" },
                             ids: (0..<songs).map { _ in draw(.max) })
        }
    }

    @Test("the radix sort packs rank and place in one 64-bit number while they fit, else moves the place beside the rank, and leaves a rank over 64 bits to the merge sort: 64 keys (6 place bits), plays 1 apart (1 bit) and latest plays 2^57 − 1 apart (57 bits) fill 64 bits, bit 63 set; 2^57 apart need 65; 65 keys (7 place bits) fill 64 with 2^56 − 1 apart")
    func radixSortLayoutAtTheBoundary() {
        let cases: [(keys: Int, latestSpan: UInt64, layout: Chart.RadixLayout?)] = [
            (64, (1 << 57) - 1, .rankWithPlace), (64, 1 << 57, .rankBesidePlace),
            (65, (1 << 57) - 1, .rankBesidePlace), (65, 1 << 57, .rankBesidePlace),
            (65, (1 << 56) - 1, .rankWithPlace), (65, 1 << 56, .rankBesidePlace),
            // Plays 1 bit and latest plays 2^63 apart (64 bits): 65 bits of rank alone.
            (64, 1 << 63, nil),
        ]
        var draw = SeededDraws(seed: 1_820)
        for (count, span, layout) in cases {
            // The oldest and newest latest plays `span` apart (the last case: −2^62 and 2^62),
            // the others among four instants (runs tied on plays and latest play) or anywhere
            // between; plays 1 or 2, both present, so the fewest plays' rank has its top bit set.
            let oldest: Int64 = span > UInt64(Int64.max) ? -(1 << 62) : 1_700_000_000_000
            let newest = oldest &+ Int64(bitPattern: span)
            let keys = (0..<count).map { song -> Chart.RankKey in
                let plays: Int32 = song == 0 ? 1 : song == 1 ? 2 : 1 + Int32(draw(2))
                let latest: Int64 = switch song {
                case 0: oldest
                case 1: newest
                case _ where draw(2) == 0: oldest &+ Int64(bitPattern: span / 4 * draw(5))
                default: oldest &+ Int64(bitPattern: (draw(1 << 32) << 32 | draw(1 << 32)) % (span + 1))
                }
                return Chart.RankKey(plays: plays, song: Int32(song), latest: latest)
            }
            let titles = (0..<count).map { _ in "T\(draw(3))" }
            let ids = (0..<count).map { UInt64(($0 * 37) % count) }
            let expected = keys.sorted { a, b in
                let x = (-Int64(a.plays), ~a.latest, titles[Int(a.song)]), y = (-Int64(b.plays), ~b.latest, titles[Int(b.song)])
                return x < y || (x == y && ids[Int(a.song)] < ids[Int(b.song)])
            }.map(\.song)
            var radixSorted = keys
            #expect(Chart.radixSort(&radixSorted, titles: titles, ids: ids) == layout, "\(count) keys, latest plays \(span) ms apart")
            #expect(radixSorted.map(\.song) == (layout == nil ? keys.map(\.song) : expected), "\(count) keys, latest plays \(span) ms apart")
            var sorted = keys
            Chart.sortInChartOrder(&sorted, titles: titles, ids: ids)
            #expect(sorted.map(\.song) == expected, "\(count) keys, latest plays \(span) ms apart")
        }
    }

    func expectChartOrder(counts: [Int32], latest: [Int64], titles: [String], ids: [UInt64]) {
        let chart = Chart.rank(counts: counts, latest: latest, titles: titles, ids: ids)
        #expect(Chart.rankedSongs(counts: counts, latest: latest, titles: titles, ids: ids).map(Int.init) == chart.map(\.song))
        #expect(chart.map(\.song).sorted() == counts.indices.filter { counts[$0] > 0 })
        for entry in chart {
            #expect(entry.plays == Int(counts[entry.song]) && entry.latest.millisecondsSinceEpoch == latest[entry.song])
        }
        for (a, b) in zip(chart, chart.dropFirst()) {
            let key = { (song: Int) in (-Int64(counts[song]), ~latest[song], titles[song]) }
            let (x, y) = (key(a.song), key(b.song))
            #expect(x < y || (x == y && ids[a.song] < ids[b.song]))
        }
    }
}
