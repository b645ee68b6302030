import Foundation
import Testing
import TestSupport

/// Nothing AppSim writes can destroy what it reads, a folder is replaced only by one of its kind,
/// and an unwritable console ends a command with exit 3, never a trap (docs/rules.md#outputs).
@Suite("Outputs never touch inputs")
struct OutputSafetyTests {
    /// `tiny.json5`, its baseline `base/`, a run report `r/` and the run shards `p1/`, `p2/`.
    static func inWorkspace(_ body: (URL) throws -> Void) throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            for words in [["check", "tiny.json5", "--baseline", "base", "--update"], ["run", "tiny.json5", "--out", "r"],
                          ["run", "tiny.json5", "--shard", "1/2", "--out", "p1"], ["run", "tiny.json5", "--shard", "2/2", "--out", "p2"]] {
                #expect(try AppSimProcess.run(words, in: folder).status == 0, "\(words)")
            }
            try body(folder)
        }
    }

    /// Commands whose output is, holds or lies in their own input, and what each says.
    static let overlaps: [([String], String)] = [
        (["check", "tiny.json5", "--baseline", "base", "--junit", "base/kpis.csv"],
         "--junit base/kpis.csv is inside --baseline base, which this command reads"),
        (["check", "tiny.json5", "--baseline", "base", "--junit", "tiny.json5"],
         "--junit tiny.json5 is the same path as the scenario tiny.json5, which this command reads"),
        (["check", "tiny.json5", "--baseline", "base/", "--markdown", "./base/../base/new.md"],
         "--markdown ./base/../base/new.md is inside --baseline base/, which this command reads"),
        (["check", "tiny.json5", "--baseline", "base", "--junit", "j.xml", "--markdown", "./j.xml"],
         "--markdown ./j.xml is the same path as --junit j.xml: each output needs a path of its own"),
        (["merge", "p1", "p2", "--out", "p1"], "--out p1 is the same path as the shard folder p1, which this command reads"),
        (["merge", "p1", "p2", "--out", "p2/inner"], "--out p2/inner is inside the shard folder p2, which this command reads"),
        (["run", "p1/scenario.json5", "--out", "p1"], "--out p1 contains the scenario p1/scenario.json5, which this command reads")
    ]

    /// Commands whose output folder holds a report of another kind, and what each says.
    static let otherKinds: [([String], String)] = [
        (["run", "tiny.json5", "--out", "base"], "base/ holds a baseline, which appsim check --update writes; this command writes a run report there"),
        (["catalog", "--songs", "10", "--out", "base"], "base/ holds a baseline, which appsim check --update writes; this command writes a catalog there"),
        (["check", "tiny.json5", "--baseline", "r", "--update"], "r/ holds a run report, which appsim run (or merge) writes; this command writes a baseline there"),
        (["merge", "p1", "p2", "--out", "base"], "base/ holds a baseline, which appsim check --update writes; this command writes a run report there"),
        (["run", "tiny.json5", "--out", "p1"], "p1/ holds a run shard, which appsim run --shard writes; this command writes a run report there")
    ]

    @Test("an output that is, holds or lies in its own input, or a folder of another kind, is refused before the run, naming both; nothing changes")
    func refused() throws {
        try Self.inWorkspace { folder throws in
            let before = UserFilesTests.digest(folder)
            for (words, message) in Self.overlaps + Self.otherKinds {
                let result = try AppSimProcess.run(words, in: folder)
                #expect(result.status == 2, "\(words)")
                #expect(result.stderr.hasPrefix("appsim: " + message), "\(result.stderr)")
                #expect(result.stdout.isEmpty, "\(words)")
                #expect(UserFilesTests.digest(folder) == before, "\(words)")
            }
        }
    }

    @Test("a merge replaces the run report of its scenario, and a run replaces the merged one: both are runs")
    func mergeAndRunShareAKind() throws {
        try Self.inWorkspace { folder throws in
            #expect(try AppSimProcess.run(["merge", "p1", "p2", "--out", "r"], in: folder).status == 0)
            #expect(try AppSimProcess.run(["run", "tiny.json5", "--out", "r"], in: folder).status == 0)
        }
    }

    /// `appsim words…` through `sh -c` with `redirection` applied to it.
    static func shell(_ words: [String], _ redirection: String, in folder: URL) throws -> (status: Int32, stderr: String) {
        let err = folder.appendingPathComponent(".stderr-shell")
        let command = ([AppSimProcess.executable.path] + words).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \(command) \(redirection)"]
        process.currentDirectoryURL = folder
        process.standardError = try FileHandle(forWritingTo: { _ = FileManager.default.createFile(atPath: err.path, contents: nil); return err }())
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: err)
        return (process.terminationStatus, text)
    }

    @Test("a full or closed standard output ends the command with exit 3 and leaves no staging folder", arguments: [
        ("> /dev/full", ["run", "tiny.json5", "--out", "out"]), (">&-", ["run", "tiny.json5", "--out", "out"]),
        ("> /dev/full", ["catalog", "--songs", "10", "--out", "out"]), (">&-", ["sweep", "tiny.json5", "--grid", "baseQuota=2,3", "--out", "out"]),
    ])
    func unwritableOutput(redirection: String, words: [String]) throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            let result = try Self.shell(words, redirection, in: folder)
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("appsim: cannot write to standard output"), "\(result.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".out") }
            #expect(left.isEmpty, "\(left)")
        }
    }

    @Test("a closed standard error while reporting a usage error keeps exit 2; while printing notes, exit 3")
    func unwritableError() throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            let usage = try Self.shell(["run", "--no-such-flag"], "2>&-", in: folder)
            #expect(usage.status == 2)
            let quiet = try Self.shell(["run", "tiny.json5", "--out", "o"], "2>/dev/full >/dev/null", in: folder)
            #expect(quiet.status == 0, "a run that prints nothing to standard error is not failed by it")
        }
    }
}

