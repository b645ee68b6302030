import Sim

/// The Markdown tables every persona's summary section shares.
package enum ReportTables {
    /// One `| name | count | meaning |` row per metric, in metric order.
    package static func countRows<Metric: ExplainedMetric>(_ totals: Counters<Metric>) -> String {
        Metric.allCases.map { "| \($0.name) | \(ReportNumber.grouped(totals[$0])) | \($0.meaning) |\n" }.joined()
    }

    /// The KPI table of a summary section: `| KPI | value | meaning |`, one row per KPI of `kpis`
    /// evaluated together over one run: whole numbers grouped, others with the KPI's
    /// `sectionDecimals`, `ReportNumber.notMeasured` for one the run could not measure, and after
    /// the meaning the assumption its value rests on, if any.
    package static func kpiTable<Tally>(_ kpis: [KPI<Tally>], _ tally: Tally, _ scenario: Scenario) -> String {
        let run = KPIEvaluation(tally, scenario)
        var table = MarkdownTable([("KPI", .left), ("value", .right), ("meaning", .left)])
        for kpi in kpis {
            let meaning = kpi.assumption.map { "\(kpi.meaning) (\($0(scenario)))" } ?? kpi.meaning
            table.append([kpi.name, sectionValue(kpi, run.value(kpi)), meaning])
        }
        return table.text
    }

    /// A KPI's value as a summary section shows it (`kpiTable`).
    static func sectionValue<Tally>(_ kpi: KPI<Tally>, _ value: Double?) -> String {
        guard let value else { return ReportNumber.notMeasured }
        return kpi.format == .whole ? ReportNumber.grouped(Int64(value)) : ReportNumber.fixed(value, decimals: kpi.sectionDecimals)
    }

    /// The invariants table's header: `| persona | invariant | checks | violations |`.
    package static let invariantsHeader = "| persona | invariant | checks | violations |\n|---|---|---:|---:|\n"

    /// One row of the invariants table per rule of `persona`: how often it was checked and broken.
    package static func invariantRows<Key: MetricKey>(persona: String, _ ledger: InvariantLedger<Key>) -> String {
        Key.allCases.map {
            "| \(persona) | \($0.name) | \(ReportNumber.grouped(ledger.checks[$0])) | \(ReportNumber.grouped(ledger.failures[$0])) |\n"
        }.joined()
    }
}
