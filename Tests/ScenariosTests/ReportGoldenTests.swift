import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import Sim
import TestSupport
import Testing

/// Reports compared with committed golden files in `Golden/report/`. Re-record deliberately with
/// `APPSIM_RECORD_GOLDEN=1 swift test --filter ReportGoldenTests`, then read the diff.
@Suite("Report golden files")
struct ReportGoldenTests {
    @Test("every report file of a run with all four personas matches its golden copy: every section, daily CSV, chart and kpis.csv")
    func matchesGolden() throws {
        let report = RunReport(try #require(Fixtures.everyPersonaRun))
        #expect(report.files.map(\.name) == ["summary.md", "daily.csv", "kpis.csv", "views-per-day.svg", "quota-sheet-share.svg", "ads-per-day.svg",
                                             "search-per-day.svg", "retention-curve.svg", "active-users.svg", "config-adoption.svg", "watchers-daily.csv", "watchers-per-week.svg", "journalers-daily.csv",
                                             "journalers-per-day.svg", "listeners-daily.csv", "listeners-per-day.svg", "backend.csv", "backend-day.svg"])
        for file in report.files {
            Golden.expect(file.contents, matches: "report/\(file.name)")
        }
    }

    @Test("numbers are formatted without printf: fixed decimals round half to even, groups of three")
    func numberFormatting() {
        #expect(ReportNumber.fixed(2.5, decimals: 0) == "2")
        #expect(ReportNumber.fixed(0.125, decimals: 2) == "0.12")
        #expect(ReportNumber.fixed(-0.0001, decimals: 2) == "0.00")
        #expect(ReportNumber.fixed(-1.5, decimals: 1) == "-1.5")
        #expect(ReportNumber.fixed(0.05, decimals: 4) == "0.0500")
        #expect(ReportNumber.grouped(1_234_567) == "1,234,567")
        #expect(ReportNumber.grouped(-999) == "-999")
    }

    @Test("CSV fields with commas, quotes or newlines are quoted (RFC 4180)")
    func csvQuoting() {
        var table = CSVTable(header: ["a", "b"])
        table.append(["x,y", "say \"hi\""])
        #expect(table.text == "a,b\n\"x,y\",\"say \"\"hi\"\"\"\n")
    }

    @Test("the fingerprint is FNV-1a 64: known vectors for \"\", \"a\" and \"foobar\"")
    func fingerprint() {
        #expect(Fingerprint.of("") == "cbf29ce484222325")
        #expect(Fingerprint.of("a") == "af63dc4c8601ec8c")
        #expect(Fingerprint.of("foobar") == "85944171f73967e8")
    }
}

@Suite("Replay commands")
struct ReplayCommandTests {
    @Test("printed commands quote for a POSIX shell only what needs it")
    func quoting() {
        #expect(PrintableText.shellWord("scenarios/default.json5") == "scenarios/default.json5")
        #expect(PrintableText.shellWord("baseQuota=4") == "baseQuota=4")
        #expect(PrintableText.shellWord("probes=[\"dstDay\"]") == "'probes=[\"dstDay\"]'")
        #expect(PrintableText.shellWord("it's") == "'it'\\''s'")
        #expect(PrintableText.shellWord("") == "''")
    }

    @Test("a violation's replay command carries the run's overrides, so it replays the same scenario")
    func replayCarriesOverrides() throws {
        let scenario = try Fixtures.smallScenario(["baseQuota=4"])
        var tally = CaregiverTally(scenario: scenario)
        tally.ledger.fail(.adsWithinLimit, InvariantViolation(invariant: "", seed: 11, agent: "caregiver#2", instant: scenario.start, event: "open", detail: "x"))
        let outcome = RunOutcome(scenario: scenario, scenarioPath: "small.json5", overrides: ["baseQuota=4", "probes=[]"], tallies: [tally])
        #expect(outcome.violations.map(\.replay) == ["appsim replay small.json5 --set baseQuota=4 --set 'probes=[]' --seed 11 --agent caregiver#2 --trace"])
    }
}
