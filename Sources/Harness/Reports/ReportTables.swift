import Sim

/// The Markdown tables every persona's summary section shares.
package enum ReportTables {
    /// One `| name | count | meaning |` row per metric, in metric order.
    package static func countRows<Metric: ExplainedMetric>(_ totals: Counters<Metric>) -> String {
        Metric.allCases.map { "| \($0.name) | \(ReportNumber.grouped(totals[$0])) | \($0.meaning) |\n" }.joined()
    }

    /// One `| name | value | meaning |` row per KPI of `kpis`, as a summary section shows them:
    /// whole numbers grouped, others with `decimals` decimals, `ReportNumber.notMeasured` for one
    /// the run could not measure.
    package static func kpiRows<Tally>(_ kpis: [KPI<Tally>], _ tally: Tally, _ scenario: Scenario, decimals: Int = 4) -> String {
        kpis.map { "| \($0.name) | \(sectionValue($0, tally, scenario, decimals: decimals)) | \($0.meaning) |\n" }.joined()
    }

    /// A KPI's value as a summary section shows it (`kpiRows`).
    package static func sectionValue<Tally>(_ kpi: KPI<Tally>, _ tally: Tally, _ scenario: Scenario, decimals: Int = 4) -> String {
        guard let value = kpi.value(tally, scenario) else { return ReportNumber.notMeasured }
        return kpi.format == .whole ? ReportNumber.grouped(Int64(value)) : ReportNumber.fixed(value, decimals: decimals)
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
