import Foundation
import Harness
import Scenarios
import TestSupport
import Testing

/// `ReportFolder`, `ReportFile` and `ReportManifest`: what AppSim may replace, decided before a
/// run, and written whole (docs/rules.md#folder-kind, docs/rules.md#single-file-outputs,
/// docs/rules.md#commit-survives-a-kill).
@Suite("Report folders and files")
struct ReportFolderTests {
    static func write(_ files: [(name: String, contents: String)], to path: String) throws {
        try ReportFolder.claim(path, kind: .run).write(files, manifest: ReportManifest(command: ["run"], scenario: nil))
    }

    /// This machine's host name, as AppSim's hidden folders carry it (`.r.partial-<pid>@<host>`).
    static var host: String { ReportFolder.host }

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
                try ReportFolder.claim(path, kind: .run)
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
            #expect(throws: OutputError.self) { try ReportFolder.claim(path, kind: .run) }
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

    @Test("abandoned staging folders of dead processes are cleared; a live process's are not, nor a name without this host")
    func abandonedStaging() throws {
        try withTemporaryFolder("report-folder") { root in
            let dead = root.appendingPathComponent(".r.partial-999999@\(Self.host)")
            let alive = root.appendingPathComponent(".r.partial-\(getppid())@\(Self.host)")
            let hostless = root.appendingPathComponent(".r.partial-999999")
            for staging in [dead, alive, hostless] {
                try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
                try Data("half".utf8).write(to: staging.appendingPathComponent("daily.csv"))
            }
            #expect(ReportFolder.recover(root.appendingPathComponent("r").path).isEmpty)
            try Self.write([("a.csv", "1\n")], to: root.appendingPathComponent("r").path)
            #expect(try Self.entries(root) == [hostless.lastPathComponent, alive.lastPathComponent, "r"].sorted())
        }
    }

    @Test("a set-aside report is never deleted unless a report of its kind stands at the path; it is left and reported")
    func retiredKeptBesideAnotherKind() throws {
        try withTemporaryFolder("report-folder") { root in
            let hidden = root.appendingPathComponent(".r.old-999999@\(Self.host)")
            try Self.plant([("a.csv", "old\n")], at: hidden)
            try ReportFolder.claim(root.appendingPathComponent("r").path, kind: .catalog)
                .write([("songs.json", "[]\n")], manifest: ReportManifest(command: [], scenario: nil))
            let recovered = ReportFolder.recover(root.appendingPathComponent("r").path)
            #expect(try Self.entries(hidden) == ["a.csv", "appsim-manifest.json"])
            #expect(recovered.count == 1 && recovered[0].hasPrefix("left "))
        }
    }

