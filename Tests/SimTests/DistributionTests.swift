import Testing
@testable import Sim
import TestSupport

/// Statistical checks with fixed seeds: each bound is about four standard errors (or a chi-square
/// far in the tail), wide enough for a correct sampler at this seed and narrow enough that a
/// wrong mean, variance or shape fails.
@Suite("Distributions")
struct DistributionTests {
    static let n = 200_000

    static func moments(_ values: [Double]) -> (mean: Double, variance: Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count - 1)
        return (mean, variance)
    }

    /// Pearson's statistic of observed counts against expected probabilities.
    static func chiSquare(_ observed: [Int], _ probabilities: [Double]) -> Double {
        let total = Double(observed.reduce(0, +))
        return zip(observed, probabilities).reduce(0) { sum, pair in
            let expected = total * pair.1
            return sum + (Double(pair.0) - expected) * (Double(pair.0) - expected) / expected
        }
    }

    /// A chi-square bound far in the tail (about p = 1e-6) for `df` degrees of freedom.
    static func chiSquareBound(df: Int) -> Double {
        Double(df) + 6 * (2 * Double(df)).squareRoot()
    }

    @Test("unit interval: mean 1/2, variance 1/12, never 1; open interval never 0")
    func unitInterval() {
        var g = Xoshiro256StarStar(seed: 10)
        let values = (0..<Self.n).map { _ in g.unitInterval() }
        let (mean, variance) = Self.moments(values)
        #expect(abs(mean - 0.5) < 0.0026)
        #expect(abs(variance - 1.0 / 12) < 0.0008)
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect((0..<Self.n).allSatisfy { _ in g.openUnitInterval() > 0 })
    }

    @Test("uniform(below: 7) is flat by chi-square, and uniform(in:) stays in range")
    func uniformIntegers() {
        var g = Xoshiro256StarStar(seed: 11)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<Self.n { counts[Int(g.uniform(below: 7))] += 1 }
        #expect(Self.chiSquare(counts, Array(repeating: 1.0 / 7, count: 7)) < Self.chiSquareBound(df: 6))
        for _ in 0..<10_000 {
            let v = g.uniform(in: -3...3)
            #expect(v >= -3 && v <= 3)
        }
    }

    @Test("Bernoulli(0.3) and chance(3 in 10) succeed 30% of the time")
    func bernoulli() {
        var g = Xoshiro256StarStar(seed: 12)
        let hits = (0..<Self.n).filter { _ in g.bernoulli(0.3) }.count
        let ratioHits = (0..<Self.n).filter { _ in g.chance(3, in: 10) }.count
        let tolerance = 4 * (0.3 * 0.7 / Double(Self.n)).squareRoot()
        #expect(abs(Double(hits) / Double(Self.n) - 0.3) < tolerance)
        #expect(abs(Double(ratioHits) / Double(Self.n) - 0.3) < tolerance)
        #expect(!(0..<1_000).contains { _ in g.bernoulli(0) })
        #expect((0..<1_000).allSatisfy { _ in g.bernoulli(1) })
    }

    @Test("exponential(mean 2): mean 2, variance 4, median 2·ln 2")
    func exponential() {
        var g = Xoshiro256StarStar(seed: 13)
        let values = (0..<Self.n).map { _ in g.exponential(mean: 2) }
        let (mean, variance) = Self.moments(values)
        #expect(abs(mean - 2) < 0.018)
        #expect(abs(variance - 4) < 0.12)
        let belowMedian = values.filter { $0 < 2 * 0.6931471805599453 }.count
        #expect(abs(Double(belowMedian) / Double(Self.n) - 0.5) < 0.0045)
    }

    @Test("the exponential fits its CDF by chi-square over 40 bins, including the tail beyond the ziggurat's r = 7.7")
    func exponentialShape() {
        var g = Xoshiro256StarStar(seed: 19)
        let edges = (1..<40).map { Double($0) * 0.25 }
        var counts = [Int](repeating: 0, count: 40)
        let n = 1_000_000
        var beyondR = 0
        for _ in 0..<n {
            let x = g.exponential(mean: 1)
            counts[edges.firstIndex { x < $0 } ?? 39] += 1
            if x > 7.69711747013104972 { beyondR += 1 }
        }
        var probabilities: [Double] = []
        var previous = 0.0
        for edge in edges {
            let cdf = 1 - DeterministicMath.exp(-edge)
            probabilities.append(cdf - previous)
            previous = cdf
        }
        probabilities.append(1 - previous)
        #expect(Self.chiSquare(counts, probabilities) < Self.chiSquareBound(df: 39))
        let tail = DeterministicMath.exp(-7.69711747013104972)
        #expect(abs(Double(beyondR) / Double(n) - tail) < 4 * (tail / Double(n)).squareRoot())
    }

    /// The ziggurat's layer edges built from `r` and `v`: `x[0] = v / e^(−r)`, `x[1] = r`, each
    /// next edge where the layer above has area `v`, `x[256] = 0`.
    static func zigguratEdges() -> [Double] {
        let (r, v) = (ExponentialZiggurat.r, ExponentialZiggurat.v)
        var x = [Double](repeating: 0, count: 257)
        x[0] = v / DeterministicMath.exp(-r)
        x[1] = r
        for i in 1..<255 {
            x[i + 1] = -DeterministicMath.log(DeterministicMath.exp(-x[i]) + v / x[i])
        }
        x[256] = 0
        return x
    }

    @Test("the ziggurat's layers close: the top layer, from x[255] to 0, has the same area v as the others")
    func zigguratTable() {
        let x = Self.zigguratEdges()
        #expect(x.count == 257 && x[256] == 0)
        let topArea = x[255] * (1 - DeterministicMath.exp(-x[255]))
        #expect(abs(topArea - ExponentialZiggurat.v) / ExponentialZiggurat.v < 1e-9)
        #expect(zip(x.dropFirst(), x.dropFirst(2)).allSatisfy { $0 > $1 })
    }

    @Test("the written-out ziggurat tables are the computed ones, bit for bit")
    func zigguratTableWrittenOut() {
        let edges = Self.zigguratEdges()
        let heights = edges.map { DeterministicMath.exp(-$0) }
        let writtenEdges = (0..<257).map { ExponentialZiggurat.x[$0].bitPattern }
        let writtenHeights = (0..<257).map { ExponentialZiggurat.f[$0].bitPattern }
        #expect(writtenEdges == edges.map(\.bitPattern))
        #expect(writtenHeights == heights.map(\.bitPattern))
    }

    @Test("normal(5, 2): mean 5, variance 4, 68.27% within one standard deviation")
    func normal() {
        var g = Xoshiro256StarStar(seed: 14)
        let values = (0..<Self.n).map { _ in g.normal(mean: 5, standardDeviation: 2) }
        let (mean, variance) = Self.moments(values)
        #expect(abs(mean - 5) < 0.018)
        #expect(abs(variance - 4) < 0.06)
        let within = values.filter { abs($0 - 5) < 2 }.count
        #expect(abs(Double(within) / Double(Self.n) - 0.682_689) < 0.0042)
    }

    @Test("lognormal(0, 0.5): median 1, mean e^0.125")
    func lognormal() {
        var g = Xoshiro256StarStar(seed: 15)
        let values = (0..<Self.n).map { _ in g.lognormal(mu: 0, sigma: 0.5) }
        let (mean, _) = Self.moments(values)
        #expect(abs(mean - 1.133_148_453) < 0.005)
        #expect(abs(Double(values.filter { $0 < 1 }.count) / Double(Self.n) - 0.5) < 0.0045)
    }

    @Test("Poisson fits its probability mass function by chi-square, both samplers", .long, arguments: [0.5, 3.0, 9.9, 10.0, 50.0, 1_000.0])
    func poisson(mean: Double) {
        var g = Xoshiro256StarStar(seed: 16)
        let values = (0..<Self.n).map { _ in g.poisson(mean: mean) }
        let doubles = values.map(Double.init)
        let (sampleMean, variance) = Self.moments(doubles)
        let se = (mean / Double(Self.n)).squareRoot()
        #expect(abs(sampleMean - mean) < 4.5 * se)
        #expect(abs(variance / mean - 1) < 0.03)
        // Bins from the pmf where the expected count is at least 50; tails pooled.
        var pmf: [Double] = []
        var p = DeterministicMath.exp(-mean)
        var k = 0
        var logP = -mean
        while k < Int(mean * 3 + 30) {
            pmf.append(p)
            k += 1
            logP += DeterministicMath.log(mean) - DeterministicMath.log(Double(k))
            p = DeterministicMath.exp(logP)
        }
        var bins: [(range: ClosedRange<Int>, p: Double)] = []
        var start = 0
        var acc = 0.0
        for (i, q) in pmf.enumerated() {
            acc += q
            if acc * Double(Self.n) >= 50 && (1 - pmf[0...i].reduce(0, +)) * Double(Self.n) >= 50 {
                bins.append((start...i, acc))
                start = i + 1
                acc = 0
            }
        }
        bins.append((start...Int.max, 1 - bins.reduce(0) { $0 + $1.p }))
        let observed = bins.map { bin in values.filter { bin.range.contains($0) }.count }
        #expect(Self.chiSquare(observed, bins.map(\.p)) < Self.chiSquareBound(df: bins.count - 1))
    }

    @Test("a kept PoissonDistribution draws what poisson(mean:) draws, from one generator across means")
    func keptPoisson() {
        let means = [0, 0.5, 4, 9.99, 10, 37.5, 1_000.0]
        let kept = means.map(PoissonDistribution.init(mean:))
        var fresh = Xoshiro256StarStar(seed: 18), reused = fresh
        for draw in 0..<20_000 {
            let which = Int(fresh.uniform(below: UInt64(means.count)))
            #expect(Int(reused.uniform(below: UInt64(means.count))) == which)
            let value = fresh.poisson(mean: means[which])
            guard kept[which].sample(using: &reused) == value else {
                Issue.record("draw \(draw), mean \(means[which]): the kept distribution differs")
                return
            }
        }
        #expect(fresh.next() == reused.next())
    }

    @Test("Zipf over 100,000 ranks: P(rank 0) = 1/H(n), rank 1 half as likely")
    func zipf() {
        let zipf = ZipfDistribution(count: 100_000, exponent: 1)
        var harmonic = 0.0
        for k in stride(from: 100_000, through: 1, by: -1) { harmonic += 1 / Double(k) }
        #expect(abs(zipf.probability(ofRank: 0) - 1 / harmonic) < 1e-12)
        var g = Xoshiro256StarStar(seed: 17)
        var counts = [Int](repeating: 0, count: 3)
        var maximum = 0
        for _ in 0..<Self.n {
            let rank = zipf.sample(using: &g)
            if rank < 3 { counts[rank] += 1 }
            maximum = max(maximum, rank)
        }
        let p0 = 1 / harmonic
        let tolerance = 4 * (p0 * (1 - p0) / Double(Self.n)).squareRoot()
        #expect(abs(Double(counts[0]) / Double(Self.n) - p0) < tolerance)
        #expect(abs(Double(counts[1]) / Double(Self.n) - p0 / 2) < tolerance)
        #expect(abs(Double(counts[2]) / Double(Self.n) - p0 / 3) < tolerance)
        #expect(maximum > 50_000 && maximum < 100_000)
    }

    @Test("weighted choice follows its weights and never picks a zero weight")
    func weightedChoice() {
        let choice = WeightedChoice(weights: [1, 0, 3, 0])
        var g = Xoshiro256StarStar(seed: 18)
        var counts = [Int](repeating: 0, count: 4)
        for _ in 0..<Self.n { counts[choice.sample(using: &g)] += 1 }
        #expect(counts[1] == 0 && counts[3] == 0)
        #expect(abs(Double(counts[0]) / Double(Self.n) - 0.25) < 0.004)
    }

    @Test("weighted choice picks the first index whose running total is above the draw times the total, the last if none: 2,000 seeded random weight lists of 1 to 70 weights, a third of them zero")
    func weightedChoiceKnownIndex() {
        var g = Xoshiro256StarStar(seed: 2_026)
        for _ in 0..<2_000 {
            let weights = (0...g.uniform(below: 70)).map { _ in g.uniform(below: 3) == 0 ? 0 : g.unitInterval() }
            guard weights.reduce(0, +) > 0 else { continue }
            let choice = WeightedChoice(weights: weights)
            var copy = g
            let target = copy.unitInterval() * choice.cumulative[choice.count - 1]
            let expected = choice.cumulative.firstIndex { $0 > target } ?? choice.count - 1
            #expect(choice.sample(using: &g) == expected, "\(weights)")
        }
    }

    @Test("failures before the first success are geometric: mean (1 − p)/p, P(0) = p; p 1 is 0, p 0 never")
    func geometric() {
        var g = Xoshiro256StarStar(seed: 17)
        let p = 0.02
        let values = (0..<Self.n).map { _ in Double(g.failuresBeforeSuccess(p)) }
        let (mean, variance) = Self.moments(values)
        let expected = (1 - p) / p
        #expect(abs(mean - expected) < 4 * (variance / Double(Self.n)).squareRoot())
        let zeros = values.filter { $0 == 0 }.count
        #expect(abs(Double(zeros) / Double(Self.n) - p) < 4 * (p * (1 - p) / Double(Self.n)).squareRoot())
        #expect(g.failuresBeforeSuccess(1) == 0 && g.failuresBeforeSuccess(0) == .max)
    }

    @Test("a larger chance never waits longer with the same draw")
    func geometricIsMonotone() {
        for seed in 0..<500 as Range<UInt64> {
            var a = Xoshiro256StarStar(seed: seed)
            var b = Xoshiro256StarStar(seed: seed)
            #expect(a.failuresBeforeSuccess(0.01) >= b.failuresBeforeSuccess(0.05))
        }
    }
}
