import Foundation
@testable import Harness
import Sim
import Testing

/// docs/rules.md#bounded-intervals: a sweep's interval for an arm's mean keeps to what its KPI can
/// be, and still covers the true mean.
@Suite("Bounded intervals")
struct BoundedIntervalTests {
    /// `t(0.975, 3)`, from published tables.
    static let t3 = 3.182446305

    @Test("a share's interval is the t interval on the logit scale, by hand: 95%, 97%, 99%, 100% → 89.73% to 99.54%, where the plain one reads 94.2% to 101.3%")
    func shareByHand() throws {
        let values = [0.95, 0.97, 0.99, 1.0]
        let interval = Statistics.confidenceInterval(values, within: .fraction)
        let mean = 0.9775
        let halfWidth = Self.t3 * (Statistics.variance(values) / 4).squareRoot()
        let center = Foundation.log(mean / (1 - mean))
        let spread = halfWidth / (mean * (1 - mean))
        #expect(abs(interval.mean - mean) < 1e-15 && interval.count == 4)
        let lower = try #require(interval.lower)
        let upper = try #require(interval.upper)
        #expect(abs(lower - 1 / (1 + Foundation.exp(spread - center))) < 1e-9)
        #expect(abs(upper - 1 / (1 + Foundation.exp(-center - spread))) < 1e-9)
        #expect(abs(lower - 0.897_269_843_5) < 1e-9 && abs(upper - 0.995_393_707_4) < 1e-9)
        let plain = Statistics.confidenceInterval(values)
        let plainLower = try #require(plain.lower)
        let plainUpper = try #require(plain.upper)
        #expect(abs(plainLower - 0.942_216_921_4) < 1e-9 && abs(plainUpper - 1.012_783_078_6) < 1e-9, "the plain t interval leaves 100 %")
    }

    @Test("a non-negative quantity's interval is the t interval on the log scale, by hand: $10, $15, $30, $38 → $9.55 to $56.59, where the plain one reads $2.57 to $43.93")
    func nonNegativeByHand() throws {
        let values = [10.0, 15, 30, 38]
        let interval = Statistics.confidenceInterval(values, within: .nonNegative)
        let halfWidth = Self.t3 * (Statistics.variance(values) / 4).squareRoot()
        #expect(interval.mean == 23.25)
        let lower = try #require(interval.lower)
        let upper = try #require(interval.upper)
        #expect(abs(lower - 23.25 * Foundation.exp(-halfWidth / 23.25)) < 1e-8)
        #expect(abs(upper - 23.25 * Foundation.exp(halfWidth / 23.25)) < 1e-8)
        #expect(abs(lower - 9.552_552_017) < 1e-8 && abs(upper - 56.588_281_228) < 1e-8)
        let plain = Statistics.confidenceInterval(values)
        let plainLower = try #require(plain.lower)
        let plainUpper = try #require(plain.upper)
        #expect(abs(plainLower - 2.569_199_719) < 1e-8 && abs(plainUpper - 43.930_800_281) < 1e-8)
    }

