import CaregiverPersona
import Harness
import ListenerPersona
@testable import Measurements
@testable import Scenarios
import Testing
import WatcherPersona

@Suite("Resource estimate")
struct ResourceEstimateTests {
    /// A calibration run: one persona of the default scenario, its max RSS (MB) and user seconds.
    struct Run: Sendable, CustomStringConvertible {
        var persona: String
        var count: Int
        var days: Int
        var workers = 1
        var songs: Int? = nil
        var seeded: Double? = nil
        var megabytes: Double
        var userSeconds: Double
        var description: String { "\(persona) \(count) × \(days) d, \(workers) workers" }

        var scenario: Scenario {
            var scenario = HorizonBenchmark(agents: count).scenario(persona, days: days)
            if let songs, persona == "caregivers" { scenario.caregivers.catalog = .synthetic(songs: songs) }
            if let songs, persona == "watchers" { scenario.watchers.catalogTitles = songs }
            if let songs, persona == "listeners" { scenario.listeners.librarySongs = songs }
            if let seeded { scenario.listeners.seededPlaysPerSong = seeded }
            return scenario
        }
    }

    /// The runs `ResourceEstimate.Constants.measured` lists.
    static let runs: [Run] = [
        Run(persona: "caregivers", count: 250, days: 30, megabytes: 38.0, userSeconds: 0.23),
        Run(persona: "caregivers", count: 1_000, days: 30, megabytes: 57.2, userSeconds: 0.57),
        Run(persona: "caregivers", count: 4_000, days: 30, megabytes: 95.1, userSeconds: 1.68),
        Run(persona: "caregivers", count: 1_000, days: 365, megabytes: 65.2, userSeconds: 5.44),
        Run(persona: "caregivers", count: 250, days: 30, songs: 15_000, megabytes: 71.3, userSeconds: 1.82),
        Run(persona: "caregivers", count: 4_000, days: 30, workers: 2, megabytes: 95.1, userSeconds: 1.67),
        Run(persona: "caregivers", count: 100_000, days: 28, workers: 2, megabytes: 517.7, userSeconds: 32.89),
        Run(persona: "caregivers", count: 1_000_000, days: 7, megabytes: 1_187.9, userSeconds: 68.46),
        Run(persona: "watchers", count: 250, days: 30, megabytes: 37.8, userSeconds: 0.12),
        Run(persona: "watchers", count: 1_000, days: 30, megabytes: 51.6, userSeconds: 0.34),
        Run(persona: "watchers", count: 4_000, days: 30, megabytes: 100.3, userSeconds: 1.13),
        Run(persona: "watchers", count: 1_000, days: 365, megabytes: 54.0, userSeconds: 3.62),
        Run(persona: "watchers", count: 250, days: 30, songs: 100_000, megabytes: 42.5, userSeconds: 0.20),
        Run(persona: "watchers", count: 4_000, days: 30, workers: 2, megabytes: 102.7, userSeconds: 1.15),
        Run(persona: "journalers", count: 250, days: 30, megabytes: 31.8, userSeconds: 0.05),
        Run(persona: "journalers", count: 1_000, days: 30, megabytes: 35.1, userSeconds: 0.09),
        Run(persona: "journalers", count: 4_000, days: 30, megabytes: 41.7, userSeconds: 0.21),
        Run(persona: "journalers", count: 1_000, days: 365, megabytes: 43.0, userSeconds: 0.65),
        Run(persona: "journalers", count: 1_000, days: 730, megabytes: 56.8, userSeconds: 1.38),
        Run(persona: "journalers", count: 4_000, days: 365, workers: 2, megabytes: 61.2, userSeconds: 2.66),
        Run(persona: "listeners", count: 250, days: 30, megabytes: 31.0, userSeconds: 0.11),
        Run(persona: "listeners", count: 1_000, days: 30, megabytes: 31.0, userSeconds: 0.32),
        Run(persona: "listeners", count: 250, days: 180, megabytes: 31.4, userSeconds: 0.45),
        Run(persona: "listeners", count: 250, days: 30, songs: 4_000, megabytes: 39.3, userSeconds: 0.29),
        Run(persona: "listeners", count: 250, days: 30, seeded: 20, megabytes: 33.0, userSeconds: 0.14),
        Run(persona: "listeners", count: 1_000, days: 30, workers: 2, megabytes: 34.0, userSeconds: 0.32),
    ]

