@testable import Harness
import Sim
import Testing

@Suite("Statistics")
struct StatisticsTests {
    @Test("Student t quantiles match published tables to 1e-6", arguments: [
        (0.975, 1, 12.706204736), (0.975, 2, 4.302652730), (0.975, 3, 3.182446305), (0.975, 5, 2.570581836),
        (0.975, 9, 2.262157163), (0.975, 10, 2.228138852), (0.975, 29, 2.045229642), (0.975, 30, 2.042272456),
        (0.975, 100, 1.983971519), (0.995, 9, 3.249835542), (0.95, 4, 2.131846786), (0.9, 1, 3.077683537),
        (0.975, 1_000, 1.962339081), (0.975, 100_000, 1.959987708),
    ])
    func tQuantiles(_ p: Double, _ df: Int, _ expected: Double) {
        #expect(abs(Statistics.studentTQuantile(p, degreesOfFreedom: df) - expected) < 1e-6)
    }

    @Test("log Γ matches known values: Γ(1) = Γ(2) = 1, Γ(1/2) = √π, Γ(10) = 9!")
    func logGamma() {
        #expect(abs(Statistics.logGamma(1)) < 1e-13)
        #expect(abs(Statistics.logGamma(2)) < 1e-13)
        #expect(abs(Statistics.logGamma(0.5) - 0.572_364_942_924_700_1) < 1e-13)
        #expect(abs(Statistics.logGamma(10) - 12.801_827_480_081_469) < 1e-12)
    }

    @Test("mean, variance and the 95% interval of a fixed data set, computed by hand")
    func intervalOnFixedData() throws {
        let data = [2.0, 4, 4, 4, 5, 5, 7, 9]
        #expect(Statistics.mean(data) == 5)
        #expect(abs(Statistics.variance(data) - 32.0 / 7) < 1e-12)
        let interval = Statistics.confidenceInterval(data)
        let expectedHalf = 2.364624252 * (32.0 / 7 / 8).squareRoot()
        let lower = try #require(interval.lower)
        let upper = try #require(interval.upper)
        #expect(abs(upper - 5 - expectedHalf) < 1e-8 && abs(5 - lower - expectedHalf) < 1e-8)
        #expect(interval.count == 8)
    }

    @Test("one value has a mean but no interval; none has mean 0")
    func degenerate() {
        #expect(Statistics.confidenceInterval([3]) == Statistics.Interval(mean: 3, halfWidth: nil, count: 1))
        #expect(Statistics.mean([]) == 0 && Statistics.variance([1]) == 0)
    }

    @Test("nearest-rank percentiles: the smallest value with at least p of the values at or below it")
    func nearestRank() {
        let values = (1...20).map(Double.init)
        #expect(Statistics.percentile(sorted: values, 0) == 1)
        #expect(Statistics.percentile(sorted: values, 0.5) == 10)
        #expect(Statistics.percentile(sorted: values, 0.95) == 19)
        #expect(Statistics.percentile(sorted: values, 0.96) == 20)
        #expect(Statistics.percentile(sorted: values, 1) == 20)
        #expect(Statistics.percentile(sorted: [7], 0.99) == 7)
    }
    @Test("the jackknife of a mean over equal groups is the t interval of the groups: [2, 4, 4, 4, 5, 5, 7, 9] left out one at a time")
    func jackknifeOfAMean() throws {
        let data = [2.0, 4, 4, 4, 5, 5, 7, 9]
        let replicates = data.map { (40 - $0) / 7 }
        let interval = Statistics.jackknifeInterval(estimate: 5, replicates: replicates)
        #expect(interval.mean == 5 && interval.count == 8)
        #expect(abs(try #require(interval.upper) - 5 - 2.364624252 * (4.0 / 7).squareRoot()) < 1e-8)
        #expect(Statistics.jackknifeInterval(estimate: 2, replicates: [1, 2, 3]).upper.map { abs($0 - 2 - 4.302652730 * (4.0 / 3).squareRoot()) < 1e-8 } == true,
                "three replicates: √(2/3 · 2) · t(0.975, 2)")
        #expect(Statistics.jackknifeInterval(estimate: 2, replicates: [2]).upper == nil)
    }

    /// Two arms of 400 people in 20 groups by index, each person's arm a fair coin and their count
    /// uniform on 0…10 (arm A, mean 5) or 0…12 (arm B, mean 6): the change of the per-person mean
    /// is +20 %.
    static func changeInterval(seed: UInt64) -> RelativeChange? {
        var random = Xoshiro256StarStar(seed: seed)
        var sums = [[Double]](repeating: [0, 0], count: 20)
        var people = [[Double]](repeating: [0, 0], count: 20)
        for person in 0..<400 {
            let arm = Int(random.next() >> 63)
            sums[person % 20][arm] += Double(random.next() % UInt64(arm == 0 ? 11 : 13))
            people[person % 20][arm] += 1
        }
        func means(without group: Int?) -> (first: Double, other: Double) {
            var total = [0.0, 0.0]
            var count = [0.0, 0.0]
            for member in 0..<20 where member != group {
                for arm in 0..<2 {
                    total[arm] += sums[member][arm]
                    count[arm] += people[member][arm]
                }
            }
            return (total[0] / count[0], total[1] / count[1])
        }
        let run = means(without: nil)
        return RelativeChange(first: run.first, other: run.other, replicates: (0..<20).map { means(without: $0) })
    }

    @Test("a relative change's 95% interval (the jackknife on the log of the ratio) covers the true +20% in 92–97.5% of 1,000 seeded cases")
    func jackknifeCoverage() {
        let covered = (0..<1_000).filter { seed in
            guard let change = Self.changeInterval(seed: UInt64(seed)), let lower = change.lower, let upper = change.upper else { return false }
            return lower <= 0.2 && 0.2 <= upper
        }.count
        #expect((920...975).contains(covered), "\(covered) of 1,000")
    }
}

@Suite("Relative changes")
struct RelativeChangeTests {
    @Test("the interval is the jackknife's on the log of the ratio, mapped back: never below -100%, wider above than below")
    func logScale() throws {
        let replicates = [(first: 2.0, other: 3.0), (first: 2.0, other: 5.0), (first: 2.0, other: 4.0)]
        let change = try #require(RelativeChange(first: 2, other: 4, replicates: replicates))
        #expect(change.estimate == 1)
        let logs = replicates.map { DeterministicMath.log($0.other / $0.first) }
        let interval = Statistics.jackknifeInterval(estimate: DeterministicMath.log(2), replicates: logs)
        #expect(change.lower == DeterministicMath.exp(interval.lower!) - 1 && change.upper == DeterministicMath.exp(interval.upper!) - 1)
        #expect(change.lower! > -1 && change.upper! - change.estimate > change.estimate - change.lower!)
    }

    @Test("nothing to divide by is no change; nothing to take a log of is a change without an interval")
    func zeros() throws {
        #expect(RelativeChange(first: 0, other: 4, replicates: [(1, 4), (1, 4)]) == nil)
        #expect(RelativeChange(first: 2, other: 4, replicates: [(0, 4), (1, 4)]) == nil)
        let gone = try #require(RelativeChange(first: 2, other: 0, replicates: [(2, 0), (2, 1)]))
        #expect(gone.estimate == -1 && gone.lower == nil && gone.upper == nil)
    }
}
