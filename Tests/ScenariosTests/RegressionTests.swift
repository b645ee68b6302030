import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import Sim
import TestSupport
import Testing

@Suite("Regression baselines")
struct RegressionTests {
    static let baseline = [
        KPIValue(persona: "caregiver", name: "views", value: "123"),
        KPIValue(persona: "caregiver", name: "views_per_user_day", value: "2.500000"),
        KPIValue(persona: "caregiver", name: "trips", value: "0"),
    ]

    @Test("identical KPIs: nothing moved, nothing drifted")
    func identical() {
        let comparison = KPIComparison(baseline: Self.baseline, now: Self.baseline, tolerances: [])
        #expect(comparison.moved.isEmpty && comparison.drifted.isEmpty && comparison.rows.count == 3)
    }

    @Test("a count that moved drifts unless a tolerance covers it; delta and relative are exact")
    func movedCount() {
        var now = Self.baseline
        now[0].value = "130"
        let exact = KPIComparison(baseline: Self.baseline, now: now, tolerances: [])
        #expect(exact.drifted.map(\.id) == ["caregiver.views"])
        #expect(exact.drifted.first?.delta == "+7")
        #expect(exact.drifted.first?.relative == "+5.69 %")
        let tolerant = KPIComparison(baseline: Self.baseline, now: now, tolerances: [Tolerance(kpi: "caregiver.views", relative: 0.06)])
        #expect(tolerant.moved.count == 1 && tolerant.drifted.isEmpty)
        let tight = KPIComparison(baseline: Self.baseline, now: now, tolerances: [Tolerance(kpi: "caregiver.views", relative: 0.05)])
        #expect(tight.drifted.count == 1)
    }

    @Test("ratios print six-decimal deltas; a change from zero has no relative change and reads first among counts")
    func ratiosAndZero() {
        var now = Self.baseline
        now[1].value = "2.499000"
        now[2].value = "4"
        let comparison = KPIComparison(baseline: Self.baseline, now: now, tolerances: [])
        #expect(comparison.drifted.map(\.delta) == ["+4", "-0.001000"])
        #expect(comparison.drifted.map(\.relative) == ["—", "-0.04 %"])
    }

    @Test("a KPI on one side only is drift: new and removed")
    func addedAndRemoved() {
        let now = Array(Self.baseline.dropFirst()) + [KPIValue(persona: "caregiver", name: "naps", value: "1")]
        let comparison = KPIComparison(baseline: Self.baseline, now: now, tolerances: [])
        #expect(comparison.drifted.map(\.id) == ["caregiver.views", "caregiver.naps"])
        #expect(comparison.drifted.map(\.delta) == ["removed", "new"])
    }

    @Test("a baseline's files load back to the same baseline")
    func roundTrip() throws {
        let baseline = Baseline(pin: ScenarioPin(scenario: "regression", seed: 18_446_744_073_709_551_615,
                                                  resolved: .init(days: 14, overrides: ["baseQuota=4", "days=14"], fingerprint: "0123456789abcdef", appsimVersion: "0.12.0")),
                                kpis: Self.baseline)
        try withTemporaryFolder("baseline") { root in
            let folder = root.appendingPathComponent("baseline")
            try ReportFolder.claim(folder.path, kind: .baseline).write(baseline.files, manifest: ReportManifest(command: [], scenario: nil))
            #expect(try Baseline.load(directory: folder.path) == baseline)
        }
    }

    /// A new baseline folder in `root` with `meta` as its baseline.json (a format-1 one by default)
    /// and `kpis`, if any, as its kpis.csv; the folder's path.
    static func brokenBaseline(in root: URL, meta: String? = nil, kpis: String? = nil) throws -> String {
        let folder = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data((meta ?? "{\"format\": 1, \"scenario\": \"x\", \"seed\": 1}\n").utf8).write(to: folder.appendingPathComponent("baseline.json"))
        if let kpis { try Data(kpis.utf8).write(to: folder.appendingPathComponent("kpis.csv")) }
        return folder.path
    }

