import Testing
@testable import Scenarios

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
        #expect(abs(try #require(interval.halfWidth) - expectedHalf) < 1e-8)
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
}
