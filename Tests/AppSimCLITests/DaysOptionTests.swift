import Foundation
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
        let folder = try SeedOptionTests.folder()
        let result = try AppSimProcess.run(command + ["--days", days], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "appsim: --days expects a whole number from 1 to 3650, got \"\(days)\"\nSee 'appsim \(command[0]) --help'.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["seeds.json5"], "nothing was written")
    }

    @Test("the days given are the days run")
    func daysAreUsed() throws {
        let result = try AppSimProcess.run(["validate", "seeds.json5", "--days", "2"], in: try SeedOptionTests.folder())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("20 caregivers, 2 days, seed 5"))
    }
}
