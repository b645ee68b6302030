import Harness
import Sim

extension Gardeners {
    /// What a run of gardeners costs (docs/rules.md#cost-estimate): a gardener holds a few words,
    /// and an agent-day is a plan and at most two events.
    ///
    /// Measured on the development machine (one worker, release, `/usr/bin/time -v`): MEASURED.
    package static func cost(of scenario: Scenario) -> PersonaCost {
        let p = scenario.gardeners
        return PersonaCost(agents: p.count, agentDays: Double(p.count) * Double(scenario.days),
                           bytesPerAgent: 100, secondsPerAgentDay: 1e-6,
                           tallyBytes: PersonaCost.seriesBytes(counters: GardenerMetric.keyCount, days: scenario.days))
    }
}
