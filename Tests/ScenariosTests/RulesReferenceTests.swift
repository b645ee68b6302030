import Foundation
import Testing

/// docs/rules.md against the repository: every anchor a code comment cites exists, and every file a
/// rule names as its code or its tests is where the rule says (docs/rules.md, the introduction).
@Suite("docs/rules.md references")
struct RulesReferenceTests {
    static let rules = (try? String(contentsOf: Fixtures.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)) ?? ""

    /// The anchors rules.md declares (`<a id="…">`).
    static var anchors: Set<String> {
        Set(rules.matches(of: #/<a id="([a-z0-9-]+)"><\/a>/#).map { String($0.output.1) })
    }

    /// Every Swift file under `folder` (Sources or Tests), relative to the repository.
    static func swiftFiles(under folder: String) -> [String] {
        let root = Fixtures.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    @Test("every anchor of docs/rules.md that Sources and Tests cite exists")
    func citedAnchorsExist() throws {
        let anchors = Self.anchors
        #expect(anchors.count > 100, "rules.md declares its anchors")
        var missing: [String] = []
        for file in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests") {
            let text = try String(contentsOf: Fixtures.root.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: #/docs/rules\.md#([a-z0-9-]+)/#) where !anchors.contains(String(match.output.1)) {
                missing.append("\(file): #\(match.output.1)")
            }
        }
        #expect(missing == [])
    }

    @Test("every Swift file docs/rules.md names as a rule's code or tests exists")
    func namedFilesExist() {
        let folders = ["Harness", "Scenarios", "Sim", "Model", "Time", "Measurements", "AppSimCLI", "CaregiverPersona",
                       "WatcherPersona", "JournalerPersona", "ListenerPersona"]
        let testFolders = ["ScenariosTests", "AppSimCLITests", "ModelTests", "SimTests", "TimeTests", "TestSupportTests", "TestSupport"]
        var missing: [String] = []
        var named = 0
        for match in Self.rules.matches(of: #/`((?:Sources/|Tests/)?([A-Za-z]+)/[A-Za-z0-9_+/.-]+\.swift)`/#) {
            let path = String(match.output.1), top = String(match.output.2)
            let file: String
            if path.hasPrefix("Sources/") || path.hasPrefix("Tests/") {
                file = path
            } else if folders.contains(top) {
                file = "Sources/" + path
            } else if testFolders.contains(top) {
                file = "Tests/" + path
            } else {
                continue
            }
            named += 1
            if !FileManager.default.fileExists(atPath: Fixtures.root.appendingPathComponent(file).path) { missing.append(path) }
        }
        #expect(named > 300, "rules.md names its code and tests")
        #expect(missing == [])
    }
}
