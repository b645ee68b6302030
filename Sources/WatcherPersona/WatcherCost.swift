import Harness
import Model
import Sim

extension Watchers {
    /// What a run of watchers costs (docs/rules.md#cost-estimate): agent-days at a measured
    /// cost, the synthetic catalog, and the Supabase requests of their evenings, pooled over the
    /// endpoints.
    ///
    /// Requests an agent-day, from the population's means: an evening (`eveningsPerWeek / 7` a
    /// day) logs its launch, writes three profile steps and runs the "Show me" check, the Series
    /// check on its share of evenings; each recommendation reads exclusions and the candidates'
    /// pages, and its pick shown and the decision are each an interaction and an event (4); the
    /// Watch Now's feedback answer (2) and a relaunch's event. Recommendations an evening: picks
    /// until Watch Now, taking half of the picks accepted (the default scenario accepts 53 %), at
    /// most `picksPerEvening`.
    ///
    /// Measured on the development machine (the grid of `benchmarks/estimate/`, one worker,
    /// release): a watcher 3 KB and 20 B a day lived, an agent-day 12.5 µs; a catalog title 60 B
    /// and 0.9 µs; 42 B a request and 110 B a `backend.csv` row, half a row a request while
    /// minutes are sparse.
    package static func cost(of scenario: Scenario) -> PersonaCost {
        let p = scenario.watchers
        let days = Double(scenario.days)
        var recommendations = 0.0
        var reached = 1.0
        for _ in 0..<p.picksPerEvening {
            recommendations += reached
            reached /= 2
        }
        let pages = Double((p.engine.fetchLimit + WatcherEndpoint.maximumRows - 1) / WatcherEndpoint.maximumRows)
        let series = p.lengths[WatchLength.series.rawValue] / p.lengths.reduce(0, +)
        let requests = p.eveningsPerWeek / 7 * (5 + series + recommendations * (1 + pages + 4) + 2 + p.relaunchAfterWatch)
        let titles = Double(p.catalogTitles)
        var cost = PersonaCost(agents: p.count, agentDays: Double(p.count) * days, bytesPerAgent: 3_000 + 20 * days,
                               secondsPerAgentDay: 12.5e-6,
                               tallyBytes: PersonaCost.seriesBytes(counters: WatcherMetric.keyCount, days: scenario.days))
        cost.catalogName = "\(p.catalogTitles) titles"
        cost.catalogBytes = titles * 60
        cost.catalogSeconds = titles * 0.9e-6
        cost.requestsPerAgentDay = [requests]
        cost.backendCellsPerDay = Double(1_440 * WatcherEndpoint.allCases.count)
        cost.bytesPerRequest = 42
        cost.rowsPerRequest = 0.5
        cost.bytesPerRow = 110
        return cost
    }
}
