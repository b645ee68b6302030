import Foundation
import Harness
import Measurements
import Model
import Scenarios
import WatcherPersona

/// `appsim bench engine|quota-day|search|recommend|insights|horizon|personas …`: wall-clock figures, labelled as such.
enum BenchCommand {
    static let help = """
    USAGE: appsim bench engine [--timers N] [--events N]
           appsim bench quota-day [--users N] [--days N] [--seed N]
           appsim bench search [--songs N] [--queries N]
           appsim bench recommend [--titles N] [--viewers N] [--rounds N]
           appsim bench insights [--years N] [--rounds N]
           appsim bench horizon [--agents N] [--persona NAME]
           appsim bench personas [--agents N,N,…] [--days N] [--workers N] [--rounds N] [--persona NAME]

    Speed measurements. Build with -c release. The work done is deterministic (the counts and
    checksum repeat for a seed); the timings are wall-clock and vary from run to run.

      engine     N concurrent timers (default 1,000), each re-arming after an exponential
                 delay (mean 1 s), until --events events (default 2,000,000); prints events/s
      quota-day  the standard quota model through the real UsageTracker: --users (10,000) for
                 --days (30), 38 fixed UTC offsets, 6 attempts a day, drawn from --seed (1;
                 0 to 18446744073709551615); prints its counts, events/s and peak memory
      search     index build time and per-query latency (p50, p95, p99) over a synthetic catalog of
                 --songs songs (1,500) for --queries realistic queries (2,000)
      recommend  GoodWatch's Pick For Me over a synthetic catalog of --titles titles (22,370) for
                 --viewers viewers with history (1,000), --rounds times (20); prints
                 recommendations/s on one core and the fallback levels that served
      insights   Dandelion's Insights tab (every insight and the streaks) over --years years of
                 daily releases (10), --rounds times (200); prints the median and p99 per tab
      horizon    each persona of the default scenario alone (or only --persona caregivers,
                 watchers, journalers or listeners), --agents agents (200, at most 5,000) on one
                 worker, over 30, 365 and 730 days; prints microseconds per agent-day at each
                 horizon, the ratio 730/30 (flat is 1) and resident memory per agent
      personas   the cost table: each persona of the default scenario alone (or only --persona)
                 at each size of --agents (1000,10000,100000; each 1 to 1,000,000) over --days
                 (28) on --workers (2), at most 20,000,000 agent-days a round; prints seconds, the
                 events handled (deterministic), microseconds per agent-day and per event, each
                 persona's cost per event over the caregivers' and bytes per agent (peak resident
                 growth during the run ÷ agents), then the process's largest peak memory; with
                 --rounds N (1 to 9), every case N times, round after round: each row the round of
                 median µs/event, its cost over the caregivers' the median of the rounds' ratios

    EXIT STATUS: 0 measured · 2 bad usage, or a size too large to finish in reasonable time

    """

