import Foundation
import Testing

@Suite("appsim bench horizon, end to end")
struct BenchHorizonCommandTests {
    @Test("--agents outside 1…5,000 and an unknown --persona are refused with exit 2 and the accepted values, before anything runs")
    func refusesOutOfRange() throws {
        let folder = try AppSimProcess.temporaryFolder()
        for agents in ["0", "5001"] {
            let result = try AppSimProcess.run(["bench", "horizon", "--agents", agents], in: folder)
            #expect(result.status == 2 && result.stdout.isEmpty)
            #expect(result.stderr == "appsim: --agents expects a whole number from 1 to 5000, got \"\(agents)\"\nSee 'appsim bench --help'.\n")
        }
        let persona = try AppSimProcess.run(["bench", "horizon", "--persona", "gardeners"], in: folder)
        #expect(persona.status == 2 && persona.stdout.isEmpty)
        #expect(persona.stderr == "appsim: --persona: expected caregivers, watchers, journalers or listeners, got \"gardeners\"\nSee 'appsim bench --help'.\n")
    }

    @Test("one persona at 3 agents prints the header and one line with three horizons, the ratio, the checks and memory per agent")
    func onePersona() throws {
        let result = try AppSimProcess.run(["bench", "horizon", "--persona", "journalers", "--agents", "3"], in: try AppSimProcess.temporaryFolder())
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0] == "bench horizon (wall-clock, not deterministic; the work is deterministic)")
        #expect(lines[1] == "  3 agents of each persona on one worker · microseconds per agent-day at 30 · 365 · 730 days")
        #expect(lines[2].hasPrefix("  journalers ") && lines[2].contains(" µs · ratio ") && lines[2].contains(" · checks "))
    }
}
