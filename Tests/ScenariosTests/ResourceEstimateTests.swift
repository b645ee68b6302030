import CaregiverPersona
import Foundation
import Harness
import ListenerPersona
import Model
@testable import Measurements
@testable import Scenarios
import TestSupport
import Testing
import WatcherPersona

@Suite("Resource estimate")
struct ResourceEstimateTests {
    /// A case of the estimate's grid (`benchmarks/estimate/`): a scenario file with overrides, run
    /// on one worker, its max RSS (MB) and CPU seconds (user + system) as `measure.py` measured
    /// them (`results.md`), or extrapolated from a shard (`factor`: the whole run's agent-days over
    /// the shard's).
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var file: String
        var overrides: [String] = []
        var megabytes: Double
        var cpuSeconds: Double
        var factor = 1.0
        var description: String { name }

        func scenario() throws -> Scenario {
            try ScenarioFile.load(path: Fixtures.root.appendingPathComponent(file).path, overrides: overrides)
        }
    }

    static let grid = "benchmarks/estimate/scenarios/"
    static let busy = grid + "busy-caregivers.json5"

    /// The runs of the grid measured three times on 28 November 2026 (benchmarks/estimate/results.md,
    /// 15:04 UTC, and the runs at 12:03 and 13:46): memory the highest of the peaks (the estimate
    /// must never be under a peak seen), CPU time the latest; and the calibration runs beside them
    /// (the personas' costs list them).
    static let cases: [Case] = [
        Case(name: "default", file: "scenarios/default.json5", megabytes: 102.5, cpuSeconds: 2.18),
        Case(name: "default caregivers", file: grid + "caregivers.json5", megabytes: 70.6, cpuSeconds: 1.39),
        Case(name: "default watchers", file: grid + "watchers.json5", megabytes: 51.8, cpuSeconds: 0.38),
        Case(name: "default journalers", file: grid + "journalers.json5", megabytes: 34.8, cpuSeconds: 0.11),
        Case(name: "default listeners", file: grid + "listeners.json5", megabytes: 31.9, cpuSeconds: 0.35),
        Case(name: "caregivers 1k", file: grid + "caregivers.json5", overrides: ["populations.caregivers.count=1000"], megabytes: 53.7, cpuSeconds: 0.86),
        Case(name: "caregivers 10k", file: grid + "caregivers.json5", overrides: ["populations.caregivers.count=10000"], megabytes: 122.2, cpuSeconds: 5.77),
        Case(name: "caregivers 100k", file: grid + "caregivers.json5", overrides: ["populations.caregivers.count=100000"], megabytes: 506.9, cpuSeconds: 46.3),
        Case(name: "watchers 10k", file: grid + "watchers.json5", overrides: ["populations.watchers.count=10000"], megabytes: 133.5, cpuSeconds: 3.07),
        Case(name: "journalers 10k", file: grid + "journalers.json5", overrides: ["populations.journalers.count=10000"], megabytes: 46.0, cpuSeconds: 0.63),
        Case(name: "listeners 10k", file: grid + "listeners.json5", overrides: ["populations.listeners.count=10000"], megabytes: 33.4, cpuSeconds: 3.07),
        Case(name: "busy 20 × 1 d", file: busy, megabytes: 32.8, cpuSeconds: 0.26),
        Case(name: "busy 20 × 28 d", file: busy, overrides: ["days=28"], megabytes: 68.2, cpuSeconds: 4.25),
        Case(name: "busy 20 × 90 d", file: busy, overrides: ["days=90"], megabytes: 72.3, cpuSeconds: 21.71),
        Case(name: "busy 20 × 365 d", file: busy, overrides: ["days=365"], megabytes: 90.2, cpuSeconds: 95.32),
        Case(name: "busy 5,000 × 1 d", file: busy, overrides: ["populations.caregivers.count=5000"], megabytes: 125.9, cpuSeconds: 10.33),
        Case(name: "busy 20,000 × 1 d", file: busy, overrides: ["populations.caregivers.count=20000"], megabytes: 332.5, cpuSeconds: 37.76),
        Case(name: "backend-load", file: "scenarios/backend-load.json5", megabytes: 159.1, cpuSeconds: 11.9),
        Case(name: "caregivers 250 × 30 d, 15,000 songs", file: grid + "caregivers.json5",
             overrides: ["days=30", "populations.caregivers.count=250", "populations.caregivers.catalogSongs=15000"], megabytes: 68.3, cpuSeconds: 5.12),
        Case(name: "caregivers 2,000 × 28 d, 15,000 songs", file: grid + "caregivers.json5",
             overrides: ["populations.caregivers.catalogSongs=15000"], megabytes: 94.3, cpuSeconds: 15.75),
        Case(name: "caregivers 1,000 × 7 d, 20 sessions of 100 opens", file: grid + "caregivers.json5",
             overrides: ["days=7", "populations.caregivers.count=1000", "populations.caregivers.sessionsPerDay=20", "populations.caregivers.opensPerSession=100"],
             megabytes: 116.9, cpuSeconds: 16.35),
        Case(name: "96 listeners × 100,000 songs (the million's shard 1/10,000)", file: grid + "listeners.json5",
             overrides: ["populations.listeners.count=96", "populations.listeners.librarySongs=100000"], megabytes: 342.6, cpuSeconds: 3.23),
        Case(name: "96 listeners × 100,000 songs, 1 seeded play a song, 1 d", file: grid + "listeners.json5",
             overrides: ["days=1", "populations.listeners.count=96", "populations.listeners.librarySongs=100000", "populations.listeners.seededPlaysPerSong=1"],
             megabytes: 199.3, cpuSeconds: 0.89),
    ]

    @Test("every case of the grid: memory at or up to 1.5× over the peak RSS, one-worker time within 2× of the CPU time")
    func reproducesGrid() throws {
        for run in Self.cases {
            let scenario = try run.scenario()
            let estimate = ResourceEstimate(scenario, workers: 1, cores: 1)
            let megabytes = estimate.bytes / 1e6
            #expect(megabytes >= run.megabytes && megabytes <= 1.5 * run.megabytes, "\(run): \(megabytes) MB estimated, \(run.megabytes) measured")
            let ratio = estimate.seconds / (run.cpuSeconds * run.factor)
            #expect(ratio >= 0.5 && ratio <= 2, "\(run): \(estimate.seconds) s estimated, \(run.cpuSeconds) CPU s measured")
        }
    }

    @Test("a shard of a million caregivers holds its share of the backend log twice while it writes its tally: 537 MB measured, 1/16 of the time")
    func millionCaregiverShard() throws {
        let scenario = try ScenarioFile.load(path: Fixtures.root.appendingPathComponent(Self.grid + "caregivers.json5").path,
                                             overrides: ["populations.caregivers.count=1000000"])
        let shard = Shard(index: 1, count: 16)!
        let writing = ResourceEstimate(scenario, shard: shard, writesShard: true, workers: 1, cores: 1)
        let measured = (megabytes: 536.8, cpuSeconds: 28.95)
        #expect(writing.bytes / 1e6 >= measured.megabytes && writing.bytes / 1e6 <= 1.5 * measured.megabytes, "\(writing.bytes / 1e6) MB")
        #expect(writing.seconds / measured.cpuSeconds >= 0.5 && writing.seconds / measured.cpuSeconds <= 2, "\(writing.seconds) s")
        let computing = ResourceEstimate(scenario, shard: shard, workers: 1, cores: 1)
        #expect(writing.seconds == computing.seconds)
        #expect(writing.bytes > computing.bytes + 100e6, "28 bytes a request of 62,500 caregivers' 28 days")
    }

    @Test("a caregiver's activity scales with sessions × opens, up to the opens a day can chain, and with what the quota lets through")
    func caregiverActivity() {
        var population = CaregiverPopulation()
        population.sessionsPerDay = 1.6
        population.opensPerSession = 3
        let config = RemoteConfig()
        let ordinary = CaregiverActivity(population, config: config, days: 28, openChainShare: 0.85)
        let sessions = 1.6 * (5 + 2 * population.weekendFactor) / 7
        #expect(abs(ordinary.sessions - sessions) < 1e-12)
        #expect(ordinary.opens <= sessions * 3 && ordinary.opens > 0.9 * sessions * 3, "few opens: nearly all are made")
        population.sessionsPerDay = 16
        let tenfold = CaregiverActivity(population, config: config, days: 28, openChainShare: 0.85)
        #expect(tenfold.opens > 8 * ordinary.opens && tenfold.searches > 8 * ordinary.searches, "ten times the sessions: about ten times the searches")
        population.sessionsPerDay = 100
        population.opensPerSession = 1_000
        let busy = CaregiverActivity(population, config: config, days: 28, openChainShare: 0.85)
        #expect(busy.opens <= 0.85 * 86_400 / population.secondsBetweenOpens, "opens one after another, 40 s apart")
        #expect(busy.opens > 1_500 && busy.subscribedShare > 0.9, "a hundred quota sheets a day: subscribed on the first")
        #expect(busy.requests < 1_000, "preview taps of the opens made, not of the 100,000 a day asked for")
        population.trialPropensity = 0
        population.paywall.bannerTapRate = 0
        let metered = CaregiverActivity(population, config: config, days: 28, openChainShare: 0.85)
        #expect(metered.subscribedShare == 0)
        let allowance = 3 + 2 * 6 * population.adPropensity
        #expect(abs(metered.opens - (allowance + metered.sessions)) < 1e-9, "the quota, the ads watched, and a sheet a session")
    }

    @Test("caregivers' time is their searches (a search × its cost, favorites included) plus the cache's warm-up, not their head count")
    func caregiverTerms() throws {
        let ordinary = try Case(name: "", file: Self.grid + "caregivers.json5", megabytes: 0, cpuSeconds: 0).scenario()
        let busy = try Case(name: "", file: Self.busy, overrides: ["days=28", "populations.caregivers.count=2000"], megabytes: 0, cpuSeconds: 0).scenario()
        for scenario in [ordinary, busy] {
            let terms = ResourceEstimate.Terms(scenario, workers: 1, cores: 1, constants: .measured)
            let activity = CaregiverActivity(scenario.caregivers, config: scenario.remoteConfig, days: 28, openChainShare: 0.85)
            let perSearch = 8e-6 + 1_500 * 0.84e-9 + activity.favorites * 15e-9
            let searches = 2_000 * 28 * activity.searches
            #expect(abs(terms.seconds - searches * perSearch) < 1e-9 * terms.seconds)
            #expect(abs(terms.catalogSeconds - searches.squareRoot() * 1_500 * 1_500.0.squareRoot().squareRoot() * 1.92e-7) < 1e-9)
        }
        let ordinarySeconds = ResourceEstimate.Terms(ordinary, workers: 1, cores: 1, constants: .measured).seconds
        let busySeconds = ResourceEstimate.Terms(busy, workers: 1, cores: 1, constants: .measured).seconds
        #expect(busySeconds > 150 * ordinarySeconds, "the same head count, 100 sessions a day of 1,000 opens")
    }

    @Test("every registered persona prices its own run: its agents, agent-days, memory, time and tally, and a run of it costs a partition and some time more than the process")
    func everyPersonaHasACost() throws {
        var empty = try Case(name: "", file: Self.grid + "caregivers.json5", megabytes: 0, cpuSeconds: 0).scenario()
        empty.populations.setCount(0, of: Caregivers.self)
        empty.days = 7
        let process = ResourceEstimate(empty, workers: 1, cores: 1)
        #expect(Personas.all.allSatisfy { persona in empty.populations.personas.contains { $0 == persona } })
        for persona in Personas.all {
            var scenario = empty
            scenario.populations.setCount(1_000, of: persona)
            let cost = persona.cost(of: scenario)
            #expect(cost.agents == 1_000 && cost.agentDays == 7_000, "\(persona.plural)")
            #expect(cost.bytesPerAgent > 0 && cost.secondsPerAgentDay > 0 && cost.tallyBytes > 0, "\(persona.plural)")
            let estimate = ResourceEstimate(scenario, workers: 1, cores: 1)
            let partition = Double(min(1_000, persona.partitionSize)) * cost.bytesPerAgent
            #expect(estimate.bytes >= process.bytes + partition && estimate.seconds > process.seconds, "\(persona.plural): a partition resident")
        }
    }

    @Test("backend.csv rows fill a window's minutes as requests spread over them: cells × (1 − e^−(requests / cells)), in plain arithmetic")
    func occupiedCells() {
        #expect(ResourceEstimate.negativeExponential(0) == 1)
        #expect(abs(ResourceEstimate.negativeExponential(1) - 0.36787944117144233) < 1e-9)
        #expect(abs(ResourceEstimate.negativeExponential(5) - 0.006737946999085467) < 1e-10)
        #expect(ResourceEstimate.negativeExponential(40) == 0)
        #expect(abs(ResourceEstimate.occupiedCells(10, cells: 40_320) - 10) < 0.01, "few requests: a row each")
        #expect(abs(ResourceEstimate.occupiedCells(40_320, cells: 40_320) - 40_320 * (1 - 0.36787944117144233)) < 1e-3)
        #expect(ResourceEstimate.occupiedCells(1e9, cells: 40_320) == 40_320, "every minute once")
    }

    @Test("busy caregivers are priced by what they do: 20,000 of them for a day fit this machine; a million for 28 days do not")
    func busyCaregiversFit() throws {
        let budget = ResourceBudget(bytes: 24e9, seconds: 24 * 3_600)
        let twenty = try Case(name: "", file: Self.busy, overrides: ["populations.caregivers.count=20000"], megabytes: 0, cpuSeconds: 0).scenario()
        let estimate = ResourceEstimate(twenty, workers: 2, cores: 2)
        #expect(budget.refusal(estimate) == nil)
        #expect(estimate.bytes < 1e9, "\(estimate.description)")
        let million = try Case(name: "", file: Self.busy, overrides: ["populations.caregivers.count=1000000", "days=28"],
                               megabytes: 0, cpuSeconds: 0).scenario()
        #expect(budget.refusal(ResourceEstimate(million, workers: 2, cores: 2)) != nil, "their backend log alone is hundreds of GB")
    }

    @Test("the default scenario's estimate, as its header prints it")
    func defaultScenario() throws {
        let scenario = try ScenarioFile.load(path: Fixtures.root.appendingPathComponent("scenarios/default.json5").path)
        #expect(ResourceEstimate(scenario, workers: 1, cores: 1).description == "about 110 MB and 3 s")
        #expect(ResourceEstimate(scenario, workers: 2, cores: 2).description == "about 113 MB and 2 s", "a second partition resident, half the time")
    }

    @Test("a million listeners over 100,000-song libraries: two partitions of 16 libraries of 20 MB on 2 workers, 4 h; refused under 2 h")
    func millionListeners() throws {
        let scenario = try Case(name: "", file: Self.grid + "listeners.json5",
                                overrides: ["populations.listeners.count=1000000", "populations.listeners.librarySongs=100000"],
                                megabytes: 0, cpuSeconds: 0).scenario()
        let two = ResourceEstimate(scenario, workers: 2, cores: 2)
        #expect(two.description == "about 695 MB and 4 h")
        let ten = ResourceEstimate(scenario, workers: 10, cores: 10)
        #expect(ten.description == "about 3.4 GB and 53 min", "a partition more on each of 8 more workers")
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
            let cost = Caregivers.cost(of: scenario)
            return cost.agentDays * cost.secondsPerAgentDay
        }
        let perAgentDay = caregiverSeconds(steady) / (2_000 * 30)
        #expect(abs(caregiverSeconds(installing) - 2_000 * Double(30 * 31 / 2) * perAgentDay) < 1e-9,
                "2,000 installers a day live 30 + 29 + … + 1 days")
        let expected = ResponseModel().expectedDaysInstalled(upTo: 30)[30]
        #expect(abs(caregiverSeconds(churning) - 2_000 * expected * perAgentDay) < 1e-9)
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

    /// A sweep of the grid: a scenario file's sweep on one worker, its max RSS (MB) and CPU seconds.
    struct Sweep: Sendable, CustomStringConvertible {
        var file: String
        var independent = false
        var megabytes: Double
        var cpuSeconds: Double
        var description: String { file + (independent ? " --independent" : "") }

        func prepared() throws -> SweepRun.Prepared {
            let path = Fixtures.root.appendingPathComponent(file).path
            let plan = try #require(try ScenarioFile.load(path: path).sweep)
            return try SweepRun.prepare(path: path, overrides: [], plan: plan, independent: independent)
        }
    }

    /// The sweeps of the grid (benchmarks/estimate/results.md).
    static let sweeps: [Sweep] = [
        Sweep(file: "scenarios/quota-tuning.json5", megabytes: 133.3, cpuSeconds: 32.77),
        Sweep(file: "scenarios/search-typos.json5", megabytes: 81.7, cpuSeconds: 5.46),
        Sweep(file: "scenarios/watcher-engine.json5", megabytes: 130.8, cpuSeconds: 7.07),
        Sweep(file: "scenarios/streak-policy.json5", megabytes: 39.9, cpuSeconds: 0.88),
    ]

    @Test("every sweep of the grid: memory at or up to 1.5× over, one-worker time within 2×")
    func reproducesSweeps() throws {
        for sweep in Self.sweeps {
            let estimate = ResourceEstimate(sweep: try sweep.prepared(), workers: 1, cores: 1)
            let megabytes = estimate.bytes / 1e6
            #expect(megabytes >= sweep.megabytes && megabytes <= 1.5 * sweep.megabytes, "\(sweep): \(megabytes) MB estimated, \(sweep.megabytes) measured")
            let ratio = estimate.seconds / sweep.cpuSeconds
            #expect(ratio >= 0.5 && ratio <= 2, "\(sweep): \(estimate.seconds) s estimated, \(sweep.cpuSeconds) CPU s measured")
        }
    }

    /// One caregiver for `days` days, swept over `arms` values of `sessionsPerDay`, one
    /// replication: the grid of benchmarks/estimate's sweeps of many arms.
    static func smallGrid(arms: Int, days: Int = 1) -> String {
        let values = (0..<arms).map { String(format: "%.7f", 1 + Double($0) / Double(arms)) }.joined(separator: ", ")
        return """
        { name: "small-grid", seed: 7, start: "2025-03-06T00:00:00Z", days: \(days), remoteConfig: { baseQuota: 3 },
          populations: { caregivers: { count: 1, zones: [{ zone: "Europe/London", weight: 1 }] } },
          sweep: { grid: { "populations.caregivers.sessionsPerDay": [\(values)] }, replications: 1 } }
        """
    }

    /// The estimate of a small grid's sweep, or of one shard of `shardCount`, on one worker.
    static func smallGridEstimate(arms: Int, days: Int = 1, shardCount: Int = 1) throws -> ResourceEstimate {
        try withTemporaryFolder("grid") { folder in
            let file = folder.appendingPathComponent("grid.json5")
            try Data(smallGrid(arms: arms, days: days).utf8).write(to: file)
            let plan = try #require(try ScenarioFile.load(path: file.path).sweep)
            let prepared = try SweepRun.prepare(path: file.path, overrides: [], plan: plan, independent: false)
            return ResourceEstimate(sweep: prepared, workers: 1, shardCount: shardCount, cores: 1)
        }
    }

    @Test("every shard of a sweep holds every arm: a shard of a 10,000-arm grid at or up to 1.5× over its measured 58.0 MB, and each arm adds bytesPerPreparedArm")
    func preparedArms() throws {
        let constants = ResourceEstimate.Constants.measured
        let large = try Self.smallGridEstimate(arms: 10_000, shardCount: 10_000)
        #expect(large.bytes / 1e6 >= 58.0 && large.bytes / 1e6 <= 1.5 * 58.0, "\(large.bytes / 1e6) MB estimated, 58.0 measured")
        let small = try Self.smallGridEstimate(arms: 5_000, shardCount: 10_000)
        let perArm = (large.bytes - small.bytes) / 5_000
        #expect(perArm >= constants.bytesPerPreparedArm && perArm < constants.bytesPerPreparedArm + 200,
                "an arm's scenario, and its share of the reports and KPIs a tenth-of-a-thousandth shard keeps: \(perArm) B")
        let reports = constants.secondsPerArmReport / 10_000
        #expect(abs((large.seconds - small.seconds) - 5_000 * (constants.secondsPerPreparedArm + reports)) < 1e-6 * large.seconds + 1e-3)
    }

    @Test("a whole sweep of many small arms is priced by its arms' reports: 1,000 and 3,000 arms for a day and 1,000 for 28 days, at or up to 1.5× over the measured peak, within 2× of the CPU time")
    func armReports() throws {
        let measured: [(arms: Int, days: Int, megabytes: Double, cpuSeconds: Double)] = [
            (1_000, 1, 189.4, 29.63), (3_000, 1, 510.8, 92.66), (1_000, 28, 226.3, 34.67),
        ]
        for run in measured {
            let estimate = try Self.smallGridEstimate(arms: run.arms, days: run.days)
            let megabytes = estimate.bytes / 1e6
            #expect(megabytes >= run.megabytes && megabytes <= 1.5 * run.megabytes, "\(run): \(megabytes) MB estimated")
            #expect(estimate.seconds / run.cpuSeconds >= 0.5 && estimate.seconds / run.cpuSeconds <= 2, "\(run): \(estimate.seconds) s estimated")
        }
    }

    @Test("a sweep builds its catalogs once and holds a run's working set per worker; a shard checks every arm and takes its share of the runs' time")
    func sweepEstimate() throws {
        let prepared = try SweepTests.preparedTinySweep(["populations.caregivers.catalogSongs=15000"])
        let constants = ResourceEstimate.Constants.measured
        let run = ResourceEstimate.Terms(prepared.scenario(arm: 0, replication: 0), workers: 1, cores: 1, constants: constants)
        let two = ResourceEstimate(sweep: prepared, workers: 2, cores: 2)
        let one = ResourceEstimate(sweep: prepared, workers: 1, cores: 2)
        #expect(two.bytes > one.bytes && two.bytes - one.bytes < run.catalogBytes,
                "a second worker adds a run's partition and backend log and a seed's typings, not another catalog")
        let shard = ResourceEstimate(sweep: prepared, workers: 2, shardCount: 3, cores: 2)
        let once = constants.processSeconds + Double(prepared.arms.count) * constants.secondsPerPreparedArm + run.catalogSeconds
        #expect(abs((two.seconds - once) - 3 * (shard.seconds - once)) < 1e-9)
    }
}
