import Foundation
import Testing
import TestSupport

/// `--seed` end to end: every command that takes a seed accepts 0 through 2⁶⁴ − 1 and refuses
/// anything else with exit 2 and one message naming `--seed` and the range (not the `--set` it
/// becomes).
@Suite("appsim --seed")
struct SeedOptionTests {
    static let scenario = """
    {
      name: "seeds",
      seed: 5,
      start: "2025-03-08T00:00:00Z",
      days: 1,
      populations: { caregivers: { count: 20, zones: [{ zone: "Europe/Paris", weight: 1 }] } },
    }

    """

    static let largest = "18446744073709551615"

    /// Runs `body` in a new temporary folder holding `seeds.json5`, removed afterwards.
    static func inFolderWithSeeds<T>(_ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder("appsim-test") { folder in
            try Data(scenario.utf8).write(to: folder.appendingPathComponent("seeds.json5"))
            return try body(folder)
        }
    }

    /// Every command that takes `--seed`, with the arguments it needs besides the seed.
    static let commands: [[String]] = [
        ["run", "seeds.json5", "--out", "r"],
        ["validate", "seeds.json5"],
        ["replay", "seeds.json5", "--agent", "caregiver#0"],
        ["check", "seeds.json5", "--baseline", "b", "--update"],
        ["sweep", "seeds.json5", "--grid", "baseQuota=2,3", "--out", "s"],
        ["catalog", "--songs", "3", "--out", "c"],
        ["bench", "quota-day", "--users", "1", "--days", "1"],
    ]

    @Test("a seed below 0, not a number, or 2⁶⁴ and beyond is bad usage: exit 2 naming --seed and the range, nothing run",
          arguments: commands, ["-1", "abc", "18446744073709551616"])
    func refused(command: [String], seed: String) throws {
        try Self.inFolderWithSeeds { folder in
            let result = try AppSimProcess.run(command + ["--seed", seed], in: folder)
            let help = command[0] == "bench" ? "appsim bench --help" : "appsim \(command[0]) --help"
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: --seed expects a whole number from 0 to 18446744073709551615, got \"\(seed)\"\nSee '\(help)'.\n")
            #expect(result.stdout.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["seeds.json5"], "nothing was written")
        }
    }

    @Test("--seed=-1 is refused the same way as --seed -1")
    func refusedWithEquals() throws {
        let result = try Self.inFolderWithSeeds { try AppSimProcess.run(["validate", "seeds.json5", "--seed=-1"], in: $0) }
        #expect(result.status == 2)
        #expect(result.stderr == "appsim: --seed expects a whole number from 0 to 18446744073709551615, got \"-1\"\nSee 'appsim validate --help'.\n")
    }

    @Test("0 and 2⁶⁴ − 1 are seeds every command runs with, exit 0", .long, arguments: commands, ["0", largest])
    func accepted(command: [String], seed: String) throws {
        let result = try Self.inFolderWithSeeds { try AppSimProcess.run(command + ["--seed", seed], in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test("the seed given is the seed used: run's header and report, validate's line, check's baseline")
    func seedIsUsed() throws {
        try Self.inFolderWithSeeds { folder in
            let run = try AppSimProcess.run(["run", "seeds.json5", "--out", "r", "--seed", Self.largest], in: folder)
            #expect(run.stdout.contains("scenario seeds · seed \(Self.largest) · 1 days"))
            let summary = try String(contentsOf: folder.appendingPathComponent("r/summary.md"), encoding: .utf8)
            #expect(summary.contains("`--set seed=\(Self.largest)`"))
            let validate = try AppSimProcess.run(["validate", "seeds.json5", "--seed", "0"], in: folder)
            #expect(validate.stdout.hasPrefix("seeds.json5: valid (seeds: 20 caregivers, 1 days, seed 0; "))
            let check = try AppSimProcess.run(["check", "seeds.json5", "--baseline", "b", "--update", "--seed", Self.largest], in: folder)
            #expect(check.stdout.hasSuffix("scenario seeds, seed \(Self.largest))\n"))
            let compare = try AppSimProcess.run(["check", "seeds.json5", "--baseline", "b", "--seed", Self.largest], in: folder)
            #expect(compare.status == 0)
        }
    }
}
