import Foundation
import TestSupport
import Testing

/// `appsim run --shard i/n` and `appsim merge` end to end.
@Suite("appsim run --shard and merge end to end")
struct RunShardEndToEndTests {
    /// The tiny scenario (300 caregivers) with 300 watchers: two partitions of each, so of three
    /// shards the first simulates nobody, the second the first partition of each, the third the rest.
    static let scenario = ["tiny.json5", "--set", "populations.watchers={ count: 300 }"]

    @Test("three shards run as separate processes merge, in any order, into the unsharded run's report byte for byte; incomplete, repeated, mixed or mismatched shards are refused")
    func shardsMerge() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["run"] + Self.scenario + ["--out", "whole"], in: folder).status == 0)
            try AppSimProcess.expectTranscript(["run"] + Self.scenario + ["--shard", "2/3", "--workers", "2", "--out", "part2"], in: folder,
                                               matches: "run-shard")
            for index in [1, 3] {
                #expect(try AppSimProcess.run(["run"] + Self.scenario + ["--shard", "\(index)/3", "--out", "part\(index)"], in: folder).status == 0)
            }
            try AppSimProcess.expectTranscript(["merge", "part3", "part1", "part2", "--out", "merged"], in: folder, matches: "merge-run")
            let whole = try EndToEndTests.files(in: folder.appendingPathComponent("whole"))
            #expect(whole.keys.contains("watchers-daily.csv"))
            #expect(try EndToEndTests.files(in: folder.appendingPathComponent("merged")) == whole)

            let refusals: [(folders: [String], message: String)] = [
                (["part1", "part3"], "missing shards: 2/3"),
                (["part1", "part2", "part3", "again"], "part1 and again are both shard 1/3: give each shard once"),
                (["part1", "part2", "seed6"], "seed6 (shard 3/3) ran a different scenario than part1 (shard 1/3) (fingerprint "),
                (["part1", "part2", "part3", "sweep"], "part1, part2, part3 are a run's shards (appsim run --shard) and sweep a sweep's "
                    + "(appsim sweep --shard): merge the shards of one run or of one sweep"),
            ]
            try FileManager.default.copyItem(at: folder.appendingPathComponent("part1"), to: folder.appendingPathComponent("again"))
            #expect(try AppSimProcess.run(["run"] + Self.scenario + ["--shard", "3/3", "--seed", "6", "--out", "seed6"], in: folder).status == 0)
            #expect(try AppSimProcess.run(["sweep", "tiny.json5", "--grid", "baseQuota=2,3", "--set", "populations.caregivers.count=20",
                                           "--set", "probes=[]", "--shard", "1/2", "--out", "sweep"], in: folder).status == 0)
            for refusal in refusals {
                let result = try AppSimProcess.run(["merge"] + refusal.folders + ["--out", "refused"], in: folder)
                #expect(result.status == 2)
                #expect(result.stderr.hasPrefix("appsim: " + refusal.message), "\(refusal.folders)")
                #expect(result.stdout.isEmpty)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refused").path))
        }
    }
}
