import Foundation
import Testing

/// The `appsim` executable end to end: full output and exit codes.
@Suite("appsim end to end")
struct EndToEndTests {
    static let tiny = """
    {
      name: "tiny",
      seed: 5,
      start: "2025-03-08T00:00:00Z",
      days: 3,
      populations: {
        caregivers: {
          count: 300,
          zones: [{ zone: "America/New_York", weight: 1 }, { zone: "Asia/Kathmandu", weight: 1 }],
          travellers: { share: 0.1, tripsPerMonth: 10 },
          clockChangers: { share: 0.1, changesPerMonth: 10 },
        },
      },
      probes: ["dstDay"],
    }

    """

    static func folderWithTiny() throws -> URL {
        let folder = try AppSimProcess.temporaryFolder()
        try Data(tiny.utf8).write(to: folder.appendingPathComponent("tiny.json5"))
        return folder
    }

    /// A report folder's files by name, without its manifest: the manifest records the command
    /// line, which differs between runs that must give identical reports.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != "appsim-manifest.json" {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test("--help prints the command list and exits 0")
    func help() throws {
        let result = try AppSimProcess.run(["--help"], in: try AppSimProcess.temporaryFolder())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("AppSim: a deterministic, seeded discrete-event simulator"))
        #expect(result.stderr.isEmpty)
        let runHelp = try AppSimProcess.run(["run", "--help"], in: try AppSimProcess.temporaryFolder())
        #expect(runHelp.status == 0 && runHelp.stdout.hasPrefix("USAGE: appsim run [FILE]"))
    }

    @Test("an unknown command or option is bad usage: exit 2 with a hint")
    func badUsage() throws {
        let folder = try AppSimProcess.temporaryFolder()
        let command = try AppSimProcess.run(["frobnicate"], in: folder)
        #expect(command.status == 2)
        #expect(command.stderr == "appsim: unknown command \"frobnicate\"\nSee 'appsim --help'.\n")
        let option = try AppSimProcess.run(["run", "x.json5", "--fast"], in: folder)
        #expect(option.status == 2)
        #expect(option.stderr == "appsim: unknown option --fast\nSee 'appsim run --help'.\n")
        let workers = try AppSimProcess.run(["run", "--workers", "0"], in: folder)
        #expect(workers.stderr == "appsim: --workers expects a whole number from 1 to 1024, got \"0\"\nSee 'appsim run --help'.\n")
        #expect(option.stdout.isEmpty)
    }

    @Test("a malformed scenario fails before the run with file, line, key path and expectation: exit 2")
    func malformedScenario() throws {
        let folder = try Self.folderWithTiny()
        let result = try AppSimProcess.run(["run", "tiny.json5", "--set", "populations.caregivers.count=-1"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "appsim: --set populations.caregivers.count=-1: populations.caregivers.count: expected a whole number from 0 to 10000000, got -1\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports").path))
        let validate = try AppSimProcess.run(["validate", "tiny.json5"], in: folder)
        #expect(validate.status == 0)
        #expect(validate.stdout.hasPrefix("tiny.json5: valid (tiny: 300 caregivers, 3 days, seed 5; a run would need about "))
    }

    @Test("same seed: byte-identical reports across processes, workers 1 and 2, deterministic hashing on and off")
    func determinism() throws {
        let folder = try Self.folderWithTiny()
        let a = try AppSimProcess.run(["run", "tiny.json5", "--out", "a", "--workers", "1"], in: folder,
                                      environment: ["SWIFT_DETERMINISTIC_HASHING": nil])
        let b = try AppSimProcess.run(["run", "tiny.json5", "--out", "b", "--workers", "2"], in: folder,
                                      environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        #expect(a.status == 0 && b.status == 0)
        let filesA = try Self.files(in: folder.appendingPathComponent("a"))
        #expect(filesA.keys.sorted() == ["ads-per-day.svg", "daily.csv", "kpis.csv", "quota-sheet-share.svg", "search-per-day.svg", "summary.md",
                                         "views-per-day.svg"])
        #expect(filesA == (try Self.files(in: folder.appendingPathComponent("b"))))
        let other = try AppSimProcess.run(["run", "tiny.json5", "--out", "c", "--seed", "6"], in: folder)
        #expect(other.status == 0)
        #expect(try Self.files(in: folder.appendingPathComponent("c"))["kpis.csv"] != filesA["kpis.csv"])
    }

    @Test("run prints its settings first and the outcome last")
    func runOutput() throws {
        let folder = try Self.folderWithTiny()
        let result = try AppSimProcess.run(["run", "tiny.json5", "--workers", "2"], in: folder)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "appsim run tiny.json5",
            "  scenario tiny · seed 5 · 3 days from 2025-03-08T00:00:00.000Z",
            "  300 caregivers in 2 zones · 2 workers (results do not depend on it)",
        ])
        #expect(lines.contains("wrote reports/tiny/: summary.md, daily.csv, kpis.csv, views-per-day.svg, quota-sheet-share.svg, ads-per-day.svg, search-per-day.svg"))
        #expect(lines.last == "probes: 1 of 1 reached")
    }

    @Test("a declared probe that is never reached fails the run: exit 1, and says which")
    func unreachedProbe() throws {
        let folder = try Self.folderWithTiny()
        let result = try AppSimProcess.run(["run", "tiny.json5", "--set", "probes=[\"viewCap\"]"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("probes: 0 of 1 reached (never reached: viewCap)\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports/tiny/summary.md").path))
    }

    @Test("replay re-runs one caregiver with its trace; an unknown agent is bad usage")
    func replay() throws {
        let folder = try Self.folderWithTiny()
        let result = try AppSimProcess.run(["replay", "tiny.json5", "--agent", "caregiver#7", "--trace"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("appsim replay tiny.json5 --seed 5 --agent caregiver#7\n  2025-03-0"))
        #expect(result.stdout.hasSuffix("violated\n") && result.stdout.contains("invariants: "))
        let bad = try AppSimProcess.run(["replay", "tiny.json5", "--agent", "caregiver#300"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr == "appsim: --agent expects caregiver#N with N from 0 to 299, got \"caregiver#300\"\nSee 'appsim replay --help'.\n")
    }

    @Test("replay --shrink on a caregiver that breaks nothing says so and exits 0")
    func shrinkNothing() throws {
        let folder = try Self.folderWithTiny()
        let result = try AppSimProcess.run(["replay", "tiny.json5", "--agent", "caregiver#7", "--shrink"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("caregiver#7 breaks no invariant in "))
        #expect(result.stdout.hasSuffix(" recorded calls; nothing to shrink\n"))
    }

    @Test("appsim with no command runs the compiled-in default from any folder")
    func defaultFromAnyFolder() throws {
        let folder = try AppSimProcess.temporaryFolder()
        let result = try AppSimProcess.run(["--days", "1", "--set", "probes=[]", "--set", "rollouts=[]",
                                            "--set", "populations.caregivers.count=50"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("appsim run scenarios/default.json5\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports/default/summary.md").path))
    }

    @Test("a report that cannot be written exits 3 before the run and leaves nothing behind")
    func unwritableReport() throws {
        let folder = try Self.folderWithTiny()
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("blocker"))
        let result = try AppSimProcess.run(["run", "tiny.json5", "--out", "blocker/report"], in: folder)
        #expect(result.status == 3)
        #expect(result.stderr == "appsim: cannot write blocker/report/: Not a directory\n")
        #expect(result.stdout.isEmpty, "refused before the run")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".std") }.sorted() == ["blocker", "tiny.json5"])
    }

    @Test("SIGINT, SIGTERM and SIGHUP stop the run: exit 128 + signal, one line on what was kept, no report and no staging folder",
          arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
    func interrupted(_ signal: Int32, _ name: String) throws {
        let folder = try Self.folderWithTiny()
        let (process, out, err) = try AppSimProcess.start(
            ["run", "tiny.json5", "--set", "populations.caregivers.count=200000", "--days", "200", "--out", "big"], in: folder)
        var waited = 0
        while waited < 600, (try? String(contentsOf: out, encoding: .utf8))?.contains("remote config") != true {
            usleep(50_000)
            waited += 1
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let result = try AppSimProcess.collect(process, out, err)
        #expect(result.status == 128 + signal)
        #expect(result.stderr.hasSuffix("\nappsim: interrupted by \(name); nothing was written (big/ is as it was)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".std") } == ["tiny.json5"])
    }

    @Test("a run killed outright leaves only a hidden staging folder, which the next run clears")
    func killedRunLeavesNothingThatLooksComplete() throws {
        let folder = try Self.folderWithTiny()
        let staging = folder.appendingPathComponent("reports/.tiny.partial-999999")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("daily.csv"))
        let result = try AppSimProcess.run(["run", "tiny.json5"], in: folder)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("reports").path) == ["tiny"])
    }
}

