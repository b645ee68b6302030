import Foundation
import Testing

@Suite("appsim bench personas, end to end")
struct BenchPersonasCommandTests {
    @Test("sizes, days and workers out of range, and a table too large to finish in reasonable time, are refused with exit 2 before anything runs",
          arguments: [(["--agents", "0"], "--agents expects whole numbers from 1 to 1000000 separated by commas (1000,10000), got \"0\""),
                      (["--agents", "1000,x"], "--agents expects whole numbers from 1 to 1000000 separated by commas (1000,10000), got \"1000,x\""),
                      (["--agents", "1000,"], "--agents expects whole numbers from 1 to 1000000 separated by commas (1000,10000), got \"1000,\""),
                      (["--agents", "1000001"], "--agents expects whole numbers from 1 to 1000000 separated by commas (1000,10000), got \"1000001\""),
                      (["--days", "0"], "--days expects a whole number from 1 to 3650, got \"0\""),
                      (["--workers", "0"], "--workers expects a whole number from 1 to 1024, got \"0\""),
                      (["--persona", "beekeepers"], "--persona: expected one of caregivers, watchers, journalers, listeners, got \"beekeepers\""),
                      (["--agents", "1000000", "--days", "28"],
                       "the sum of --agents × --days × personas must be at most 20,000,000 agent-days a round (about 2 minutes a round here), got 112,000,000; "
                       + "measure a smaller size"),
                      (["--agents", "1000000", "--days", "28", "--persona", "caregivers"],
                       "the sum of --agents × --days × personas must be at most 20,000,000 agent-days a round (about 2 minutes a round here), got 28,000,000; "
                       + "measure a smaller size")])
    func refusesOutOfRange(_ options: [String], _ message: String) throws {
        let result = try AppSimProcess.runInTemporaryFolder(["bench", "personas"] + options)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr == "appsim: \(message)\nSee 'appsim bench --help'.\n")
    }

    @Test("two tiny sizes print the header, the column names, a row per persona and size, caregivers first, and the process's peak memory")
    func tinyTable() throws {
        let result = try AppSimProcess.runInTemporaryFolder(["bench", "personas", "--agents", "3,5", "--days", "2", "--workers", "1"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 16 && lines[0] == "bench personas (wall-clock, not deterministic; events are deterministic for the seed)")
        #expect(lines[1] == "  each persona of the default scenario alone · 2 days · 1 worker · catalogs built before the clock starts")
        #expect(lines[4].hasPrefix("  persona ") && lines[4].hasSuffix(" bytes/agent"))
        let rows = lines[5...12]
        #expect(rows.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["caregivers 3", "caregivers 5", "watchers 3", "watchers 5", "journalers 3", "journalers 5", "listeners 3", "listeners 5"])
        #expect(rows.prefix(2).allSatisfy { $0.contains(" 1.00× ") } && lines[13].isEmpty && lines[15].isEmpty)
        #expect(lines[14].hasPrefix("  process peak resident memory: ") && lines[14].contains(" MiB (") && lines[14].hasSuffix(" agents)"))
    }

    @Test("--persona measures that persona alone, with no cost relative to the caregivers when they were not measured")
    func onePersona() throws {
        let result = try AppSimProcess.runInTemporaryFolder(["bench", "personas", "--persona", "journalers", "--agents", "4", "--days", "2"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  journalers ") }
        #expect(rows.count == 1 && rows[0].contains(" – "))
    }
}
