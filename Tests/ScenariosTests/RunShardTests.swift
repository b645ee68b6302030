import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

@Suite("Run shards")
struct RunShardTests {
    /// Shard `index` of `count`, valid by construction.
    static func shard(_ index: Int, of count: Int) -> Shard {
        Shard(index: index, count: count)!
    }

    @Test("shard i of n takes partitions ⌊(i−1)·P/n⌋ ..< ⌊i·P/n⌋: blocks follow each other and cover each partition once, some empty")
    func blocks() throws {
        #expect(Self.shard(2, of: 4).partitions(of: 8) == 2..<4)
        #expect(Self.shard(3, of: 3).partitions(of: 2) == 1..<2)
        #expect(Self.shard(1, of: 3).partitions(of: 2) == 0..<0)
        for total in 0...12 {
            for count in 1...14 {
                let blocks = (1...count).map { Shard(index: $0, count: count)!.partitions(of: total) }
                #expect(blocks.first?.lowerBound == 0 && blocks.last?.upperBound == total)
                #expect(zip(blocks, blocks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            }
        }
        #expect(Shard("2/4") == Shard(index: 2, count: 4))
        #expect(Shard("0/4") == nil && Shard("5/4") == nil && Shard("1/0") == nil && Shard("1/") == nil && Shard("1/2/3") == nil)
    }

    @Test("every persona's tally decodes from its JSON to an equal tally")
    func tallyRoundTrip() throws {
        let outcome = try #require(Fixtures.everyPersonaRun)
        #expect(outcome.tallies.count == Personas.all.count)
        for tally in outcome.tallies {
            let decodedIsEqual = Self.roundTrips(tally)
            #expect(decodedIsEqual, "\(tally.persona.plural)")
        }
    }

    /// Whether `tally` decoded from its JSON equals it.
    static func roundTrips<Tally: PersonaTally>(_ tally: Tally) -> Bool {
        Tally.Owner.decodeTally(tally.json) as? Tally == tally
    }

    @Test("two shards of a caregivers run merge into the unsharded tally: shard order is partition order")
    func caregiverShardsMerge() throws {
        let scenario = try Fixtures.smallScenario()
        let whole = try #require(Fixtures.smallRun)
        let first = try #require(Caregivers.run(scenario, shard: Self.shard(1, of: 2), workers: 2))
        let second = try #require(Caregivers.run(scenario, shard: Self.shard(2, of: 2), workers: 2))
        #expect(first != whole && second != whole)
        var merged = first
        merged.merge(second)
        #expect(merged == whole)
    }

    /// The every-persona run's shards 1/2 (the first of the listeners' two partitions, and no
    /// partition of the other personas: each has one) and 2/2 (the rest), written to new folders
    /// of their own in `root`.
    static func writtenShards(in root: URL, overrides: [String] = []) throws -> [String] {
        let scenario = try ScenarioFile.parse(Fixtures.everyPersona, file: "every-persona.json5", overrides: overrides)
        return try (1...2).map { index in
            let outcome = try #require(ScenarioRun.run(scenario, scenarioPath: "every-persona.json5", overrides: overrides,
                                                       shard: Self.shard(index, of: 2), workers: 2))
            let folder = root.appendingPathComponent(UUID().uuidString).path
            let part = RunShard(outcome, shard: Self.shard(index, of: 2), scenarioText: Fixtures.everyPersona)
            try ReportFolder.claim(folder, kind: .runShard).write(part.files, manifest: ReportManifest(command: [], scenario: scenario))
            return folder
        }
    }

    @Test("shards written and read back, given in any order, merge into the unsharded report byte for byte")
    func shardsMerge() throws {
        try withTemporaryFolder("run-shard") { root in
            let folders = try Self.writtenShards(in: root)
            guard case .run(let outcome) = try ShardSet.merge(folders: folders.reversed()) else {
                Issue.record("run shards merged as a sweep")
                return
            }
            let whole = RunReport(try #require(Fixtures.everyPersonaRun)).files
            let merged = RunReport(outcome).files
            #expect(merged.map(\.name) == whole.map(\.name))
            #expect(merged.map(\.contents) == whole.map(\.contents))
            let shard = try String(contentsOfFile: folders[0] + "/shard.json", encoding: .utf8)
            #expect(shard.contains("\n  \"kind\": \"run\",\n") && shard.contains("{\"persona\": \"listeners\", \"partitions\": 2, \"from\": 0, \"to\": 1, "))
        }
    }

    @Test("merge refuses an edited tally, shards run with other overrides, and partitions that are not the shard's, naming the file")
    func refusals() throws {
        try withTemporaryFolder("run-shard") { root in
            let folders = try Self.writtenShards(in: root)
            let tally = folders[1] + "/tally-watchers.json"
            let text = try String(contentsOfFile: tally, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "\"dayCount\":12", with: "\"dayCount\":11").utf8).write(to: URL(fileURLWithPath: tally))
            #expect(throws: RecordError("\(tally): is not the tally \(folders[1])/shard.json records (it changed since shard 2/2 wrote it): "
                                        + "run shard 2/2 again rather than merge an edited part")) {
                try ShardSet.merge(folders: folders)
            }

            let seeded = try Self.writtenShards(in: root, overrides: ["seed=11"])
            #expect(throws: RecordError("\(seeded[1]) (shard 2/2) was run as `appsim run every-persona.json5 --set seed=11`, \(folders[0]) (shard 1/2) "
                                        + "as `appsim run every-persona.json5`: the report names the command, so run every shard with the same "
                                        + "scenario path and overrides")) {
                try ShardSet.merge(folders: [folders[0], seeded[1]])
            }

            let meta = seeded[0] + "/shard.json"
            let header = try String(contentsOfFile: meta, encoding: .utf8)
            try Data(header.replacingOccurrences(of: "\"partitions\": 1, \"from\": 0, \"to\": 0", with: "\"partitions\": 1, \"from\": 0, \"to\": 1")
                .utf8).write(to: URL(fileURLWithPath: meta))
            #expect(throws: RecordError("\(meta): records the partitions caregivers 0..<1 of 1, watchers 0..<1 of 1, journalers 0..<1 of 1, "
                                        + "listeners 0..<1 of 2 where shard 1/2 of this scenario takes caregivers 0..<0 of 1, watchers 0..<0 of 1, "
                                        + "journalers 0..<0 of 1, listeners 0..<1 of 2: run shard 1/2 again")) {
                try ShardSet.merge(folders: seeded)
            }
        }
    }

    @Test("a shard's estimate takes its share of the agent-days and of the backend log, warms its own search cache, and holds its log twice while it writes it")
    func estimate() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=100000"])
        let whole = ResourceEstimate(scenario, workers: 2, cores: 2)
        let quarter = ResourceEstimate(scenario, shard: Self.shard(1, of: 4), workers: 2, cores: 2)
        let constants = ResourceEstimate.Constants.measured
        let warmUp = { (shard: Shard) in ResourceEstimate.Terms(scenario, shard: shard, workers: 2, cores: 2, constants: constants).catalogSeconds }
        let process = constants.processSeconds
        #expect(abs((quarter.seconds - process - warmUp(Self.shard(1, of: 4))) * 4 - (whole.seconds - process - warmUp(.whole))) < whole.seconds * 1e-9)
        #expect(abs(warmUp(Self.shard(1, of: 4)) * 2 - warmUp(.whole)) < 1e-9, "the warm-up grows as the root of the searches")
        #expect(quarter.bytes < whole.bytes && quarter.bytes > whole.bytes / 4)
        let writing = ResourceEstimate(scenario, shard: Self.shard(1, of: 4), writesShard: true, workers: 2, cores: 2)
        #expect(writing.bytes > quarter.bytes && writing.seconds == quarter.seconds)
    }
}