/// A real full disk: a 12 KiB tmpfs, where mounting is allowed (root on Linux).
@Suite("appsim on a full disk")
struct FullDiskTests {
    static func shell(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    static let canMount: Bool = {
        #if os(Linux)
        guard getuid() == 0, let folder = try? AppSimProcess.temporaryFolder() else { return false }
        defer { _ = shell(["umount", folder.path]) }
        return shell(["mount", "-t", "tmpfs", "-o", "size=12k", "tmpfs", folder.path]) == 0
        #else
        return false
        #endif
    }()

    @Test("a disk that fills up mid-report exits 3 and leaves nothing on it", .enabled(if: canMount))
    func fullDisk() throws {
        let folder = try EndToEndTests.folderWithTiny()
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        #expect(Self.shell(["mount", "-t", "tmpfs", "-o", "size=12k", "tmpfs", disk.path]) == 0)
        defer { _ = Self.shell(["umount", disk.path]) }
        let result = try AppSimProcess.run(["run", "tiny.json5", "--out", "disk/report"], in: folder)
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("appsim: cannot write disk/report/: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
    }
}

/// `appsim check` against baselines, end to end.
@Suite("appsim check end to end")
struct CheckEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("a watcher replays alone with a trace; --shrink is for caregivers")
    func replayWatcher() throws {
        let result = try AppSimProcess.run(["replay", "scenarios/regression.json5", "--agent", "watcher#3", "--trace"], in: Self.root)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("appsim replay scenarios/regression.json5 --seed 424242 --agent watcher#3\n"))
        #expect(result.stdout.contains(" watcher#3 launches: ") && result.stdout.contains("invariants: "))
        let shrink = try AppSimProcess.run(["replay", "scenarios/regression.json5", "--agent", "watcher#3", "--shrink"], in: Self.root)
        #expect(shrink.status == 2 && shrink.stderr.contains("(--shrink takes caregivers)"))
    }

