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
        Run(persona: "caregivers", count: 250, days: 30, megabytes: 37.6, userSeconds: 0.74),
        Run(persona: "caregivers", count: 1_000, days: 30, megabytes: 59.2, userSeconds: 2.10),
        Run(persona: "caregivers", count: 4_000, days: 30, megabytes: 99.3, userSeconds: 6.35),
        Run(persona: "caregivers", count: 1_000, days: 365, megabytes: 55.0, userSeconds: 26.41),
        Run(persona: "caregivers", count: 250, days: 30, songs: 15_000, megabytes: 66.0, userSeconds: 6.41),
        Run(persona: "caregivers", count: 4_000, days: 30, workers: 2, megabytes: 101.0, userSeconds: 6.40),
        Run(persona: "watchers", count: 250, days: 30, megabytes: 38.3, userSeconds: 0.42),
        Run(persona: "watchers", count: 1_000, days: 30, megabytes: 54.1, userSeconds: 0.92),
        Run(persona: "watchers", count: 4_000, days: 30, megabytes: 100.5, userSeconds: 3.00),
        Run(persona: "watchers", count: 1_000, days: 365, megabytes: 54.5, userSeconds: 9.33),
        Run(persona: "watchers", count: 250, days: 30, songs: 100_000, megabytes: 40.8, userSeconds: 0.47),
        Run(persona: "watchers", count: 4_000, days: 30, workers: 2, megabytes: 104.2, userSeconds: 3.12),
        Run(persona: "journalers", count: 250, days: 30, megabytes: 32.3, userSeconds: 0.15),
        Run(persona: "journalers", count: 1_000, days: 30, megabytes: 34.8, userSeconds: 0.26),
        Run(persona: "journalers", count: 4_000, days: 30, megabytes: 41.2, userSeconds: 0.55),
        Run(persona: "journalers", count: 1_000, days: 365, megabytes: 40.3, userSeconds: 1.86),
        Run(persona: "journalers", count: 1_000, days: 730, megabytes: 52.0, userSeconds: 3.25),
        Run(persona: "journalers", count: 4_000, days: 365, workers: 2, megabytes: 52.8, userSeconds: 6.58),
        Run(persona: "listeners", count: 250, days: 30, megabytes: 50.1, userSeconds: 0.65),
        Run(persona: "listeners", count: 1_000, days: 30, megabytes: 50.2, userSeconds: 2.98),
        Run(persona: "listeners", count: 250, days: 180, megabytes: 77.6, userSeconds: 4.24),
        Run(persona: "listeners", count: 250, days: 30, songs: 4_000, megabytes: 131.5, userSeconds: 2.71),
        Run(persona: "listeners", count: 250, days: 30, seeded: 20, megabytes: 93.6, userSeconds: 0.85),
        Run(persona: "listeners", count: 1_000, days: 30, workers: 2, megabytes: 76.5, userSeconds: 2.70),
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

    @Test("a million listeners over 100,000-song libraries: about 5 GB on 2 workers (2 partitions of 250 libraries of 10 MB), over 24 GiB from 10 workers, and more than a day either way")
    func millionListeners() {
        var scenario = HorizonBenchmark(agents: 1_000_000).scenario("listeners", days: 28)
        scenario.listeners.librarySongs = 100_000
        let two = ResourceEstimate(scenario, workers: 2, cores: 2)
        #expect(two.bytes > 4.5e9 && two.bytes < 6e9, "measured: 500 listeners × 100,000 songs × 2 days on 2 workers peaked at 5.15 GB")
        #expect(two.seconds > 86_400)
        #expect(two.description == "about 5.2 GB and 34 h")
        let ten = ResourceEstimate(scenario, workers: 10, cores: 10)
        #expect(ten.bytes > 24 * 1_073_741_824.0)
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
                + "agents or days, smaller libraries or catalogs, or fewer --workers (each holds a partition of 250 agents)")
        #expect(budget.refusal(ResourceEstimate(bytes: 1e8, seconds: 30 * 3_600), splitting: .sweep)
                == "this would take about 100 MB and 30 h (estimated before the run), longer than the 24 h allowed: run fewer agents or days, "
                + "or split the sweep across machines with --shard i/n, or allow it with --max-hours 30")
    }

    @Test("a sweep costs its runs one worker each, as many at once as workers; a shard a share of them")
    func sweepEstimate() throws {
        let prepared = try SweepTests.preparedTinySweep(["populations.caregivers.catalogSongs=1500"])
        let one = ResourceEstimate(prepared.scenarios[0][0], workers: 1, cores: 1)
        let whole = ResourceEstimate(sweep: prepared, workers: 2, cores: 2)
        let shard = ResourceEstimate(sweep: prepared, workers: 2, shardCount: 3, cores: 2)
        let process = ResourceEstimate.Constants.measured.processBytes
        #expect(abs(whole.bytes - (process + 2 * (one.bytes - process))) < 1)
        #expect(whole.seconds > shard.seconds * 2.5)
    }
}
