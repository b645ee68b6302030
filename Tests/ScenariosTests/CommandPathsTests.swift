import Foundation
import Harness
import Scenarios
import TestSupport
import Testing

/// No output may be, contain or lie inside an input or another output, however it is spelled
/// (docs/rules.md#outputs-never-touch-inputs).
@Suite("Command paths")
struct CommandPathsTests {
    static func refused(reads: [String], writes: [String]) -> Bool {
        let paths = CommandPaths(reads: reads.map { CommandPaths.Named("--in", $0) }, writes: writes.map { CommandPaths.Named("--out", $0) })
        do {
            try paths.check()
            return false
        } catch {
            return true
        }
    }

    /// A baseline folder `base` with a file, a link to it, a hard link to its file, and a sibling.
    static func layout(_ root: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("base/sub"), withIntermediateDirectories: true)
        try Data("k\n".utf8).write(to: root.appendingPathComponent("base/kpis.csv"))
        try files.createDirectory(at: root.appendingPathComponent("other"), withIntermediateDirectories: false)
        try files.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "base")
        try files.linkItem(atPath: root.appendingPathComponent("base/kpis.csv").path, toPath: root.appendingPathComponent("hard.csv").path)
    }

    @Test("the same input, however spelled, is refused as an output; a sibling is not", arguments: [
        ("base/kpis.csv", true), ("./base/kpis.csv", true), ("base/../base/kpis.csv", true), ("base//kpis.csv", true),
        ("link/kpis.csv", true), ("hard.csv", false), ("base/", true), ("base", true), ("link", true), ("link/", true),
        ("base/new.xml", true), ("base/sub/deeper/new.xml", true), ("link/sub/new.md", true), ("other/../base/x", true),
        (".", true), ("..", true), ("other/x.xml", false), ("base2", false), ("Base", false), ("kpis.csv", false), ("other", false),
    ])
    func spellings(output: String, refused: Bool) throws {
        try withTemporaryFolder("command-paths") { root in
            try Self.layout(root)
            #expect(Self.refused(reads: [root.path + "/base"], writes: [root.path + "/" + output]) == refused, "\(output)")
        }
    }

    @Test("a seeded fuzz of spellings: a path is refused exactly when it names the input or lies in or around it")
    func fuzz() throws {
        try withTemporaryFolder("command-paths") { root in
            try Self.layout(root)
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            // Spellings of where each path goes: into the input (`base` or its link), or beside it.
            let intoInput = ["base", "link", "./base", "other/../base", "base/.", "link/../base", "other/../link"]
            let beside = ["other", "./other", "base/../other", "link/../other", "other/.", "."]
            let leaves = ["", "/", "/kpis.csv", "/new.xml", "/sub", "/sub/", "/sub/x/y.md", "//kpis.csv"]
            for _ in 0..<400 {
                let inside = next(2) == 0
                let head = inside ? intoInput[next(intoInput.count)] : beside[next(beside.count)]
                let leaf = leaves[next(leaves.count)]
                let path = head + leaf
                let expected = inside || (head == "." && leaf.isEmpty) || (head == "." && leaf == "/")
                #expect(Self.refused(reads: [root.path + "/base"], writes: [root.path + "/" + path]) == expected, "\(path)")
            }
        }
    }

    @Test("a hard link to an input file is that file")
    func hardLink() throws {
        try withTemporaryFolder("command-paths") { root in
            try Self.layout(root)
            #expect(Self.refused(reads: [root.path + "/base/kpis.csv"], writes: [root.path + "/hard.csv"]))
            #expect(!Self.refused(reads: [root.path + "/base/kpis.csv"], writes: [root.path + "/other/hard.csv"]))
        }
    }

    @Test("two outputs may not share a path, nor one hold the other")
    func outputsApart() throws {
        try withTemporaryFolder("command-paths") { root in
            let a = root.appendingPathComponent("out/j.xml").path
            #expect(Self.refused(reads: [], writes: [a, root.appendingPathComponent("out/./j.xml").path]))
            #expect(Self.refused(reads: [], writes: [root.appendingPathComponent("out").path, a]))
            #expect(!Self.refused(reads: [], writes: [a, root.appendingPathComponent("out/c.md").path]))
        }
    }

    @Test("the refusal names both options and both paths")
    func message() throws {
        try withTemporaryFolder("command-paths") { root in
            try Self.layout(root)
            let paths = CommandPaths(reads: [CommandPaths.Named("--baseline", root.path + "/base")],
                                     writes: [CommandPaths.Named("--junit", root.path + "/base/kpis.csv")])
            #expect(throws: OutputError(.refused, "--junit \(root.path)/base/kpis.csv is inside --baseline \(root.path)/base, which this command "
                                        + "reads: AppSim never writes over or into what it reads, so nothing was run or written. "
                                        + "Name another path for --junit.")) {
                try paths.check()
            }
        }
    }
}
