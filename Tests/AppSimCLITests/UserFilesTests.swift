import Foundation
import Testing

/// AppSim never deletes, empties or replaces what it did not write (docs/rules.md#outputs): every
/// output command, end to end, against a user's folder, the working directory,
/// links, FIFOs and devices — exit 2, a message that names the path, and nothing changed.
@Suite("appsim leaves users' files alone")
struct UserFilesTests {
    /// Every entry under `folder` (hidden ones included, the test harness's own output files
    /// excepted) with its kind and a hash of its contents: equal before and after means nothing
    /// was removed or changed.
    static func digest(_ folder: URL) -> [String: String] {
        var entries: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard !relative.hasPrefix(".stdout-"), !relative.hasPrefix(".stderr-") else { continue }
            let path = folder.appendingPathComponent(relative).path
            var status = stat()
            _ = lstat(path, &status)
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                let data = FileManager.default.contents(atPath: path) ?? Data()
                entries[relative] = "file \(data.count) \(data.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })"
            case S_IFLNK: entries[relative] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case S_IFDIR: entries[relative] = "folder"
            case S_IFIFO: entries[relative] = "fifo"
            default: entries[relative] = "other"
            }
        }
        return entries
    }

    /// Runs `body` in a new temporary folder with the tiny scenario and a user's folder of notes,
    /// removed afterwards.
    static func inWorkspace<T>(_ body: (URL) throws -> T) throws -> T {
        try EndToEndTests.inFolderWithTiny { folder in
            let notes = folder.appendingPathComponent("notes")
            try FileManager.default.createDirectory(at: notes.appendingPathComponent("drafts"), withIntermediateDirectories: true)
            try Data("do not lose me\n".utf8).write(to: notes.appendingPathComponent("plan.txt"))
            try Data("draft\n".utf8).write(to: notes.appendingPathComponent("drafts/one.md"))
            return try body(folder)
        }
    }

    static let sweepFile = """
    { name: "tinysweep", seed: 3, start: "2025-03-08T00:00:00Z", days: 2,
      populations: { caregivers: { count: 20, catalogSongs: 300 } },
      sweep: { grid: { baseQuota: [2, 3] }, replications: 1 } }

    """

    @Test("every command that writes a folder refuses a user's folder: exit 2, named, nothing removed or changed",
          arguments: [
              ["run", "tiny.json5", "--out", "notes"],
              ["sweep", "sweep.json5", "--out", "notes"],
              ["sweep", "sweep.json5", "--shard", "1/2", "--out", "notes"],
              ["catalog", "--songs", "20", "--out", "notes"],
              ["check", "tiny.json5", "--baseline", "notes", "--update"],
              ["capacity", "--out", "notes"],
          ])
    func userFolderRefused(_ arguments: [String]) throws {
        try Self.inWorkspace { folder in
            try Data(Self.sweepFile.utf8).write(to: folder.appendingPathComponent("sweep.json5"))
            let before = Self.digest(folder)
            let result = try AppSimProcess.run(arguments, in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("appsim: notes/ already exists and it was not written by AppSim (it has no appsim-manifest.json): "
                                            + "AppSim replaces only report folders it wrote and leaves it untouched. Choose a new folder, e.g. "))
            #expect(result.stderr.hasSuffix(" notes-2.\n"))
            #expect(result.stdout.isEmpty, "refused before anything ran")
            #expect(Self.digest(folder) == before)
        }
    }

    @Test("merge --out refuses a user's folder after reading the shards, before writing anything")
    func mergeRefusesUserFolder() throws {
        try Self.inWorkspace { folder in
            try Data(Self.sweepFile.utf8).write(to: folder.appendingPathComponent("sweep.json5"))
            for shard in ["1/2", "2/2"] {
                #expect(try AppSimProcess.run(["sweep", "sweep.json5", "--shard", shard, "--out", "part-\(shard.prefix(1))"], in: folder).status == 0)
            }
            let before = Self.digest(folder)
            let result = try AppSimProcess.run(["merge", "part-1", "part-2", "--out", "notes"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("notes/ already exists and it was not written by AppSim"))
            #expect(Self.digest(folder) == before)
        }
    }

    @Test("--out . and the folder that holds the current one are refused: the working directory is never emptied")
    func workingDirectoryRefused() throws {
        try Self.inWorkspace { folder in
            let inner = folder.appendingPathComponent("notes/drafts")
            let before = Self.digest(folder)
            for (arguments, place) in [(["run", "../../tiny.json5", "--out", "."], "./"), (["run", "../../tiny.json5", "--out", ".."], "../")] {
                let result = try AppSimProcess.run(arguments, in: inner)
                #expect(result.status == 2)
                #expect(result.stderr == "appsim: \(place) is the current folder or contains it: AppSim writes a report as a folder of its own. "
                        + "Choose a new folder with --out DIR.\n")
            }
            #expect(Self.digest(folder) == before)
        }
    }

    @Test("a folder AppSim wrote is replaced whole; a file a user added to it makes it theirs: refused, kept")
    func ownFolderReplacedUnlessUserAddedFiles() throws {
        try Self.inWorkspace { folder in
            #expect(try AppSimProcess.run(["run", "tiny.json5", "--out", "r"], in: folder).status == 0)
            let again = try AppSimProcess.run(["run", "tiny.json5", "--out", "r", "--seed", "6"], in: folder)
            #expect(again.status == 0)
            #expect(try String(contentsOf: folder.appendingPathComponent("r/appsim-manifest.json"), encoding: .utf8).contains("--seed 6"))
            try Data("mine\n".utf8).write(to: folder.appendingPathComponent("r/my-notes.txt"))
            let before = Self.digest(folder)
            let refused = try AppSimProcess.run(["run", "tiny.json5", "--out", "r"], in: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr.hasPrefix("appsim: r/ already exists and it holds what AppSim did not write there (my-notes.txt): "))
            #expect(Self.digest(folder) == before)
        }
    }

    @Test("a sweep's folder inside a run's report folder survives the run that replaces the report")
    func nestedReportsCarriedOver() throws {
        try Self.inWorkspace { folder in
            try Data(Self.sweepFile.utf8).write(to: folder.appendingPathComponent("sweep.json5"))
            #expect(try AppSimProcess.run(["sweep", "sweep.json5"], in: folder).status == 0)
            let sweep = Self.digest(folder.appendingPathComponent("reports/tinysweep/sweep"))
            #expect(try AppSimProcess.run(["run", "sweep.json5"], in: folder).status == 0)
            #expect(try AppSimProcess.run(["run", "sweep.json5", "--seed", "4"], in: folder).status == 0)
            #expect(Self.digest(folder.appendingPathComponent("reports/tinysweep/sweep")) == sweep)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports/tinysweep/summary.md").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("reports").path) == ["tinysweep"])
        }
    }

    @Test("--out naming a link, a file or a FIFO is refused before the run, and the thing stays as it was")
    func outNamingSomethingElse() throws {
        try Self.inWorkspace { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "notes")
            try Data("x".utf8).write(to: folder.appendingPathComponent("file.txt"))
            #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
            let before = Self.digest(folder)
            for (name, kind) in [("link", "a symbolic link"), ("file.txt", "a regular file"), ("pipe", "a FIFO (named pipe)")] {
                let result = try AppSimProcess.run(["run", "tiny.json5", "--out", name], in: folder)
                #expect(result.status == 2)
                #expect(result.stderr == "appsim: \(name) is \(kind), not a report folder: AppSim writes only folders it owns and leaves it untouched. "
                        + "Choose a new folder, e.g. --out \(name)-2.\n")
            }
            #expect(Self.digest(folder) == before)
        }
    }

    @Test("--junit and --markdown refuse a link, a FIFO, a device, a folder or a user's file before the run; an empty file or AppSim's is replaced")
    func singleFiles() throws {
        try Self.inWorkspace { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update"], in: folder).status == 0)
            let regression = ["check", "tiny.json5", "--baseline", "b"]
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.xml").path, withDestinationPath: "notes/plan.txt")
            #expect(mkfifo(folder.appendingPathComponent("pipe.xml").path, 0o644) == 0)
            let before = Self.digest(folder)
            for (path, kind) in [("link.xml", "a symbolic link"), ("pipe.xml", "a FIFO (named pipe)"), ("/dev/null", "a device"), ("notes", "a folder")] {
                for option in ["--junit", "--markdown"] {
                    let result = try AppSimProcess.run(regression + [option, path], in: folder)
                    #expect(result.status == 2)
                    #expect(result.stderr == "appsim: \(option) \(path): the path is \(kind); AppSim writes only new or regular files and leaves it "
                            + "untouched. Name a file path instead.\n")
                    #expect(result.stdout.isEmpty)
                }
            }
            #expect(Self.digest(folder) == before)
            try Data("my notes\n".utf8).write(to: folder.appendingPathComponent("check.md"))
            let refused = try AppSimProcess.run(regression + ["--markdown", "check.md"], in: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr == "appsim: --markdown check.md: the file there was not written by AppSim (it does not begin as AppSim's "
                    + "--markdown file does), and AppSim replaces only files it wrote, so it leaves it untouched. Name a new path.\n")
            #expect(try String(contentsOf: folder.appendingPathComponent("check.md"), encoding: .utf8) == "my notes\n")
            try Data().write(to: folder.appendingPathComponent("check.md"))
            // The baseline's KPIs, `persona.kpi` in order: what the check compared.
            let kpis = try String(contentsOf: folder.appendingPathComponent("b/kpis.csv"), encoding: .utf8)
                .split(separator: "\n").dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ".") }
            #expect(kpis.count > 50)
            for _ in 0..<2 {
                let written = try AppSimProcess.run(regression + ["--markdown", "check.md", "--junit", "ci/results/junit.xml"], in: folder)
                #expect(written.status == 0)
                #expect(try String(contentsOf: folder.appendingPathComponent("check.md"), encoding: .utf8)
                        == "## appsim check: tiny\n\ncheck passed: all \(kpis.count) KPIs identical.\n\nCompared \(kpis.count) KPIs with `b/` (seed 5).\n")
                let junit = try #require(JUnitReport(try String(contentsOf: folder.appendingPathComponent("ci/results/junit.xml"), encoding: .utf8)))
                #expect([junit.name] + junit.suites.map(\.name) == ["appsim check", "tiny"], "one suite, the scenario's")
                #expect([junit.tests] + junit.suites.map(\.tests) == [kpis.count + 2, kpis.count + 2])
                #expect([junit.failures] + junit.suites.map(\.failures) == [0, 0])
                #expect(junit.cases.map { "\($0.classname).\($0.name)" } == kpis + ["run.invariants", "run.probes"],
                        "a test case per KPI of the baseline, then the run's invariants and probes")
                #expect(junit.cases.filter { !$0.failures.isEmpty }.map(\.name) == [])
            }
        }
    }

    @Test("check --update refuses another scenario's baseline, and the baseline stays byte for byte")
    func updateRefusesAnotherScenariosBaseline() throws {
        try Self.inWorkspace { folder in
            let baseline = folder.appendingPathComponent("baselines/regression")
            try FileManager.default.createDirectory(at: baseline, withIntermediateDirectories: true)
            for file in ["baseline.json", "kpis.csv"] {
                try FileManager.default.copyItem(at: CheckEndToEndTests.root.appendingPathComponent("reports/baselines/regression/\(file)"),
                                                 to: baseline.appendingPathComponent(file))
            }
            let before = Self.digest(folder)
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "baselines/regression", "--update"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: baselines/regression/ is the baseline of scenario regression, not tiny: --update re-records a "
                    + "scenario's own baseline only and left it untouched. Record this one in a folder of its own, e.g. --baseline baselines/tiny\n")
            #expect(Self.digest(folder) == before)
        }
    }

    @Test("a baseline recorded before manifests is still re-recorded by its own scenario")
    func legacyBaselineUpdates() throws {
        try Self.inWorkspace { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update"], in: folder).status == 0)
            // A baseline from before manifests predates fingerprints too: exactly baseline.json and kpis.csv.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("b/appsim-manifest.json"))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("b/fingerprints.bin"))
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update", "--seed", "9"], in: folder)
            #expect(result.status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("b").path).sorted()
                    == ["appsim-manifest.json", "baseline.json", "fingerprints.bin", "kpis.csv"])
        }
    }
}
