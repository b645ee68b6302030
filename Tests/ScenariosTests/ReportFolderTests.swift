import Foundation
import Harness
import Scenarios
import TestSupport
import Testing

/// `ReportFolder`, `ReportFile` and `ReportManifest`: what AppSim may replace, decided before a
/// run, and written whole (DESIGN.md, "Scenarios and reports").
@Suite("Report folders and files")
struct ReportFolderTests {
    static func write(_ files: [(name: String, contents: String)], to path: String) throws {
        try ReportFolder.claim(path).write(files, manifest: ReportManifest(command: ["run"], scenario: nil))
    }

    static func entries(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    @Test("an absent path is written with its manifest listing every file")
    func absent() throws {
        try withTemporaryFolder("report-folder") { root in
            try Self.write([("a.csv", "1\n"), ("arms/1-x/summary.md", "# x\n")], to: root.appendingPathComponent("r").path)
            #expect(try Self.entries(root) == ["r"])
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json", "arms"])
            let manifest = try String(contentsOf: root.appendingPathComponent("r/appsim-manifest.json"), encoding: .utf8)
            #expect(manifest.contains("\"files\": [\"a.csv\", \"arms/1-x/summary.md\"]"))
            #expect(manifest.contains("\"version\": \"\(AppSimVersion.current)\""))
        }
    }

    @Test("an empty folder is written into: nothing can be lost")
    func emptyFolder() throws {
        try withTemporaryFolder("report-folder") { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("r"), withIntermediateDirectories: false)
            try Self.write([("a.csv", "1\n")], to: root.appendingPathComponent("r").path)
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json"])
        }
    }

    @Test("a folder AppSim wrote is replaced whole: files the new report no longer has are gone, nothing else is left")
    func replaced() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("r").path
            try Self.write([("a.csv", "1\n"), ("old/b.csv", "2\n")], to: path)
            try Self.write([("a.csv", "3\n")], to: path)
            #expect(try Self.entries(root) == ["r"])
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json"])
            #expect(try String(contentsOf: root.appendingPathComponent("r/a.csv"), encoding: .utf8) == "3\n")
        }
    }

    @Test("a user's file anywhere inside makes the folder theirs: refused before anything is written")
    func foreignFileRefused() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("r").path
            try Self.write([("arms/1-x/a.csv", "1\n")], to: path)
            try Data("mine".utf8).write(to: root.appendingPathComponent("r/arms/1-x/notes.txt"))
            #expect(throws: OutputError(.refused, "\(path)/ already exists and it holds what AppSim did not write there (arms/1-x/notes.txt): "
                                        + "AppSim replaces only report folders it wrote and leaves it untouched. Choose a new folder, e.g. --out \(path)-2.")) {
                try ReportFolder.claim(path)
            }
            #expect(try Self.entries(root) == ["r"], "no staging folder was left")
        }
    }

    @Test("a damaged manifest means AppSim cannot tell what it wrote: refused")
    func damagedManifest() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("r").path
            try Self.write([("a.csv", "1\n")], to: path)
            try Data("{ format: 1, tool: \"appsim\" ".utf8).write(to: root.appendingPathComponent("r/appsim-manifest.json"))
            #expect(throws: OutputError.self) { try ReportFolder.claim(path) }
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json"])
        }
    }

    @Test("another AppSim report folder inside is carried into the replacement, untouched")
    func nestedCarried() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("r").path
            try Self.write([("a.csv", "1\n")], to: path)
            try Self.write([("sweep.md", "# sweep\n"), ("arms/1-x/a.csv", "9\n")], to: path + "/sweep")
            try Self.write([("a.csv", "2\n")], to: path)
            #expect(try Self.entries(root) == ["r"])
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json", "sweep"])
            #expect(try String(contentsOf: root.appendingPathComponent("r/sweep/arms/1-x/a.csv"), encoding: .utf8) == "9\n")
        }
    }

    @Test("a folder holding only AppSim report folders (made on their way) may be written")
    func containerOfReports() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("r").path
            try Self.write([("sweep.md", "# sweep\n")], to: path + "/sweep")
            try Self.write([("a.csv", "1\n")], to: path)
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json", "sweep"])
        }
    }

    @Test("abandoned staging folders of dead processes are cleared; a live process's are not")
    func abandonedStaging() throws {
        try withTemporaryFolder("report-folder") { root in
            let dead = root.appendingPathComponent(".r.partial-999999")
            let alive = root.appendingPathComponent(".r.partial-\(getppid())")
            for staging in [dead, alive] {
                try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
                try Data("half".utf8).write(to: staging.appendingPathComponent("daily.csv"))
            }
            try Self.write([("a.csv", "1\n")], to: root.appendingPathComponent("r").path)
            #expect(try Self.entries(root) == [alive.lastPathComponent, "r"])
        }
    }

    @Test("a single file is written where nothing is, replaces a regular file, and creates the folders on its way")
    func singleFile() throws {
        try withTemporaryFolder("report-folder") { root in
            let deep = root.appendingPathComponent("ci/results/junit.xml").path
            try ReportFile.claim(deep, option: "--junit").write("<x/>\n")
            #expect(try String(contentsOfFile: deep, encoding: .utf8) == "<x/>\n")
            try ReportFile.claim(deep, option: "--junit").write("<y/>\n")
            #expect(try String(contentsOfFile: deep, encoding: .utf8) == "<y/>\n")
            #expect(try Self.entries(root.appendingPathComponent("ci/results")) == ["junit.xml"])
        }
    }

    @Test("a single file under a regular file is refused, naming what is in the way")
    func singleFileUnderAFile() throws {
        try withTemporaryFolder("report-folder") { root in
            try Data("x".utf8).write(to: root.appendingPathComponent("blocker"))
            let path = root.appendingPathComponent("blocker/j.xml").path
            #expect(throws: OutputError(.refused, "--junit \(path): \(root.path)/blocker is a regular file, not a folder. Name a path in a folder.")) {
                try ReportFile.claim(path, option: "--junit")
            }
        }
    }

    @Test("the scenario fingerprint ignores how a scenario is written and changes with any value")
    func fingerprint() throws {
        let written = try ScenarioFile.parse("""
        // comments and key order do not matter
        { seed: 1, name: "f", start: "2025-03-01T00:00:00Z", days: 2, populations: { caregivers: { count: 3 } } }
        """, file: "a.json5")
        let spelledOut = try ScenarioFile.parse("""
        { name: "f", seed: 1, start: "2025-03-01T00:00:00Z", days: 2, remoteConfig: { baseQuota: 3 },
          populations: { caregivers: { count: 3, sessionsPerDay: 1.5 } } }
        """, file: "b.json5")
        #expect(written.fingerprint == spelledOut.fingerprint)
        #expect(written.fingerprint.count == 16)
        let changed = try ScenarioFile.parse("""
        { seed: 1, name: "f", start: "2025-03-01T00:00:00Z", days: 2, populations: { caregivers: { count: 3 } } }
        """, file: "a.json5", overrides: ["baseQuota=4"])
        #expect(changed.fingerprint != written.fingerprint)
    }
}