    @Test("the estimate reproduces every calibration run: memory within 20 %, one-worker CPU time within 50 %")
    func reproducesCalibration() {
        for run in Self.runs {
            let estimate = ResourceEstimate(run.scenario, workers: run.workers, cores: 2)
            let megabytes = estimate.bytes / 1e6
            #expect(abs(megabytes - run.megabytes) <= 0.2 * run.megabytes, "\(run): \(megabytes) MB estimated, \(run.megabytes) measured")
            let serial = ResourceEstimate(run.scenario, workers: 1, cores: 1).seconds
            #expect(abs(serial - run.userSeconds) <= 0.5 * run.userSeconds, "\(run): \(serial) s estimated, \(run.userSeconds) measured")
        }
    }

    @Test("a million listeners over 100,000-song libraries: about 550 MB on 2 workers (2 partitions of 16 libraries of 16 MB), 2.6 GB on 10, and hours on 2")
    func millionListeners() {
        var scenario = HorizonBenchmark(agents: 1_000_000).scenario("listeners", days: 28)
        scenario.listeners.librarySongs = 100_000
        let two = ResourceEstimate(scenario, workers: 2, cores: 2)
        #expect(two.bytes > 526e6 && two.bytes < 1.2 * 526e6, "measured: 500 listeners × 100,000 songs × 2 days on 2 workers peaked at 526 MB")
        #expect(two.seconds > 3_600)
        #expect(two.description == "about 547 MB and 3 h")
        let ten = ResourceEstimate(scenario, workers: 10, cores: 10)
        #expect(ten.description == "about 2.6 GB and 36 min", "a partition more on each of 8 more workers")
    }

    @Test("memory does not grow with the number of partitions (one tally per worker, folded as partitions finish), only with the backend requests kept")
    func tallyPerWorker() {
        let few = ResourceEstimate(HorizonBenchmark(agents: 1_000).scenario("listeners", days: 730), workers: 2, cores: 2)
        let many = ResourceEstimate(HorizonBenchmark(agents: 100_000).scenario("listeners", days: 730), workers: 2, cores: 2)
        #expect(many.bytes == few.bytes, "listeners make no backend request")
        #expect(many.seconds > 90 * few.seconds)
        let watchers = [1_000, 100_000].map { ResourceEstimate(HorizonBenchmark(agents: $0).scenario("watchers", days: 730), workers: 2, cores: 2) }
        #expect(watchers[1].bytes > 10 * watchers[0].bytes, "every Supabase request of the first 28 days is kept")
    }

