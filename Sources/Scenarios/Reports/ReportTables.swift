import Sim

/// A metric with a sentence for the report's KPI table.
protocol ExplainedMetric: MetricKey {
    var meaning: String { get }
}

/// The Markdown tables every persona's summary section shares.
enum ReportTables {
    /// One `| name | count | meaning |` row per metric, in metric order.
    static func countRows<Metric: ExplainedMetric>(_ totals: Counters<Metric>) -> String {
        Metric.allCases.map { "| \($0.name) | \(ReportNumber.grouped(totals[$0])) | \($0.meaning) |\n" }.joined()
    }

    /// The invariants table: each rule, how often it was checked and broken.
    static func invariants<Key: MetricKey>(_ ledger: InvariantLedger<Key>) -> String {
        "| invariant | checks | violations |\n|---|---:|---:|\n" + Key.allCases.map {
            "| \($0.name) | \(ReportNumber.grouped(ledger.checks[$0])) | \(ReportNumber.grouped(ledger.failures[$0])) |\n"
        }.joined()
    }
}
