import CaregiverPersona
import Harness
import JournalerPersona
import Model
@testable import Scenarios
import Sim
import Testing

@Suite("Journalers")
struct JournalerRunTests {
    static func scenario(_ overrides: [String] = []) throws -> Scenario {
        try Fixtures.smallScenario(["populations.caregivers.count=0", "populations.journalers.count=300", "days=21",
                                    "populations.journalers.travellerShare=0.5", "populations.journalers.tripsPerMonth=6",
                                    "populations.journalers.gates={customPrompts: {perRelease: 0.1, conversion: 0.2}, insights: {perRelease: 0.3, conversion: 0.2}, export: {perRelease: 0.2}}",
                                    "populations.journalers.zones=[{zone: \"Pacific/Pago_Pago\", weight: 1}, {zone: \"Pacific/Kiritimati\", weight: 1}, {zone: \"America/Los_Angeles\", weight: 1}, {zone: \"Australia/Sydney\", weight: 1}]"]
                                   + overrides)
    }

    @Test("the same numbers for any worker count, and each journaler replayed alone adds up to the run")
    func determinism() throws {
        let scenario = try Self.scenario()
        let one = try #require(Journalers.run(scenario, workers: 1))
        #expect(try #require(Journalers.run(scenario, workers: 3)) == one)
        let small = try Self.scenario(["populations.journalers.count=20"])
        var sum = JournalerTally(scenario: small)
        for agent in 0..<20 { sum.merge(Journalers.replay(small, agent: agent).tally) }
        #expect(sum.totals == (try #require(Journalers.run(small, workers: 2))).totals)
    }

    @Test("every invariant is checked and holds; travellers cross the date line; both policies are counted")
    func invariants() throws {
        let t = try #require(Journalers.run(try Self.scenario(), workers: 2))
        #expect(JournalerInvariant.allCases.allSatisfy { t.ledger.checks[$0] > 0 } && !t.ledger.isViolated, "\(t.ledger.violations.prefix(3))")
        let c = t.totals
        #expect(c[.trips] > 100 && c[.dateLineCrossings] > 0 && c[.phantomBreaks] > 0 && c[.datesLivedTwice] > 0)
        #expect(c[.inflatedEntryZone] + c[.travelBreaksEntryZone] + c[.inflatedCurrentZone] + c[.travelBreaksCurrentZone] > 0)
        #expect(t.longestStreaks.total == 300 && c[.bloomPurchases] > 0 && c[.exports] > 0 && c[.words] >= c[.releases])
        #expect(c[.insightsViews] > 0 && c[.customPromptsCreated] > 0 && t.ledger.checks[.insightsAgreeWithExport] == c[.insightsViews] + c[.exports])
    }

