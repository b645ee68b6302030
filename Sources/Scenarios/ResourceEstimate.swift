import CaregiverPersona
import Harness
import JournalerPersona
import ListenerPersona
import Model
import Sim
import WatcherPersona

/// What `appsim run` of a scenario will need: peak resident memory and wall time, estimated before
/// the run from what the scenario implies its agents do — caregivers' sessions, opens and searches
/// (`CaregiverActivity`), the backend requests they make, catalog and library sizes, seeded plays —
/// and the days and head counts (docs/rules.md, "Cost estimate": cost is known before the run).
///
/// The model has explicit terms, each a measured constant (`Constants.measured`) times a count:
///
/// - **memory** = the process (runtime, zone tables, scenario) + for the persona whose run needs
///   the most: its catalog (caregivers' songs with their search index, and the shared search
///   cache, which grows as the root of the run's searches; watchers' titles) + one partition's
///   working set per worker (up to `Persona.partitionSize` agents, each with the persona's fixed
///   state, its state per day lived, and — listeners — its library: per song, per song and day
///   lived, per seeded play) + one partition tally per worker (partitions are folded in order as
///   they finish, `PartitionedRun.reduce`, so tallies never pile up) + the merged tallies of every
///   persona, with their backend logs: per request (caregivers': by endpoint, from their opens and
///   cold launches), per `backend.csv` row (a request's UTC minute and endpoint, as requests fill
///   the window's minutes: `occupiedCells`), and for a run shard the log again as its tally's JSON
///   holds it. Personas run one after another, so only one persona's working set is resident at a
///   time.
/// - **time** = process start + per persona: the catalog build (caregivers: the search cache
///   warming up, √searches × songs × ⁴√songs) + agent-days × the measured cost of an agent-day
///   (caregivers: their searches a day × the cost of a search, which grows with the catalog and
///   with the favorites a caregiver ranks; agent-days from each one's install day, the days it is
///   expected to stay installed, `InstallSchedule.agentDays` and
///   `ResponseModel.expectedDaysInstalled`; listeners: plus a cost per library song a day, and
///   the building and seeding of the library when installed, per song and per seeded play),
///   divided by the workers that can run at once (`min(workers, cores, partitions)`).
///
/// Tally sizes are computed from the metric counts (8 bytes a counter per day, per UTC hour for
/// caregivers) and the backend requests expected (`backendRequestsPerAgentDay`).
///
/// A sweep (`init(sweep:…)`) builds its catalogs once and holds, besides a run's working set per
/// worker, the arms' reports, the typings its runs share and the search results they share.
///
/// Calibrated on the 2-core, 24 GB Linux development machine (Swift 6.3 release build; the
/// machine was shared, so times are CPU seconds, user + system, which contention disturbs least)
/// from `/usr/bin/time -v` of the grid in `benchmarks/estimate/` (`measure.py`: the default
/// scenario whole and per persona, ordinary and busy caregivers, the backend-load scenario, shards
/// of a million caregivers and of a million listeners, four sweeps) and the calibration runs listed
/// at `Constants.measured`.
package struct ResourceEstimate: Sendable, Equatable {
    /// Estimated peak resident memory, in bytes.
    package var bytes: Double
    /// Estimated wall time, in seconds.
    package var seconds: Double

    /// "about 31 GB and 4 h": decimal gigabytes (megabytes under 1 GB), then seconds, minutes,
    /// hours or days.
    package var description: String {
        "about \(Self.memoryText(bytes)) and \(Self.timeText(seconds))"
    }

    /// The measured constants of the model, in one place so they can be re-measured.
    package struct Constants: Sendable, Equatable {
        /// The process with nothing to simulate: runtime, zone tables, the scenario.
        package var processBytes: Double
        package var processSeconds: Double
        /// Per caregiver-catalog song: the catalog and its search index.
        package var bytesPerCatalogSong: Double
        /// The shared search cache: this many bytes × √(the caregivers' searches in the run) (it
        /// holds the distinct queries, which grow as the root of the searches).
        package var searchCacheBytes: Double
        /// Caregivers' searches until the shared cache holds the common ones: this many seconds ×
        /// √searches × songs × ⁴√songs (the distinct queries, each computed over the catalog once).
        package var searchWarmUpSeconds: Double
        /// A caregiver's search once the cache is warm, with the opens around it: this many seconds,
        /// plus `secondsPerSearchSong` a catalog song, plus `secondsPerSearchFavorite` a favorite
        /// the caregiver holds (favorites are ranked in its searches).
        package var secondsPerSearch: Double
        package var secondsPerSearchSong: Double
        package var secondsPerSearchFavorite: Double
        /// The share of a day a subscriber's chain of opens runs, at most (`CaregiverActivity`).
        package var openChainShare: Double
        /// Per watcher-catalog title.
        package var bytesPerCatalogTitle: Double
        package var secondsPerCatalogTitle: Double
        /// Per agent of a partition, by persona (caregivers, watchers, journalers, listeners).
        package var bytesPerAgent: [Double]
        /// Per agent of a partition and day lived (histories that grow).
        package var bytesPerAgentDay: [Double]
        /// Wall time of an agent-day on one core, by persona (caregivers: beside their searches).
        package var secondsPerAgentDay: [Double]
        /// Listeners: per song of a listener's library, resident while its partition runs, and per
        /// song and day lived (what a day's syncs keep of the library).
        package var bytesPerLibrarySong: Double
        package var bytesPerLibrarySongDay: Double
        /// Listeners: per seeded (estimated) play of a library.
        package var bytesPerSeededPlay: Double
        /// Listeners: time per library song a day (syncs read the whole library).
        package var secondsPerLibrarySongDay: Double
        /// Listeners: time to build and seed a library when installed, per song and per seeded play.
        package var secondsPerLibrarySong: Double
        package var secondsPerSeededPlay: Double
        /// Per backend request kept, by persona: the log (8 bytes a request, `BackendLog`), the
        /// sorted copy the report reads (16 bytes a request) and what the persona's backend KPIs
        /// build from it.
        package var bytesPerBackendRequest: [Double]
        /// `backend.csv` rows (one UTC minute of one endpoint) a request makes while minutes are
        /// sparse, by persona; as requests fill the minutes, cells × (1 − e^−(rows / cells)) of the
        /// window's cells, minutes × endpoints (`occupiedCells`).
        package var backendRowsPerRequest: [Double]
        /// A run shard (`run --shard i/n`): per backend request, the log as its tally's JSON holds
        /// it (16 bytes a request as Base64) while the tally is written.
        package var bytesPerShardRequest: Double
        /// Per `backend.csv` row at its peak, by persona: `BackendTraffic`'s rows as it joins,
        /// sorts and keeps them, and the row's text.
        package var bytesPerBackendRow: [Double]
        /// Sweeps: per `backend.csv` row of an arm's report, kept to the end and written with the
        /// sweep's report.
        package var bytesPerReportRow: Double
        /// Sweeps: the rest of an arm's report (summary, other tables, charts).
        package var bytesPerArmReport: Double
        /// Sweeps: a seed's recorded typings (`TypingRecord`), per caregiver agent-day of its runs.
        package var bytesPerTypingAgentDay: Double
        /// Sweeps: the shared search results (`SearchOutcomes`) a seed after the first adds, per
        /// caregiver agent-day of its runs.
        package var bytesPerSweepSearchAgentDay: Double
        /// Sweeps: a caregiver agent-day's time as a share of a run alone's.
        package var sweepCaregiverShare: Double
        /// Sweeps: an arm checked and held as its own scenario, in every shard (each shard checks
        /// the whole grid), and the time to parse and check it.
        package var bytesPerPreparedArm: Double
        package var secondsPerPreparedArm: Double
    }

    /// The personas in the order of `Constants`' arrays.
    enum CalibratedPersona: Int, CaseIterable {
        case caregivers, watchers, journalers, listeners

        /// The persona's agents per partition (`Persona.partitionSize`).
        var partitionSize: Int {
            switch self {
            case .caregivers: Caregivers.partitionSize
            case .watchers: Watchers.partitionSize
            case .journalers: Journalers.partitionSize
            case .listeners: Listeners.partitionSize
            }
        }
    }

    package init(bytes: Double, seconds: Double) {
        self.bytes = bytes
        self.seconds = seconds
    }

    /// The estimate for `scenario` run with `workers` workers on `cores` cores — or for one
    /// `shard` of it (`appsim run --shard i/n`): each persona's agent-days scaled by the shard's
    /// share of its partitions, and only as many of its partitions resident or running at once as
    /// the shard has; the process, the catalogs and the tallies are the whole run's.
    ///
    /// - Complexity: O(days): the caregivers' install schedule and stay, no simulation.
    package init(_ scenario: Scenario, shard: Shard = .whole, writesShard: Bool = false, workers: Int,
                cores: Int = PartitionedRun.activeProcessorCount, constants: Constants = .measured) {
        let terms = Terms(scenario, shard: shard, writesShard: writesShard, workers: workers, cores: cores, constants: constants)
        self.init(bytes: constants.processBytes + terms.peakBytes + terms.runBytes,
                  seconds: constants.processSeconds + terms.catalogSeconds + terms.caregiverSeconds + terms.otherSeconds)
    }

    /// The estimate for a sweep: every task (arm × replication, or a shard's share of them) runs
    /// on one worker, up to `workers` tasks at once. Beyond the process, memory holds
    ///
    /// - the catalogs, built once for every arm that can share them (`SharedInputs`);
    /// - per task at once, the largest arm's partitions, tallies and backend log;
    /// - every arm's scenario, checked before anything runs, in a shard too (`bytesPerPreparedArm`);
    /// - the reports of replication 0 of every arm (a shard: its share of them), kept to the end
    ///   and written with the sweep's (`bytesPerReportRow` a `backend.csv` row,
    ///   `bytesPerArmReport` the rest);
    /// - every run's KPIs (`bytesPerSweepKPI` each);
    /// - when arms share their seeds (not `--independent`), the typings recorded for the seeds
    ///   in flight (`RecordedTypings`: about as many seeds as workers, at most the replications);
    /// - the shared search results (`SearchOutcomes`), growing with every seed after the first.
    ///
    /// Time: checking every arm, the catalogs once, then each task's agent-days, caregivers' at `sweepCaregiverShare`
    /// of a run alone's (the search results are shared by every run, and the runs of a seed recall
    /// its typings), divided by the tasks that can run at once.
    ///
    /// - Complexity: O(arms × days): one run's estimate per arm, no simulation.
    package init(sweep prepared: SweepRun.Prepared, workers: Int, shardCount: Int = 1,
                cores: Int = PartitionedRun.activeProcessorCount, constants: Constants = .measured) {
        let replications = prepared.plan.replications
        let tasks = (prepared.arms.count * replications + shardCount - 1) / shardCount
        let arms = prepared.armScenarios
        let terms = arms.map { Terms($0, workers: 1, cores: 1, constants: constants) }
        var catalogs: [(songs: CatalogSource?, titles: Int?, terms: Terms)] = []
        for (scenario, arm) in zip(arms, terms) {
            let key = (songs: arm.caregiverAgentDays > 0 ? scenario.caregivers.catalog : nil,
                       titles: scenario.watchers.count > 0 ? scenario.watchers.catalogTitles : nil)
            if !catalogs.contains(where: { $0.songs == key.songs && $0.titles == key.titles }) { catalogs.append((key.songs, key.titles, arm)) }
        }
        let perTask = terms.map { $0.residentBytes + $0.runBytes }.max() ?? 0
        let reports = terms.reduce(0) { $0 + $1.backendRows * constants.bytesPerReportRow + constants.bytesPerArmReport } / Double(shardCount)
        let caregiverAgentDays = terms.map(\.caregiverAgentDays).max() ?? 0
        let seeds = prepared.independent ? tasks : min(replications, tasks)
        let typings = prepared.independent || prepared.arms.count < 2 ? 0
            : Double(min(workers, seeds)) * caregiverAgentDays * constants.bytesPerTypingAgentDay
        let searches = Double(max(0, seeds - 1)) * caregiverAgentDays * constants.bytesPerSweepSearchAgentDay
        // Every run's KPIs, kept to the end (docs/rules.md, "A sweep's size").
        let results = Double(tasks) * Double(KPICatalog.ids(for: prepared.base).count) * Self.bytesPerSweepKPI
        let armCount = Double(prepared.arms.count)
        let bytes = constants.processBytes + armCount * constants.bytesPerPreparedArm + catalogs.reduce(0) { $0 + $1.terms.catalogBytes }
            + Double(max(1, min(workers, tasks))) * perTask + reports + typings + searches + results
        let perReplication = terms.reduce(0) { $0 + $1.caregiverSeconds * constants.sweepCaregiverShare + $1.otherSeconds }
        let serial = perReplication * Double(replications) / Double(shardCount)
        let parallel = Double(max(1, min(workers, cores, tasks)))
        self.init(bytes: bytes,
                  seconds: constants.processSeconds + armCount * constants.secondsPerPreparedArm
                    + catalogs.reduce(0) { $0 + $1.terms.catalogSeconds } + serial / parallel)
    }

    /// A sweep's memory per KPI of a run at its peak, kept from the run to the report: the `KPI`
    /// (three strings), its number in `SweepResult`'s table and its `sweep.csv` row while the
    /// report is written. Measured (`/usr/bin/time -v`, release): `appsim sweep` of one caregiver
    /// for one day, 2 arms × 500 replications 75.5 MB, × 5,000 replications 529.3 MB: 9,000 more
    /// runs of 91 KPIs, 554 bytes a KPI.
    package static let bytesPerSweepKPI = 550.0

    /// One run's estimate beyond the process, in the terms a sweep prices differently.
    struct Terms {
        /// Every persona's catalog.
        var catalogBytes = 0.0
        var catalogSeconds = 0.0
        /// The persona whose run needs the most: its catalog and its partitions resident at once.
        var peakBytes = 0.0
        /// The most any persona's partitions hold at once, without its catalog (personas run one
        /// after another).
        var residentBytes = 0.0
        /// The tallies and the backend log, held to the end of the run.
        var runBytes = 0.0
        /// Agent-days on the workers that run at once: caregivers', everyone else's.
        var caregiverSeconds = 0.0
        var otherSeconds = 0.0
        /// Caregivers' agent-days in the shard, for the typings and searches a sweep keeps.
        var caregiverAgentDays = 0.0
        /// `backend.csv` rows of every persona.
        var backendRows = 0.0

        init(_ scenario: Scenario, shard: Shard = .whole, writesShard: Bool = false, workers: Int, cores: Int, constants: Constants) {
            let days = Double(scenario.days)
            let installs = scenario.caregivers.installs(in: scenario)
            let counts = [installs.total, scenario.watchers.count, scenario.journalers.count, scenario.listeners.count]
            let installed = scenario.caregivers.response.expectedDaysInstalled(upTo: scenario.days)
            let agentDays = [installs.agentDays { installed[$0] }] + counts.dropFirst().map { Double($0) * days }
            let library = Double(scenario.listeners.librarySongs)
            let seeded = library * scenario.listeners.seededPlaysPerSong
            let activity = CaregiverActivity(scenario.caregivers, config: scenario.remoteConfig, days: scenario.days,
                                             openChainShare: constants.openChainShare)
            for persona in CalibratedPersona.allCases where counts[persona.rawValue] > 0 {
                let count = counts[persona.rawValue]
                let all = (count + persona.partitionSize - 1) / persona.partitionSize
                let partitions = shard.partitions(of: all).count
                let share = Double(partitions) / Double(all)
                let running = Double(max(1, min(workers, cores, partitions)))
                let resident = Double(min(workers, partitions))
                var catalog = (bytes: 0.0, seconds: 0.0)
                var perAgent = constants.bytesPerAgent[persona.rawValue] + constants.bytesPerAgentDay[persona.rawValue] * days
                var perAgentDay = constants.secondsPerAgentDay[persona.rawValue]
                var perAgentOnce = 0.0
                switch persona {
                case .caregivers:
                    let songs = Double(scenario.caregivers.catalog.songCount)
                    let searches = share * agentDays[persona.rawValue] * activity.searches
                    let warmUp = searches.squareRoot() * songs * songs.squareRoot().squareRoot()
                    catalog = (songs * constants.bytesPerCatalogSong + searches.squareRoot() * constants.searchCacheBytes,
                               warmUp * constants.searchWarmUpSeconds)
                    perAgentDay += activity.searches * (constants.secondsPerSearch + songs * constants.secondsPerSearchSong
                                                        + activity.favorites * constants.secondsPerSearchFavorite)
                case .watchers:
                    let titles = Double(scenario.watchers.catalogTitles)
                    catalog = (titles * constants.bytesPerCatalogTitle, titles * constants.secondsPerCatalogTitle)
                case .journalers:
                    break
                case .listeners:
                    perAgent += library * (constants.bytesPerLibrarySong + constants.bytesPerLibrarySongDay * days)
                        + seeded * constants.bytesPerSeededPlay
                    perAgentDay += library * constants.secondsPerLibrarySongDay
                    perAgentOnce = library * constants.secondsPerLibrarySong + seeded * constants.secondsPerSeededPlay
                }
                let window = Double(scenario.backendDays) / Double(max(scenario.days, 1))
                // Requests by endpoint where they are known (caregivers), else pooled over the persona's endpoints.
                let endpoints = ResourceEstimate.backendEndpoints(persona)
                let perDay = persona == .caregivers ? activity.requestsByEndpoint
                    : [ResourceEstimate.backendRequestsPerAgentDay(persona, scenario)]
                let cellsEach = Double(scenario.backendDays * 1_440 * (persona == .caregivers ? 1 : endpoints))
                let lived = share * agentDays[persona.rawValue] * window
                let requests = perDay.reduce(0) { $0 + lived * $1 }
                let minuteRows = perDay.reduce(0) {
                    $0 + ResourceEstimate.occupiedCells(constants.backendRowsPerRequest[persona.rawValue] * lived * $1, cells: cellsEach)
                }
                let tally = Double(ResourceEstimate.tallyBytes(persona, days: scenario.days, arms: max(1, scenario.arms.count)))
                runBytes += tally + requests * (constants.bytesPerBackendRequest[persona.rawValue] + (writesShard ? constants.bytesPerShardRequest : 0))
                    + minuteRows * constants.bytesPerBackendRow[persona.rawValue]
                backendRows += minuteRows
                let partitionAgents = Double(min(count, persona.partitionSize))
                let working = resident * (partitionAgents * perAgent + tally)
                peakBytes = max(peakBytes, catalog.bytes + working)
                residentBytes = max(residentBytes, working)
                catalogBytes += catalog.bytes
                catalogSeconds += catalog.seconds
                let seconds = share * (agentDays[persona.rawValue] * perAgentDay + Double(count) * perAgentOnce) / running
                if persona == .caregivers {
                    caregiverSeconds = seconds
                    caregiverAgentDays = share * agentDays[persona.rawValue]
                } else {
                    otherSeconds += seconds
                }
            }
        }
    }

    /// The cells of `cells` (UTC minutes × endpoints) that `hits` requests spread uniformly at
    /// random occupy, at their expected count: cells × (1 − e^−(hits / cells)). Few requests
    /// occupy a cell each; many fill every cell once.
    static func occupiedCells(_ hits: Double, cells: Double) -> Double {
        guard cells > 0, hits > 0 else { return 0 }
        return cells * (1 - negativeExponential(hits / cells))
    }

    /// e^−x for x ≥ 0 in plain arithmetic, the same on every machine: the fifth-order Taylor
    /// polynomial of e^−(x/1024), squared ten times (relative error under 10⁻⁸ for x ≤ 40;
    /// 0 beyond, where it is below 10⁻¹⁷).
    static func negativeExponential(_ x: Double) -> Double {
        guard x < 40 else { return 0 }
        let y = x / 1_024
        var value = 1 - y * (1 - y / 2 * (1 - y / 3 * (1 - y / 4 * (1 - y / 5))))
        for _ in 0..<10 { value *= value }
        return value
    }

    /// The endpoints a persona's app calls.
    static func backendEndpoints(_ persona: CalibratedPersona) -> Int {
        switch persona {
        case .caregivers: CaregiverEndpoint.allCases.count
        case .watchers: WatcherEndpoint.allCases.count
        case .journalers: JournalerEndpoint.allCases.count
        case .listeners: 0
        }
    }

    /// The backend requests an agent-day makes, from the population's means:
    /// - a caregiver's: `CaregiverActivity.requests` (cold launches, ad loads and preview taps of
    ///   the opens the scenario implies);
    /// - a watcher's evening (`eveningsPerWeek / 7` a day) logs its launch, writes three profile
    ///   steps and runs the "Show me" check, the Series check on its share of evenings; each
    ///   recommendation reads exclusions and the candidates' pages, and its pick shown and the
    ///   decision are each an interaction and an event (4); the Watch Now's feedback answer (2) and
    ///   a relaunch's event. Recommendations an evening: picks until Watch Now, taking half of the
    ///   picks accepted (the default scenario accepts 53 %), at most `picksPerEvening`;
    /// - a journaler's StoreKit refreshes: a release's app open on the habit's share of days, and
    ///   one after a purchase at a gating touchpoint in that session (as if no journaler had Bloom
    ///   yet: an upper bound).
    static func backendRequestsPerAgentDay(_ persona: CalibratedPersona, _ scenario: Scenario) -> Double {
        switch persona {
        case .caregivers:
            return CaregiverActivity(scenario.caregivers, config: scenario.remoteConfig, days: scenario.days,
                                     openChainShare: Constants.measured.openChainShare).requests
        case .watchers:
            let p = scenario.watchers
            var recommendations = 0.0
            var reached = 1.0
            for _ in 0..<p.picksPerEvening {
                recommendations += reached
                reached /= 2
            }
            let pages = Double((p.engine.fetchLimit + WatcherEndpoint.maximumRows - 1) / WatcherEndpoint.maximumRows)
            let series = p.lengths[WatchLength.series.rawValue] / p.lengths.reduce(0, +)
            return p.eveningsPerWeek / 7 * (5 + series + recommendations * (1 + pages + 4) + 2 + p.relaunchAfterWatch)
        case .journalers:
            let p = scenario.journalers
            let purchases = BloomTouchpoint.allCases.reduce(0.0) { $0 + p.gates[$1].perRelease * p.gates[$1].conversion }
            return p.habit * (1 + purchases)
        case .listeners:
            return 0
        }
    }

    /// A persona's tally beyond its backend log: 8 bytes a counter for every day of the series
    /// (days + 5), and caregivers' arm totals.
    static func tallyBytes(_ persona: CalibratedPersona, days: Int, arms: Int) -> Int {
        switch persona {
        case .caregivers:
            8 * (days + 5 + arms) * CaregiverMetric.keyCount
        case .watchers:
            8 * (days + 5) * WatcherMetric.keyCount
        case .journalers:
            8 * (days + 5) * JournalerMetric.keyCount
        case .listeners:
            8 * (days + 5) * ListenerMetric.keyCount
        }
    }

    static func memoryText(_ bytes: Double) -> String {
        bytes < 1e9 ? "\(ReportNumber.grouped(Int64(max(1, (bytes / 1e6).rounded())))) MB"
            : bytes < 1e10 ? "\(ReportNumber.fixed(bytes / 1e9, decimals: 1)) GB"
            : "\(ReportNumber.grouped(Int64(min(bytes / 1e9, 1e15).rounded()))) GB"
    }

    static func timeText(_ seconds: Double) -> String {
        let rounded = { (value: Double) in ReportNumber.grouped(Int64(min(max(1, value), 1e15).rounded())) }
        if seconds < 90 { return "\(rounded(seconds)) s" }
        if seconds < 90 * 60 { return "\(rounded(seconds / 60)) min" }
        if seconds < 48 * 3_600 { return "\(rounded(seconds / 3_600)) h" }
        return "\(rounded(seconds / 86_400)) days"
    }
}

