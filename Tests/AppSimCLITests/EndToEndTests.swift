import Foundation
import TestSupport
import Testing

/// The `appsim` executable end to end: full output and exit codes, as golden transcripts in
/// `Golden/transcripts/` (re-record with `APPSIM_RECORD_GOLDEN=1`).
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
          catalogSongs: 300,
          zones: [{ zone: "America/New_York", weight: 1 }, { zone: "Asia/Kathmandu", weight: 1 }],
          travellers: { share: 0.1, tripsPerMonth: 10 },
          clockChangers: { share: 0.1, changesPerMonth: 10 },
        },
      },
      probes: ["dstDay"],
    }

    """

    /// Runs `body` in a new temporary folder holding `tiny.json5`, removed afterwards: searching a
    /// synthetic 300-song catalog (five times faster than the default 1,500 in a debug build), or
    /// none when `catalogSongs` is false, so a test can name a catalog folder with
    /// `--set populations.caregivers.catalog=DIR`.
    static func inFolderWithTiny<T>(catalogSongs: Bool = true, _ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder("appsim-test") { folder in
            let text = catalogSongs ? tiny : tiny.replacingOccurrences(of: "      catalogSongs: 300,\n", with: "")
            try Data(text.utf8).write(to: folder.appendingPathComponent("tiny.json5"))
            return try body(folder)
        }
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

    @Test("--help prints the command list and exits 0; each command has its own help")
    func help() throws {
        try withTemporaryFolder("appsim-test") { folder in
            try AppSimProcess.expectTranscript(["--help"], in: folder, matches: "help")
            try AppSimProcess.expectTranscript(["run", "--help"], in: folder, matches: "run-help")
        }
    }

    @Test("an unknown command or option is bad usage: exit 2 with a hint")
    func badUsage() throws {
        try withTemporaryFolder("appsim-test") { folder in
            try AppSimProcess.expectTranscript(["frobnicate"], in: folder, matches: "unknown-command")
            try AppSimProcess.expectTranscript(["run", "x.json5", "--fast"], in: folder, matches: "unknown-option")
            try AppSimProcess.expectTranscript(["run", "--workers", "0"], in: folder, matches: "bad-workers")
        }
    }

    @Test("a malformed scenario fails before the run with file, line, key path and expectation: exit 2; validate says what would run")
    func malformedScenario() throws {
        try Self.inFolderWithTiny { folder in
            try AppSimProcess.expectTranscript(["run", "tiny.json5", "--set", "populations.caregivers.count=-1"], in: folder, matches: "bad-input")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports").path))
            try AppSimProcess.expectTranscript(["validate", "tiny.json5"], in: folder, matches: "validate")
        }
    }

    @Test("same seed: byte-identical reports across processes, workers 1 and 2, deterministic hashing on and off")
    func determinism() throws {
        try Self.inFolderWithTiny { folder in
            let a = try AppSimProcess.run(["run", "tiny.json5", "--out", "a", "--workers", "1"], in: folder,
                                          environment: ["SWIFT_DETERMINISTIC_HASHING": nil])
            let b = try AppSimProcess.run(["run", "tiny.json5", "--out", "b", "--workers", "2"], in: folder,
                                          environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
            #expect(a.status == 0 && b.status == 0)
            let filesA = try Self.files(in: folder.appendingPathComponent("a"))
            #expect(filesA.keys.sorted() == ["active-users.svg", "ads-per-day.svg", "backend-day.svg", "backend.csv", "daily.csv", "kpis.csv", "quota-sheet-share.svg",
                                             "retention-curve.svg", "search-per-day.svg", "summary.md", "views-per-day.svg"])
            #expect(filesA == (try Self.files(in: folder.appendingPathComponent("b"))))
            let other = try AppSimProcess.run(["run", "tiny.json5", "--out", "c", "--seed", "6"], in: folder)
            #expect(other.status == 0)
            #expect(try Self.files(in: folder.appendingPathComponent("c"))["kpis.csv"] != filesA["kpis.csv"])
        }
    }

    @Test("run prints its settings first and the outcome last")
    func runOutput() throws {
        try Self.inFolderWithTiny { folder in
            try AppSimProcess.expectTranscript(["run", "tiny.json5", "--workers", "2"], in: folder, matches: "run")
            #expect(try Self.files(in: folder.appendingPathComponent("reports/tiny")).keys.sorted()
                    == ["active-users.svg", "ads-per-day.svg", "backend-day.svg", "backend.csv", "daily.csv", "kpis.csv", "quota-sheet-share.svg", "retention-curve.svg",
                        "search-per-day.svg", "summary.md", "views-per-day.svg"])
        }
    }

    @Test("a declared probe that is never reached fails the run: exit 1, and says which")
    func unreachedProbe() throws {
        try Self.inFolderWithTiny { folder in
            try AppSimProcess.expectTranscript(["run", "tiny.json5", "--workers", "2", "--set", "probes=[\"viewCap\"]"], in: folder, matches: "run-unreached-probe")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports/tiny/summary.md").path))
        }
    }

    @Test("replay re-runs one caregiver with its trace; an unknown agent is bad usage")
    func replay() throws {
        try Self.inFolderWithTiny { folder in
            try AppSimProcess.expectTranscript(["replay", "tiny.json5", "--agent", "caregiver#7", "--trace"], in: folder, matches: "replay")
            try AppSimProcess.expectTranscript(["replay", "tiny.json5", "--agent", "caregiver#300"], in: folder, matches: "replay-unknown-agent")
        }
    }

    @Test("replay --shrink on a caregiver that breaks nothing says so and exits 0")
    func shrinkNothing() throws {
        try Self.inFolderWithTiny { folder in
            _ = try AppSimProcess.expectTranscript(["replay", "tiny.json5", "--agent", "caregiver#7", "--shrink"], in: folder, matches: "replay-shrink-nothing")
        }
    }

    @Test("appsim with no command runs the compiled-in default from any folder")
    func defaultFromAnyFolder() throws {
        try withTemporaryFolder("appsim-test") { folder in
            let small = ["populations.caregivers.count=50", "populations.caregivers.catalogSongs=300", "populations.watchers.count=20",
                         "populations.watchers.catalogTitles=2000", "populations.journalers.count=20", "populations.listeners.count=20"]
            let result = try AppSimProcess.run(["--days", "1", "--set", "probes=[]", "--set", "rollouts=[]"] + small.flatMap { ["--set", $0] }, in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("appsim run scenarios/default.json5\n"))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports/default/summary.md").path))
        }
    }

    @Test("a report that cannot be written exits 3 before the run and leaves nothing behind")
    func unwritableReport() throws {
        try Self.inFolderWithTiny { folder in
            try Data("not a folder".utf8).write(to: folder.appendingPathComponent("blocker"))
            let result = try AppSimProcess.run(["run", "tiny.json5", "--out", "blocker/report"], in: folder)
            #expect(result.status == 3)
            #expect(result.stderr == "appsim: cannot write blocker/report/: Not a directory\n")
            #expect(result.stdout.isEmpty, "refused before the run")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".std") }.sorted() == ["blocker", "tiny.json5"])
        }
    }

    @Test("SIGINT, SIGTERM and SIGHUP stop the run: exit 128 + signal, one line on what was kept, no report and no staging folder",
          arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
    func interrupted(_ signal: Int32, _ name: String) throws {
        try Self.inFolderWithTiny { folder in
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
    }

    @Test("a run killed outright leaves only a hidden staging folder, which the next run clears")
    func killedRunLeavesNothingThatLooksComplete() throws {
        try Self.inFolderWithTiny { folder in
            var host = [CChar](repeating: 0, count: 256)
            _ = gethostname(&host, host.count)
            let name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let staging = folder.appendingPathComponent("reports/.tiny.partial-999999@\(name)")
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data("half".utf8).write(to: staging.appendingPathComponent("daily.csv"))
            let result = try AppSimProcess.run(["run", "tiny.json5"], in: folder)
            #expect(result.status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("reports").path) == ["tiny"])
        }
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
        guard getuid() == 0 else { return false }
        return (try? withTemporaryFolder("appsim-test") { folder in
            defer { _ = shell(["umount", folder.path]) }
            return shell(["mount", "-t", "tmpfs", "-o", "size=12k", "tmpfs", folder.path]) == 0
        }) ?? false
        #else
        return false
        #endif
    }()

    @Test("a disk that fills up mid-report exits 3 and leaves nothing on it", .enabled(if: canMount))
    func fullDisk() throws {
        try EndToEndTests.inFolderWithTiny { folder in
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

    @Test("check --junit onto a full disk exits 3 naming the path, and never says the check passed", .enabled(if: canMount))
    func junitOnFullDisk() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--update"], in: folder).status == 0)
            let disk = folder.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
            #expect(Self.shell(["mount", "-t", "tmpfs", "-o", "size=4k", "tmpfs", disk.path]) == 0)
            defer { _ = Self.shell(["umount", disk.path]) }
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--junit", "disk/ci/junit.xml"], in: folder)
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("appsim: --junit disk/ci/junit.xml: "))
            #expect(!result.stdout.contains("check passed"))
        }
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

    @Test("the committed baseline passes on every KPI it records", .long)
    func committedBaselinePasses() throws {
        let baseline = try String(contentsOf: Self.root.appendingPathComponent("reports/baselines/regression/kpis.csv"), encoding: .utf8)
        let recorded = baseline.split(separator: "\n").count - 1
        let result = try AppSimProcess.run(["check", "scenarios/regression.json5", "--baseline", "reports/baselines/regression"], in: Self.root)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("compared \(recorded) KPIs with reports/baselines/regression/ (scenario regression, seed 424242)\n"
                                        + "check passed: all \(recorded) KPIs identical\n"))
    }

    @Test("a baseline for another seed, or none at all, is bad input: exit 2 naming both sides")
    func mismatchedBaseline() throws {
        let seed = try AppSimProcess.run(["check", "scenarios/regression.json5", "--baseline", "reports/baselines/regression", "--seed", "7"], in: Self.root)
        #expect(seed.status == 2)
        #expect(seed.stderr == "appsim: reports/baselines/regression/ was recorded from another run than this check's:\n"
                + "  seed: baseline 424242, now 7 (--seed 7)\n"
                + "Run the check as the baseline was recorded: appsim check scenarios/regression.json5 --baseline reports/baselines/regression --seed 424242\n"
                + "or record this run as the baseline deliberately: appsim check scenarios/regression.json5 --baseline reports/baselines/regression --seed 7 --update\n")
        #expect(seed.stdout.isEmpty, "nothing ran")
        try AppSimProcess.expectTranscript(["check", "scenarios/regression.json5", "--baseline", "/nonexistent/base"], in: Self.root,
                                           matches: "check-refused-no-baseline")
        try EndToEndTests.inFolderWithTiny { empty in
            try FileManager.default.createDirectory(at: empty.appendingPathComponent("base"), withIntermediateDirectories: false)
            let hollow = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base"], in: empty)
            #expect(hollow.status == 2)
            #expect(hollow.stderr == "appsim: base/ holds no baseline (no baseline.json, no kpis.csv); name the baseline's folder, "
                    + "or record one with: appsim check tiny.json5 --baseline base --update\n")
        }
    }

    @Test("--junit into a path under a file is refused before the run, naming the path: exit 2, nothing printed on stdout")
    func junitUnderAFile() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--update"], in: folder).status == 0)
            try Data("not a folder".utf8).write(to: folder.appendingPathComponent("blocker"))
            try AppSimProcess.expectTranscript(["check", "tiny.json5", "--baseline", "base", "--junit", "blocker/junit.xml"], in: folder,
                                               matches: "check-refused-junit")
        }
    }

    @Test("--update records a baseline deliberately; the next check against it passes and writes JUnit and Markdown; a rule change fails naming each KPI that moved")
    func update() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            try AppSimProcess.expectTranscript(["check", "tiny.json5", "--baseline", "base", "--update", "--keep-traces", "4", "--workers", "2"], in: folder, matches: "check-update")
            try AppSimProcess.expectTranscript(["check", "tiny.json5", "--baseline", "base", "--workers", "2", "--junit", "junit.xml", "--markdown", "check.md"],
                                               in: folder, matches: "check-pass")
            Golden.expect(try String(contentsOf: folder.appendingPathComponent("check.md"), encoding: .utf8), matches: "transcripts/check-pass.md")
            Golden.expect(try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8), matches: "transcripts/check-pass.xml")
            try AppSimProcess.expectTranscript(["check", "tiny.json5", "--baseline", "base", "--workers", "2", "--set", "adRewardViews=3", "--ignore-pin"],
                                               in: folder, matches: "check-fail")
        }
    }

    @Test("a baseline recorded with --set or --days refuses a plain check with exit 2, naming each difference, before running; --update records the overrides")
    func pinnedOverrides() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let update = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--update", "--workers", "2", "--set", "adCooldownSeconds=20", "--days", "2"],
                                               in: folder)
            #expect(update.status == 0)
            let meta = try String(contentsOf: folder.appendingPathComponent("base/baseline.json"), encoding: .utf8)
            #expect(meta.contains("\"format\": 2,") && meta.contains("\"days\": 2,") && meta.contains("\"overrides\": [\"adCooldownSeconds=20\", \"days=2\"],"))
            try AppSimProcess.expectTranscript(["check", "tiny.json5", "--baseline", "base", "--workers", "2"], in: folder, matches: "check-refused-pin")
            let same = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--workers", "2", "--set", "adCooldownSeconds=20", "--days", "2"], in: folder)
            #expect(same.status == 0 && same.stderr.isEmpty)
        }
    }

    @Test("an edited scenario refuses the check naming both fingerprints; an edited tolerance does not (tolerances are not pinned)")
    func pinnedContents() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--update", "--workers", "2"], in: folder).status == 0)
            let tolerant = EndToEndTests.tiny.replacingOccurrences(of: "days: 3,", with: "days: 3, tolerances: { \"caregiver.views_per_user_day\": 0.1 },")
            try tolerant.write(to: folder.appendingPathComponent("tiny.json5"), atomically: true, encoding: .utf8)
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--workers", "2"], in: folder).status == 0)
            let edited = tolerant.replacingOccurrences(of: "count: 300,", with: "count: 299,")
            try edited.write(to: folder.appendingPathComponent("tiny.json5"), atomically: true, encoding: .utf8)
            try AppSimProcess.expectTranscript(["check", "tiny.json5", "--baseline", "base", "--workers", "2"], in: folder, matches: "check-refused-edited")
        }
    }

    @Test("a format-1 baseline (name and seed only) is still compared, with one note that it predates pinning")
    func formatOneBaseline() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--update", "--workers", "2"], in: folder).status == 0)
            try "{\n  \"format\": 1,\n  \"scenario\": \"tiny\",\n  \"seed\": 5\n}\n".write(to: folder.appendingPathComponent("base/baseline.json"), atomically: true, encoding: .utf8)
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "base", "--workers", "2", "--days", "2"], in: folder)
            #expect(result.status == 1, "compared: 2 days against 3 drift")
            #expect(result.stderr == "appsim: note: base/ predates pinning (baseline format 1 pins only the scenario name and seed, not days, overrides "
                    + "or the scenario's contents); comparing anyway. Record it again with --update to pin them\n")
        }
    }
}

/// `appsim sweep` end to end.
@Suite("appsim sweep end to end")
struct SweepEndToEndTests {
    @Test("a sweep writes sweep.md, sweep.csv, charts and per-arm reports, byte-identical for 1 and 2 workers")
    func sweep() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let common = ["tiny.json5", "--grid", "baseQuota=2,3,4", "--replications", "2", "--set", "probes=[]", "--set", "populations.caregivers.count=60"]
            let one = try AppSimProcess.expectTranscript(["sweep"] + common + ["--workers", "1", "--out", "one"], in: folder, matches: "sweep")
            let two = try AppSimProcess.run(["sweep"] + common + ["--workers", "2", "--out", "two"], in: folder)
            #expect(one.status == 0 && two.status == 0)
            let filesOne = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
            #expect(filesOne.contains("sweep.md") && filesOne.contains("sweep.csv") && filesOne.contains("chart-caregiver-views_per_user_day.svg"))
            #expect(filesOne.contains("arms/2-baseQuota_3/summary.md"))
            for file in filesOne where file.contains(".") && file != "appsim-manifest.json" {
                let a = try Data(contentsOf: folder.appendingPathComponent("one/\(file)"))
                let b = try Data(contentsOf: folder.appendingPathComponent("two/\(file)"))
                #expect(a == b, "\(file)")
            }
        }
    }

    @Test("three shards run as separate processes merge into the unsharded sweep, byte for byte")
    func shards() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let common = ["tiny.json5", "--grid", "baseQuota=2,3,4", "--replications", "2", "--set", "probes=[]", "--set", "populations.caregivers.count=60"]
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
    }

    @Test("a scenario with no grid and no --grid is bad usage")
    func noGrid() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let result = try AppSimProcess.run(["sweep", "tiny.json5"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: tiny.json5 declares no sweep grid; add sweep: { grid: {...} } or pass --grid key=v1,v2\nSee 'appsim sweep --help'.\n")
        }
    }
}

/// `appsim catalog` and `appsim search` end to end.
@Suite("appsim search end to end")
struct SearchEndToEndTests {
    @Test("a synthetic catalog is written, then searched: TSV lines in rank order; a favorite scores +10")
    func catalogAndSearch() throws {
        try withTemporaryFolder("appsim-test") { folder in
            try AppSimProcess.expectTranscript(["catalog", "--songs", "300", "--out", "cat"], in: folder, matches: "catalog")
            try AppSimProcess.expectTranscript(["search", "amelie", "--catalog", "cat", "--format", "tsv"], in: folder, matches: "search-tsv")
            try AppSimProcess.expectTranscript(["search", "amelie", "--catalog", "cat", "--favorites", "s-000282"], in: folder, matches: "search-favorite")
        }
    }

    @Test("a scenario runs on a catalog folder in the app's data contract; a broken one stops the run before it starts")
    func scenarioOnCatalogFolder() throws {
        try EndToEndTests.inFolderWithTiny(catalogSongs: false) { folder in
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
    }

    @Test("an invalid catalog is refused naming the file, record and field")
    func invalidCatalog() throws {
        try withTemporaryFolder("appsim-test") { folder in
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
}
