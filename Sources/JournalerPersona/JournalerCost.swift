import Harness
import Sim

extension Journalers {
    /// What a run of journalers costs (docs/rules.md#cost-estimate): agent-days at a measured
    /// cost, and their StoreKit refreshes pooled over the endpoints: a release's app open on the
    /// habit's share of days, and one after a purchase at a gating touchpoint in that session (as
    /// if no journaler had Bloom yet: an upper bound).
    ///
    /// Measured on the development machine (the grid of `benchmarks/estimate/`, one worker,
    /// release): a journaler 5.5 KB and 125 B a day lived, an agent-day 2.6 µs; 110 B a request
    /// and 60 B a `backend.csv` row, 0.43 rows a request while minutes are sparse.
    package static func cost(of scenario: Scenario) -> PersonaCost {
        let p = scenario.journalers
        let days = Double(scenario.days)
        let purchases = BloomTouchpoint.allCases.reduce(0.0) { $0 + p.gates[$1].perRelease * p.gates[$1].conversion }
        var cost = PersonaCost(agents: p.count, agentDays: Double(p.count) * days, bytesPerAgent: 5_500 + 125 * days,
                               secondsPerAgentDay: 2.6e-6,
                               tallyBytes: PersonaCost.seriesBytes(counters: JournalerMetric.keyCount, days: scenario.days))
        cost.requestsPerAgentDay = [p.habit * (1 + purchases)]
        cost.backendCellsPerDay = Double(1_440 * JournalerEndpoint.allCases.count)
        cost.bytesPerRequest = 110
        cost.rowsPerRequest = 0.43
        cost.bytesPerRow = 60
        return cost
    }
}
