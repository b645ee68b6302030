import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

/// A ratio KPI whose denominator is 0 in a run has nothing to measure: it reads `n/a`, never 0,
/// in `kpis.csv`, the summary, the in-run A/B table, sweeps and decisions, and a guardrail on it
/// is not measurable rather than failed (docs/rules.md#not-measured).
@Suite("Ratios with nothing to measure")
struct EmptyRatioTests {
    /// The small scenario's caregivers with no free trial and a base quota equal to the daily view
    /// cap (15): nobody starts a trial, and the quota sheet offers no ad, since an ad could add
    /// nothing (docs/rules.md#ad-offer).
    static let noTrialNoAd = ["populations.caregivers.count=100", "rollouts=[]", "probes=[]",
                              "remoteConfig.freeTrialDays=0", "remoteConfig.baseQuota=15"]

    /// The KPIs over the population rather than over something counted: a run of the persona
    /// always has a population, so they are measured, and 0 when nothing happened.
    static let overPopulation = ["journaler.bloom_conversion"]

    @Test("a ratio of counts is n/a when its denominator is 0; a measured 0 stays 0")
    func ratio() {
        #expect(ReportNumber.ratio(3, 0) == nil && ReportNumber.ratio(0, 0) == nil)
        #expect(ReportNumber.ratio(0, 4) == 0 && ReportNumber.ratio(1, 4) == 0.25)
        #expect(ReportNumber.fixed(measured: nil, decimals: 4) == "n/a" && ReportNumber.fixed(measured: 0, decimals: 4) == "0.0000")
    }

    @Test("every ratio KPI of every persona reads n/a on a tally that counted nothing, but a share of the population, which reads 0",
          arguments: KPITableTests.plurals)
    func emptyTally(plural: String) throws {
        let persona = try #require(Personas.all.first { $0.plural == plural })
        try Self.checkEmpty(persona, try Fixtures.everyPersonaScenario())
    }

    static func checkEmpty<P: Persona>(_: P.Type, _ scenario: Scenario) throws {
        let run = KPIEvaluation(P.Tally(scenario: scenario), scenario)
        let ratios = P.kpis(in: scenario).filter { $0.merge == .ratio }
        #expect(!ratios.isEmpty, "\(P.plural) declare ratio KPIs")
        for kpi in ratios {
            let id = "\(P.singular).\(kpi.name)"
            #expect(run.value(kpi) == (overPopulation.contains(id) ? 0 : nil), "\(id)")
        }
    }

