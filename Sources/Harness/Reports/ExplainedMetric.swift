import Sim

/// A metric with a sentence for the report's KPI table.
package protocol ExplainedMetric: MetricKey {
    var meaning: String { get }
}
