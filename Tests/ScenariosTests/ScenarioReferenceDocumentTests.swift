import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

/// docs/scenarios.md is rendered from the key tables (docs/rules.md#scenario-reference): every
/// table where its markers stand, the persona sections in registry order. The committed file must
/// be the rendering; with `APPSIM_RECORD_GOLDEN=1` the test writes it instead (and fails, saying
/// so), as it does golden files:
///
///     APPSIM_RECORD_GOLDEN=1 swift test --filter ScenarioReferenceDocumentTests
@Suite("docs/scenarios.md")
struct ScenarioReferenceDocumentTests {
    static let file = Fixtures.root.appendingPathComponent("docs/scenarios.md")

    /// The registered personas' and the scenario's own tables.
    static var document: ScenarioReferenceDocument {
        ScenarioReferenceDocument(shared: ScenarioFile.sharedKeyTables,
                                  personas: Personas.all.map { .init(plural: $0.plural, tables: $0.keyTables) })
    }

    @Test("docs/scenarios.md is rendered from the key tables: each table where its markers stand, the persona sections in registry order")
    func rendered() throws {
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        Golden.expect(try Self.document.render(committed), matchesFileAt: Self.file, label: "docs/scenarios.md")
    }

    @Test("a registered persona with no section gets one after the others, with every table; an unregistered persona's section goes")
    func newPersona() throws {
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        var document = Self.document
        let rows = [ScenarioKey("count", .wholeNumber(0...10), default: .required, "Beekeepers."), ScenarioKey.zones]
        document.personas.append(.init(plural: "beekeepers", tables: [
            ScenarioKeyTable("populations.beekeepers", "Apiaries' beekeepers", rows),
            ScenarioKeyTable("populations.beekeepers.hives", "Hives", [ScenarioKey("frames", .wholeNumber(1...9), default: .value("3"), "Frames a hive.")]),
        ]))
        let rendered = try document.render(committed)
        let section = """
        <!-- persona: beekeepers -->
        ## Beekeepers

        `populations.beekeepers`: Apiaries' beekeepers.

        <!-- keys: populations.beekeepers -->
        | key | type | default | allowed | meaning |
        |---|---|---|---|---|
        | `count` | whole number | required | 0 to 10 | Beekeepers. |
        | `zones` | array of objects | UTC | [zones](#zones): at least one, one weight positive | Where the agents live: each agent's home zone is drawn by weight. |
        <!-- /keys -->

        ### Hives

        <!-- keys: populations.beekeepers.hives -->
        | key | type | default | allowed | meaning |
        |---|---|---|---|---|
        | `frames` | whole number | `3` | 1 to 9 | Frames a hive. |
        <!-- /keys -->

        <!-- /personas -->

        """
        #expect(rendered.hasSuffix("\n\n" + section), "\(rendered.suffix(section.count + 200))")
        #expect(try document.render(rendered) == rendered, "rendering is stable")

        document.personas.removeAll { $0.plural == "beekeepers" || $0.plural == "listeners" }
        let without = try document.render(rendered)
        #expect(!without.contains("<!-- persona: beekeepers -->") && !without.contains("<!-- persona: listeners -->"))
        #expect(!without.contains("populations.listeners") && without.contains("<!-- persona: journalers -->"))
    }

    @Test("every link to a section of docs/scenarios.md, the tables' included, names one of its headings")
    func links() throws {
        let text = try Self.document.render(try String(contentsOf: Self.file, encoding: .utf8))
        let anchors = Set(text.components(separatedBy: "\n").compactMap { line -> String? in
            guard let heading = line.wholeMatch(of: /#{1,6} (.+)/)?.1 else { return nil }
            // GitHub's anchor of a heading: lower case, spaces as hyphens, other punctuation dropped.
            return String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" ? $0 : nil) })
        })
        let links = text.matches(of: /\]\(#([^)]+)\)/).map { String($0.1) }
        #expect(links.count > 20, "the reference links to its sections")
        #expect(links.filter { !anchors.contains($0) } == [], "links to no heading of docs/scenarios.md")
    }

    @Test("persona sections stand in registry order, and a table's markers hold its rendering: hand edits there go back")
    func order() throws {
        let rendered = try Self.document.render(try String(contentsOf: Self.file, encoding: .utf8))
        let lines = rendered.components(separatedBy: "\n")
        let sections = lines.compactMap(ScenarioReferenceDocument.plural(ofMarker:))
        #expect(sections == Personas.all.map { $0.plural })
        var swapped = lines
        let first = try #require(lines.firstIndex(of: ScenarioReferenceDocument.personaMarker(sections[1])))
        let second = try #require(lines.firstIndex(of: ScenarioReferenceDocument.personaMarker(sections[2])))
        let third = lines.firstIndex(of: ScenarioReferenceDocument.personaMarker(sections[3])) ?? lines.count
        swapped.replaceSubrange(first..<third, with: Array(lines[second..<third] + lines[first..<second]))
        #expect(try Self.document.render(swapped.joined(separator: "\n")) == rendered, "sections swapped by hand go back to registry order")
        let row = try #require(lines.firstIndex { $0.hasPrefix("| `sessionsPerDay` |") })
        var edited = lines
        edited[row] = "| `sessionsPerDay` | number | `2` | 0 to 100 | Edited by hand. |"
        edited.remove(at: row + 1)
        #expect(try Self.document.render(edited.joined(separator: "\n")) == rendered, "a table edited by hand goes back to its rendering")
    }
}
