import Harness
import Sim

extension Gardeners {
    /// What a run of gardeners costs (docs/rules.md#cost-estimate): an agent-day is a plan and at
    /// most two events; a gardener holds a few words, and the run keeps a fingerprint of every
    /// gardener-day (`AgentDayFingerprints`: 4 bytes a slot, `days + 4` slots a gardener), which
    /// the merged tally holds to the end.
    ///
    /// Measured on the development machine (release, `/usr/bin/time -v`, one worker unless said; a
    /// run of one gardener peaks at 29.7 MB):
    ///
    /// | gardeners × days | max RSS MB | CPU s |
    /// |---|---|---|
    /// | 100,000 × 28 | 42.4 | 1.54 |
    /// | 100,000 × 365 | 208.7; 2 workers 215.0 | 12.82 |
    /// | 1,000,000 × 28 | 153.0 | 9.23 |
    ///
    /// Read off them: 0.33–0.55 µs a gardener-day, and 3.8–5.0 bytes a fingerprint slot (up to
    /// twice its 4 while the merged array grows); priced at 0.4 µs and 6 bytes, which puts these
    /// runs' memory 1.2–1.5× over the measured peak.
    package static func cost(of scenario: Scenario) -> PersonaCost {
        let p = scenario.gardeners
        let slots = Double(scenario.days + 4)
        var cost = PersonaCost(agents: p.count, agentDays: Double(p.count) * Double(scenario.days),
                               bytesPerAgent: 100 + 4 * slots, secondsPerAgentDay: 0.4e-6,
                               tallyBytes: PersonaCost.seriesBytes(counters: GardenerMetric.keyCount, days: scenario.days))
        cost.keptBytesPerAgent = 6 * slots
        return cost
    }
}
