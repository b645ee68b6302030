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
///   titles) + one partition's working set per worker (up to 250 agents, each with the persona's
///   fixed state, its state per day lived, and — listeners — its library: per song, per seeded
///   play, per play a day) + one partition tally per worker (partitions are folded in order as
///   they finish, `PartitionedRun.reduce`, so tallies never pile up) + the merged tallies of every
///   persona. Personas run one after another, so only one persona's working set is resident at a
///   time.
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
/// Calibrated on the 2-core, 24 GiB Linux development machine (Swift 6 release build; the
/// machine was shared, so times are user CPU seconds, which contention disturbs least) from
/// `/usr/bin/time -v` of `appsim run` on the default scenario with one persona at a time; the
/// runs behind each constant are listed at `Constants.measured`.
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
        /// Per backend request kept, by persona: the log, its sorted copy (16 bytes a request) when
        /// the report reads it, and what the persona's backend KPIs build from it. Fitted when the
        /// log held 16 bytes a request; it holds 8 since issue 18 (`BackendLog`), so these
        /// overstate by about 8 bytes until the constants are fitted again.
        package var bytesPerBackendRequest: [Double]
        /// `backend.csv` rows (one UTC minute of one endpoint) a request makes while minutes are
        /// sparse, by persona; at most one per minute and endpoint.
        package var backendRowsPerRequest: [Double]
        /// Per `backend.csv` row at its peak, by persona: `BackendTraffic`'s rows as it joins,
        /// sorts and keeps them, and the row's text.
        package var bytesPerBackendRow: [Double]
    }

    /// The personas in the order of `Constants`' arrays.
    enum CalibratedPersona: Int, CaseIterable {
        case caregivers, watchers, journalers, listeners
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
        let days = Double(scenario.days)
        let installs = scenario.caregivers.installs(in: scenario)
        let counts = [installs.total, scenario.watchers.count, scenario.journalers.count, scenario.listeners.count]
        let installed = scenario.caregivers.response.expectedDaysInstalled(upTo: scenario.days)
        let agentDays = [installs.agentDays { installed[$0] }] + counts.dropFirst().map { Double($0) * days }
        let library = Double(scenario.listeners.librarySongs)
        let seeded = library * scenario.listeners.seededPlaysPerSong
        var seconds = constants.processSeconds
        var tallies = 0.0
        var peak = 0.0
        /// The backend log is one per run, built up as partitions merge, and read once by the report.
        var backend = 0.0
        for persona in CalibratedPersona.allCases where counts[persona.rawValue] > 0 {
            let count = counts[persona.rawValue]
            let all = (count + PersonaRun.partitionSize - 1) / PersonaRun.partitionSize
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
            let requests = share * agentDays[persona.rawValue] * window * Self.backendRequestsPerAgentDay(persona, scenario)
            let minuteRows = min(constants.backendRowsPerRequest[persona.rawValue] * requests,
                                 Double(scenario.backendDays * 1_440 * Self.backendEndpoints(persona)))
            let tally = Double(Self.tallyBytes(persona, days: scenario.days, arms: max(1, scenario.arms.count)))
            backend += requests * constants.bytesPerBackendRequest[persona.rawValue] + minuteRows * constants.bytesPerBackendRow[persona.rawValue]
            let partitionAgents = Double(min(count, PersonaRun.partitionSize))
            peak = max(peak, catalog.bytes + resident * (partitionAgents * perAgent + tally))
            tallies += tally
            seconds += catalog.seconds + share * (agentDays[persona.rawValue] * perAgentDay + Double(count) * perAgentOnce) / running
        }
        bytes = constants.processBytes + peak + tallies + backend
        self.seconds = seconds
    }

    /// The estimate for a sweep: every task (arm × replication, or a shard's share of them) runs
    /// on one worker, up to `workers` tasks at once, each needing its run's memory beyond the
    /// shared process.
    package init(sweep prepared: SweepRun.Prepared, workers: Int, shardCount: Int = 1,
                cores: Int = PartitionedRun.activeProcessorCount, constants: Constants = .measured) {
        let tasks = (prepared.arms.count * prepared.plan.replications + shardCount - 1) / shardCount
        let perArm = prepared.scenarios.map { ResourceEstimate($0[0], workers: 1, cores: 1, constants: constants) }
        let largest = perArm.map(\.bytes).max() ?? constants.processBytes
        let serial = perArm.reduce(0) { $0 + ($1.seconds - constants.processSeconds) } * Double(prepared.plan.replications) / Double(shardCount)
        let parallel = Double(max(1, min(workers, cores, tasks)))
        self.init(bytes: constants.processBytes + (largest - constants.processBytes) * Double(max(1, min(workers, tasks))),
                  seconds: constants.processSeconds + serial / parallel)
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
    /// Measured 23 November 2026 on the development machine (2 cores, 24 GiB, Linux, release
    /// build), the caregiver rows again on 24 November and the watcher and journaler rows on 25
    /// November, with each persona's backend requests and `backend.csv`: `/usr/bin/time -v appsim run --days D --workers W` of the default scenario with only
    /// one persona (`--set populations.<persona>.count=N`, the others 0). Max RSS in MB, user CPU
    /// seconds (the machine was shared: wall times ran 1.5–3× user):
    ///
    /// | run | max RSS | user s |
    /// |---|---|---|
    /// | 1 journaler, 1 day (the process) | 28.7 | 0.07 |
    /// | caregivers 250 × 30 d / 1,000 × 30 / 4,000 × 30 / 1,000 × 365 | 37.6 / 59.2 / 99.3 / 55.0 | 0.74 / 2.10 / 6.35 / 26.41 |
    /// | caregivers 250 × 30 d, 15,000 catalog songs | 66.0 | 6.41 |
    /// | caregivers 4,000 × 30 d, 2 workers | 101.0 | 6.40 |
    /// | watchers 250 × 30 d / 1,000 × 30 / 4,000 × 30 / 1,000 × 365 | 38.3 / 54.1 / 100.5 / 54.5 | 0.42 / 0.92 / 3.00 / 9.33 |
    /// | watchers 250 × 30 d, 100,000 catalog titles | 40.8 | 0.47 |
    /// | watchers 4,000 × 30 d, 2 workers | 104.2 | 3.12 |
    /// | journalers 250 × 30 d / 1,000 × 30 / 4,000 × 30 / 1,000 × 365 / 1,000 × 730 | 32.3 / 34.8 / 41.2 / 40.3 / 52.0 | 0.15 / 0.26 / 0.55 / 1.86 / 3.25 |
    /// | journalers 4,000 × 365 d, 2 workers | 52.8 | 6.58 |
    /// | listeners 250 × 30 d / 1,000 × 30 / 250 × 180 | 50.1 / 50.2 / 77.6 | 0.65 / 2.98 / 4.24 |
    /// | listeners 250 × 30 d, 4,000 library songs / 20 seeded plays a song | 131.5 / 93.6 | 2.71 / 0.85 |
    /// | listeners 1,000 × 30 d, 2 workers | 76.5 | 2.70 |
    ///
    /// Read off them: the process 28.7 MB and 0.07 s; a caregiver-catalog song 2.4 KB (63.0 − 30.5
    /// MB over 13,500 songs) and a search warm-up fitted to the 250-caregiver runs at 1,500 and
    /// 15,000 songs; a watcher-catalog title 80 B and 1.4 µs (the 100,000-title run); an agent-day
    /// on one core 40 µs (caregivers, the large runs), 25 µs (watchers, the large runs), 4.5 µs
    /// (journalers) and 38 µs + 0.077 µs per library song (listeners: the 4,000-song run
    /// against the 800-song ones); a seeded play 13.9 B and 62 ns; a library song 48 B besides its
    /// plays; a listener-day 730 B (plays and their truth; 250 × 180 against 250 × 30); a
    /// journaler-day 110 B (1,000 × 730 against 1,000 × 30); a watcher 3 KB and 60 B a day; a
    /// caregiver 3.5 KB and 40 B a day (the second worker's partition in the 2-worker runs). The
    /// backend, per request and per `backend.csv` row: caregivers 32 B and 300 B, 0.8 rows a
    /// request (0.77 at 1,000 × 30; fitted to the 4,000 × 30 run and a 1,000 × 365 run keeping
    /// every request, 334.1 MB, against the same runs without a backend, 32.6 and 36.2 MB);
    /// watchers 60 B (the KPIs keep each request's second) and 100 B, 0.4 rows a request (211,962
    /// requests and 81,780 rows at 1,000 × 30, 845,867 and 190,248 at 4,000 × 30); journalers as
    /// watchers, 0.43 rows a request (77,847 refreshes and 33,143 rows at 4,000 × 30). The
    /// 1,000 × 365 rows keep their first 28 days (`Scenario.backendDays`).
    ///
    /// Against the calibration runs the estimate is within 15 % in memory and 45 % in CPU time
    /// (`ResourceEstimateTests`). A run outside them — 500 listeners with 100,000-song libraries
    /// for 2 days on 2 workers — peaked at 5.15 GB with 22.7 s of CPU; estimated 5.21 GB and 20.1 s.
    package static let measured = ResourceEstimate.Constants(
        processBytes: 28.7e6, processSeconds: 0.07,
        bytesPerCatalogSong: 2_400, searchWarmUpSeconds: 4.0e-6,
        bytesPerCatalogTitle: 80, secondsPerCatalogTitle: 1.4e-6,
        bytesPerAgent: [3_500, 3_000, 1_000, 2_000], bytesPerAgentDay: [40, 60, 110, 730],
        secondsPerAgentDay: [40e-6, 25e-6, 4.5e-6, 38e-6],
        bytesPerLibrarySong: 48, bytesPerSeededPlay: 13.9,
        secondsPerLibrarySongDay: 0.077e-6, secondsPerSeededPlay: 62e-9,
        bytesPerBackendRequest: [32, 60, 60, 0], backendRowsPerRequest: [0.8, 0.4, 0.43, 0], bytesPerBackendRow: [300, 100, 100, 0])
}