    @Test("the committed baseline passes; JUnit and Markdown files are written")
    func committedBaselinePasses() throws {
        let out = try AppSimProcess.temporaryFolder()
        let result = try AppSimProcess.run(["check", "scenarios/regression.json5", "--baseline", "reports/baselines/regression",
                                            "--junit", out.appendingPathComponent("junit.xml").path,
                                            "--markdown", out.appendingPathComponent("check.md").path], in: Self.root)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("compared 144 KPIs with reports/baselines/regression/ (scenario regression, seed 424242)\ncheck passed: all 144 KPIs identical\n"))
        #expect(try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8).contains("failures=\"0\""))
        #expect(try String(contentsOf: out.appendingPathComponent("check.md"), encoding: .utf8).hasPrefix("## appsim check: regression\n\ncheck passed"))
    }

    @Test("a rule change that moves KPIs fails the check, naming each KPI that moved")
    func driftFails() throws {
        let result = try AppSimProcess.run(["check", "scenarios/regression.json5", "--baseline", "reports/baselines/regression",
                                            "--set", "adRewardViews=3"], in: Self.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("  KPI "))
        #expect(result.stdout.contains("caregiver.views "))
        #expect(result.stdout.contains("DRIFT"))
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix("check FAILED: ") == true)
    }

    @Test("a baseline for another seed, or none at all, is bad input: exit 2 naming both sides")
    func mismatchedBaseline() throws {
        let seed = try AppSimProcess.run(["check", "scenarios/regression.json5", "--baseline", "reports/baselines/regression", "--seed", "7"], in: Self.root)
        #expect(seed.status == 2)
        #expect(seed.stderr == "appsim: reports/baselines/regression/ was recorded for scenario regression with seed 424242, not scenario regression with seed 7\n")
        #expect(seed.stdout.isEmpty, "nothing ran")
        let none = try AppSimProcess.run(["check", "scenarios/regression.json5", "--baseline", "/nonexistent/base"], in: Self.root)
        #expect(none.status == 2)
        #expect(none.stderr == "appsim: no baseline at /nonexistent/base/ (record one with 'appsim check FILE --baseline /nonexistent/base --update')\n")
    }

    @Test("--update records a baseline deliberately; the next check against it passes")
    func update() throws {
        let folder = try EndToEndTests.folderWithTiny()
        let recorded = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--update"], in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.stdout.hasSuffix("baseline updated: base/ (56 KPIs, scenario tiny, seed 5)\n"))
        let checked = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base"], in: folder)
        #expect(checked.status == 0)
        #expect(checked.stdout.hasSuffix("check passed: all 56 KPIs identical\n"))
    }
}

