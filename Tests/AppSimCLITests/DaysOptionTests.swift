import Foundation
import TestSupport
import Testing

/// `--days` end to end: every command that loads a scenario takes 1 to 3,650 days (the file's
/// range) and refuses anything else with exit 2, naming `--days`, not the `--set days=` it becomes.
@Suite("appsim --days")
struct DaysOptionTests {
    /// Every command that loads a scenario, with the arguments it needs besides the days.
    static let commands: [[String]] = Array(SeedOptionTests.commands.prefix(5))

    @Test("days below 1, above 3,650 or not a number are bad usage: exit 2 naming --days and the range, nothing run",
          arguments: commands, ["0", "-1", "abc", "3651"])
    func refused(command: [String], days: String) throws {
        try SeedOptionTests.inFolderWithSeeds { folder in
            let result = try AppSimProcess.run(command + ["--days", days], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: --days expects a whole number from 1 to 3650, got \"\(days)\"\nSee 'appsim \(command[0]) --help'.\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["seeds.json5"], "nothing was written")
        }
    }

    @Test("--days that leaves a rollout of the file past the last day names --days as the cause, the rollout's place and a fix: exit 2, nothing run")
    func daysBelowARollout() throws {
        try withTemporaryFolder("appsim-test") { folder in
            try "{ name: \"r\", seed: 1, start: \"2025-03-06T00:00:00Z\", days: 14,\n  rollouts: [{ day: 7, set: { baseQuota: 4 } }],\n  populations: { caregivers: { count: 3 } } }\n"
                .write(to: folder.appendingPathComponent("r.json5"), atomically: true, encoding: .utf8)
            let result = try AppSimProcess.run(["run", "r.json5", "--days", "2"], in: folder)
            #expect(result.status == 2 && result.stdout.isEmpty)
            #expect(result.stderr == "appsim: --days 2: rollouts[0].day is 7, past the last day a 2-day run can roll out on (day 1) (r.json5:2:21); "
                    + "run 8 days or more, or remove the rollout\n")
        }
    }

    @Test("the days given are the days run")
    func daysAreUsed() throws {
        let result = try SeedOptionTests.inFolderWithSeeds { try AppSimProcess.run(["validate", "seeds.json5", "--days", "2"], in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("20 caregivers, 2 days, seed 5"))
    }
}
