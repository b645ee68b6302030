/// A limit a service publishes on the calls it serves (docs/rules.md#backend-figures), which the
/// report measures the run's load against.
///
/// Limits are the provider's published figures at the time of writing, cited by `source`; the
/// provider may change them without notice, so the report prints the figure and its source beside
/// every headroom it computes.
package struct BackendQuota: Sendable, Equatable {
    /// What the limit counts.
    package enum Measure: Sendable, Equatable {
        /// Executions running at the same instant, over every endpoint of the service.
        case simultaneousExecutions
        /// Milliseconds one execution may run.
        case executionMilliseconds
    }

    /// The service limited (`BackendEndpoint.service`).
    package var service: String
    /// The limit in the provider's words ("simultaneous executions per user").
    package var name: String
    package var measure: Measure
    package var limit: Int64
    /// Why this limit is the one that applies, in a sentence, and where it is published.
    package var applies: String
    package var source: String

    package init(service: String, name: String, measure: Measure, limit: Int64, applies: String, source: String) {
        self.service = service
        self.name = name
        self.measure = measure
        self.limit = limit
        self.applies = applies
        self.source = source
    }
}
