import Foundation
import Harness
import Sim
import Testing
import Time

/// The backend request log's compact storage (docs/rules.md#backend-log): it gives back exactly
/// what was recorded.
@Suite("Backend log")
struct BackendLogTests {
    /// Seeded requests with instants near together, far apart (beyond one chunk's span) and at
    /// the extremes, and rests from a few common ones to many distinct.
    static func requests(_ count: Int, seed: UInt64) -> [BackendRequest] {
        var random = SplitMix64(seed: seed)
        var now: Int64 = 1_740_000_000_000
        return (0..<count).map { _ in
            switch random.next() % 100 {
            case 0: now = Int64(bitPattern: random.next())
            case 1: now = .min
            case 2: now = .max
            case 3..<10: now &+= Int64(random.next() % (1 << 45))
            default: now &+= Int64(random.next() % 100_000) - 50_000
            }
            let common = random.next() % 4 != 0
            return BackendRequest(at: Instant(millisecondsSinceEpoch: now), endpoint: UInt8(random.next() % (common ? 3 : 256)),
                                  zone: UInt16(random.next() % (common ? 12 : 65_536)), rows: common ? 0 : UInt32(truncatingIfNeeded: random.next()),
                                  failed: random.next() % 10 == 0)
        }
    }

    @Test("seeded: every request recorded comes back in order, merged or whole, and through a shard's JSON")
    func roundTrip() throws {
        for seed: UInt64 in 1...4 {
            let requests = Self.requests(20_000, seed: seed)
            let whole = BackendLog(requests)
            #expect(whole.count == requests.count && whole.requests == requests)
            var merged = BackendLog()
            for part in [requests[..<7_000], requests[7_000..<7_001], requests[7_001...]] {
                merged.merge(BackendLog(Array(part)))
            }
            merged.record(requests[0])
            #expect(merged.requests == requests + [requests[0]])
            #expect(merged != whole)
            let decoded = try JSONDecoder().decode(BackendLog.self, from: JSONEncoder().encode(whole))
            #expect(decoded == whole && decoded.requests == requests)
            #expect(whole.sorted == requests.sorted(by: BackendRequest.precedes))
        }
    }

    @Test("a chunk whose table of rests is full hands over to a new chunk, and every request still comes back in order")
    func tableLimit() throws {
        // Within one chunk's span, 40 distinct rests in turn: one chunk without a limit; with 5
        // rests a chunk, a new chunk every 5 requests.
        let requests = (0..<2_000).map { (n: Int) -> BackendRequest in
            let at = Instant(millisecondsSinceEpoch: 1_740_000_000_000 + Int64(n) * 1_000)
            return BackendRequest(at: at, endpoint: UInt8(n % 4), zone: UInt16(n % 10), rows: UInt32(n % 40))
        }
        let limited = BackendLog(requests, kindLimit: 5)
        let whole = BackendLog(requests)
        #expect(whole.chunkCount == 1 && limited.chunkCount == 400)
        #expect(limited.requests == requests && limited == whole)
        #expect(try JSONDecoder().decode(BackendLog.self, from: JSONEncoder().encode(limited)).requests == requests)
    }

    @Test("logs are equal exactly when they hold the same requests in the same order, however chunked")
    func equality() {
        let requests = Self.requests(3_000, seed: 5)
        var merged = BackendLog(Array(requests[..<1_000]))
        merged.merge(BackendLog(Array(requests[1_000...])))
        #expect(merged == BackendLog(requests) && merged.chunkCount > BackendLog(requests).chunkCount)
        var changed = requests
        changed[2_500].failed.toggle()
        #expect(BackendLog(changed) != BackendLog(requests), "one request differs, the counts are equal")
        #expect(BackendLog(Array(requests.reversed())) != BackendLog(requests), "the same requests in another order")
    }
}