    @Test("a corrupted baseline names the file, line and what was expected")
    func corrupted() throws {
        try withTemporaryFolder("baseline") { root in
            let badRow = try Self.brokenBaseline(in: root, kpis: "persona,kpi,value\ncaregiver,views,12x\n")
            #expect(throws: RecordError("\(badRow)/kpis.csv:2: expected persona,kpi,value with a finite number or n/a, got \"caregiver,views,12x\"")) {
                try Baseline.load(directory: badRow)
            }
            let badHeader = try Self.brokenBaseline(in: root, kpis: "kpi,value\n")
            #expect(throws: RecordError("\(badHeader)/kpis.csv:1: expected the header persona,kpi,value")) { try Baseline.load(directory: badHeader) }
            let twice = try Self.brokenBaseline(in: root, kpis: "persona,kpi,value\ncaregiver,views,1\ncaregiver,views,2\n")
            #expect(throws: RecordError("\(twice)/kpis.csv:3: caregiver.views is listed twice")) { try Baseline.load(directory: twice) }
            let missing = try Self.brokenBaseline(in: root)
            #expect(throws: RecordError("\(missing)/kpis.csv: cannot read the file (No such file or directory)")) { try Baseline.load(directory: missing) }
            let future = try Self.brokenBaseline(in: root, meta: "{\"format\": 3, \"scenario\": \"x\", \"seed\": 1}", kpis: "persona,kpi,value\n")
            #expect(throws: RecordError("\(future)/baseline.json: format: expected format 1 to 2, got 3")) { try Baseline.load(directory: future) }
            #expect(throws: RecordError("no baseline at /nonexistent/base/; record one with: appsim check x.json5 --baseline /nonexistent/base --update")) {
                try Baseline.load(directory: "/nonexistent/base", scenarioPath: "x.json5")
            }
        }
    }

    @Test("a baseline with no KPI rows, NaN or infinite values, not-measured spelt other than n/a, or bytes that are not UTF-8 is refused, naming the file")
    func refusedBaselines() throws {
        try withTemporaryFolder("baseline") { root in
            let headerOnly = try Self.brokenBaseline(in: root, kpis: "persona,kpi,value\n")
            #expect(throws: RecordError("\(headerOnly)/kpis.csv: expected a row per KPI after the header, found none "
                                        + "(record the baseline again with 'appsim check FILE --baseline DIR --update')")) {
                try Baseline.load(directory: headerOnly)
            }
            for value in ["nan", "NaN", "inf", "-infinity", "N/A", "na"] {
                let folder = try Self.brokenBaseline(in: root, kpis: "persona,kpi,value\ncaregiver,views,\(value)\n")
                #expect(throws: RecordError("\(folder)/kpis.csv:2: expected persona,kpi,value with a finite number or n/a, got \"caregiver,views,\(value)\"")) {
                    try Baseline.load(directory: folder)
                }
            }
            let latin1 = try Self.brokenBaseline(in: root, kpis: "persona,kpi,value\n")
            try Data("persona,kpi,value\ncaf\u{E9},views,1\n".data(using: .isoLatin1)!).write(to: URL(fileURLWithPath: latin1 + "/kpis.csv"))
            #expect(throws: RecordError("\(latin1)/kpis.csv:2:4: expected UTF-8 text, but the byte at offset 21 (0xE9) is not valid UTF-8; save the file as UTF-8")) { try Baseline.load(directory: latin1) }
        }
    }

    @Test("a baseline with Windows line endings (a Git checkout with autocrlf) reads as the same baseline")
    func crlfBaseline() throws {
        try withTemporaryFolder("baseline") { root in
            let folder = try Self.brokenBaseline(in: root, meta: "{\"format\": 1,\r\n \"scenario\": \"x\",\r\n \"seed\": 1}\r\n",
                                                 kpis: "persona,kpi,value\r\ncaregiver,views,12\r\n")
            #expect(try Baseline.load(directory: folder) == Baseline(scenario: "x", seed: 1, kpis: [KPIValue(persona: "caregiver", name: "views", value: "12")]))
        }
    }

    @Test("KPIs compare as numbers: 40625.0 matches 40625; NaN never matches and passes no tolerance")
    func numericComparison() {
        let baseline = [KPIValue(persona: "caregiver", name: "views", value: "40625"), KPIValue(persona: "caregiver", name: "share", value: "0.5")]
        let same = KPIComparison(baseline: baseline, now: [KPIValue(persona: "caregiver", name: "views", value: "40625.0"),
                                                           KPIValue(persona: "caregiver", name: "share", value: "0.50")], tolerances: [])
        #expect(same.moved.isEmpty)
        let nan = KPIComparison(baseline: baseline, now: [baseline[0], KPIValue(persona: "caregiver", name: "share", value: "nan")],
                                tolerances: [Tolerance(kpi: "caregiver.share", relative: 10)])
        #expect(nan.drifted.map(\.id) == ["caregiver.share"])
    }

    @Test("tolerances name known KPIs; an unknown one is refused before the run")
    func tolerances() throws {
        let scenario = try Fixtures.smallScenario(["tolerances={\"caregiver.views\": 0.1}"])
        #expect(scenario.tolerances == [Tolerance(kpi: "caregiver.views", relative: 0.1)])
        #expect(throws: ScenarioError.self) { try Fixtures.smallScenario(["tolerances={\"caregiver.naps\": 0.1}"]) }
    }

    @Test("the committed regression baseline matches a fresh run of scenarios/regression.json5, with every persona's KPIs", .long)
    func committedBaselineHolds() throws {
        let scenario = try ScenarioFile.load(path: Fixtures.root.appendingPathComponent("scenarios/regression.json5").path)
        let baseline = try Baseline.load(directory: Fixtures.root.appendingPathComponent("reports/baselines/regression").path)
        let outcome = try #require(ScenarioRun.run(scenario, scenarioPath: "scenarios/regression.json5", workers: 2))
        let result = CheckResult(outcome: outcome, baseline: baseline, baselineDirectory: "reports/baselines/regression")
        #expect(result.comparison.moved.isEmpty, "\(result.consoleText)")
        #expect(Set(outcome.kpis.map(\.id)).isSuperset(of: KPICatalog.ids))
        #expect(result.passed)
    }
}

