import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

@Suite("Sweeps")
struct SweepTests {
    static let tinySweep = """
    {
      name: "tiny-sweep",
      seed: 3,
      start: "2025-03-06T00:00:00Z",
      days: 3,
      populations: { caregivers: { count: 80, catalogSongs: 300, zones: [{ zone: "Europe/London", weight: 1 }], opensPerSession: 5 } },
      sweep: { grid: { baseQuota: [2, 3], "populations.caregivers.adPropensity": [0.2, 0.9] }, replications: 3 },
      decision: {
        objective: "caregiver.free_rewatch_share",
        guardrails: [{ kpi: "caregiver.quota_sheet_user_day_share", maxRise: 0.05 }, { kpi: "caregiver.ad_completion_rate", maxDrop: 0.01 }],
        assumptions: ["populations.caregivers.adPropensity"],
      },
    }
    """

    /// Runs a prepared sweep whole.
    static func result(_ prepared: SweepRun.Prepared, workers: Int) throws -> SweepResult {
        let tasks = try #require(SweepRun.run(prepared, path: "t.json5", workers: workers))
        return try #require(SweepResult(header: SweepHeader(prepared, scenarioPath: "t.json5"), tasks: tasks))
    }

    /// Runs `body` with the path of `tiny-sweep.json5`, written to a new temporary folder that is
    /// removed afterwards.
    static func withTinySweepFile<T>(_ body: (String) throws -> T) throws -> T {
        try withTemporaryFolder("sweep") { folder in
            let file = folder.appendingPathComponent("tiny-sweep.json5")
            try Data(tinySweep.utf8).write(to: file)
            return try body(file.path)
        }
    }

    /// The tiny sweep's own grid, prepared from a file of its own.
    static func preparedTinySweep(_ overrides: [String] = []) throws -> SweepRun.Prepared {
        try withTinySweepFile { path in
            let plan = try #require(try ScenarioFile.load(path: path).sweep)
            return try SweepRun.prepare(path: path, overrides: overrides, plan: plan, independent: false)
        }
    }

    /// The tiny sweep run whole once (2 workers): its report files, shared by the tests that compare
    /// with it.
    static let wholeTinySweep: [(name: String, contents: String)]? = try? SweepReport(result(preparedTinySweep(), workers: 2)).files

    /// The tiny sweep run as shards 1/3, 2/3 and 3/3, once: the files each shard writes.
    static let tinySweepShards: [[(name: String, contents: String)]]? = try? { () throws -> [[(name: String, contents: String)]] in
        let prepared = try preparedTinySweep()
        return try (1...3).map { try shardFiles(prepared, $0, of: 3) }
    }()

