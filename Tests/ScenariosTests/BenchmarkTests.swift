import Testing
import Measurements
import Scenarios

@Suite("Benchmark models")
struct BenchmarkTests {
    @Test("the engine benchmark delivers exactly the events asked for, with a pinned checksum")
    func engineIsDeterministic() {
        let outcome = EngineBenchmark(timers: 100, events: 50_000, seed: 3).run()
        #expect(outcome == EngineBenchmark(timers: 100, events: 50_000, seed: 3).run())
        #expect(outcome.delivered == 50_000)
        #expect(outcome.checksum == BenchmarkPins.engineChecksum)
    }

    @Test("the quota-day model's counts add up and repeat for a seed")
    func quotaDayCountsAddUp() {
        let counts = QuotaDayBenchmark(users: 300, days: 5, seed: 9).run()
        #expect(counts == QuotaDayBenchmark(users: 300, days: 5, seed: 9).run())
        #expect(counts.blockedByLimit + counts.blockedByCooldown + counts.declined + counts.adsStarted == counts.exhausted)
        let ended = counts.adsCompleted + counts.adsAborted
        #expect(ended <= counts.adsStarted && ended >= counts.adsStarted - 300, "an ad still playing at the end has not ended")
        #expect(counts.resets >= 300 * 4 && counts.resets <= 300 * 5)
        #expect(counts.adsCompleted > 0 && counts.adsAborted > 0)
        #expect(counts.views - counts.adsCompleted + counts.exhausted == counts.attempts, "each attempt is a view or the sheet")
        #expect([counts.attempts, counts.views, counts.exhausted, counts.blockedByLimit, counts.blockedByCooldown, counts.declined,
                  counts.adsStarted, counts.adsCompleted, counts.adsAborted, counts.resets] == BenchmarkPins.quotaDay)
    }

    @Test("the recommend and insights benchmarks do the same work every time, and all of it")
    func recommendAndInsights() {
        let recommend = RecommendBenchmark(titles: 3_000, viewers: 200, seed: 2)
        let served = recommend.run()
        #expect(served == RecommendBenchmark(titles: 3_000, viewers: 200, seed: 2).run() && served.reduce(0, +) == 200)
        let insights = InsightsBenchmark(years: 10)
        #expect(insights.releases.count == 3_652 && insights.run() == InsightsBenchmark(years: 10).run())
    }
}

/// Recorded outputs: a change here means the engine's event order or the quota rules changed.
enum BenchmarkPins {
    static let engineChecksum: UInt64 = 15_367_243_887_867_431_856
    /// attempts, views, exhausted, blocked by limit, blocked by cooldown, declined, ads started,
    /// completed, aborted, resets.
    static let quotaDay = [8_816, 6_772, 3_212, 0, 0, 1_909, 1_303, 1_168, 135, 1_491]
}
