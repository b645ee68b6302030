import Foundation
import Harness
import Scenarios
import TestSupport
import Testing

/// A folder has a kind, and a command replaces only a folder of its own
/// (docs/rules.md#folder-kind).
@Suite("Report kinds")
struct ReportKindTests {
    static func write(_ kind: ReportKind, _ files: [(name: String, contents: String)], to path: String) throws {
        try ReportFolder.claim(path, kind: kind).write(files, manifest: ReportManifest(command: ["x"], scenario: nil))
    }

    @Test("the manifest records the kind, and reads it back")
    func recorded() throws {
        try withTemporaryFolder("report-kind") { root in
            let path = root.appendingPathComponent("b").path
            try Self.write(.baseline, [("baseline.json", "{}\n"), ("kpis.csv", "persona,kpi,value\n")], to: path)
            let text = try String(contentsOfFile: path + "/appsim-manifest.json", encoding: .utf8)
            #expect(text.contains("\"format\": 2"))
            #expect(text.contains("\"kind\": \"baseline\""))
        }
    }

    @Test("every kind refuses every other kind's folder, naming what it found; its own is replaced")
    func everyPair() throws {
        try withTemporaryFolder("report-kind") { root in
            for found in ReportKind.allCases {
                let path = root.appendingPathComponent(found.rawValue).path
                try Self.write(found, [("a.csv", "1\n")], to: path)
                for writer in ReportKind.allCases where writer != found {
                    do throws(OutputError) {
                        _ = try ReportFolder.claim(path, kind: writer)
                        Issue.record("\(writer) replaced \(found)")
                    } catch {
                        #expect(error.kind == .refused)
                        #expect(error.description.contains("holds \(found.noun), which \(found.writer) writes"))
                        #expect(error.description.contains("this command writes \(writer.noun) there"))
                    }
                }
                try Self.write(found, [("b.csv", "2\n")], to: path)
                #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == ["appsim-manifest.json", "b.csv"])
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).count == ReportKind.allCases.count, "no staging left")
        }
    }

    @Test("folders written before kinds were recorded are told by their files")
    func recognisedByFiles() {
        #expect(ReportKind.recognised(byFiles: ["baseline.json", "kpis.csv", "fingerprints.bin"]) == .baseline)
        #expect(ReportKind.recognised(byFiles: ["shard.json", "scenario.json5", "caregivers.json"]) == .runShard)
        #expect(ReportKind.recognised(byFiles: ["shard.json", "runs.csv"]) == .sweepShard)
        #expect(ReportKind.recognised(byFiles: ["sweep.md", "sweep.csv"]) == .sweep)
        #expect(ReportKind.recognised(byFiles: ["movies.json", "songs.json"]) == .catalog)
        #expect(ReportKind.recognised(byFiles: ["search.md", "library.md"]) == .capacity)
        #expect(ReportKind.recognised(byFiles: ["summary.md", "kpis.csv"]) == .run)
        #expect(ReportKind.recognised(byFiles: ["notes.txt"]) == nil)
    }

    @Test("a format-1 manifest (no kind) is read with the kind its files tell; the committed baseline is a baseline")
    func formatOne() throws {
        try withTemporaryFolder("report-kind") { root in
            let path = root.appendingPathComponent("old").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try Data("# x\n".utf8).write(to: URL(fileURLWithPath: path + "/summary.md"))
            try Data("""
            { "format": 1, "tool": "appsim", "version": "0.11.0", "command": "appsim run", "scenario": "x",
              "scenarioFingerprint": "", "files": ["summary.md"] }
            """.utf8).write(to: URL(fileURLWithPath: path + "/appsim-manifest.json"))
            #expect(throws: OutputError.self) { try ReportFolder.claim(path, kind: .baseline) }
            try ReportFolder.claim(path, kind: .run).abandon()
        }
    }
}
