@testable import Measurements
import Testing

/// The largest catalog within budget, read between measured sizes on log(p99) against log(songs),
/// on hand-made measurements whose answer is known.
@Suite("Catalog ceiling")
struct CatalogCeilingTests {
    static let sizes = [500, 1_500, 5_000, 15_000, 50_000, 150_000, 500_000]

    @Test("p99 linear in songs (1 ms per 1,000): a 100 ms budget is met at exactly 100,000 songs, between 50k and 150k")
    func linear() {
        let ceiling = CatalogCeiling.find(sizes: Self.sizes, p99Milliseconds: Self.sizes.map { Double($0) / 1_000 }, budgetMilliseconds: 100)
        #expect(ceiling == CatalogCeiling(songs: 100_000, bound: .interpolated(lower: 50_000, upper: 150_000)))
    }

    @Test("p99 quadratic in songs: 150 ms is met at 10,000 × √150 = 122,474 songs, rounded down to 120,000")
    func quadratic() {
        let p99 = Self.sizes.map { (Double($0) / 10_000) * (Double($0) / 10_000) }
        let ceiling = CatalogCeiling.find(sizes: Self.sizes, p99Milliseconds: p99, budgetMilliseconds: 150)
        #expect(ceiling == CatalogCeiling(songs: 120_000, bound: .interpolated(lower: 50_000, upper: 150_000)))
    }

    @Test("every size within budget: the largest measured, as a floor, never extrapolated; the smallest over: none")
    func outsideTheMeasurements() {
        #expect(CatalogCeiling.find(sizes: [500, 5_000], p99Milliseconds: [1, 150], budgetMilliseconds: 150)
                == CatalogCeiling(songs: 5_000, bound: .beyondLargest))
        #expect(CatalogCeiling.find(sizes: [500, 5_000], p99Milliseconds: [150.5, 900], budgetMilliseconds: 150)
                == CatalogCeiling(songs: nil, bound: .belowSmallest))
    }

    @Test("sizes after the first one over budget are not read, even when noise brought them back under")
    func firstCrossing() {
        let ceiling = CatalogCeiling.find(sizes: [1_000, 10_000, 100_000], p99Milliseconds: [15, 1_500, 100], budgetMilliseconds: 150)
        #expect(ceiling == CatalogCeiling(songs: 3_100, bound: .interpolated(lower: 1_000, upper: 10_000)), "10^(1/2) × 1,000 = 3,162")
    }

    @Test("the answer never falls below the last size measured within budget")
    func neverBelowTheLowerSize() {
        let ceiling = CatalogCeiling.find(sizes: [1_234, 5_000], p99Milliseconds: [149.999, 1e9], budgetMilliseconds: 150)
        #expect(ceiling.songs == 1_234)
    }

    @Test("rounded down to two significant digits", arguments: [(23_456.0, 23_000), (987.6, 980), (42.9, 42), (100, 100),
                                                                 (1_000_000, 1_000_000), (99_999.9999999, 99_000)])
    func rounding(value: Double, expected: Int) {
        #expect(CatalogCeiling.roundedDown(value) == expected)
    }
}
