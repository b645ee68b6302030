import CaregiverPersona
import Harness
import JournalerPersona
import ListenerPersona
import Model
import Sim
import WatcherPersona

/// What `appsim run` of a scenario will need: peak resident memory and wall time, estimated before
/// the run from the populations, the days and the catalog and library sizes (DESIGN.md, "Scenarios
/// and reports": cost is known before the run).
///
/// The model has explicit terms, each a measured constant (`Constants.measured`) times a count:
///
/// - **memory** = the process (runtime, zone tables, scenario) + for the persona whose run needs
///   the most: its catalog (caregivers' songs with their search index and cache, watchers'
///   titles) + one partition's working set per worker (up to `Persona.partitionSize` agents,
///   each with the persona's fixed state, its state per day lived, and — listeners — its
///   library: per song, per seeded play, per play a day) + one partition tally per worker
///   (partitions are folded in order as they finish, `PartitionedRun.reduce`, so tallies never
///   pile up) + the merged tallies of every persona. Personas run one after another, so only one
///   persona's working set is resident at a time.
/// - **time** = process start + per persona: the catalog build (caregivers: the search cache
///   warming up) + agent-days × the measured cost of an agent-day (caregivers: from each one's
///   install day, the days it is expected to stay installed, `InstallSchedule.agentDays` and
///   `ResponseModel.expectedDaysInstalled`; listeners: plus a cost per
///   library song a day, and the seeding of the library when installed, per seeded play), divided
///   by the workers that can run at once (`min(workers, cores, partitions)`).
///
/// Tally sizes are computed from the metric counts (8 bytes a counter per day, per UTC hour for
/// caregivers) and the backend requests expected (`backendRequestsPerAgentDay`).
///
/// A sweep (`init(sweep:…)`) builds its catalogs once and holds, besides a run's working set per
/// worker, the arms' reports, the typings its runs share and the search results they share.
///
/// Calibrated on the 2-core, 24 GB Linux development machine (Swift 6.3 release build; the
/// machine was shared, so times are user CPU seconds, which contention disturbs least) from
/// `/usr/bin/time -v` of `appsim run` on the default scenario with one persona at a time, and of
/// `appsim sweep` on four scenario files; the runs behind each constant are listed at
/// `Constants.measured`.
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
        /// Per caregiver-catalog song: the catalog, its search index and the shared search cache.
        package var bytesPerCatalogSong: Double
        /// Caregivers' searches until the shared cache holds the common ones: this many seconds ×
        /// songs × √songs (more songs: more distinct searches, each over more songs).
        package var searchWarmUpSeconds: Double
        /// Per watcher-catalog title.
        package var bytesPerCatalogTitle: Double
        package var secondsPerCatalogTitle: Double
        /// Per agent of a partition, by persona (caregivers, watchers, journalers, listeners).
        package var bytesPerAgent: [Double]
        /// Per agent of a partition and day lived (histories that grow).
        package var bytesPerAgentDay: [Double]
        /// Wall time of an agent-day on one core, by persona.
        package var secondsPerAgentDay: [Double]
        /// Listeners: per song of a listener's library, resident while its partition runs.
        package var bytesPerLibrarySong: Double
        /// Listeners: per seeded (estimated) play of a library.
        package var bytesPerSeededPlay: Double
        /// Listeners: time per library song a day (syncs read the whole library).
        package var secondsPerLibrarySongDay: Double
        /// Listeners: time to seed a library, per seeded play.
        package var secondsPerSeededPlay: Double
        /// Per backend request kept, by persona: the log (8 bytes a request, `BackendLog`), the
        /// sorted copy the report reads (16 bytes a request) and what the persona's backend KPIs
        /// build from it.
        package var bytesPerBackendRequest: [Double]
        /// `backend.csv` rows (one UTC minute of one endpoint) a request makes while minutes are
        /// sparse, by persona; at most one per minute and endpoint.
        package var backendRowsPerRequest: [Double]
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
    package init(_ scenario: Scenario, shard: Shard = .whole, workers: Int, cores: Int = PartitionedRun.activeProcessorCount,
                constants: Constants = .measured) {
        let terms = Terms(scenario, shard: shard, workers: workers, cores: cores, constants: constants)
        self.init(bytes: constants.processBytes + terms.peakBytes + terms.runBytes,
                  seconds: constants.processSeconds + terms.catalogSeconds + terms.caregiverSeconds + terms.otherSeconds)
    }

    /// The estimate for a sweep: every task (arm × replication, or a shard's share of them) runs
    /// on one worker, up to `workers` tasks at once. Beyond the process, memory holds
    ///
    /// - the catalogs, built once for every arm that can share them (`SharedInputs`);
    /// - per task at once, the largest arm's partitions, tallies and backend log;
    /// - the reports of replication 0 of every arm (a shard: its share of them), kept to the end
    ///   and written with the sweep's (`bytesPerReportRow` a `backend.csv` row,
    ///   `bytesPerArmReport` the rest);
    /// - every run's KPIs (`bytesPerSweepKPI` each);
    /// - when arms share their seeds (not `--independent`), the typings recorded for the seeds
    ///   in flight (`RecordedTypings`: about as many seeds as workers, at most the replications);
    /// - the shared search results (`SearchOutcomes`), growing with every seed after the first.
    ///
    /// Time: the catalogs once, then each task's agent-days, caregivers' at `sweepCaregiverShare`
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
        let bytes = constants.processBytes + catalogs.reduce(0) { $0 + $1.terms.catalogBytes }
            + Double(max(1, min(workers, tasks))) * perTask + reports + typings + searches + results
        let perReplication = terms.reduce(0) { $0 + $1.caregiverSeconds * constants.sweepCaregiverShare + $1.otherSeconds }
        let serial = perReplication * Double(replications) / Double(shardCount)
        let parallel = Double(max(1, min(workers, cores, tasks)))
        self.init(bytes: bytes,
                  seconds: constants.processSeconds + catalogs.reduce(0) { $0 + $1.terms.catalogSeconds } + serial / parallel)
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

        init(_ scenario: Scenario, shard: Shard = .whole, workers: Int, cores: Int, constants: Constants) {
            let days = Double(scenario.days)
            let installs = scenario.caregivers.installs(in: scenario)
            let counts = [installs.total, scenario.watchers.count, scenario.journalers.count, scenario.listeners.count]
            let installed = scenario.caregivers.response.expectedDaysInstalled(upTo: scenario.days)
            let agentDays = [installs.agentDays { installed[$0] }] + counts.dropFirst().map { Double($0) * days }
            let library = Double(scenario.listeners.librarySongs)
            let seeded = library * scenario.listeners.seededPlaysPerSong
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
                    catalog = (songs * constants.bytesPerCatalogSong, songs * songs.squareRoot() * constants.searchWarmUpSeconds)
                case .watchers:
                    let titles = Double(scenario.watchers.catalogTitles)
                    catalog = (titles * constants.bytesPerCatalogTitle, titles * constants.secondsPerCatalogTitle)
                case .journalers:
                    break
                case .listeners:
                    perAgent += library * constants.bytesPerLibrarySong + seeded * constants.bytesPerSeededPlay
                    perAgentDay += library * constants.secondsPerLibrarySongDay
                    perAgentOnce = seeded * constants.secondsPerSeededPlay
                }
                let window = Double(scenario.backendDays) / Double(max(scenario.days, 1))
                let requests = share * agentDays[persona.rawValue] * window * ResourceEstimate.backendRequestsPerAgentDay(persona, scenario)
                let minuteRows = min(constants.backendRowsPerRequest[persona.rawValue] * requests,
                                     Double(scenario.backendDays * 1_440 * ResourceEstimate.backendEndpoints(persona)))
                let tally = Double(ResourceEstimate.tallyBytes(persona, days: scenario.days, arms: max(1, scenario.arms.count)))
                runBytes += tally + requests * constants.bytesPerBackendRequest[persona.rawValue]
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
    /// - a caregiver's cold launches fetch two endpoints and load an ad, each Song Detail may tap
    ///   a preview (two requests); the loads after ads are left out (a few a day at most, and only
    ///   for some);
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
            let p = scenario.caregivers
            return p.sessionsPerDay * (p.relaunchProbability * 3 + p.opensPerSession * p.network.previewTapShare * 2)
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
    /// Measured 25 November 2026 on the development machine (AMD EPYC Zen 5, 2 cores, 24 GB,
    /// Linux, Swift 6.3 release build), after issue 18's speed-up: `/usr/bin/time -v appsim run
    /// --days D --workers W` of the default scenario with only one persona (`--set
    /// populations.<persona>.count=N`, the others 0, `probes=[]`; `rollouts=[]` under 15 days),
    /// the median of 3. Max RSS in MB (10⁶ bytes), user CPU seconds (the machine was shared):
    ///
    /// | run | max RSS | user s |
    /// |---|---|---|
    /// | 1 journaler, 1 day (the process) | 30.7 | 0.03 |
    /// | caregivers 250 × 30 d / 1,000 × 30 / 4,000 × 30 / 1,000 × 365 | 38.0 / 57.2 / 95.1 / 65.2 | 0.23 / 0.57 / 1.68 / 5.44 |
    /// | caregivers 250 × 30 d, 15,000 catalog songs | 71.3 | 1.82 |
    /// | caregivers 4,000 × 30 d / 100,000 × 28 d, 2 workers | 95.1 / 517.7 | 1.67 / 32.89 |
    /// | caregivers 1,000,000 × 7 d | 1,187.9 | 68.46 |
    /// | watchers 250 × 30 d / 1,000 × 30 / 4,000 × 30 / 1,000 × 365 | 37.8 / 51.6 / 100.3 / 54.0 | 0.12 / 0.34 / 1.13 / 3.62 |
    /// | watchers 250 × 30 d, 100,000 catalog titles | 42.5 | 0.20 |
    /// | watchers 4,000 × 30 d, 2 workers | 102.7 | 1.15 |
    /// | journalers 250 × 30 d / 1,000 × 30 / 4,000 × 30 / 1,000 × 365 / 1,000 × 730 | 31.8 / 35.1 / 41.7 / 43.0 / 56.8 | 0.05 / 0.09 / 0.21 / 0.65 / 1.38 |
    /// | journalers 4,000 × 365 d, 2 workers | 61.2 | 2.66 |
    /// | listeners 250 × 30 d / 1,000 × 30 / 250 × 180 | 31.0 / 31.0 / 31.4 | 0.11 / 0.32 / 0.45 |
    /// | listeners 250 × 30 d, 4,000 library songs / 20 seeded plays a song | 39.3 / 33.0 | 0.29 / 0.14 |
    /// | listeners 1,000 × 30 d, 2 workers | 34.0 | 0.32 |
    ///
    /// (The listeners' rows were measured again on 25 November, when their partitions went from
    /// 250 listeners to 16, `Listeners.partitionSize`; the constants fitted to the old rows, which
    /// held 16 times the libraries, still serve: the estimate is 4–11 % over the new ones.)
    ///
    /// Fitted to them persona by persona (the largest relative error least, memory never under),
    /// then rounded: the process 30.7 MB and 0.03 s; a caregiver-catalog song 2.2 KB and a search
    /// warm-up of 1.1 µs × songs × √songs (15,000 songs against 1,500); a watcher-catalog title
    /// 60 B and 0.9 µs; an agent-day on one core 12 µs (caregivers), 9.4 µs (watchers), 1.8 µs
    /// (journalers) and 4 µs + 6 ns per library song (listeners); a seeded play 11.5 B and 12 ns;
    /// a library song 115 B besides its plays; an agent 9.5 KB and 185 B a day (caregivers), 3 KB
    /// and 20 B (watchers), 5.5 KB and 125 B (journalers), 6 KB and 570 B (listeners: plays and
    /// their truth). The backend, per request and per `backend.csv` row: caregivers 57 B (the
    /// 100,000- and 1,000,000-caregiver runs, where requests outnumber the rows' cap of 28 days ×
    /// 1,440 minutes × 5 endpoints) and 235 B, watchers 42 B and 110 B, journalers 110 B and 60 B;
    /// the rows a request makes as measured 23–25 November (0.8, 0.4, 0.43). Against the runs the
    /// estimate is 0–13 % over in memory and within 23 % of the user time
    /// (`ResourceEstimateTests`).
    ///
    /// A run outside them: 500 listeners with 100,000-song libraries for 2 days on 2 workers
    /// peaked at 526 MB with 5.0 s user and 0.9 s system time, 3.1 s wall; estimated 546 MB and
    /// 2 s. With partitions of 250 listeners it peaked at 7.15 GB with 18.8 s of system time (the
    /// libraries' pages) and took 13.3 s. At that size the seeding costs, not the days. The
    /// estimate counts user time only, so it is low for a run that touches gigabytes.
    ///
    /// Sweeps (`init(sweep:…)`), the same day, `/usr/bin/time -v appsim sweep` of the scenario
    /// files on 2 workers, the median of 3 (max RSS in MB, user s; the wall time on 2 idle cores
    /// is about half the user time):
    ///
    /// | sweep | max RSS | user s | estimate |
    /// |---|---|---|---|
    /// | quota-tuning: 5 arms × 10, 2,000 caregivers × 28 d | 193.0 | 23.88 | 225 MB, 12 s |
    /// | quota-tuning `--independent` | 178.7 | 29.52 | 204 MB, 12 s |
    /// | search-typos: 8 arms × 3, 1,000 caregivers × 14 d | 88.2 | 3.95 | 102 MB, 2 s |
    /// | watcher-engine: 9 arms × 3, 1,000 watchers × 28 d | 156.3 | 6.99 | 164 MB, 4 s |
    /// | streak-policy: 4 arms × 3, 1,000 journalers × 28 d | 45.5 | 0.77 | 48 MB, 1 s |
    ///
    /// Read off them and a few variants: an arm's report held to the end 100 B a `backend.csv`
    /// row (about twice the file's 56–63 B a row) and 1 MB besides, what the sweep's own report
    /// adds included (watcher-engine's 9 arms × 1 replication peaked at 151.4 MB, 2 arms × 9 at
    /// 81.7 MB; quota-tuning's 2 arms × 25 at 157.8 MB); a seed's typing record 290 B a caregiver
    /// agent-day (16 MB at 2,000 × 28 days: some 163,000 typings of about 100 B; quota-tuning
    /// with 1 replication peaked at 154.8 MB); the shared search results 5 B a caregiver
    /// agent-day of each seed after the first; a caregiver agent-day in a sweep 0.7 of a run
    /// alone's (quota-tuning: 0.92 s a run alone, 0.44–0.49 s a run in the sweep, 0.54–0.59 s
    /// with independent arms). Against these sweeps the estimate is 5–17 % over in memory, and
    /// within 25 % of half the user time.
    package static let measured = ResourceEstimate.Constants(
        processBytes: 30.7e6, processSeconds: 0.03,
        bytesPerCatalogSong: 2_200, searchWarmUpSeconds: 1.1e-6,
        bytesPerCatalogTitle: 60, secondsPerCatalogTitle: 0.9e-6,
        bytesPerAgent: [9_500, 3_000, 5_500, 6_000], bytesPerAgentDay: [185, 20, 125, 570],
        secondsPerAgentDay: [12e-6, 9.4e-6, 1.8e-6, 4e-6],
        bytesPerLibrarySong: 115, bytesPerSeededPlay: 11.5,
        secondsPerLibrarySongDay: 6e-9, secondsPerSeededPlay: 12e-9,
        bytesPerBackendRequest: [57, 42, 110, 0], backendRowsPerRequest: [0.8, 0.4, 0.43, 0], bytesPerBackendRow: [235, 110, 60, 0],
        bytesPerReportRow: 100, bytesPerArmReport: 1_000_000, bytesPerTypingAgentDay: 290, bytesPerSweepSearchAgentDay: 5,
        sweepCaregiverShare: 0.7)
}
