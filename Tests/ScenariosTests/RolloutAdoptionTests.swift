import CaregiverPersona
import Harness
@testable import Scenarios
import Testing
import Time

/// Remote config as devices receive it (issue 14): a rollout reaches each device at its next cold
/// launch that fetches, so it spreads over days instead of flipping every device at once.
@Suite("Rollout adoption")
struct RolloutAdoptionTests {
    /// Shares (0…1) of caregiver-days ending on the rollout's version, per local date from the start.
    static func adoptedShares(_ overrides: [String] = []) throws -> [Double] {
        let scenario = try Fixtures.smallScenario(["days=10", "populations.caregivers.travellers.share=0"] + overrides)
        let tally = try #require(Caregivers.run(scenario, workers: 2))
        let first = Zone.utc.localDayNumber(at: scenario.start)
        return (first..<first + 10).map { day in
            let on = tally.adoption.count(day: day, version: 1)
            return Double(on) / Double(on + tally.adoption.count(day: day, version: 0))
        }
    }

    @Test("a rollout on day 4 reaches the devices over the following days, not at once")
    func spreadsOverDays() throws {
        let shares = try Self.adoptedShares()
        #expect(shares[..<3].allSatisfy { $0 == 0 }, "nobody has it before it exists")
        #expect(shares[4] > 0 && shares[4] < 0.9, "some devices take it on its first day, far from all")
        #expect(zip(shares[4...], shares[5...]).allSatisfy { $0 <= $1 }, "once taken, kept")
        #expect(shares[9] > shares[4])
    }

    @Test("without the fetch interval more devices take it on its first day")
    func intervalSlowsAdoption() throws {
        let throttled = try Self.adoptedShares()
        let eager = try Self.adoptedShares(["populations.caregivers.configFetchIntervalHours=0"])
        #expect(eager[4] > throttled[4])
    }
}