/// What a baseline pins and when `check` refuses: `ScenarioPin`.
@Suite("Baseline pins")
struct ScenarioPinTests {
    static func pin(_ overrides: [String] = []) throws -> ScenarioPin {
        ScenarioPin(try Fixtures.smallScenario(overrides), overrides: overrides)
    }

    @Test("a run the baseline pinned is not refused; another appsim version is shown in a note, never refused")
    func versionNotRefused() throws {
        let now = try Self.pin()
        var recorded = now
        recorded.resolved?.appsimVersion = "0.0.1"
        #expect(recorded.mismatch(now, path: "small.json5", baselineDirectory: "base") == nil)
        #expect(recorded.notes(now, baselineDirectory: "base") == ["appsim version: baseline 0.0.1, now \(AppSimVersion.current): comparing the two versions of the code"])
        #expect(now.notes(now, baselineDirectory: "base").isEmpty)
    }

    @Test("each difference is a line naming both sides and the flag that made it; the version rides along when something else refuses")
    func differencesNamed() throws {
        var recorded = try Self.pin(["adCooldownSeconds=20"])
        recorded.resolved?.appsimVersion = "0.0.1"
        let message = try #require(recorded.mismatch(try Self.pin(["seed=9", "days=5"]), path: "small.json5", baselineDirectory: "base"))
        let expected: [String] = [
            "base/ was recorded from another run than this check's:\n",
            "  seed: baseline 11, now 9 (--seed 9)\n",
            "  days: baseline 7, now 5 (--days 5)\n",
            "  overrides: baseline --set adCooldownSeconds=20, now none\n",
            "  appsim version: baseline 0.0.1, now \(AppSimVersion.current) (shown, not refused)\n",
            "Run the check as the baseline was recorded: appsim check small.json5 --baseline base --set adCooldownSeconds=20 --seed 11 --days 7\n",
            "or record this run as the baseline deliberately: appsim check small.json5 --baseline base --seed 9 --days 5 --update\n",
        ]
        #expect(message == expected.joined())
    }

    @Test("tolerances are not pinned: a tolerance edit keeps the fingerprint, any other value changes it")
    func tolerancesNotPinned() throws {
        let scenario = try Fixtures.smallScenario()
        var tolerant = scenario
        tolerant.tolerances = [Tolerance(kpi: "caregiver.views_per_user_day", relative: 0.1)]
        #expect(ScenarioPin.fingerprint(of: tolerant) == ScenarioPin.fingerprint(of: scenario))
        #expect(tolerant.fingerprint != scenario.fingerprint, "the report manifest's fingerprint still covers them")
        var edited = scenario
        edited.remoteConfig.adCooldownSeconds = 20
        #expect(ScenarioPin.fingerprint(of: edited) != ScenarioPin.fingerprint(of: scenario))
    }

    @Test("a tolerance given with --set is no difference either, dotted or whole; any other --set is")
    func toleranceOverridesNotPinned() throws {
        let recorded = try Self.pin()
        #expect(recorded.mismatch(try Self.pin(["tolerances.caregiver.*=0.02"]), path: "small.json5", baselineDirectory: "base") == nil)
        #expect(recorded.mismatch(try Self.pin([#"tolerances={ "*": 0.1 }"#]), path: "small.json5", baselineDirectory: "base") == nil)
        #expect(recorded.mismatch(try Self.pin(["tolerances.caregiver.*=0.02", "adCooldownSeconds=20"]), path: "small.json5", baselineDirectory: "base")?
            .contains("  overrides: baseline none, now --set adCooldownSeconds=20\n") == true)
    }
}

@Suite("Revenue proxy")
struct RevenueTests {
    @Test("revenue per 1,000 user-days = (ads × eCPM / 1,000 + subscription cents / 100) / user-days × 1,000")
    func formula() throws {
        var scenario = try Fixtures.smallScenario()
        scenario.revenue.adEcpmUSD = 12
        var counters = Counters<CaregiverMetric>()
        counters.add(.userDays, 2_000)
        counters.add(.adsCompleted, 1_000)
        counters.add(.subscriptionRevenueCents, 19_900)
        #expect(abs(try #require(CaregiverReport.revenuePerThousandUserDays(counters, scenario)) - 105.5) < 1e-12)
        #expect(CaregiverReport.revenuePerThousandUserDays(Counters(), scenario) == nil, "no caregiver-day: n/a, not 0")
    }

    @Test("subscription charges are counted at the remote-config price: conversions and renewals")
    func charges() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.trialPropensity=0.5", "populations.caregivers.trialConversion=1",
                                                   "monthlyPriceTier=2.5", "yearlyPriceTier=20", "probes=[]"])
        let tally = try #require(Caregivers.run(scenario, workers: 2))
        let cents = tally.totals[.subscriptionRevenueCents]
        #expect(tally.totals[.paidConversions] > 0)
        #expect(cents >= tally.totals[.paidConversions] * 250 && cents <= (tally.totals[.paidConversions] + tally.totals[.renewals]) * 2_000)
    }
}