/// `appsim sweep` end to end.
@Suite("appsim sweep end to end")
struct SweepEndToEndTests {
    @Test("a sweep writes sweep.md, sweep.csv, charts and per-arm reports, byte-identical for 1 and 2 workers")
    func sweep() throws {
        let folder = try EndToEndTests.folderWithTiny()
        let one = try AppSimProcess.run(["sweep", "tiny.json5", "--grid", "baseQuota=2,3,4", "--replications", "2",
                                         "--set", "probes=[]", "--workers", "1", "--out", "one"], in: folder)
        let two = try AppSimProcess.run(["sweep", "tiny.json5", "--grid", "baseQuota=2,3,4", "--replications", "2",
                                         "--set", "probes=[]", "--workers", "2", "--out", "two"], in: folder)
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout.contains("  grid: baseQuota ∈ {2, 3, 4} · 3 arms × 2 replications · common random numbers\n"))
        #expect(one.stdout.hasSuffix("runs: 6, 0 failed their invariants or probes\n"))
        let filesOne = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        #expect(filesOne.contains("sweep.md") && filesOne.contains("sweep.csv") && filesOne.contains("chart-caregiver-views_per_user_day.svg"))
        #expect(filesOne.contains("arms/2-baseQuota_3/summary.md"))
        for file in filesOne where file.contains(".") && file != "appsim-manifest.json" {
            let a = try Data(contentsOf: folder.appendingPathComponent("one/\(file)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("two/\(file)"))
            #expect(a == b, "\(file)")
        }
    }

    @Test("three shards run as separate processes merge into the unsharded sweep, byte for byte")
    func shards() throws {
        let folder = try EndToEndTests.folderWithTiny()
        let common = ["tiny.json5", "--grid", "baseQuota=2,3,4", "--replications", "2", "--set", "probes=[]"]
        let whole = try AppSimProcess.run(["sweep"] + common + ["--out", "whole"], in: folder)
        #expect(whole.status == 0)
        for index in 1...3 {
            let part = try AppSimProcess.run(["sweep"] + common + ["--shard", "\(index)/3", "--out", "part\(index)"], in: folder)
            #expect(part.status == 0)
            #expect(part.stdout.hasSuffix("wrote part\(index)/: shard \(index) of 3, 2 runs, 0 failed their invariants or probes\n"))
        }
        let merged = try AppSimProcess.run(["merge", "part3", "part1", "part2", "--out", "merged"], in: folder)
        #expect(merged.status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("whole").path).sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("merged").path).sorted()))
        for file in files where file.contains(".") && file != "appsim-manifest.json" {
            #expect(try Data(contentsOf: folder.appendingPathComponent("whole/\(file)")) == Data(contentsOf: folder.appendingPathComponent("merged/\(file)")), "\(file)")
        }
        let incomplete = try AppSimProcess.run(["merge", "part1", "part2"], in: folder)
        #expect(incomplete.status == 2)
        #expect(incomplete.stderr == "appsim: missing shards: 3/3\n")
    }

    @Test("a scenario with no grid and no --grid is bad usage")
    func noGrid() throws {
        let folder = try EndToEndTests.folderWithTiny()
        let result = try AppSimProcess.run(["sweep", "tiny.json5"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "appsim: tiny.json5 declares no sweep grid; add sweep: { grid: {...} } or pass --grid key=v1,v2\nSee 'appsim sweep --help'.\n")
    }
}

/// `appsim catalog` and `appsim search` end to end.
@Suite("appsim search end to end")
struct SearchEndToEndTests {
    @Test("a synthetic catalog is written, then searched: TSV lines in rank order")
    func catalogAndSearch() throws {
        let folder = try AppSimProcess.temporaryFolder()
        let written = try AppSimProcess.run(["catalog", "--songs", "300", "--out", "cat"], in: folder)
        #expect(written.status == 0)
        #expect(written.stdout == "wrote cat/: movies.json (48 movies), songs.json (300 songs)\n")
        let result = try AppSimProcess.run(["search", "amelie", "--catalog", "cat", "--format", "tsv"], in: folder)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "1\ts-000242\tAmélie and the Frozen Snowflake\tPua's Princess\tprefix\t97")
        #expect(lines.allSatisfy { $0.split(separator: "\t").count == 6 })
        let text = try AppSimProcess.run(["search", "amelie", "--catalog", "cat", "--favorites", "s-000282"], in: folder)
        #expect(text.stdout.contains("Don't Swim, Émile — 00:30:39 · phonetic in song title, score 50 ★"), "a favorite scores +10")
    }

    @Test("a scenario runs on a catalog folder in the app's data contract; a broken one stops the run before it starts")
    func scenarioOnCatalogFolder() throws {
        let folder = try EndToEndTests.folderWithTiny()
        #expect(try AppSimProcess.run(["catalog", "--songs", "200", "--out", "songs"], in: folder).status == 0)
        let run = try AppSimProcess.run(["run", "tiny.json5", "--set", "populations.caregivers.catalog=songs"], in: folder)
        #expect(run.status == 0)
        let summary = try String(contentsOf: folder.appendingPathComponent("reports/tiny/summary.md"), encoding: .utf8)
        #expect(summary.contains("| catalog | `songs`: 32 movies, 200 songs |"))
        try Data("[]".utf8).write(to: folder.appendingPathComponent("songs/movies.json"))
        let broken = try AppSimProcess.run(["run", "tiny.json5", "--set", "populations.caregivers.catalog=songs", "--out", "other"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("appsim: --set populations.caregivers.catalog=songs: populations.caregivers.catalog: expected a folder with the app's movies.json and songs.json: songs/songs.json:"))
        #expect(broken.stderr.contains(": songs[0] (id \"s-000001\"): movieId: expected the id of a movie in songs/movies.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other").path), "nothing ran")
    }

    @Test("an invalid catalog is refused naming the file, record and field")
    func invalidCatalog() throws {
        let folder = try AppSimProcess.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bad"), withIntermediateDirectories: true)
        try Data(#"[{"id": "m1", "title": "X", "imageURL": "", "releaseYear": 1994, "sortOrder": 1}]"#.utf8)
            .write(to: folder.appendingPathComponent("bad/movies.json"))
        try Data(#"[{"id": "s1", "movieId": "m1", "title": "Y", "percent": 10, "startTime": "0:10", "singers": [], "releaseYear": 1994, "movieRuntimeMinutes": 90, "streamingLinks": [], "purchaseLinks": [], "keywords": [], "blurb": ""}]"#.utf8)
            .write(to: folder.appendingPathComponent("bad/songs.json"))
        let result = try AppSimProcess.run(["search", "y", "--catalog", "bad"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "appsim: bad/songs.json:1:74: songs[0] (id \"s1\"): startTime: expected HH:MM:SS, got \"0:10\"\n")
    }
}
