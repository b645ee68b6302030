import CaregiverPersona
import Foundation
import Harness
import Model
import Scenarios
import Testing
import Time

@Suite("Scenario files")
struct ScenarioFileTests {
    static let malformed: [String] = {
        let folder = Fixtures.testsFolder.appendingPathComponent("Malformed")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json5") }.sorted()
    }()

    @Test("the malformed corpus holds at least 15 files")
    func corpusSize() {
        #expect(Self.malformed.count >= 15)
    }

    @Test("each malformed file fails before the run with its exact message", arguments: malformed)
    func malformedFile(_ name: String) throws {
        let text = try String(contentsOf: Fixtures.testsFolder.appendingPathComponent("Malformed/\(name)"), encoding: .utf8)
        let firstLine = try #require(text.split(separator: "\n", maxSplits: 1).first)
        let expected = try #require(firstLine.hasPrefix("// expect: ") ? String(firstLine.dropFirst("// expect: ".count)) : nil)
        #expect(throws: ScenarioError.self) { try ScenarioFile.parse(text, file: name) }
        do {
            _ = try ScenarioFile.parse(text, file: name)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("the compiled-in default scenario is byte-for-byte scenarios/default.json5")
    func defaultScenarioIsEmbedded() throws {
        let file = try String(contentsOf: Fixtures.root.appendingPathComponent("scenarios/default.json5"), encoding: .utf8)
        #expect(file == DefaultScenario.text)
    }

    @Test("the default scenario: 2,000 caregivers, 28 days over a DST change, ≥ 8 zones with +5:45 and +14, travellers")
    func defaultScenarioShape() throws {
        let scenario = try ScenarioFile.parse(DefaultScenario.text, file: DefaultScenario.path)
        #expect(scenario.caregivers.count == 2_000 && scenario.days == 28)
        let offsets = Set(scenario.caregivers.zones.map { $0.zone.offsetSeconds(at: scenario.start) })
        #expect(scenario.caregivers.zones.count >= 8 && offsets.contains(20_700) && offsets.contains(50_400))
        #expect(scenario.caregivers.travellers.share > 0)
        let newYork = try Zone(identifier: "America/New_York")
        #expect(newYork.offsetSeconds(at: scenario.start) != newYork.offsetSeconds(at: scenario.end))
    }

    @Test("--set overrides a remote-config key by bare name and any value by dotted path")
    func overrides() throws {
        let scenario = try Fixtures.smallScenario(["baseQuota=4", "populations.caregivers.count=5", "seed=99", "days=5"])
        #expect(scenario.remoteConfig.baseQuota == 4 && scenario.caregivers.count == 5 && scenario.seed == 99 && scenario.days == 5)
    }

    @Test("a bad --set is refused by the file's own rules and names the whole --set key=value")
    func badOverride() {
        #expect(throws: ScenarioError(file: "--set populations.caregivers.adPropensity=2", path: "populations.caregivers.adPropensity",
                                      message: "expected a number from 0 to 1, got 2")) {
            try Fixtures.smallScenario(["populations.caregivers.adPropensity=2"])
        }
        #expect(throws: ScenarioError(file: "--set populations.caregivers.colour=1", path: "populations.caregivers.colour",
                                      message: "unknown key (expected one of: count, installsPerDay, installWeekdayWeights, response, zones, sessionsPerDay, weekendFactor, activeHours, opensPerSession, secondsBetweenOpens, rewatchProbability, favoriteRate, catalogSongs, catalog, search, timeline, adPropensity, adOutcomes, adDurationSeconds, retryAfterAbort, trialPropensity, yearlyShare, trialConversion, paywall, cancellationPerPeriod, relaunchProbability, configFetchIntervalHours, network, travellers, clockChangers)")) {
            try Fixtures.smallScenario(["populations.caregivers.colour=1"])
        }
        #expect(throws: ScenarioError(file: "--set baseQuota", path: "", message: "expected key=value (e.g. --set baseQuota=4)")) {
            try Fixtures.smallScenario(["baseQuota"])
        }
    }

    @Test("a seed beyond Int64 is read exactly")
    func largeSeed() throws {
        #expect(try Fixtures.smallScenario(["seed=18446744073709551615"]).seed == .max)
    }

    @Test("a missing file names the file")
    func missingFile() {
        #expect(throws: ScenarioError(file: "nope.json5", path: "", message: "cannot read the file (No such file or directory)")) {
            try ScenarioFile.load(path: "nope.json5")
        }
    }
}