    @Test("caregivers are priced by the days they stay: installers from their install day, and fewer days with churn")
    func pricedByDaysInstalled() throws {
        let steady = try Fixtures.smallScenario(["days=30", "rollouts=[]", "populations.caregivers.count=2000"])
        let installing = try Fixtures.smallScenario(["days=30", "rollouts=[]", "populations.caregivers.count=0",
                                                     "populations.caregivers.installsPerDay=2000"])
        let churning = try Fixtures.smallScenario(["days=30", "rollouts=[]", "populations.caregivers.count=2000", "populations.caregivers.response={}"])
        func caregiverSeconds(_ scenario: Scenario) -> Double {
            ResourceEstimate(scenario, workers: 1, cores: 1).seconds - ResourceEstimate.Constants.measured.processSeconds
        }
        let agentDay = ResourceEstimate.Constants.measured.secondsPerAgentDay[0]
        let search = caregiverSeconds(steady) - 2_000 * 30 * agentDay
        #expect(abs(caregiverSeconds(installing) - search - 2_000 * Double(30 * 31 / 2) * agentDay) < 1e-6,
                "2,000 installers a day live 30 + 29 + … + 1 days")
        let expected = ResponseModel().expectedDaysInstalled(upTo: 30)[30]
        #expect(abs(caregiverSeconds(churning) - search - 2_000 * expected * agentDay) < 1e-6)
        #expect(expected < 5, "the calibrated churn keeps a new caregiver a few days of 30")
    }

    @Test("time and memory read as a person would say them")
    func description() {
        #expect(ResourceEstimate(bytes: 31e9, seconds: 4 * 3_600).description == "about 31 GB and 4 h")
        #expect(ResourceEstimate(bytes: 2.46e9, seconds: 75).description == "about 2.5 GB and 75 s")
        #expect(ResourceEstimate(bytes: 29.4e6, seconds: 0.2).description == "about 29 MB and 1 s")
        #expect(ResourceEstimate(bytes: 1e15, seconds: 40 * 60).description == "about 1,000,000 GB and 40 min")
        #expect(ResourceEstimate(bytes: 5e9, seconds: 3 * 86_400).description == "about 5.0 GB and 3 days")
    }

    @Test("a budget refuses an estimate over 90 % of its memory, or over its hours, naming the ways out; --shard for sweeps")
    func budget() {
        let budget = ResourceBudget(bytes: 10e9, seconds: 24 * 3_600)
        #expect(budget.refusal(ResourceEstimate(bytes: 8.9e9, seconds: 24 * 3_600)) == nil)
        #expect(budget.refusal(ResourceEstimate(bytes: 9.1e9, seconds: 60))
                == "this would need about 9.1 GB and 60 s (estimated before the run), more than the 10 GB of memory this machine has: run fewer "
                + "agents or days, smaller libraries or catalogs, or fewer --workers (each holds a partition: 250 agents, 16 listeners)")
        #expect(budget.refusal(ResourceEstimate(bytes: 1e8, seconds: 30 * 3_600), splitting: .sweep)
                == "this would take about 100 MB and 30 h (estimated before the run), longer than the 24 h allowed: run fewer agents or days, "
                + "or split the sweep across machines with --shard i/n, or allow it with --max-hours 30")
    }

    /// A calibration sweep: a scenario file's sweep on 2 workers, its max RSS (MB) and its user
    /// seconds, the median of 3 (the wall time on 2 idle cores is about half the user time).
    struct Sweep: Sendable, CustomStringConvertible {
        var file: String
        var independent = false
        var megabytes: Double
        var userSeconds: Double
        var description: String { file + (independent ? " --independent" : "") }

        func prepared() throws -> SweepRun.Prepared {
            let path = Fixtures.root.appendingPathComponent(file).path
            let plan = try #require(try ScenarioFile.load(path: path).sweep)
            return try SweepRun.prepare(path: path, overrides: [], plan: plan, independent: independent)
        }
    }

    /// The sweeps `ResourceEstimate.init(sweep:…)` is calibrated on (`Constants.measured`).
    static let sweeps: [Sweep] = [
        Sweep(file: "scenarios/quota-tuning.json5", megabytes: 193.0, userSeconds: 23.88),
        Sweep(file: "scenarios/quota-tuning.json5", independent: true, megabytes: 178.7, userSeconds: 29.52),
        Sweep(file: "scenarios/search-typos.json5", megabytes: 88.2, userSeconds: 3.95),
        Sweep(file: "scenarios/watcher-engine.json5", megabytes: 156.3, userSeconds: 6.99),
        Sweep(file: "scenarios/streak-policy.json5", megabytes: 45.5, userSeconds: 0.77),
    ]

    @Test("the estimate reproduces every calibration sweep: memory at or up to 20 % above, wall time within 50 % of half the user time on 2 cores")
    func reproducesSweeps() throws {
        for sweep in Self.sweeps {
            let estimate = ResourceEstimate(sweep: try sweep.prepared(), workers: 2, cores: 2)
            let megabytes = estimate.bytes / 1e6
            #expect(megabytes >= sweep.megabytes && megabytes <= 1.2 * sweep.megabytes, "\(sweep): \(megabytes) MB estimated, \(sweep.megabytes) measured")
            let wall = sweep.userSeconds / 2
            #expect(abs(estimate.seconds - wall) <= 0.5 * wall, "\(sweep): \(estimate.seconds) s estimated, \(wall) s measured")
        }
    }

    @Test("a sweep builds its catalogs once and holds a run's working set per worker; a shard takes its share of the runs' time")
    func sweepEstimate() throws {
        let prepared = try SweepTests.preparedTinySweep(["populations.caregivers.catalogSongs=15000"])
        let constants = ResourceEstimate.Constants.measured
        let run = ResourceEstimate.Terms(prepared.scenario(arm: 0, replication: 0), workers: 1, cores: 1, constants: constants)
        let two = ResourceEstimate(sweep: prepared, workers: 2, cores: 2)
        let one = ResourceEstimate(sweep: prepared, workers: 1, cores: 2)
        #expect(two.bytes > one.bytes && two.bytes - one.bytes < run.catalogBytes,
                "a second worker adds a run's partition and backend log and a seed's typings, not another catalog")
        let shard = ResourceEstimate(sweep: prepared, workers: 2, shardCount: 3, cores: 2)
        let once = constants.processSeconds + run.catalogSeconds
        #expect(abs((two.seconds - once) - 3 * (shard.seconds - once)) < 1e-9)
    }
}
