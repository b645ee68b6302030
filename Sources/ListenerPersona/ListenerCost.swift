import Harness
import Sim

extension Listeners {
    /// What a run of listeners costs (docs/rules.md#cost-estimate): their libraries. A
    /// listener holds its library while its partition runs (per song, and per song and day lived:
    /// what a day's syncs keep), and its seeded plays; a day's syncs read the whole library; a
    /// library is built and seeded when its listener installs. Music Memory calls no server.
    ///
    /// Measured on the development machine (one worker, release, `/usr/bin/time -v`):
    ///
    /// | run | max RSS MB | CPU s |
    /// |---|---|---|
    /// | 96 listeners × 100,000 songs, 4 seeded plays a song: 1 d / 7 d / 28 d | 276.7 / 295.7 / 332.5 | 1.69 / 1.66 / 3.06 |
    /// | the same, 1 seeded play a song, 1 d | 199.3 | 0.89 |
    ///
    /// Read off them: a library song 100 B and 1.4 B a day lived, a seeded play 17 B; building a
    /// library 57 ns a song, seeding 27 ns a play, and 5.4 ns a song a day (system time included:
    /// the libraries' pages); a listener 6 KB and 570 B a day lived, an agent-day 5.2 µs.
    package static func cost(of scenario: Scenario) -> PersonaCost {
        let p = scenario.listeners
        let days = Double(scenario.days)
        let library = Double(p.librarySongs)
        let seeded = library * p.seededPlaysPerSong
        var cost = PersonaCost(agents: p.count, agentDays: Double(p.count) * days,
                               bytesPerAgent: 6_000 + 570 * days, secondsPerAgentDay: 5.2e-6,
                               tallyBytes: PersonaCost.seriesBytes(counters: ListenerMetric.keyCount, days: scenario.days))
        cost.bytesPerAgent += library * (100 + 1.4 * days) + seeded * 17
        cost.secondsPerAgentDay += library * 5.4e-9
        cost.secondsPerAgent = library * 57e-9 + seeded * 27e-9
        return cost
    }
}