    @Test("with freeTrialDays 0 and baseQuota 15, trial conversion, ad acceptance and completion and the ad share of no revenue are n/a in kpis.csv and the summary; measured zeros stay 0")
    func runWithoutTrialsOrAds() throws {
        let scenario = try Fixtures.smallScenario(Self.noTrialNoAd)
        let tally = try #require(Caregivers.run(scenario, workers: 2))
        let totals = tally.totals
        #expect(totals[.trialStarts] == 0 && totals[.adsOffered] == 0 && totals[.subscriptionRevenueCents] == 0)
        #expect(totals[.usersAtQuotaSheet] > 0, "caregivers meet the quota sheet, which offers no ad")
        let kpis = Dictionary(uniqueKeysWithValues: Caregivers.kpiValues(tally, scenario).map { ($0.name, $0.value) })
        let empty = ["trial_conversion_rate", "ad_acceptance", "ad_completion_rate", "ad_revenue_share"]
        #expect(empty.map { kpis[$0] } == empty.map { _ in ReportNumber.notMeasured })
        #expect(kpis["paying_user_share"] == "0.000000" && kpis["revenue_per_install"] == "0.000000", "nobody paid: a measured 0")
        let section = CaregiverReport.section(tally, scenario, comparisons: [], charts: [])
        for name in empty { #expect(section.contains("| \(name) | n/a |"), "\(name)") }
        #expect(section.contains("| paying_user_share | 0.0000 |"))
    }

    @Test("daily.csv's ratio columns read n/a on a date without caregiver-days")
    func dailyWithoutCaregivers() throws {
        let scenario = try Fixtures.smallScenario(["rollouts=[]"])
        let rows = CaregiverReport.daily(CaregiverTally(scenario: scenario), scenario, settings: []).text.split(separator: "\n")
        #expect(rows.count == 1 + scenario.days)
        #expect(rows.dropFirst().allSatisfy { $0.hasSuffix(",0,n/a,n/a") }, "\(rows)")
    }

    @Test("the same caregivers with a trial and the default quota measure all four: the n/a above is the settings', not the run's size")
    func runWithTrialsAndAds() throws {
        let tally = try #require(Fixtures.smallRun)
        let kpis = Dictionary(uniqueKeysWithValues: Caregivers.kpiValues(tally, try Fixtures.smallScenario()).map { ($0.name, $0.value) })
        for name in ["trial_conversion_rate", "ad_acceptance", "ad_completion_rate", "ad_revenue_share"] {
            #expect(Double(try #require(kpis[name])) != nil, "\(name)")
        }
    }

    @Test("in an in-run A/B test, the arm that offers no trial reads n/a for trial conversion, with no change against the arm that does")
    func armWithoutTrials() throws {
        let scenario = try Fixtures.smallScenario([
            "populations.caregivers.count=100", "probes=[]", "remoteConfig.freeTrialDays=0",
            "arms=[{name: \"A\", share: 1}, {name: \"B\", share: 1}]", "rollouts=[{day: 1, arm: \"A\", set: {freeTrialDays: 3}}]",
            "populations.caregivers.configFetchIntervalHours=0", "populations.caregivers.trialPropensity=0.5",
        ])
        let tally = try #require(Caregivers.run(scenario, workers: 2))
        #expect(tally.arms.total(arm: 0)[.trialStarts] > 0 && tally.arms.total(arm: 1)[.trialStarts] == 0)
        let comparisons = CaregiverReport.armComparisons(tally, scenario)
        let row = try #require(comparisons.first { $0.kpi == "trial_conversion_rate" })
        #expect(Double(row.values[0]) != nil && row.values[1] == ReportNumber.notMeasured)
        #expect(row.changes == [nil])
        let section = CaregiverReport.armsSection(comparisons, scenario)
        #expect(section.contains("| trial_conversion_rate | \(row.values[0]) | n/a | — | — |"))
        #expect(CaregiverReport.arms(comparisons, scenario).text.contains("\nB,trial_conversion_rate,n/a,,,\n"))
    }

    @Test("a change with either side n/a in the run, or the first in a replicate, is none; the other n/a in a replicate leaves no interval")
    func changeOfUnmeasured() throws {
        let replicates: [(first: Double?, other: Double?)] = [(2, 3), (2, 5), (2, 4)]
        #expect(CaregiverReport.change(first: nil, other: 4, replicates: replicates) == nil)
        #expect(CaregiverReport.change(first: 2, other: nil, replicates: replicates) == nil)
        #expect(CaregiverReport.change(first: 2, other: 4, replicates: [(2, 3), (nil, 5), (2, 4)]) == nil)
        let partial = try #require(CaregiverReport.change(first: 2, other: 4, replicates: [(2, 3), (2, nil), (2, 4)]))
        #expect(partial.estimate == 1 && partial.lower == nil && partial.upper == nil)
        let whole = try #require(CaregiverReport.change(first: 2, other: 4, replicates: replicates))
        #expect(whole == RelativeChange(first: 2, other: 4, replicates: [(2, 3), (2, 5), (2, 4)]))
    }

    static let noTrialSweep = """
    {
      name: "no-trial", seed: 5, start: "2025-03-06T00:00:00Z", days: 3,
      remoteConfig: { freeTrialDays: 3 },
      populations: { caregivers: { count: 60, catalogSongs: 300, zones: [{ zone: "Europe/London", weight: 1 }], trialPropensity: 0.5 } },
      sweep: { grid: { freeTrialDays: [3, 0] }, replications: 2 },
      decision: { objective: "caregiver.revenue_per_install", guardrails: [{ kpi: "caregiver.trial_conversion_rate", maxDrop: 0.05 }] },
    }
    """

    @Test("a sweep over freeTrialDays 3 and 0: trial conversion is n/a in every run of arm 0, its guardrail is not measurable (not failed), and the arm is neither better nor best")
    func sweepWithoutTrials() throws {
        let result = try withTemporaryFolder("no-trial") { folder in
            let path = folder.appendingPathComponent("no-trial.json5").path
            try Data(Self.noTrialSweep.utf8).write(to: URL(fileURLWithPath: path))
            let plan = try #require(try ScenarioFile.load(path: path).sweep)
            return try SweepTests.result(try SweepRun.prepare(path: path, overrides: [], plan: plan, independent: false), workers: 2)
        }
        let kpi = "caregiver.trial_conversion_rate"
        #expect(result.isMeasured(kpi, arm: 0) && result.measuredRuns(kpi, arm: 1) == (0, 2))
        let decision = try #require(result.header.decision)
        let judgement = decision.judge(arm: 1, against: 0, in: result)
        #expect(judgement.guardrails.map(\.status) == [.notMeasured])
        #expect(judgement.verdict == .notMeasured([kpi]))
        let files = SweepReport(result).files
        let csv = try #require(files.first { $0.name == "sweep.csv" }?.contents)
        #expect(csv.contains("freeTrialDays=0,0,freeTrialDays=3,0,5,caregiver,trial_conversion_rate,n/a\n"))
        let markdown = try #require(files.first { $0.name == "sweep.md" }?.contents)
        #expect(markdown.contains("| n/a: not measurable | cannot tell: caregiver.trial_conversion_rate not measurable in these runs |"))
        #expect(markdown.contains("**Best:** keep the baseline (freeTrialDays=3) — no arm is safely better. Not judged, a KPI not measurable "
            + "in its runs or its baseline's: freeTrialDays=0 (caregiver.trial_conversion_rate)."))
        #expect(markdown.contains("| freeTrialDays=0 | n/a | | | | |"))
        let chart = try #require(files.first { $0.name == "chart-caregiver-trial_conversion_rate.svg" }?.contents)
        #expect(chart.components(separatedBy: "<circle").count == 2 && chart.contains(">n/a</text>"), "one point, and n/a for the arm without trials")
    }
}