    @Test("the hidden staging of a nested report is neither foreign nor lost: the replacement carries it")
    func nestedStagingCarried() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("r").path
            try Self.write([("a.csv", "1\n")], to: path)
            let nested = root.appendingPathComponent("r/.sweep.partial-\(getppid())@\(Self.host)")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: false)
            try Data("half".utf8).write(to: nested.appendingPathComponent("sweep.csv"))
            try Self.write([("a.csv", "2\n")], to: path)
            #expect(try Self.entries(root.appendingPathComponent("r")) == [nested.lastPathComponent, "a.csv", "appsim-manifest.json"])
        }
    }

    /// A report folder of `files` at `url` with a manifest, written as a killed commit leaves it.
    static func plant(_ files: [(name: String, contents: String)], at url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for file in files { try Data(file.contents.utf8).write(to: url.appendingPathComponent(file.name)) }
        let manifest = ReportManifest(version: "0", command: "appsim run", kind: .run, scenario: "", scenarioFingerprint: "",
                                      files: files.map(\.name).sorted())
        try Data(manifest.text.utf8).write(to: url.appendingPathComponent(ReportManifest.fileName))
    }

    @Test("killed between the two renames of the fallback: the previous report, set aside whole, is put back at the path")
    func retiredRestored() throws {
        try withTemporaryFolder("report-folder") { root in
            try Self.plant([("a.csv", "old\n")], at: root.appendingPathComponent(".r.old-999999@\(Self.host)"))
            try Self.plant([("a.csv", "new\n")], at: root.appendingPathComponent(".r.partial-999999@\(Self.host)"))
            let recovered = ReportFolder.recover(root.appendingPathComponent("r").path)
            #expect(try Self.entries(root) == ["r"])
            #expect(try String(contentsOf: root.appendingPathComponent("r/a.csv"), encoding: .utf8) == "old\n")
            #expect(recovered.count == 1 && recovered[0].hasPrefix("restored "))
        }
    }

    @Test("killed after the swap: the nested report left in the hidden folder is carried back, the previous report's files deleted")
    func nestedRecovered() throws {
        try withTemporaryFolder("report-folder") { root in
            let hidden = root.appendingPathComponent(".r.partial-999999@\(Self.host)")
            try Self.plant([("a.csv", "old\n")], at: hidden)
            try Self.plant([("songs.json", "[]\n")], at: hidden.appendingPathComponent("cat"))
            try Self.plant([("a.csv", "new\n")], at: root.appendingPathComponent("r"))
            let recovered = ReportFolder.recover(root.appendingPathComponent("r").path)
            #expect(try Self.entries(root) == ["r"])
            #expect(try Self.entries(root.appendingPathComponent("r")) == ["a.csv", "appsim-manifest.json", "cat"])
            #expect(try String(contentsOf: root.appendingPathComponent("r/a.csv"), encoding: .utf8) == "new\n")
            #expect(recovered.count == 1 && recovered[0].hasPrefix("carried "))
        }
    }

    @Test("a hidden folder holding what AppSim did not write is left where it is and reported; another host's is not touched")
    func foreignDebrisKept() throws {
        try withTemporaryFolder("report-folder") { root in
            let hidden = root.appendingPathComponent(".r.partial-999999@\(Self.host)")
            try Self.plant([("a.csv", "old\n")], at: hidden)
            try Data("mine".utf8).write(to: hidden.appendingPathComponent("notes.txt"))
            let elsewhere = root.appendingPathComponent(".r.partial-999998@another-host")
            try Self.plant([("a.csv", "theirs\n")], at: elsewhere)
            try Self.plant([("a.csv", "new\n")], at: root.appendingPathComponent("r"))
            let recovered = ReportFolder.recover(root.appendingPathComponent("r").path)
            #expect(try Self.entries(hidden) == ["notes.txt"])
            #expect(try Self.entries(elsewhere) == ["a.csv", "appsim-manifest.json"])
            #expect(recovered.count == 1 && recovered[0].hasPrefix("left "))
        }
    }

    @Test("a single file replaces only what AppSim wrote there (its signature) or an empty file; anything else is refused")
    func singleFileSignature() throws {
        try withTemporaryFolder("report-folder") { root in
            let path = root.appendingPathComponent("j.xml").path
            try Data("<x a/>\n".utf8).write(to: URL(fileURLWithPath: path))
            try ReportFile.claim(path, option: "--junit", signature: "<x").write("<x b/>\n")
            try Data().write(to: URL(fileURLWithPath: path))
            try ReportFile.claim(path, option: "--junit", signature: "<x").write("<x c/>\n")
            try Data("persona,kpi,value\n".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: OutputError.self) { try ReportFile.claim(path, option: "--junit", signature: "<x") }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "persona,kpi,value\n")
        }
    }

    @Test("a single file is written where nothing is, replaces a regular file, and creates the folders on its way")
    func singleFile() throws {
        try withTemporaryFolder("report-folder") { root in
            let deep = root.appendingPathComponent("ci/results/junit.xml").path
            try ReportFile.claim(deep, option: "--junit", signature: "<x").write("<x/>\n")
            #expect(try String(contentsOfFile: deep, encoding: .utf8) == "<x/>\n")
            try ReportFile.claim(deep, option: "--junit", signature: "<x").write("<y/>\n")
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
                try ReportFile.claim(path, option: "--junit", signature: "<x")
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
