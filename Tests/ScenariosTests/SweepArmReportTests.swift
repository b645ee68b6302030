import Foundation
import Harness
import Testing
@testable import Scenarios
import TestSupport

/// A sweep's per-arm reports: every persona's files, kept by a sharded run's merge, and a re-run
/// command that reproduces the arm.
@Suite("Sweep arm reports")
struct SweepArmReportTests {
    static let everyPersona = """
    {
      name: "every-persona-sweep",
      seed: 11,
      start: "2025-03-06T00:00:00Z",
      days: 2,
      populations: {
        caregivers: { count: 30, zones: [{ zone: "Europe/London", weight: 1 }] },
        watchers: { count: 6, zones: [{ zone: "Asia/Kolkata", weight: 1 }], catalogTitles: 300 },
        journalers: { count: 6, zones: [{ zone: "America/New_York", weight: 1 }, { zone: "Pacific/Auckland", weight: 1 }] },
        listeners: { count: 3, zones: [{ zone: "Australia/Sydney", weight: 1 }], librarySongs: 40 },
      },
      sweep: { grid: { baseQuota: [2, 4] }, replications: 2 },
    }
    """

    /// The every-persona sweep written to `every.json5` in `folder` and prepared, with the file's
    /// path; its grid leaves out the scenario's baseQuota, so it names its baseline.
    static func prepared(in folder: URL) throws -> (prepared: SweepRun.Prepared, path: String) {
        let path = folder.appendingPathComponent("every.json5").path
        try Data(everyPersona.utf8).write(to: URL(fileURLWithPath: path))
        let plan = try #require(try ScenarioFile.load(path: path).sweep)
        return (try SweepRun.prepare(path: path, overrides: ["days=2"], plan: plan, independent: true, baselineArm: ["baseQuota=2"]), path)
    }

    @Test("shards written and read back merge into the unsharded sweep with every persona's arm files", .long)
    func shardsKeepEveryPersonasFiles() throws {
        try withTemporaryFolder("arm-report") { root in
            let (prepared, path) = try Self.prepared(in: root)
            let header = SweepHeader(prepared, scenarioPath: path)
            let tasks = try #require(SweepRun.run(prepared, path: path, workers: 2))
            let whole = SweepReport(try #require(SweepResult(header: header, tasks: tasks))).files
            for persona in ["watchers", "journalers", "listeners"] {
                #expect(whole.contains { $0.name.hasPrefix("arms/1-") && $0.name.hasSuffix("/\(persona)-daily.csv") }, "\(persona)")
            }
            var shards: [SweepShard] = []
            for index in 1...2 {
                let part = try #require(SweepRun.run(prepared, path: path, workers: 1, shard: Shard(index: index, count: 2)))
                let folder = root.appendingPathComponent("shard-\(index)").path
                try ReportFolder.claim(folder, kind: .sweepShard).write(SweepShard(header: header, index: index, count: 2, tasks: part).files,
                                                     manifest: ReportManifest(command: [], scenario: nil))
                shards.append(try SweepShard.load(directory: folder))
            }
            let merged = SweepReport(try SweepShard.merge(shards)).files
            #expect(merged.map(\.name) == whole.map(\.name))
            #expect(merged.map(\.contents) == whole.map(\.contents))
        }
    }

    @Test("an arm's report names its overrides, and running them reproduces the arm's KPIs")
    func armReportReproduces() throws {
        try withTemporaryFolder("arm-report") { root in
            let (prepared, path) = try Self.prepared(in: root)
            let tasks = try #require(SweepRun.run(prepared, path: path, workers: 2))
            for arm in prepared.arms.indices {
                let run = try #require(tasks.first { $0.arm == arm && $0.replication == 0 }).run
                let summary = try #require(run.armReport.first { $0.name.hasSuffix("/summary.md") }).contents
                let overrides = prepared.overrides(arm: arm, replication: 0)
                #expect(overrides.first == "days=2" && overrides.contains(prepared.arms[arm].assignments[0]))
                #expect(overrides.last == "seed=\(prepared.scenario(arm: arm, replication: 0).seed)", "independent arms draw their own seeds")
                #expect(summary.contains(overrides.map { "--set \($0)" }.joined(separator: " ")))
                let scenario = try ScenarioSource.load(path: path, overrides: overrides).scenario
                let again = try #require(ScenarioRun.run(scenario, scenarioPath: path, overrides: overrides, workers: 1))
                let kpis = try #require(run.armReport.first { $0.name.hasSuffix("/kpis.csv") }).contents
                #expect(RunReport(again).files.first { $0.name == "kpis.csv" }?.contents == kpis)
            }
        }
    }

    @Test("a shard whose manifest names a file outside the report is refused before anything is read or written")
    func manifestOutsideTheReport() throws {
        try withTemporaryFolder("arm-report") { root in
            let (prepared, path) = try Self.prepared(in: root)
            let header = SweepHeader(prepared, scenarioPath: path)
            let part = try #require(SweepRun.run(prepared, path: path, workers: 1, shard: Shard(index: 1, count: 2)))
            let folder = root.appendingPathComponent("shard").path
            try ReportFolder.claim(folder, kind: .sweepShard).write(SweepShard(header: header, index: 1, count: 2, tasks: part).files,
                                                 manifest: ReportManifest(command: [], scenario: nil))
            let manifest = folder + "/" + ReportManifest.fileName
            let text = try String(contentsOfFile: manifest, encoding: .utf8)
            let escaping = text.replacingOccurrences(of: "\"files\": [", with: "\"files\": [\"arms/1-baseQuota_2/../../../escape.txt\", ")
            try Data(escaping.utf8).write(to: URL(fileURLWithPath: manifest))
            #expect(throws: RecordError.self) { try SweepShard.load(directory: folder) }
            do throws(RecordError) {
                _ = try SweepShard.load(directory: folder)
            } catch {
                #expect(error.description.hasSuffix("appsim-manifest.json:9:13: files: expected paths inside the report (letters, digits, '.', '-', '_' between '/', no '..'), as AppSim writes them"), "\(error)")
            }
        }
    }

    @Test("report paths: relative parts of letters, digits, '.', '-' and '_'; never empty, '.', '..' or absolute",
          arguments: [("kpis.csv", true), ("arms/1-baseQuota_2/summary.md", true), ("chart-caregiver-views.svg", true),
                      ("../x", false), ("arms/1-x/../../y", false), ("/etc/passwd", false), ("a//b", false), ("./a", false),
                      ("a b.csv", false), ("é.csv", false), ("", false)])
    func reportPaths(path: String, accepted: Bool) {
        #expect(ReportManifest.isReportPath(path) == accepted)
    }
}
