import Harness
import Model
@testable import Scenarios
import Sim
import Testing
import Time
import WatcherPersona

/// The rules of seed 003 the watchers drive since issue 16: platform bias, the Enjoy screen, the
/// availability pre-check, decision-timing analytics and the Explore journey.
@Suite("Watchers: seed 003 fidelity")
struct WatcherFidelityTests {
    static func scenario(_ overrides: [String] = []) throws -> Scenario {
        try WatcherRunTests.scenario(["populations.watchers.count=150"] + overrides)
    }

    static func totals(_ overrides: [String]) throws -> Counters<WatcherMetric> {
        try #require(Watchers.run(try scenario(overrides), workers: 2)).totals
    }

    static func share(_ c: Counters<WatcherMetric>, _ numerator: WatcherMetric, _ denominator: WatcherMetric) -> Double {
        ReportNumber.ratio(c[numerator], c[denominator])
    }

    @Test("platform bias: with it, more of a watcher's picks are on the favourite platform they accept more on; weight 0 turns it off")
    func platformBias() throws {
        let loyal = ["populations.watchers.count=60", "populations.watchers.platformLoyalty=2"]
        let off = try Self.totals(loyal + ["populations.watchers.engine.platformWeight=0"])
        let on = try Self.totals(loyal)
        let (shareOff, shareOn) = (Self.share(off, .picksOnFavouritePlatform, .picksShownMultiPlatform),
                                   Self.share(on, .picksOnFavouritePlatform, .picksShownMultiPlatform))
        #expect(off[.picksShownMultiPlatform] > 300 && shareOn > shareOff + 0.03, "favourite share \(shareOff) → \(shareOn)")
    }
}
