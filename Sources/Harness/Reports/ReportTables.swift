import Sim

/// The Markdown tables every persona's summary section shares.
package enum ReportTables {
    /// One `| name | count | meaning |` row per metric, in metric order.
    package static func countRows<Metric: ExplainedMetric>(_ totals: Counters<Metric>) -> String {
        Metric.allCases.map { "| \($0.name) | \(ReportNumber.grouped(totals[$0])) | \($0.meaning) |\n" }.joined()
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