    @Test("under currentZone Insights and the export re-date together where the traveller is: every Insights view and export agrees")
    func currentZoneAgreement() throws {
        let t = try #require(Journalers.run(try Self.scenario(["populations.journalers.dayPolicy=currentZone"]), workers: 2))
        #expect(t.ledger.checks[.insightsAgreeWithExport] > 100 && t.ledger.failures[.insightsAgreeWithExport] == 0 && !t.ledger.isViolated,
                "\(t.ledger.violations.prefix(3))")
    }

    @Test("Bloom is bought only at a gating touchpoint: each purchase at one of the three upgrade prompts, at most one per journaler, and the features behind them used only with Bloom")
    func boughtAtTouchpoints() throws {
        let c = try #require(Journalers.run(try Self.scenario(), workers: 2)).totals
        #expect(c[.bloomPurchases] == BloomTouchpoint.allCases.reduce(0) { $0 + c[.purchases($1)] } && c[.bloomPurchases] <= 300)
        #expect(BloomTouchpoint.allCases.allSatisfy { c[.gateViews($0)] > c[.purchases($0)] && c[.purchases($0)] > 0 })
        let closed = try #require(Journalers.run(try Self.scenario(["populations.journalers.gates={customPrompts: {conversion: 0}, insights: {conversion: 0}, export: {conversion: 0}}"]), workers: 2)).totals
        #expect(BloomTouchpoint.allCases.allSatisfy { closed[.gateViews($0)] > 0 } && closed[.bloomPurchases] == 0)
        #expect(closed[.exports] == 0 && closed[.insightsViews] == 0 && closed[.customPromptsCreated] == 0, "nobody without Bloom uses a gated feature")
        let untried = try #require(Journalers.run(try Self.scenario(["populations.journalers.gates={customPrompts: {perRelease: 0}, insights: {perRelease: 0}, export: {perRelease: 0}}"]), workers: 2)).totals
        #expect(BloomTouchpoint.allCases.allSatisfy { untried[.gateViews($0)] == 0 } && untried[.bloomPurchases] == 0)
    }

    @Test("common random numbers across conversion rates: every journaler tries each Bloom feature in the same sessions whether the upgrade prompts sell to nobody or to everyone")
    func triesIndependentOfConversion() throws {
        func tries(_ conversion: Double) throws -> [Int64] {
            let scenario = try Self.scenario(["populations.journalers.count=60",
                                              "populations.journalers.gates={customPrompts: {perRelease: 0.2, conversion: \(conversion)}, insights: {perRelease: 0.2, conversion: \(conversion)}, export: {perRelease: 0.2, conversion: \(conversion)}}"])
            let c = try #require(Journalers.run(scenario, workers: 1)).totals
            let used: [BloomTouchpoint: Int64] = [.customPrompts: c[.customPromptsCreated], .insights: c[.insightsViews], .export: c[.exports]]
            return BloomTouchpoint.allCases.map { c[.gateViews($0)] + (used[$0] ?? 0) - c[.purchases($0)] }
        }
        let (none, all) = (try tries(0), try tries(1))
        #expect(none == all && none.allSatisfy { $0 > 20 }, "tries by touchpoint: \(none) vs \(all)")
    }

    @Test("a journaler without Bloom who opens Insights meets the locked preview once: with every session opening it and every prompt selling, each journaler who writes buys at their first release and then views")
    func firstGateSells() throws {
        let scenario = try Self.scenario(["populations.journalers.count=40",
                                          "populations.journalers.gates={customPrompts: {perRelease: 0}, insights: {perRelease: 1, conversion: 1}, export: {perRelease: 0}}"])
        let t = try #require(Journalers.run(scenario, workers: 1))
        let c = t.totals
        let writers = Int64(t.longestStreaks.total - t.longestStreaks.counts[0])
        #expect(c[.gateViewsInsights] == writers && c[.purchasesInsights] == writers && c[.bloomPurchases] == writers)
        #expect(c[.insightsViews] == c[.releases] && c[.gateViewsCustomPrompts] + c[.gateViewsExport] == 0)
    }

    @Test("StoreKit refreshes: one per app open (a release's session, where purchases and exports happen) and one after each purchase, from the home zone")
    func storeKitRefreshes() throws {
        let scenario = try Self.scenario(["populations.journalers.count=50"])
        let t = try #require(Journalers.run(scenario, workers: 2))
        let c = t.totals
        #expect(c[.storeKitRefreshes] == c[.releases] + c[.bloomPurchases] && c[.bloomPurchases] > 0 && c[.exports] > 0)
        #expect(Int64(t.backend.requests.count) == c[.storeKitRefreshes])
        #expect(t.backend.requests.allSatisfy { $0.endpoint == JournalerEndpoint.entitlementRefresh.rawValue && !$0.failed && $0.zone < 4 })
        let backend = Journalers.backend(t, scenario)
        #expect(backend.endpoints.map(\.service) == ["storekit"] && backend.quotas.isEmpty && backend.dailyActiveUsers > 0)
    }

    @Test("a run longer than 28 days keeps the StoreKit refreshes of its first 28 days and counts them all")
    func backendWindow() throws {
        let scenario = try Self.scenario(["days=30", "populations.journalers.count=40", "populations.journalers.travellerShare=0",
                                                 "populations.journalers.zones=[{zone: \"UTC\", weight: 1}]"])
        // One zone, UTC: a local date is the UTC date the window ends on.
        let t = try #require(Journalers.run(scenario, workers: 1))
        #expect(t.backend.requests.allSatisfy { $0.milliseconds < scenario.backendEnd.millisecondsSinceEpoch })
        let late = scenario.reportedDates.suffix(2).reduce(0) { $0 + t.days.value(.storeKitRefreshes, day: $1) }
        #expect(late > 0 && t.totals[.storeKitRefreshes] - late == Int64(t.backend.requests.count),
                "the refreshes after the window are counted, not kept")
    }

    @Test("without travel, no policy breaks or inflates a streak, and both policies count the same")
    func noTravel() throws {
        let c = try #require(Journalers.run(try Self.scenario(["populations.journalers.travellerShare=0"]), workers: 2)).totals
        #expect(c[.trips] == 0 && c[.travelBreaksEntryZone] == 0 && c[.travelBreaksCurrentZone] == 0)
        #expect(c[.inflatedEntryZone] == 0 && c[.inflatedCurrentZone] == 0 && c[.phantomBreaks] == 0)
    }

    @Test("the day policy is a setting, read strictly; a run with journalers reports them")
    func settingsAndReport() throws {
        #expect(try Self.scenario(["populations.journalers.dayPolicy=currentZone"]).journalers.dayPolicy == .currentZone)
        #expect(throws: ScenarioError.self) { try Self.scenario(["populations.journalers.dayPolicy=localZone"]) }
        #expect(throws: ScenarioError.self) { try Self.scenario(["populations.journalers.habbit=0.5"]) }
        let gates = try Self.scenario(["populations.journalers.gates={export: {conversion: 0.5}}"]).journalers.gates
        #expect(gates.export == BloomGate(perRelease: 0.01, conversion: 0.5) && gates.insights == BloomGates().insights)
        for (value, path) in [("{palettes: {perRelease: 0.1}}", "populations.journalers.gates.palettes"),
                              ("{insights: {conversion: 1.5}}", "populations.journalers.gates.insights.conversion"),
                              ("{insights: {perDay: 0.1}}", "populations.journalers.gates.insights.perDay")] {
            #expect(throws: ScenarioError.self) { try Self.scenario(["populations.journalers.gates=\(value)"]) }
            do {
                _ = try Self.scenario(["populations.journalers.gates=\(value)"])
            } catch let error as ScenarioError {
                #expect(error.description.contains(path), "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
        let outcome = try #require(ScenarioRun.run(try Self.scenario(), scenarioPath: "small.json5", workers: 2))
        let report = RunReport(outcome)
        #expect(report.files.map(\.name).suffix(4) == ["journalers-daily.csv", "journalers-per-day.svg", "backend.csv", "backend-day.svg"])
        #expect(report.files[0].contents.contains("## Journalers (Dandelion)") && outcome.kpis.contains { $0.id == "journaler.releases_per_week" })
    }
}
