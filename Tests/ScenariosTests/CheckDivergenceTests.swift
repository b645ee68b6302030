import CaregiverPersona
import Harness
@testable import Scenarios
import Testing

@Suite("Check divergence")
struct CheckDivergenceTests {
    static let overrides = ["populations.caregivers.count=60", "days=5"]
    static let changed = overrides + ["remoteConfig.adCooldownSeconds=20"]

    static func outcome(_ overrides: [String]) throws -> RunOutcome {
        let scenario = try Fixtures.smallScenario(overrides)
        return try #require(ScenarioRun.run(scenario, scenarioPath: "small.json5", overrides: overrides, workers: 1))
    }

    /// The baseline as `check --update --keep-traces 60` records it, read back from its files, and
    /// its run; recorded once for both tests.
    static let recordedRun = Result { try recorded() }

    static func recorded() throws -> (Baseline, RunOutcome) {
        let outcome = try outcome(overrides)
        let baseline = Baseline(outcome, keepTraces: 60)
        let fingerprints = try BaselineFingerprints.read(try #require(baseline.fingerprints).bytes, path: "fingerprints.bin")
        let traces = try KeptTraces.read(baseline.traces.text, path: "traces.txt")
        #expect(fingerprints == baseline.fingerprints && traces == baseline.traces && traces.traces.count == 60)
        return (Baseline(scenario: baseline.scenario, seed: baseline.seed, kpis: baseline.kpis, fingerprints: fingerprints, traces: traces), outcome)
    }

    @Test("a changed ad cooldown names the caregivers and days that changed: the first one's trace is the same before that day and differs on it")
    func cooldown() throws {
        let (baseline, _) = try Self.recordedRun.get()
        let now = try Self.outcome(Self.changed)
        let divergence = CheckDivergence(baseline: baseline, outcome: now, kpisMoved: true)
        let caregivers = try #require(divergence.personas.first)
        #expect(caregivers.persona == "caregivers" && caregivers.changedAgents > 0 && caregivers.changedAgentDays >= caregivers.changedAgents)
        let first = try #require(caregivers.first.first)
        #expect(first.replay.hasSuffix("--set remoteConfig.adCooldownSeconds=20 --seed 11 --agent \(first.agent) --trace"))
        let index = try #require(Int(first.agent.dropFirst("caregiver#".count)))
        let before = Caregivers.replay(try Fixtures.smallScenario(Self.overrides), agent: index).trace
        let after = Caregivers.replay(try Fixtures.smallScenario(Self.changed), agent: index).trace
        let day = first.day.description
        #expect(before.filter { $0.prefix(10) < day } == after.filter { $0.prefix(10) < day })
        #expect(before.filter { $0.prefix(10) == day } != after.filter { $0.prefix(10) == day })
        let event = try #require(divergence.event)
        let line = try #require(before.indices.first { $0 >= after.count || before[$0] != after[$0] })
        #expect(event.agent == first.agent && event.line == line + 1 && event.baseline == before[line] && event.now == after[line])
        #expect(divergence.consoleText.contains("\(first.agent) from \(day) (local): appsim replay"))
    }

    @Test("an identical run reports no divergence, and a baseline without fingerprints says to record it again")
    func identical() throws {
        let (baseline, outcome) = try Self.recordedRun.get()
        let same = CheckDivergence(baseline: baseline, outcome: outcome, kpisMoved: false)
        #expect(same.personas.isEmpty && same.event == nil && same.isQuiet && same.consoleText.isEmpty)
        let old = Baseline(scenario: baseline.scenario, seed: baseline.seed, kpis: baseline.kpis)
        #expect(CheckDivergence(baseline: old, outcome: outcome, kpisMoved: true).consoleText
                == "divergence: the baseline has no fingerprints: record it again with --update\n")
    }
}
