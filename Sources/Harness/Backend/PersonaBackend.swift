import Time

/// A persona's part of a run's backend load (docs/rules.md#backend-load): the endpoints its app
/// calls, every request the run made, the limits its services publish, and the daily active users
/// the load came from.
///
/// A persona whose app calls no server gives no endpoints and says why in `note` (Music Memory is
/// local by design: docs/rules.md#music-memory-local).
package struct PersonaBackend: Sendable {
    /// The endpoints, indexed by `BackendRequest.endpoint`.
    package var endpoints: [BackendEndpoint]

    package var zones: [Zone]
    package var log: BackendLog
    package var quotas: [BackendQuota]
    /// Mean daily active users over the backend window's dates (`Scenario.backendDays`): the
    /// population the load was measured at.
    package var dailyActiveUsers: Double
    /// What the app calls and what it leaves out, in sentences for the report.
    package var note: String

    package init(endpoints: [BackendEndpoint] = [], zones: [Zone] = [], log: BackendLog = BackendLog(), quotas: [BackendQuota] = [],
                 dailyActiveUsers: Double = 0, note: String) {
        self.endpoints = endpoints
        self.zones = zones
        self.log = log
        self.quotas = quotas
        self.dailyActiveUsers = dailyActiveUsers
        self.note = note
    }
}
