import Foundation
import Testing

/// Bad input is refused by `validate` and by the command itself alike, before anything runs:
/// exit 2, one line naming the file (or `--set`), where, what was expected and a fix.
@Suite("appsim refuses bad input before the run")
struct InputValidationTests {
    /// Runs `body` in a new temporary folder holding `tiny.json5`, with `sweep` as its sweep unless
    /// empty, removed afterwards.
    static func inFolder<T>(sweep: String = "", _ body: (URL) throws -> T) throws -> T {
        try EndToEndTests.inFolderWithTiny { folder in
            if !sweep.isEmpty {
                let text = EndToEndTests.tiny.replacingOccurrences(of: "  probes:", with: "  sweep: \(sweep),\n  probes:")
                try Data(text.utf8).write(to: folder.appendingPathComponent("tiny.json5"))
            }
            return try body(folder)
        }
    }

    @Test("an empty song catalog: validate and run give the same message, exit 2, and nothing is written (run trapped with 132)")
    func emptyCatalog() throws {
        try EndToEndTests.inFolderWithTiny(catalogSongs: false) { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
            try Data("[]".utf8).write(to: folder.appendingPathComponent("empty/movies.json"))
            try Data("[]".utf8).write(to: folder.appendingPathComponent("empty/songs.json"))
            let expected = "appsim: --set populations.caregivers.catalog=empty: populations.caregivers.catalog: expected a catalog with at least one song "
                + "(caregivers open songs from it), got none in empty/songs.json; add songs or use catalogSongs\n"
            for command in ["validate", "run"] {
                let result = try AppSimProcess.run([command, "tiny.json5", "--set", "populations.caregivers.catalog=empty"], in: folder)
                #expect(result.status == 2, "\(command)")
                #expect(result.stderr == expected, "\(command)")
                #expect(result.stdout.isEmpty, "\(command)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports").path))
        }
    }

    @Test("validate checks every arm of the sweep grid by the scenario's rules, as sweep does")
    func validateSweep() throws {
        try Self.inFolder(sweep: "{ grid: { baseQuota: [2, -1] }, replications: 2 }") { folder in
            let expected = "appsim: tiny.json5: sweep.grid: arm baseQuota=-1: remoteConfig.baseQuota: expected a whole number from 0 to 1000000000, got -1\n"
            let validate = try AppSimProcess.run(["validate", "tiny.json5"], in: folder)
            #expect(validate.status == 2)
            #expect(validate.stderr == expected)
            let sweep = try AppSimProcess.run(["sweep", "tiny.json5"], in: folder)
            #expect(sweep.status == 2)
            #expect(sweep.stderr == expected)
            try Self.inFolder(sweep: "{ grid: { baseQuota: [2, 3] }, replications: 2 }") { good in
                let valid = try AppSimProcess.run(["validate", "tiny.json5"], in: good)
                #expect(valid.status == 0)
                #expect(valid.stdout.hasPrefix("tiny.json5: valid (tiny: 300 caregivers, 3 days, seed 5; sweep: 2 arms × 2 replications; a run would need about "))
            }
        }
    }

    @Test("two grid keys naming the same setting are refused, in the file and on the command line")
    func duplicateGridKeys() throws {
        try Self.inFolder(sweep: "{ grid: { baseQuota: [2, 3], \"remoteConfig.baseQuota\": [4, 5] } }") { folder in
            let validate = try AppSimProcess.run(["validate", "tiny.json5"], in: folder)
            #expect(validate.status == 2)
            #expect(validate.stderr.hasSuffix("sweep.grid.remoteConfig.baseQuota: \"baseQuota\" and \"remoteConfig.baseQuota\" name the same setting (remoteConfig.baseQuota); keep one of them\n"))
            try Self.inFolder { plain in
                let grids = try AppSimProcess.run(["sweep", "tiny.json5", "--grid", "baseQuota=2,3", "--grid", "remoteConfig.baseQuota=4"], in: plain)
                #expect(grids.status == 2)
                #expect(grids.stderr == "appsim: --grid baseQuota=… and --grid remoteConfig.baseQuota=… name the same setting (remoteConfig.baseQuota); keep one of them\nSee 'appsim sweep --help'.\n")
                #expect(!FileManager.default.fileExists(atPath: plain.appendingPathComponent("reports").path))
            }
        }
    }

    @Test("a scenario on standard input is read; a folder given as FILE says it is a folder")
    func streamsAndFolders() throws {
        try Self.inFolder { folder in
            let process = Process()
            process.executableURL = AppSimProcess.executable
            process.arguments = ["validate", "/dev/stdin"]
            process.currentDirectoryURL = folder
            process.standardInput = FileHandle(forReadingAtPath: folder.appendingPathComponent("tiny.json5").path)
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(text.hasPrefix("/dev/stdin: valid (tiny: 300 caregivers, 3 days, seed 5; a run would need about "))
            let directory = try AppSimProcess.run(["run", "."], in: folder)
            #expect(directory.status == 2)
            #expect(directory.stderr == "appsim: .: cannot read the file (it is a folder; name a file inside it)\n")
        }
    }

    @Test("a name too long for the report folder is refused before the run, not with exit 3 after it")
    func longName() throws {
        try Self.inFolder { folder in
            let name = String(repeating: "n", count: 240)
            let result = try AppSimProcess.run(["run", "tiny.json5", "--set", "name=\(name)"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: --set name=\(name): name: expected a name of at most 100 characters (it names the report folder, "
                    + "which a file system limits to 255 bytes with the staging suffix), got 240; shorten it\n")
            #expect(result.stdout.isEmpty)
        }
    }
}