extension ResourceEstimate.Constants {
    /// Measured 28 November 2026 on the development machine (2 cores, 24 GB, Linux, Swift 6.3
    /// release build, shared with other builds): `/usr/bin/time -v` of the grid in
    /// `benchmarks/estimate/` (`measure.py`, one worker; its table, with every ratio, is
    /// `results.md`) and of these calibration runs besides it (max RSS in MB, CPU s = user +
    /// system; caregivers as in the default scenario, alone, `benchmarks/estimate/scenarios/`):
    ///
    /// | run | max RSS | CPU s |
    /// |---|---|---|
    /// | caregivers 250 × 30 d, 1,500 / 15,000 catalog songs | 36.8 / 68.3 | 0.56 / 5.12 |
    /// | caregivers 2,000 × 28 d, 15,000 catalog songs | 94.3 | 15.75 |
    /// | caregivers 1,000 × 7 d: 20 sessions a day / 100 opens a session / both | 52.7 / 42.0 / 116.9 | 3.02 / 1.22 / 16.35 |
    /// | busy caregivers (100 sessions of 1,000 opens) 20 × 90 d; the same without favorites | 72.3 / 72.0 | 21.71 / 7.05 |
    /// | 96 listeners × 100,000 songs, 4 seeded plays a song: 1 d / 7 d / 28 d | 276.7 / 295.7 / 332.5 | 1.69 / 1.66 / 3.06 |
    /// | the same, 1 seeded play a song, 1 d | 199.3 | 0.89 |
    ///
    /// Read off them (each the run's reported counts against its time and memory, rounded, the
    /// memory terms up):
    /// - caregivers' time follows their searches, not their head count: 2.58 searches a
    ///   caregiver-day by default, 522 for the busy ones (each of about 19 queries); a search
    ///   costs 8 µs + 0.84 ns a catalog song + 15 ns a favorite the caregiver holds (busy
    ///   caregivers star most of the catalog: without favorites their 90 days took a third of the
    ///   time), and the shared cache's warm-up 0.192 µs × √searches × songs × ⁴√songs (1,000 to
    ///   100,000 caregivers: 43 down to 23 µs a caregiver-day); no cost by head count is left
    ///   (`secondsPerAgentDay[0]` 0);
    /// - a subscriber's chain of opens runs at most 85 % of a day (busy caregivers: 1,838 opens a
    ///   day of the 2,160 that 40 s apart allow);
    /// - the search cache 15.7 KB × √searches (busy caregivers 28 → 365 days: 67 → 90 MB);
    /// - the backend: caregivers 54 B a request and 265 B a `backend.csv` row (the rows' 235 B of
    ///   25 November, raised with the requests' 50 B to cover the spread between runs of the same
    ///   scenario: the default peaked at 96.6 to 102.5 MB in five runs, 5,000 busy caregivers for a day
    ///   at 111 to 126 MB), watchers 42 B, journalers 110 B; `backend.csv` rows as requests fill
    ///   the minutes (busy caregivers' 28 days: 111,244 rows of 253,000
    ///   requests, 1.3 % off the uniform fill by endpoint); a run shard's tally 28 B a request
    ///   more (a million caregivers' shard 1/16 peaked at 537 MB, above the 507 MB of 100,000
    ///   caregivers run whole);
    /// - listeners: a library song 100 B and 1.4 B a day lived, a seeded play 17 B; building a
    ///   library 57 ns a song, seeding 27 ns a play, and 5.4 ns a song a day (system time
    ///   included: the libraries' pages);
    /// - an agent-day on one core 12.5 µs (watchers), 2.6 µs (journalers), 5.2 µs (listeners);
    /// - a caregiver agent-day in a sweep 0.62 of a run alone's (quota-tuning on one worker:
    ///   39 to 44 s of CPU for 50 runs of 2,000 caregivers × 28 days);
    /// - a sweep's arm 2.65 KB and 36 µs to check, in every shard (one caregiver for a day,
    ///   `--shard 1/10000` of 10,000, 100,000 and 200,000 arms: 58.0–59.2, 283.7–286.9 and
    ///   536.6–546.0 MB in two runs, 0.41–0.45, 3.55–3.92 and 7.11–7.44 s of CPU: 2.51–2.6 KB
    ///   and 35–37 µs an arm, the bytes raised to cover the spread);
    /// - the process with nothing to simulate (1 journaler for a day) 0.05 s (0.04–0.05 user and
    ///   0.01 system) and 29.8–30.0 MiB.
    ///
    /// The other constants are those measured on 25 November 2026 (the process 30.7 MB; a
    /// caregiver-catalog song 2.2 KB; a watcher-catalog title 60 B and 0.9 µs; an agent
    /// 9.5 KB and 185 B a day (caregivers), 3 KB and 20 B (watchers), 5.5 KB and 125 B
    /// (journalers), 6 KB and 570 B (listeners); `backend.csv` rows 110 B (watchers), 60 B
    /// (journalers); sweeps' reports, typings and search results), which the
    /// grid still bears out. Against the grid the estimate is never under the measured memory and
    /// at most 1.5× over it, and within 2× of the CPU time (`ResourceEstimateTests`).
    package static let measured = ResourceEstimate.Constants(
        processBytes: 30.7e6, processSeconds: 0.05,
        bytesPerCatalogSong: 2_200, searchCacheBytes: 15_700, searchWarmUpSeconds: 1.92e-7,
        secondsPerSearch: 8.0e-6, secondsPerSearchSong: 0.84e-9, secondsPerSearchFavorite: 15e-9, openChainShare: 0.85,
        bytesPerCatalogTitle: 60, secondsPerCatalogTitle: 0.9e-6,
        bytesPerAgent: [9_500, 3_000, 5_500, 6_000], bytesPerAgentDay: [185, 20, 125, 570],
        secondsPerAgentDay: [0, 12.5e-6, 2.6e-6, 5.2e-6],
        bytesPerLibrarySong: 100, bytesPerLibrarySongDay: 1.4, bytesPerSeededPlay: 17,
        secondsPerLibrarySongDay: 5.4e-9, secondsPerLibrarySong: 57e-9, secondsPerSeededPlay: 27e-9,
        bytesPerBackendRequest: [54, 42, 110, 0], backendRowsPerRequest: [1, 0.5, 0.43, 0], bytesPerShardRequest: 28,
        bytesPerBackendRow: [265, 110, 60, 0],
        bytesPerReportRow: 100, bytesPerArmReport: 1_000_000, bytesPerTypingAgentDay: 290, bytesPerSweepSearchAgentDay: 5,
        sweepCaregiverShare: 0.62, bytesPerPreparedArm: 2_650, secondsPerPreparedArm: 36e-6)
}