    @Test("values at a bound need no special case: revenue $0, $0, $0, $12 → $0.124 to $72.3 (plain: -$6.55 to $12.5), a count of 0, 0, 3 → 0.0 to 73.9; shares at 100 % stay below it")
    func valuesAtABound() throws {
        let revenue = Statistics.confidenceInterval([0, 0, 0, 12], within: .nonNegative)
        let revenueLower = try #require(revenue.lower)
        let revenueUpper = try #require(revenue.upper)
        #expect(abs(revenueLower - 0.124_452_144_7) < 1e-9 && abs(revenueUpper - 72.316_953_792) < 1e-8)
        #expect(abs(revenueUpper - 3 * DeterministicMath.exp(Self.t3)) < 1e-6,
                "the widest it gets, the mean × e^t (24 × the mean): one value holds everything, so s / √n is the mean")
        let count = Statistics.confidenceInterval([0, 0, 3], within: .nonNegative)
        let countLower = try #require(count.lower)
        let countUpper = try #require(count.upper)
        #expect(countLower > 0 && countLower < 0.05 && abs(countUpper - DeterministicMath.exp(4.302_652_730)) < 1e-6, "e^t(0.975, 2) = 73.9")
        let share = Statistics.confidenceInterval([1, 1, 1, 0.9, 0], within: .fraction)
        let shareLower = try #require(share.lower)
        let shareUpper = try #require(share.upper)
        #expect(shareLower > 0 && shareLower < share.mean && share.mean < shareUpper && shareUpper < 1)
    }

    @Test("every value equal: the interval is the mean itself — a share of 100 % or of 0 %, revenue of $0, 80 installs, 10 %; so is it when the mean rounds onto a bound")
    func equalValues() {
        #expect(Statistics.mean([1, 1, 1, 0.999_999_999_999_999_9]) == 1, "the sum rounds to 4")
        for (values, bounds) in [([1.0, 1, 1], Statistics.Bounds.fraction), ([0, 0, 0, 0], .fraction), ([0, 0], .nonNegative),
                                 ([80, 80, 80], .nonNegative), ([0.1, 0.1, 0.1], .fraction), ([1, 1, 1, 0.999_999_999_999_999_9], .fraction)] {
            let interval = Statistics.confidenceInterval(values, within: bounds)
            #expect(interval.lower == interval.mean && interval.upper == interval.mean, "\(values)")
        }
    }

    @Test("the ends never pass the mean: shares a rounding error apart, whose mean mapped to the logit scale and back moves by one")
    func endsHoldTheMean() throws {
        let values = [0.00731046374176314, 0.007310463741763142, 0.007310463741763142]
        let interval = Statistics.confidenceInterval(values, within: .fraction)
        let lower = try #require(interval.lower)
        let upper = try #require(interval.upper)
        #expect(lower <= interval.mean && interval.mean <= upper, "\(lower) ≤ \(interval.mean) ≤ \(upper)")
    }

    @Test("one value: a mean and no interval, as before, whatever the bounds")
    func oneValue() {
        for bounds in [Statistics.Bounds.unbounded, .nonNegative, .fraction] {
            #expect(Statistics.confidenceInterval([0.4], within: bounds) == Statistics.Interval(mean: 0.4, halfWidth: nil, count: 1))
        }
    }

    @Test("values the bounds do not allow (a share above 100 %, a negative count), and unbounded numbers: the plain t interval")
    func plainInterval() {
        #expect(Statistics.confidenceInterval([0.9, 1.2, 1], within: .fraction) == Statistics.confidenceInterval([0.9, 1.2, 1]))
        #expect(Statistics.confidenceInterval([3, -1, 4], within: .nonNegative) == Statistics.confidenceInterval([3, -1, 4]))
        #expect(Statistics.confidenceInterval([-0.2, 0.3, 0.1], within: .unbounded) == Statistics.confidenceInterval([-0.2, 0.3, 0.1]))
    }

    @Test("far from a bound the interval is close to the t interval: 50.0 %, 50.2 %, 49.9 %, 50.1 % within 0.01 pp")
    func farFromABound() throws {
        let values = [0.5, 0.502, 0.499, 0.501]
        let bounded = Statistics.confidenceInterval(values, within: .fraction)
        let plain = Statistics.confidenceInterval(values)
        let lower = try #require(bounded.lower)
        let upper = try #require(bounded.upper)
        #expect(abs(lower - plain.lower!) < 1e-4 && abs(upper - plain.upper!) < 1e-4)
    }

    @Test("a paired difference of shares stays within ±100 pp; of counts it is the plain t interval; differences a share cannot have are not cut")
    func differences() throws {
        let shares = [1.0, -1, 1, -1]
        let cut = Statistics.differenceInterval(shares, within: .fraction)
        let plain = Statistics.confidenceInterval(shares)
        let plainLower = try #require(plain.lower)
        #expect(plainLower < -1 && plain.upper! > 1, "the plain interval leaves ±100 pp")
        #expect(cut == Statistics.Interval(mean: plain.mean, lower: -1, upper: 1, count: 4))
        #expect(Statistics.differenceInterval([40, -20, 40, 30], within: .nonNegative) == Statistics.confidenceInterval([40, -20, 40, 30]))
        #expect(Statistics.differenceInterval([1.5, -0.4, 1], within: .fraction) == Statistics.confidenceInterval([1.5, -0.4, 1]))
    }

    @Test("which units are bounded: shares 0 to 1, counts and money 0 and above, other numbers not at all")
    func unitBounds() {
        #expect(KPIUnit.share.bounds == .fraction)
        #expect(KPIUnit.count.bounds == .nonNegative && KPIUnit.money(.dollars).bounds == .nonNegative && KPIUnit.money(.cents).bounds == .nonNegative)
        #expect(KPIUnit.number.bounds == .unbounded)
    }
}