extension OutputSafetyTests {
    @Test("capacity, whose measurements cannot stop midway, ends at SIGTERM in the handler: exit 143, its staging folder removed")
    func capacityInterrupted() throws {
        try withTemporaryFolder("appsim-test") { folder throws in
            let (process, out, err) = try AppSimProcess.start(["capacity", "--out", "c"], in: folder)
            var waited = 0
            while waited < 600, (try? String(contentsOf: out, encoding: .utf8))?.contains("appsim capacity: search") != true {
                usleep(50_000)
                waited += 1
            }
            let staged = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".c.partial-") }
            #expect(staged.count == 1, "the folder was claimed before the measurements")
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            let result = try AppSimProcess.collect(process, out, err)
            #expect(result.status == 143)
            #expect(result.stderr.hasSuffix("\nappsim: interrupted by SIGTERM; nothing was written (c/ is as it was)\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".std") } == [])
        }
    }
}

extension OutputSafetyTests {
    @Test("`..` after a link is resolved as the kernel does, for the overlap check and the write alike")
    func dotDotAfterLink() throws {
        try Self.inWorkspace { folder throws in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub/deep"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("l").path, withDestinationPath: "sub/deep")
            let baseline = UserFilesTests.digest(folder.appendingPathComponent("base"))
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--junit", "l/../base/new.xml"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(UserFilesTests.digest(folder.appendingPathComponent("base")) == baseline)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sub/base/new.xml").path))
        }
    }

    @Test("shards at their default paths merge into the run's default folder, which carries them")
    func mergeAtDefaultPaths() throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            for index in 1...2 { _ = try AppSimProcess.run(["run", "tiny.json5", "--shard", "\(index)/2"], in: folder) }
            let merged = try AppSimProcess.run(["merge", "reports/tiny/run-shard-1-of-2", "reports/tiny/run-shard-2-of-2"], in: folder)
            #expect(merged.status == 0, "\(merged.stderr)")
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("reports/tiny").path)
            #expect(entries.contains("summary.md") && entries.contains("run-shard-1-of-2") && entries.contains("run-shard-2-of-2"))
        }
    }

    @Test("a console that fails after the commit says the report is complete, exit 3")
    func consoleFailsAfterCommit() throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            let result = try Self.shell(["catalog", "--songs", "5", "--out", "c"], "> /dev/full", in: folder)
            #expect(result.status == 3)
            #expect(result.stderr == "appsim: cannot write to standard output (No space left on device); stopped, and what it wrote is complete (c/)\n")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("c/songs.json").path))
        }
    }

    @Test("an output inside the scenario's catalog folder is refused: the catalog is an input")
    func catalogFolderIsAnInput() throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            #expect(try AppSimProcess.run(["catalog", "--songs", "30", "--out", "cat"], in: folder).status == 0)
            let text = try String(contentsOf: folder.appendingPathComponent("tiny.json5"), encoding: .utf8)
                .replacingOccurrences(of: "catalogSongs: 300,", with: "catalog: \"cat\",")
            try Data(text.utf8).write(to: folder.appendingPathComponent("withcat.json5"))
            let before = UserFilesTests.digest(folder)
            let result = try AppSimProcess.run(["run", "withcat.json5", "--out", "cat/report"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("appsim: --out cat/report is inside the scenario's catalog "), "\(result.stderr)")
            #expect(UserFilesTests.digest(folder) == before)
        }
    }
}

extension OutputSafetyTests {
    @Test("a sweep prints its header before it checks the arms, whatever the grid: an arm refused last comes after it")
    func sweepHeaderFirst() throws {
        try EndToEndTests.inFolderWithTiny { folder throws in
            let values = (1...1_200).map(String.init).joined(separator: ",") + ",-1"
            let result = try AppSimProcess.run(["sweep", "tiny.json5", "--grid", "baseQuota=" + values, "--out", "s"], in: folder)
            #expect(result.status == 2)
            #expect(result.stdout.hasPrefix("appsim sweep tiny.json5\n"))
            #expect(result.stdout.contains("  grid: baseQuota ∈ {1, 2, 3,"), "\(result.stdout)")
            #expect(!result.stdout.contains("estimate:"), "the estimate needs the arms checked")
            #expect(result.stderr.hasPrefix("appsim: checking the sweep's 1,201 arms before anything runs\n"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".std") } == ["tiny.json5"])
        }
    }
}
