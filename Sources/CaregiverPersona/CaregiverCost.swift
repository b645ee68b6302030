import Harness
import Model
import Sim

extension Caregivers {
    /// What a run of caregivers costs (docs/rules.md#cost-estimate): priced by what they do,
    /// not by their head count. Their time is their searches (`CaregiverActivity`, from the
    /// population's means and the remote config at the start) × the cost of a search, which grows
    /// with the catalog and with the favorites a caregiver ranks; the shared search cache grows as
    /// the root of the run's searches; agent-days run from each caregiver's install day for the
    /// days it is expected to stay (`InstallSchedule.agentDays`,
    /// `ResponseModel.expectedDaysInstalled`); requests by endpoint, each filling its own minutes.
    ///
    /// Measured on the development machine (2 cores, 24 GB, Linux, Swift 6.3 release,
    /// `/usr/bin/time -v`, CPU s = user + system; caregivers as in the default scenario, alone,
    /// `benchmarks/estimate/scenarios/`; the grid's runs in `benchmarks/estimate/results.md`):
    ///
    /// | run | max RSS MB | CPU s |
    /// |---|---|---|
    /// | 250 × 30 d, 1,500 / 15,000 catalog songs | 36.8 / 68.3 | 0.56 / 5.12 |
    /// | 2,000 × 28 d, 15,000 catalog songs | 94.3 | 15.75 |
    /// | 1,000 × 7 d: 20 sessions a day / 100 opens a session / both | 52.7 / 42.0 / 116.9 | 3.02 / 1.22 / 16.35 |
    /// | busy (100 sessions of 1,000 opens) 20 × 90 d; the same without favorites | 72.3 / 72.0 | 21.71 / 7.05 |
    ///
    /// Read off them (each run's reported counts against its time and memory, rounded, the memory
    /// terms up):
    /// - 2.58 searches a caregiver-day by default, 522 for the busy ones (each of about 19
    ///   queries); a search costs 8 µs + 0.84 ns a catalog song + 15 ns a favorite the caregiver
    ///   holds (busy caregivers star most of the catalog: without favorites their 90 days took a
    ///   third of the time); the cache's warm-up 0.192 µs × √searches × songs × ⁴√songs (1,000 to
    ///   100,000 caregivers: 43 down to 23 µs a caregiver-day); no cost by head count is left;
    /// - a subscriber's chain of opens runs at most 85 % of a day (busy caregivers: 1,838 opens a
    ///   day of the 2,160 that 40 s apart allow);
    /// - the search cache 15.7 KB × √searches (busy caregivers 28 → 365 days: 67 → 90 MB); a
    ///   catalog song 2.2 KB; a caregiver 9.5 KB and 185 B a day lived;
    /// - the backend: 54 B a request and 265 B a `backend.csv` row (the rows' 235 B, raised with
    ///   the requests' 50 B to cover the spread between runs of the same scenario: the default
    ///   peaked at 96.6 to 102.5 MB in five runs, 5,000 busy caregivers for a day at 111 to
    ///   126 MB); a row a request while minutes are sparse (busy caregivers' 28 days: 111,244
    ///   rows of 253,000 requests, 1.3 % off the uniform fill by endpoint);
    /// - in a sweep an agent-day takes 0.62 of a run alone's (the runs share their search results
    ///   and the runs of a seed recall its typings; quota-tuning on one worker: 39 to 44 s of CPU
    ///   for 50 runs of 2,000 caregivers × 28 days); a seed's typings 290 B a caregiver agent-day,
    ///   the shared search results 5 B a caregiver agent-day of every seed after the first.
    package static func cost(of scenario: Scenario) -> PersonaCost {
        let population = scenario.caregivers
        let days = Double(scenario.days)
        let installs = population.installs(in: scenario)
        let installed = population.response.expectedDaysInstalled(upTo: scenario.days)
        let activity = CaregiverActivity(population, config: scenario.remoteConfig, days: scenario.days,
                                         openChainShare: openChainShare)
        let songs = Double(population.catalog.songCount)
        let perSearch = 8.0e-6 + songs * 0.84e-9 + activity.favorites * 15e-9
        var cost = PersonaCost(agents: installs.total, agentDays: installs.agentDays { installed[$0] },
                               bytesPerAgent: 9_500 + 185 * days, secondsPerAgentDay: activity.searches * perSearch,
                               tallyBytes: PersonaCost.seriesBytes(counters: CaregiverMetric.keyCount, days: scenario.days,
                                                                       extraRows: max(1, scenario.arms.count)))
        cost.catalogName = population.catalog.description
        cost.catalogBytes = songs * 2_200
        cost.cacheGrowthPerAgentDay = activity.searches
        cost.cacheBytesPerRoot = 15_700
        cost.cacheSecondsPerRoot = songs * songs.squareRoot().squareRoot() * 1.92e-7
        cost.requestsPerAgentDay = activity.requestsByEndpoint
        cost.bytesPerRequest = 54
        cost.rowsPerRequest = 1
        cost.bytesPerRow = 265
        cost.sweepTimeShare = 0.62
        cost.bytesPerRecordedAgentDay = 290
        cost.bytesPerSharedAgentDay = 5
        return cost
    }

    /// The share of a day a subscriber's chain of opens runs, at most (`CaregiverActivity`).
    package static let openChainShare = 0.85
}