/// The coverage table of docs/rules.md#bounded-intervals, computed: 1,000 seeded synthetic
/// sweeps of a quantity with a known true mean, at 4 and at 8 replications.
@Suite("Bounded interval coverage")
struct BoundedIntervalCoverageTests {
    /// A quantity a replication measures, drawn from a seeded generator, with its true mean.
    struct Quantity: Sendable, CustomTestStringConvertible {
        var name: String
        var bounds: Statistics.Bounds
        var truth: Double
        var seed: UInt64
        var draw: @Sendable (inout Xoshiro256StarStar) -> Double

        var testDescription: String { name }

        /// A share near its upper bound: 97 % of 100 people, each independently (binomial).
        static let share = Quantity(name: "share: 97 % of 100 people (binomial)", bounds: .fraction, truth: 0.97, seed: 1) { random in
            Double((0..<100).filter { _ in random.bernoulli(0.97) }.count) / 100
        }

        /// Revenue per install, mostly from no one: 2 % of 100 installs pay a lognormal amount
        /// (median $20, σ = 1, mean 20 e^0.5); 13 % of replications have no revenue at all.
        static let revenue = Quantity(name: "revenue per install: 2 % of 100 installs pay, lognormal amounts (median $20, σ = 1)",
                                      bounds: .nonNegative, truth: 0.02 * 20 * DeterministicMath.exp(0.5), seed: 2) { random in
            (0..<100).reduce(0.0) { sum, _ in
                random.bernoulli(0.02) ? sum + random.lognormal(mu: DeterministicMath.log(20), sigma: 1) : sum
            } / 100
        }
    }

    /// What 1,000 seeded sweeps of `quantity` at `replications` give.
    struct Coverage {
        /// Cases whose bounded interval holds the true mean.
        var covered = 0
        /// Cases whose plain t interval holds it.
        var coveredByPlain = 0
        /// Cases whose plain t interval leaves the quantity's bounds.
        var plainOutside = 0
        /// Bounded intervals outside the bounds, or not holding their mean.
        var misplaced: [String] = []

        init(_ quantity: Quantity, replications: Int) {
            var random = Xoshiro256StarStar(seed: quantity.seed * 100 + UInt64(replications))
            for _ in 0..<1_000 {
                let values = (0..<replications).map { _ in quantity.draw(&random) }
                let bounded = Statistics.confidenceInterval(values, within: quantity.bounds)
                let plain = Statistics.confidenceInterval(values)
                guard let lower = bounded.lower, let upper = bounded.upper, let plainLower = plain.lower, let plainUpper = plain.upper else {
                    misplaced.append("no interval: \(values)")
                    continue
                }
                if !quantity.bounds.contains(lower) || !quantity.bounds.contains(upper) || !(lower...upper).contains(bounded.mean) {
                    misplaced.append("\(lower)...\(upper), mean \(bounded.mean): \(values)")
                }
                if (lower...upper).contains(quantity.truth) { covered += 1 }
                if (plainLower...plainUpper).contains(quantity.truth) { coveredByPlain += 1 }
                if !quantity.bounds.contains(plainLower) || !quantity.bounds.contains(plainUpper) { plainOutside += 1 }
            }
        }

        /// The row docs/rules.md#bounded-intervals quotes.
        func row(_ quantity: Quantity, replications: Int) -> String {
            "| \(quantity.name) | \(replications) | \(covered) | \(coveredByPlain) | \(plainOutside) |"
        }
    }

    static let rules = (try? String(contentsOf: Fixtures.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)) ?? ""

    @Test("1,000 seeded sweeps: the interval covers the true mean in at least 900, always lies within the bounds and holds its mean, as docs/rules.md's table says",
          arguments: [Quantity.share, .revenue], [4, 8])
    func coverage(_ quantity: Quantity, replications: Int) {
        let coverage = Coverage(quantity, replications: replications)
        #expect(coverage.covered >= 900, "covered \(coverage.covered) of 1,000")
        #expect(coverage.misplaced == [], "intervals outside the bounds or beside their mean")
        let row = coverage.row(quantity, replications: replications)
        let quoted = Self.rules.contains(row)
        #expect(quoted, "docs/rules.md#bounded-intervals should quote \(row)")
    }
}
