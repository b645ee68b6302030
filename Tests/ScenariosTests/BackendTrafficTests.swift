import Harness
import Sim
import TestSupport
import Testing
import Time

/// The servers' side of a run (docs/rules.md#backend-load): a cache every user shares, the
/// executions in flight at once, and the per-minute rows of `backend.csv`, on hand-made request
/// logs.
@Suite("Backend traffic")
struct BackendTrafficTests {
    static let day = Instant(millisecondsSinceEpoch: 20_153 * Milliseconds.day)

    static func request(_ milliseconds: Int64, endpoint: UInt8 = 0, rows: UInt32 = 0, failed: Bool = false) -> BackendRequest {
        BackendRequest(at: day.advanced(byMilliseconds: milliseconds), endpoint: endpoint, zone: 0, rows: rows, failed: failed)
    }

    static let songs = BackendEndpoint(service: "apps-script", name: "getSongs", trigger: "cold launch", serviceMilliseconds: 300,
                                       missServiceMilliseconds: 3_000, sharedCacheMilliseconds: 600_000, bytesPerRequest: 1_000)

    @Test("the shared cache: a miss rebuilds for 3 s, requests during it wait and hit, then hits until 10 minutes after the rebuild")
    func sharedCacheByHand() {
        var cache = SharedCache(lifetimeMilliseconds: 600_000, hitMilliseconds: 300, missMilliseconds: 3_000)
        #expect(cache.serve(at: 0) == (false, 3_000))
        #expect(cache.serve(at: 1_000) == (true, 3_300), "waits for the rebuild, then is served")
        #expect(cache.serve(at: 3_000) == (true, 3_300))
        #expect(cache.serve(at: 602_999) == (true, 603_299))
        #expect(cache.serve(at: 603_000) == (false, 606_000), "expired 10 minutes after it was put")
    }

    @Test("seeded: a million requests a day (100,000 outside the long set) meet at most 144 misses per endpoint per day")
    func atMost144MissesADay() {
        var stream = RandomStreams(seed: 15).generator(persona: 0, agent: 0, purpose: 0)
        let count = LongTests.size(quick: 100_000, long: 1_000_000)
        let requests = (0..<count).map { _ in Self.request(Int64(stream.uniform(from: 0, to: 1) * Double(Milliseconds.day))) }
            .sorted(by: BackendRequest.precedes)
        let traffic = BackendTraffic(endpoints: [Self.songs], requests: requests)
        #expect(traffic.totals[0].cacheMisses <= 144 && traffic.totals[0].cacheMisses >= 143)
        #expect(traffic.totals[0].cacheHits + traffic.totals[0].cacheMisses == Int64(count))
    }

    @Test("executions in flight: overlapping requests peak at 3; one ending as another starts counts once; a minute only carried over has its row")
    func executionsByHand() {
        let plain = BackendEndpoint(service: "supabase", name: "candidates", trigger: "pick", serviceMilliseconds: 2_000, bytesPerRow: 10)
        let requests = [Self.request(59_000, rows: 5), Self.request(59_500, rows: 5), Self.request(59_900), Self.request(61_900),
                        Self.request(61_950, failed: true)]
        let traffic = BackendTraffic(endpoints: [plain], requests: requests)
        let first = Zone.floorDivide(Self.day.millisecondsSinceEpoch, 60_000)
        #expect(traffic.minutes.map(\.minute) == [first, first + 1])
        #expect(traffic.minutes.map(\.peakExecutions) == [3, 3], "three still running at the start of the next minute")
        #expect(traffic.minutes.map(\.requests) == [3, 1])
        #expect(traffic.minutes.map(\.failures) == [0, 1])
        #expect(traffic.minutes.map(\.bytes) == [100, 0])
        #expect(traffic.totals[0].peakExecutions == 3)
        let backToBack = BackendTraffic(endpoints: [plain], requests: [Self.request(0), Self.request(2_000), Self.request(4_000)])
        #expect(backToBack.totals[0].peakExecutions == 1, "an execution ending at t no longer counts at t")
        let carried = BackendTraffic(endpoints: [plain], requests: [Self.request(59_999)])
        #expect(carried.minutes.map(\.requests) == [1, 0])
        #expect(carried.minutes.map(\.peakExecutions) == [1, 1])
    }

    @Test("a service's executions in flight count over all its endpoints; the busiest second counts one endpoint's requests")
    func serviceWide() {
        var movies = Self.songs
        movies.name = "getMovies"
        let requests = [Self.request(0, endpoint: 0), Self.request(0, endpoint: 1), Self.request(100, endpoint: 0), Self.request(200, endpoint: 1)]
        let traffic = BackendTraffic(endpoints: [Self.songs, movies], requests: requests)
        #expect(traffic.services == ["apps-script"])
        #expect(traffic.servicePeaks[0].map(\.peak) == [4])
        #expect(traffic.totals.map(\.peakExecutions) == [2, 2])
        #expect(traffic.totals.map(\.busiestSecond) == [2, 2])
        #expect(traffic.totals.map(\.cacheMisses) == [1, 1])
    }

    @Test("seeded: the rows add up to the totals, and the log's order does not change them")
    func rowsAddUp() {
        var stream = RandomStreams(seed: 16).generator(persona: 0, agent: 0, purpose: 0)
        let plain = BackendEndpoint(service: "supabase", name: "candidates", trigger: "pick", serviceMilliseconds: 700, bytesPerRow: 10)
        let requests = (0..<5_000).map { _ in
            Self.request(Int64(stream.uniform(from: 0, to: 1) * 7_200_000), endpoint: stream.bernoulli(0.5) ? 1 : 0, rows: UInt32(stream.uniform(from: 0, to: 1) * 100),
                         failed: stream.bernoulli(0.05))
        }
        var shuffled = BackendLog()
        var earlier = BackendLog()
        for request in requests[2_500...].reversed() { shuffled.record(request) }
        for request in requests[..<2_500].reversed() { earlier.record(request) }
        shuffled.merge(earlier)
        let a = BackendTraffic(endpoints: [Self.songs, plain], requests: BackendLog(requests).sorted)
        let b = BackendTraffic(endpoints: [Self.songs, plain], requests: shuffled.sorted)
        #expect(a.minutes == b.minutes && a.totals == b.totals)
        for e in 0..<2 {
            let rows = a.minutes.filter { $0.endpoint == e }
            #expect(rows.reduce(0) { $0 + $1.requests } == a.totals[e].requests)
            #expect(rows.reduce(0) { $0 + $1.failures } == a.totals[e].failures)
            #expect(rows.reduce(0) { $0 + $1.bytes } == a.totals[e].bytes)
            #expect(rows.map(\.peakExecutions).max() == a.totals[e].peakExecutions)
        }
    }
}
