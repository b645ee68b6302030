import Foundation
import TestSupport
import Testing

@Suite("appsim bench, end to end")
struct BenchHorizonCommandTests {
    @Test("--agents outside 1…5,000 and an unknown --persona are refused with exit 2 and the accepted values, before anything runs")
    func refusesOutOfRange() throws {
        try withTemporaryFolder("appsim-test") { folder in
            for agents in ["0", "5001"] {
                let result = try AppSimProcess.run(["bench", "horizon", "--agents", agents], in: folder)
                #expect(result.status == 2 && result.stdout.isEmpty)
                #expect(result.stderr == "appsim: --agents expects a whole number from 1 to 5000, got \"\(agents)\"\nSee 'appsim bench --help'.\n")
            }
            let persona = try AppSimProcess.run(["bench", "horizon", "--persona", "beekeepers"], in: folder)
            #expect(persona.status == 2 && persona.stdout.isEmpty)
            #expect(persona.stderr == "appsim: --persona: expected one of caregivers, watchers, journalers, listeners, got \"beekeepers\"\nSee 'appsim bench --help'.\n")
        }
    }

    @Test("one persona at 3 agents prints the header and one line with three horizons, the ratio, the checks and memory per agent")
    func onePersona() throws {
        let result = try AppSimProcess.runInTemporaryFolder(["bench", "horizon", "--persona", "journalers", "--agents", "3"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == "bench horizon (wall-clock, not deterministic; the work is deterministic)")
        #expect(lines[1] == "  3 agents of each persona on one worker · microseconds per agent-day at 30 · 365 · 730 days")
        #expect(lines[2].hasPrefix("  journalers ") && lines[2].contains(" µs · ratio ") && lines[2].contains(" · checks "))
    }

    @Test("a benchmark too large to finish in reasonable time is refused up front, naming the product of its sizes",
          arguments: [(["quota-day", "--users", "10000000", "--days", "3650"],
                       "--users × --days must be at most 100,000,000 user-days (about 10 minutes here), got 36,500,000,000"),
                      (["search", "--songs", "100000", "--queries", "1000000"],
                       "--songs × --queries must be at most 2,000,000,000 song-queries (about 15 minutes here), got 100,000,000,000"),
                      (["recommend", "--viewers", "1000000", "--rounds", "10000"],
                       "--viewers × --rounds must be at most 10,000,000 recommendations (about 5 minutes here), got 10,000,000,000")])
    func refusesWhatCannotFinish(_ arguments: [String], _ message: String) throws {
        let result = try AppSimProcess.runInTemporaryFolder(["bench"] + arguments)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == "appsim: \(message); measure a smaller size\nSee 'appsim bench --help'.\n")
    }
}
