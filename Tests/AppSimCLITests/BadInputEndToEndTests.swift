import Foundation
import TestSupport
import Testing

/// Input a user can type that AppSim must refuse before the run — exit 2, a message naming the
/// file or flag and what was expected — or print without letting it reach the terminal raw.
@Suite("appsim check, merge and search with bad records and raw text")
struct BadInputEndToEndTests {
    @Test("a baseline whose kpis.csv has a header and no rows is bad input: exit 2 before the run, naming the file")
    func headerOnlyBaseline() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update"], in: folder).status == 0)
            try Data("persona,kpi,value\n".utf8).write(to: folder.appendingPathComponent("b/kpis.csv"))
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: b/kpis.csv: expected a row per KPI after the header, found none "
                    + "(record the baseline again with 'appsim check FILE --baseline DIR --update')\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("a sweep whose grid leaves out the scenario's own value exits 2 before any run, writing nothing; --baseline-arm runs it")
    func gridWithoutTheBaseline() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let common = ["sweep", "tiny.json5", "--grid", "baseQuota=4,2", "--set", "probes=[]", "--set", "populations.caregivers.count=20",
                          "--replications", "1", "--out", "s"]
            let refused = try AppSimProcess.run(common, in: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("appsim: tiny.json5: sweep.grid.baseQuota: the grid's values {4, 2} leave out the scenario's own value"),
                    "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s").path))
            let named = try AppSimProcess.run(common + ["--baseline-arm", "baseQuota=4"], in: folder)
            #expect(named.status == 0, "\(named.stderr)")
            let md = try String(contentsOf: folder.appendingPathComponent("s/sweep.md"), encoding: .utf8)
            #expect(md.contains("| baseline arm | baseQuota=4 |"))
        }
    }

    @Test("check --update with --junit or --markdown is a usage error before the run: exit 2, nothing written")
    func updateWithReports() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            for option in ["--junit", "--markdown"] {
                let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update", option, "out.txt"], in: folder)
                #expect(result.status == 2)
                #expect(result.stderr.hasPrefix("appsim: --junit and --markdown report a comparison, and --update compares nothing: "
                                                + "record the baseline, then run the check with them\n"))
                #expect(result.stdout.isEmpty)
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b").path))
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.txt").path))
            }
        }
    }

    @Test("a baseline value written as 40625.0 where the run says 40625 is no drift")
    func numbersCompareAsNumbers() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update"], in: folder).status == 0)
            let kpis = folder.appendingPathComponent("b/kpis.csv")
            let rewritten = try String(contentsOf: kpis, encoding: .utf8).split(separator: "\n").map { line -> String in
                line.hasPrefix("caregiver,user_days,") ? line + ".0" : String(line)
            }.joined(separator: "\n") + "\n"
            try Data(rewritten.utf8).write(to: kpis)
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b"], in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.contains("check passed: all "))
        }
    }

    @Test("a baseline value of NaN or infinity is refused before the run, naming the file and line: it would pass any tolerance")
    func nonFiniteBaseline() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update"], in: folder).status == 0)
            let kpis = folder.appendingPathComponent("b/kpis.csv")
            var lines = try String(contentsOf: kpis, encoding: .utf8).split(separator: "\n").map(String.init)
            let fields = lines[1].split(separator: ",")
            lines[1] = "\(fields[0]),\(fields[1]),nan"
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: kpis)
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: b/kpis.csv:2: expected persona,kpi,value with a finite number or n/a, got \"\(lines[1])\"\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("merge refuses shards run from different scenario contents: exit 2, naming both fingerprints")
    func shardsOfDifferentScenarios() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let common = ["tiny.json5", "--grid", "baseQuota=2,3", "--set", "probes=[]", "--set", "populations.caregivers.count=20"]
            #expect(try AppSimProcess.run(["sweep"] + common + ["--shard", "1/2", "--out", "part1"], in: folder).status == 0)
            #expect(try AppSimProcess.run(["sweep"] + common + ["--shard", "2/2", "--out", "part2", "--set", "populations.caregivers.sessionsPerDay=2"],
                                          in: folder).status == 0)
            let result = try AppSimProcess.run(["merge", "part1", "part2", "--out", "merged"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("appsim: shard 2/2 ran a different scenario than shard 1/2 (fingerprint "))
            #expect(result.stderr.hasSuffix("): run every shard from the same scenario file, overrides and catalogs\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path))
        }
    }

    @Test("merge refuses a shard whose runs.csv lost a row: exit 2, naming the file")
    func editedShard() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let common = ["tiny.json5", "--grid", "baseQuota=2,3", "--set", "probes=[]", "--set", "populations.caregivers.count=20"]
            for index in 1...2 {
                #expect(try AppSimProcess.run(["sweep"] + common + ["--shard", "\(index)/2", "--out", "part\(index)"], in: folder).status == 0)
            }
            let runs = folder.appendingPathComponent("part2/runs.csv")
            var lines = try String(contentsOf: runs, encoding: .utf8).split(separator: "\n").map(String.init)
            lines.remove(at: 3)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: runs)
            let result = try AppSimProcess.run(["merge", "part1", "part2", "--out", "merged"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("appsim: part2/runs.csv: has \(lines.count - 1) rows where part2/shard.json records \(lines.count), "))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path))
        }
    }

    @Test("a catalog title with a tab, a newline and a terminal escape prints escaped in TSV and text")
    func escapedSearchOutput() throws {
        try withTemporaryFolder("appsim-test") { folder in
            #expect(try AppSimProcess.run(["catalog", "--songs", "10", "--out", "cat"], in: folder).status == 0)
            let songs = folder.appendingPathComponent("cat/songs.json")
            let text = try String(contentsOf: songs, encoding: .utf8)
            let title = try #require(text.split(separator: "\n").first { $0.contains("\"title\"") })
            let original = String(title.split(separator: "\"")[3])
            try Data(text.replacingOccurrences(of: "\"\(original)\"", with: "\"\(original)\\t\\n\\u001b[2J\"").utf8).write(to: songs)
            let tsv = try AppSimProcess.run(["search", original, "--catalog", "cat", "--format", "tsv"], in: folder)
            #expect(tsv.status == 0)
            #expect(tsv.stdout.contains("\t\(original)\\t\\n\\u{001B}[2J\t"))
            #expect(!tsv.stdout.contains("\u{1B}"))
            let plain = try AppSimProcess.run(["search", original, "--catalog", "cat"], in: folder)
            #expect(plain.stdout.contains("\(original)\\t\\n\\u{001B}[2J — "))
        }
    }

    @Test("a million listeners over 100,000-song libraries is refused within a second for its time, and with 1,000 seeded plays a song for its memory, with the estimate and the ways out")
    func millionListenersRefused() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let result = try AppSimProcess.run(["run", "tiny.json5", "--out", "million", "--days", "28", "--set", "populations.caregivers.count=0",
                                                "--set", "populations.listeners={ count: 1000000, librarySongs: 100000 }", "--workers", "2",
                                                "--max-hours", "2"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("appsim: this would take about 695 MB and "))
            #expect(result.stderr.contains(" h (estimated before the run), longer than the 2 h allowed: run fewer agents or days, "
                                           + "or split the run across machines with --shard i/n, or allow it with --max-hours "))
            #expect(result.stdout.isEmpty, "refused before the header, before any work")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("million").path))
            let wide = try AppSimProcess.run(["validate", "tiny.json5", "--set",
                                              "populations.listeners={ count: 1000000, librarySongs: 100000, seededPlaysPerSong: 1000 }"], in: folder)
            #expect(wide.status == 2)
            #expect(wide.stderr.contains("of memory this machine has: run fewer agents or days, smaller libraries or catalogs, or fewer --workers"))
        }
    }
}