    /// Refuses up front a benchmark too large to finish in reasonable time: `product` (the work's
    /// size) at most `limit`.
    static func within(_ product: Int, _ limit: Int, _ options: String, _ unit: String, _ time: String) throws(UsageError) {
        guard product <= limit else {
            throw UsageError("\(options) must be at most \(grouped(limit)) \(unit) (\(time)), got \(grouped(product)); measure a smaller size")
        }
    }

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        do {
            let words = try arguments.positionalsAfterOptions(["--timers", "--events", "--users", "--days", "--seed", "--songs", "--queries",
                                                                    "--titles", "--viewers", "--rounds", "--years", "--agents", "--persona",
                                                                    "--workers"])
            switch words.first {
            case "engine":
                let timers = try arguments.integer("--timers", in: 1...10_000_000) ?? 1_000
                let events = try arguments.integer("--events", in: 1...1_000_000_000) ?? 2_000_000
                _ = try arguments.positionals(max: 1)
                let benchmark = EngineBenchmark(timers: timers, events: events)
                let (outcome, seconds) = WallClock.timed { benchmark.run() }
                Console.out("""
                bench engine (wall-clock, not deterministic)
                  timers \(grouped(timers)) · events \(grouped(outcome.delivered)) · checksum \(String(outcome.checksum, radix: 16))
                  \(ReportNumber.fixed(seconds, decimals: 3)) s · \(ReportNumber.fixed(Double(outcome.delivered) / seconds / 1e6, decimals: 2)) million events/s

                """)
            case "quota-day":
                let users = try arguments.integer("--users", in: 1...10_000_000) ?? 10_000
                let days = try arguments.integer("--days", in: 1...3_650) ?? 30
                let seed = try arguments.seed() ?? 1
                try within(users * days, 100_000_000, "--users × --days", "user-days", "about 10 minutes here")
                _ = try arguments.positionals(max: 1)
                let benchmark = QuotaDayBenchmark(users: users, days: days, seed: seed)
                let (counts, seconds) = WallClock.timed { benchmark.run() }
                Console.out("""
                bench quota-day (wall-clock, not deterministic; counts are deterministic for the seed)
                  users \(grouped(users)) · days \(days) · seed \(seed)
                  attempts \(grouped(counts.attempts)) · views \(grouped(counts.views)) · exhausted \(grouped(counts.exhausted))
                  blocked by limit \(grouped(counts.blockedByLimit)) · blocked by cooldown \(grouped(counts.blockedByCooldown)) · declined \(grouped(counts.declined))
                  ads started \(grouped(counts.adsStarted)) · completed \(grouped(counts.adsCompleted)) · aborted \(grouped(counts.adsAborted)) · resets \(grouped(counts.resets))
                  events \(grouped(counts.events)) in \(ReportNumber.fixed(seconds, decimals: 3)) s · \(ReportNumber.fixed(Double(counts.events) / seconds / 1e6, decimals: 2)) million events/s
                  peak memory \(ReportNumber.fixed(peakMemoryMiB(), decimals: 1)) MiB

                """)
            case "search":
                let songs = try arguments.integer("--songs", in: 1...100_000) ?? 1_500
                let count = try arguments.integer("--queries", in: 1...1_000_000) ?? 2_000
                try within(songs * count, 2_000_000_000, "--songs × --queries", "song-queries", "about 15 minutes here")
                _ = try arguments.positionals(max: 1)
                let benchmark = SearchBenchmark(songs: songs, queries: count)
                let (index, build) = WallClock.timed { SearchIndex(catalog: benchmark.catalog) }
                var latencies: [Double] = []
                var hits = 0
                for query in benchmark.queries {
                    let (found, seconds) = WallClock.timed { index.hits(query).count }
                    hits += found
                    latencies.append(seconds * 1_000)
                }
                latencies.sort()
                func percentile(_ p: Double) -> String {
                    ReportNumber.fixed(Statistics.percentile(sorted: latencies, p), decimals: 3)
                }
                Console.out("""
                bench search (wall-clock, not deterministic)
                  \(grouped(songs)) songs in \(grouped(benchmark.catalog.movies.count)) movies · \(grouped(count)) queries · \(grouped(hits)) hits
                  index build \(ReportNumber.fixed(build * 1_000, decimals: 1)) ms
                  per query: p50 \(percentile(0.5)) ms · p95 \(percentile(0.95)) ms · p99 \(percentile(0.99)) ms

                """)
            case "recommend":
                let titles = try arguments.integer("--titles", in: 1...1_000_000) ?? SyntheticTitles.defaultCount
                let viewers = try arguments.integer("--viewers", in: 1...1_000_000) ?? 1_000
                let rounds = try arguments.integer("--rounds", in: 1...10_000) ?? 20
                try within(viewers * rounds, 10_000_000, "--viewers × --rounds", "recommendations", "about 5 minutes here")
                _ = try arguments.positionals(max: 1)
                let benchmark = RecommendBenchmark(titles: titles, viewers: viewers)
                var served: [Int] = []
                let (_, seconds) = WallClock.timed { for _ in 0..<rounds { served = benchmark.run() } }
                let count = viewers * rounds
                let levels = RecommendationEngine.Level.allCases.map { "level \($0.rawValue) \(grouped(served[$0.rawValue - 1]))" }
                Console.out("""
                bench recommend (wall-clock, not deterministic; picks are deterministic)
                  \(grouped(titles)) titles · \(grouped(viewers)) viewers × \(rounds) rounds on one core
                  per round: \(levels.joined(separator: " · ")) · empty \(grouped(served[served.count - 1]))
                  \(grouped(count)) recommendations in \(ReportNumber.fixed(seconds, decimals: 3)) s · \(grouped(Int(Double(count) / max(seconds, 1e-9)))) recommendations/s

                """)
            case "insights":
                let years = try arguments.integer("--years", in: 1...100) ?? 10
                let rounds = try arguments.integer("--rounds", in: 1...100_000) ?? 200
                _ = try arguments.positionals(max: 1)
                let benchmark = InsightsBenchmark(years: years)
                var timings: [Double] = []
                var checksum = 0
                for _ in 0..<rounds {
                    let (value, seconds) = WallClock.timed { benchmark.run() }
                    checksum &+= value
                    timings.append(seconds * 1_000)
                }
                timings.sort()
                Console.out("""
                bench insights (wall-clock, not deterministic)
                  \(grouped(benchmark.releases.count)) releases over \(years) years · \(rounds) rounds · checksum \(checksum)
                  per Insights tab: p50 \(ReportNumber.fixed(Statistics.percentile(sorted: timings, 0.5), decimals: 3)) ms · \
                p99 \(ReportNumber.fixed(Statistics.percentile(sorted: timings, 0.99), decimals: 3)) ms

                """)
            case "horizon":
                let agents = try arguments.integer("--agents", in: 1...5_000) ?? 200
                let personas = try persona(try arguments.value("--persona"))
                _ = try arguments.positionals(max: 1)
                horizon(HorizonBenchmark(agents: agents), personas: personas)
            case "personas":
                let sizes = try agentSizes(try arguments.value("--agents")) ?? PersonaCostBenchmark.defaultSizes
                let days = try arguments.integer("--days", in: 1...3_650) ?? PersonaCostBenchmark.defaultDays
                let workers = try arguments.integer("--workers", in: 1...1_024) ?? PersonaCostBenchmark.defaultWorkers
                let rounds = try arguments.integer("--rounds", in: 1...9) ?? PersonaCostBenchmark.defaultRounds
                let personas = try persona(try arguments.value("--persona"))
                _ = try arguments.positionals(max: 1)
                let benchmark = PersonaCostBenchmark(personas: personas, sizes: sizes, days: days, workers: workers, rounds: rounds)
                try within(benchmark.agentDays, 20_000_000, "the sum of --agents × --days × personas", "agent-days a round", "about 2 minutes a round here")
                Console.out(benchmark.header)
                var rows: [PersonaCostBenchmark.Row] = []
                benchmark.measure { row in
                    rows.append(row)
                    Console.out(PersonaCostBenchmark.line(row))
                }
                Console.out(PersonaCostBenchmark.footer(rows))
            default:
                throw UsageError(words.first.map { "unknown benchmark \"\($0)\" (engine, quota-day, search, recommend, insights, horizon, personas)" }
                                 ?? "name a benchmark: engine, quota-day, search, recommend, insights, horizon or personas")
            }
            return .success
        } catch {
            return Usage.fail(error, help: "appsim bench --help")
        }
    }

    /// Runs every persona over every horizon of `benchmark` and prints one line per persona.
    static func horizon(_ benchmark: HorizonBenchmark, personas: [String]) {
        let days = benchmark.horizons.map(String.init).joined(separator: " · ")
        Console.out("""
        bench horizon (wall-clock, not deterministic; the work is deterministic)
          \(grouped(benchmark.agents)) agents of each persona on one worker · microseconds per agent-day at \(days) days

        """)
        for persona in personas {
            var perAgentDay: [Double] = []
            var checks: [String] = []
            var memory: Int?
            for days in benchmark.horizons {
                let measured = benchmark.prepare(persona, days: days).measure()
                memory = measured.bytesPerAgent ?? memory
                perAgentDay.append(measured.microsecondsPerAgentDay)
                checks.append(grouped(Int(measured.work.checks)))
            }
            let figures = perAgentDay.map { ReportNumber.fixed($0, decimals: 2) }.joined(separator: " · ")
            let ratio = ReportNumber.fixed(perAgentDay[perAgentDay.count - 1] / perAgentDay[0], decimals: 2)
            let perAgent = memory.map { " · memory \(ReportNumber.fixed(Double($0) / 1_024, decimals: 1)) KiB an agent" } ?? ""
            let name = persona.padding(toLength: 11, withPad: " ", startingAt: 0)
            Console.out("  \(name) \(figures) µs · ratio \(ratio) · checks \(checks.joined(separator: " · "))\(perAgent)\n")
        }
    }

    /// The personas `--persona` names: every registered one when not given, else the one named.
    static func persona(_ only: String?) throws(UsageError) -> [String] {
        let personas = HorizonBenchmark.personas
        guard let only else { return personas }
        guard personas.contains(only) else {
            throw UsageError("--persona: expected one of \(personas.joined(separator: ", ")), got \"\(only)\"")
        }
        return [only]
    }

    /// `--agents` of `bench personas`: population sizes separated by commas (`1000,10000`), each
    /// 1 to 1,000,000; `nil` when not given.
    static func agentSizes(_ text: String?) throws(UsageError) -> [Int]? {
        guard let text else { return nil }
        var sizes: [Int] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let size = Int(word.replacingOccurrences(of: "_", with: "")), (1...1_000_000).contains(size) else {
                throw UsageError("--agents expects whole numbers from 1 to 1000000 separated by commas (1000,10000), got \"\(text)\"")
            }
            sizes.append(size)
        }
        return sizes
    }

    static func grouped(_ value: Int) -> String { ReportNumber.grouped(Int64(value)) }

    /// The process's peak resident memory.
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1_024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }
}
