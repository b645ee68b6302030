import Testing
import Harness
@testable import Scenarios
import TestSupport

/// `appsim check`'s three outputs — the console table, `--markdown` and `--junit` — compared with
/// golden files in `Golden/check/`, for a check that passes and one that fails.
@Suite("Check output golden files")
struct CheckGoldenTests {
    static func check(_ baseline: [KPIValue]) throws -> CheckResult {
        let outcome = try #require(Fixtures.everyPersonaRun)
        return CheckResult(outcome: outcome, baseline: Baseline(scenario: "every-persona", seed: 11, kpis: baseline),
                           baselineDirectory: "baselines/every-persona")
    }

    static func expectGolden(_ result: CheckResult, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.expect(result.consoleText, matches: "check/\(name).txt", sourceLocation: sourceLocation)
        Golden.expect(result.markdown, matches: "check/\(name).md", sourceLocation: sourceLocation)
        Golden.expect(result.junitXML, matches: "check/\(name).xml", sourceLocation: sourceLocation)
    }

    @Test("a run checked against its own KPIs passes; console, Markdown and JUnit match their golden copies")
    func passes() throws {
        let result = try Self.check(try #require(Fixtures.everyPersonaRun).kpis)
        #expect(result.passed)
        Self.expectGolden(result, "pass")
    }

    @Test("a check fails naming a drifted count and ratio, a KPI removed and one new; a move within its tolerance is shown, not failed")
    func fails() throws {
        var baseline = try #require(Fixtures.everyPersonaRun).kpis
        for index in baseline.indices {
            switch baseline[index].id {
            case "caregiver.views": baseline[index].value = "1"
            case "journaler.releases_per_week": baseline[index].value = "0.5"
            case "caregiver.apps_script_peak_executions": baseline[index].value = String(Int(baseline[index].value)! + 1)
            default: break
            }
        }
        baseline.removeAll { $0.id == "listener.double_count_rate" }
        baseline.append(KPIValue(persona: "caregiver", name: "naps", value: "3"))
        let result = try Self.check(baseline)
        #expect(!result.passed)
        #expect(result.comparison.drifted.map(\.id) == ["caregiver.views", "caregiver.naps", "listener.double_count_rate", "journaler.releases_per_week"],
                "counts first, then derived KPIs (an unknown one is derived) by relative size, new or removed first, ties by id")
        #expect(result.comparison.movedWithinTolerance.map(\.id) == ["caregiver.apps_script_peak_executions"])
        Self.expectGolden(result, "fail")
    }

    @Test("a threshold fails the check against an identical baseline; the verdict names it and offers no --update (recording cannot fix a gate)")
    func thresholdVerdict() throws {
        var outcome = try #require(Fixtures.everyPersonaRun)
        let hit = try #require(outcome.kpis.first { $0.id == "caregiver.search_hit_at_1" })
        outcome.scenario.tolerances = [Tolerance(kpi: "caregiver.search_hit_at_1", threshold: Threshold(.above, 1))]
        let result = CheckResult(outcome: outcome, baseline: Baseline(scenario: "every-persona", seed: 11, kpis: outcome.kpis),
                                 baselineDirectory: "baselines/every-persona")
        #expect(!result.passed && result.updateCommand == nil)
        #expect(result.verdict.hasPrefix("check FAILED: 1 KPI failed a threshold (caregiver.search_hit_at_1 \(hit.value), needs > 1)"))
        #expect(result.junitXML.contains("type=\"threshold\""))
    }
}
