import CaregiverPersona
import Harness
import JournalerPersona
import ListenerPersona
@testable import Scenarios
import Testing
import WatcherPersona

/// Each persona declares its KPIs once, in its table (docs/rules.md#kpi-table); what reads them
/// (`kpis.csv`, the summary sections, sweeps, `check`, tolerances) follows the table.
@Suite("KPI tables")
struct KPITableTests {
    static let plurals = Personas.all.map { $0.plural }

    @Test("every persona's KPIs have a unique snake_case id, a label and a meaning; sums print whole, ratios with decimals", arguments: Self.plurals)
    func entriesAreComplete(plural: String) throws {
        let persona = try #require(Personas.all.first { $0.plural == plural })
        try Self.checkEntries(persona, try Fixtures.everyPersonaScenario())
    }

    static func checkEntries<P: Persona>(_ persona: P.Type, _ scenario: Scenario) throws {
        let kpis = P.kpis(in: scenario)
        #expect(Set(kpis.map(\.name)).count == kpis.count, "\(P.plural): ids are unique")
        for kpi in kpis {
            #expect(kpi.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "\(P.singular).\(kpi.name) is snake_case")
            #expect(kpi.label.first?.isUppercase == true && !kpi.meaning.isEmpty, "\(P.singular).\(kpi.name)")
            #expect(kpi.merge != .sum || kpi.format == .whole, "\(P.singular).\(kpi.name): a sum of counts prints whole")
            #expect(kpi.merge != .ratio || kpi.format != .whole, "\(P.singular).\(kpi.name): a ratio prints with decimals")
        }
    }

    @Test("every KPI of a run's table is a row of its persona's summary section, in the table's order", arguments: Self.plurals)
    func sectionsListTheTable(plural: String) throws {
        let persona = try #require(Personas.all.first { $0.plural == plural })
        let outcome = try #require(Fixtures.everyPersonaRun)
        try Self.checkSection(persona, outcome)
    }

    static func checkSection<P: Persona>(_ persona: P.Type, _ outcome: RunOutcome) throws {
        let tally = try #require(outcome.tally(persona))
        let section = P.report(tally, outcome.scenario).section
        var rest = Substring(section)
        for kpi in P.kpis(in: outcome.scenario) {
            let row = try #require(rest.range(of: "| \(kpi.name) | "), "\(P.singular).\(kpi.name) is a row, after the one before it")
            rest = rest[row.upperBound...]
        }
    }

    @Test("a weekly KPI is one per week of the run, the last week shorter; its unit is found by any week's id, and only a week's")
    func weeklyKPIs() throws {
        var scenario = try Fixtures.everyPersonaScenario()
        scenario.days = 16
        let weekly = Watchers.kpiNames(in: scenario).filter { $0.hasPrefix("acceptance_rate_week_") }
        #expect(weekly == ["acceptance_rate_week_1", "acceptance_rate_week_2", "acceptance_rate_week_3"])
        #expect(scenario.weeks.map(\.count) == [7, 7, 2])
        #expect(!Watchers.kpiNames.contains { $0.hasPrefix("acceptance_rate_week_") }, "tolerances name only the KPIs every run reports")
        #expect(Watchers.unit(ofKPI: "acceptance_rate_week_52") == .share)
        for name in ["acceptance_rate_week_0", "acceptance_rate_week_", "acceptance_rate_week_x", "acceptance_rate_weekly"] {
            #expect(Watchers.unit(ofKPI: name) == nil, "\(name)")
        }
        let entry = try #require(Watchers.kpis(in: scenario).first { $0.name == "acceptance_rate_week_3" })
        #expect(entry.label == "Acceptance rate, week 3" && entry.meaning == "Watch Now per pick shown in week 3")
    }

    @Test("a KPI a run cannot measure prints n/a in kpis.csv; a measured one by its format")
    func notMeasuredPrintsNA() {
        let kpi = KPI<Int>("example", label: "Example", unit: .share, meaning: "an example", merge: .ratio, format: .decimals(6)) { _, _ in nil }
        #expect(kpi.text(nil) == ReportNumber.notMeasured && kpi.text(0.25) == "0.250000")
        var whole = kpi
        whole.format = .whole
        #expect(whole.text(41_234) == "41234")
    }

    @Test("a sweep leads with the KPIs each persona marks as leading, in table order")
    func leadingKPIs() {
        #expect(Caregivers.leadingKPIs == ["revenue_per_install", "arpdau", "ad_revenue_share", "paying_user_share",
                                           "d1_retention", "d7_retention", "d14_retention", "d28_retention", "mean_dau", "mean_wau"])
        #expect(Watchers.leadingKPIs.isEmpty && Journalers.leadingKPIs.isEmpty && Listeners.leadingKPIs.isEmpty)
    }
}

/// KPIs that read one figure of the run (a backend's load) share it: a table's evaluation builds
/// it once, however many KPIs read it (docs/rules.md#kpi-table).
@Suite("KPI figures")
struct KPIFigureTests {
    /// A tally that counts how often a figure was built from it.
    final class CountingTally: @unchecked Sendable {
        var builds = 0
    }

    struct Built: KPIFigure {
        var builds: Int
        init(_ tally: CountingTally, _: Scenario) {
            tally.builds += 1
            builds = tally.builds
        }
    }

    static let table: [KPI<CountingTally>] = ["first", "second", "third"].map { name in
        .count(name, "reads the shared figure", merge: .derived) { (figure: Built) in Int64(figure.builds) }
    }

    @Test("a summary table of three KPIs reading one figure builds it once, and every KPI reads that one")
    func summaryTableBuildsOnce() throws {
        let tally = CountingTally()
        let text = ReportTables.kpiTable(Self.table, tally, try Fixtures.everyPersonaScenario())
        #expect(tally.builds == 1)
        #expect(text.components(separatedBy: " | 1 | ").count == 4, "each row shows the one build: \(text)")
    }

    @Test("KPIs evaluated one by one build the figure each time")
    func separateEvaluationsBuildAgain() throws {
        let tally = CountingTally()
        let scenario = try Fixtures.everyPersonaScenario()
        #expect(Self.table.map { $0.value(tally, scenario) } == [1, 2, 3])
    }
}
