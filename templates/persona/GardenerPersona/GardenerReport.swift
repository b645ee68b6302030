import Harness
import Sim

/// The gardeners' part of a report: the KPI table, the daily table and the summary section.
package enum GardenerReport {
    /// Every KPI, in `kpis.csv`'s order: the counts, then the ratios (docs/rules.md#kpi-table).
    package static let table: [KPI<GardenerTally>] = GardenerMetric.allCases.map { KPI.count($0) } + ratios

    /// The KPIs derived from the counts.
    package static let ratios: [KPI<GardenerTally>] = [
        .ratio("watering_rate", .share, "gardener-days with a watering") { ReportNumber.ratio($0[.waterings], $0[.gardenerDays]) },
    ]

    /// `gardeners-daily.csv`: every count, one row per local date.
    package static func daily(_ tally: GardenerTally, _ scenario: Scenario) -> CSVTable {
        DailyTable.counts(tally.days, scenario)
    }

    /// The gardeners' part of the report: the daily table and the section.
    package static func report(_ tally: GardenerTally, _ scenario: Scenario) -> PersonaReport {
        let daily = daily(tally, scenario)
        return PersonaReport(section: section(tally, scenario), files: [("gardeners-daily.csv", daily.text)], fingerprintText: daily.text)
    }

    package static func section(_ tally: GardenerTally, _ scenario: Scenario) -> String {
        let population = scenario.gardeners
        var md = "\n## Gardeners\n\n"
        md += "\(ReportNumber.grouped(Int64(population.count))) gardeners, each watering on "
        md += "\(ReportNumber.fixed(population.wateringChance * 100, decimals: 0)) % of their local days.\n\n"
        md += ReportTables.kpiTable(table, tally, scenario)
        return md
    }
}