    /// Common random numbers on two arms of the tiny sweep over 6 replications, run once.
    static let commonRandomNumbers: SweepResult? = try? { () throws -> SweepResult in
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: 6)
        return try result(try withTinySweepFile { try SweepRun.prepare(path: $0, overrides: [], plan: plan, independent: false) }, workers: 2)
    }()

    @Test("arms are the grid's cartesian product, the last key varying fastest")
    func arms() throws {
        let plan = try #require(try ScenarioFile.parse(Self.tinySweep, file: "t.json5").sweep)
        #expect(plan.replications == 3)
        #expect(plan.arms.map(\.name) == [
            "baseQuota=2, populations.caregivers.adPropensity=0.2", "baseQuota=2, populations.caregivers.adPropensity=0.9",
            "baseQuota=3, populations.caregivers.adPropensity=0.2", "baseQuota=3, populations.caregivers.adPropensity=0.9",
        ])
    }

    @Test("common random numbers: every arm of a replication shares its seed; replication 0 keeps the scenario's")
    func seeds() {
        for replication in 0..<20 {
            let seeds = Set((0..<5).map { SweepPlan.seed(base: 9, replication: replication, arm: $0, independent: false) })
            #expect(seeds.count == 1)
        }
        #expect(SweepPlan.seed(base: 9, replication: 0, arm: 3, independent: false) == 9)
        let independent = Set((0..<5).flatMap { arm in (0..<20).map { SweepPlan.seed(base: 9, replication: $0, arm: arm, independent: true) } })
        #expect(independent.count == 100)
    }

    @Test("an arm value the scenario's rules refuse fails before the run, naming the arm")
    func invalidArm() throws {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "20"])], replications: 1)
        try Self.withTinySweepFile { path in
            let refusal = ScenarioError(file: path, path: "sweep.grid",
                                        message: "arm baseQuota=20: remoteConfig.baseQuota is 20, above remoteConfig.dailyViewCap 15 (the default), "
                                        + "which must be at least baseQuota; set baseQuota to at most 15, or --set dailyViewCap too")
            #expect(throws: refusal) {
                try SweepRun.prepare(path: path, overrides: [], plan: plan, independent: false)
            }
        }
    }

    @Test("results and every report file are the same for 1 and 2 workers")
    func workersDoNotMatter() throws {
        let a = SweepReport(try Self.result(try Self.preparedTinySweep(), workers: 1)).files
        let b = try #require(Self.wholeTinySweep)
        #expect(a.map(\.name) == b.map(\.name))
        #expect(a.map(\.contents) == b.map(\.contents))
        let csvLines = a[1].contents.split(separator: "\n").count
        #expect(csvLines == 1 + 4 * 3 * KPICatalog.ids.filter { $0.hasPrefix("caregiver.") }.count, "a sweep without watchers has no watcher rows")
        #expect(a.contains { $0.name == "arms/1-baseQuota_2__populations.caregivers.adPropensity_0.2/summary.md" })
    }

    @Test("sweep.md matches its golden copy: the decision table, then means with intervals and paired differences against the baseline arm")
    func sweepGolden() throws {
        let sweep = try #require(Self.wholeTinySweep?.first { $0.name == "sweep.md" })
        Golden.expect(sweep.contents, matches: "sweep/sweep.md")
    }

    @Test("common random numbers shrink the variance of paired differences; independent numbers do not")
    func varianceReduction() throws {
        let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"])], replications: 6)
        let independent = try Self.result(try Self.withTinySweepFile { try SweepRun.prepare(path: $0, overrides: [], plan: plan, independent: true) }, workers: 2)
        let common = try #require(Self.commonRandomNumbers)
        let withCRN = try #require(common.difference("caregiver.views", arm: 1).varianceReduction)
        let without = try #require(independent.difference("caregiver.views", arm: 1).varianceReduction)
        #expect(withCRN > 5)
        #expect(without < 5)
    }

    @Test("a chart draws each arm's interval as sweep.md prints it: within what the KPI can be, where the plain t interval of a count reaches below 0")
    func chartsDrawBoundedIntervals() throws {
        let result = try #require(Self.commonRandomNumbers)
        var belowZero: [String] = []
        for kpi in result.kpiIDs where SweepReport.isCharted(kpi, result) {
            let bounds = KPICatalog.unit(of: kpi).bounds
            let drawn = SweepReport.chart(kpi, result).intervals
            #expect(drawn == result.header.arms.indices.map { result.interval(kpi, arm: $0) }, "\(kpi)")
            #expect(drawn.compactMap { $0 }.allSatisfy { [$0.lower, $0.upper].allSatisfy { $0.map(bounds.contains) ?? true } }, "\(kpi)")
            if result.header.arms.indices.contains(where: { Statistics.confidenceInterval(result.values(kpi, arm: $0)).lower.map { $0 < 0 } ?? false }) {
                belowZero.append(kpi)
            }
        }
        #expect(!belowZero.isEmpty, "some KPI's plain interval leaves its bounds, so the check can fail")
    }

    @Test("the paired difference is the mean of per-replication differences, with a t interval")
    func pairedDifference() throws {
        let result = try #require(Self.commonRandomNumbers)
        let a = result.values("caregiver.views", arm: 1)
        let b = result.values("caregiver.views", arm: 0)
        let difference = result.difference("caregiver.views", arm: 1)
        #expect(difference.interval == Statistics.confidenceInterval(zip(a, b).map { $0 - $1 }))
        #expect(difference.independentVariance == Statistics.variance(a) + Statistics.variance(b))
    }

    @Test("shards 1/3, 2/3 and 3/3, written and read back, merge into the unsharded sweep byte for byte")
    func shardsMerge() throws {
        let whole = try #require(Self.wholeTinySweep)
        let shards = try withTemporaryFolder("shard") { try Self.writtenTinySweepShards(in: $0) }
        #expect(shards.allSatisfy { $0.header.decision == (try? ScenarioFile.parse(Self.tinySweep, file: "t.json5"))?.decision })
        let merged = SweepReport(try SweepShard.merge(shards.reversed())).files
        #expect(merged.map(\.name) == whole.map(\.name))
        #expect(merged.map(\.contents) == whole.map(\.contents))
        #expect(throws: RecordError("missing shards: 2/3")) { try SweepShard.merge([shards[0], shards[2]]) }
        #expect(throws: RecordError("shard 2/3 is given twice")) { try SweepShard.merge([shards[0], shards[1], shards[1]]) }
    }

    /// The files shard `index` of `count` of `prepared` writes.
    static func shardFiles(_ prepared: SweepRun.Prepared, _ index: Int, of count: Int) throws -> [(name: String, contents: String)] {
        let tasks = try #require(SweepRun.run(prepared, path: "t.json5", workers: 2, shard: Shard(index: index, count: count)))
        return SweepShard(header: SweepHeader(prepared, scenarioPath: "t.json5"), index: index, count: count, tasks: tasks).files
    }

    /// `files` written as the report folder `name` in `folder`; the report folder's path.
    static func written(_ files: [(name: String, contents: String)], in folder: URL, as name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try ReportFolder.claim(path, kind: .sweep).write(files, manifest: ReportManifest(command: [], scenario: nil))
        return path
    }

    /// The tiny sweep's three shards, written to report folders in `folder` and read back.
    static func writtenTinySweepShards(in folder: URL) throws -> [SweepShard] {
        try #require(tinySweepShards).enumerated().map { try SweepShard.load(directory: written($1, in: folder, as: "part\($0 + 1)")) }
    }

    @Test("a shard whose runs.csv lost a row is refused, naming the file and both counts")
    func shardWithRowsRemoved() throws {
        try withTemporaryFolder("shard") { root in
            let folder = try Self.written(try #require(Self.tinySweepShards)[1], in: root, as: "part2")
            let runs = URL(fileURLWithPath: folder + "/runs.csv")
            var lines = try String(contentsOf: runs, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let recorded = lines.count - 2
            lines.remove(at: 3)
            try Data(lines.joined(separator: "\n").utf8).write(to: runs)
            #expect(throws: RecordError("\(folder)/runs.csv: has \(recorded - 1) rows where \(folder)/shard.json records \(recorded), or rows that "
                                        + "changed since the shard wrote it: run shard 2/3 again rather than merge an edited part")) {
                try SweepShard.load(directory: folder)
            }
        }
    }

    @Test("shards run from different scenario contents do not merge")
    func shardsOfDifferentScenarios() throws {
        try withTemporaryFolder("shard") { folder in
            let shards = try Self.writtenTinySweepShards(in: folder)
            let other = try Self.preparedTinySweep(["populations.caregivers.sessionsPerDay=2"])
            let second = try SweepShard.load(directory: try Self.written(try Self.shardFiles(other, 2, of: 3), in: folder, as: "other2"))
            #expect(throws: RecordError("shard 2/3 ran a different scenario than shard 1/3 (fingerprint \(other.base.fingerprint), not "
                                        + "\(shards[0].header.scenarioFingerprint)): run every shard from the same scenario file, overrides and catalogs")) {
                try SweepShard.merge([shards[0], second, shards[2]])
            }
        }
    }

    @Test("an arm named by long values writes its report to a folder cut to fit a file name, unique by its number")
    func longArmNames() throws {
        let long = String(repeating: "é", count: 150)
        let plan = SweepPlan(dimensions: [SweepPlan.Dimension(key: "description", values: [#""\#(long)a""#, #""\#(long)b""#])], replications: 1)
        let prepared = try Self.withTinySweepFile { try SweepRun.prepare(path: $0, overrides: ["populations.caregivers.count=5"], plan: plan, independent: false) }
        let folders = Set(try #require(SweepRun.run(prepared, path: "t.json5", workers: 1)).flatMap { $0.run.armReport.map { $0.name.split(separator: "/")[1] } })
        #expect(folders.count == 2)
        #expect(folders.allSatisfy { $0.utf8.count <= 130 && $0.allSatisfy(\.isASCII) })
        #expect(folders.contains { $0.hasPrefix("1-description____") } && folders.contains { $0.hasPrefix("2-description____") })
    }
}
