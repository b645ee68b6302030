import Harness

/// docs/scenarios.md with its generated parts rendered from the key tables
/// (docs/rules.md#scenario-reference). Everything else in it is written by hand and kept as it is.
///
/// - **Tables.** `<!-- keys: PATH -->`, the table of PATH (`ScenarioKeyTable.markdown`), then
///   `<!-- /keys -->`. A table stands wherever its markers are; one with no markers is added at
///   the end of its persona's section (a shared one before the first section), under a `###`
///   heading of its title. Markers of a path with no table, or of a path shown already, go.
/// - **Persona sections.** From `<!-- persona: PLURAL -->` to the next such marker or to
///   `<!-- /personas -->`, in registry order. A registered persona with no section gets one: a
///   heading, a line saying what its population is, and its tables. A section of a persona that is
///   not registered goes.
struct ScenarioReferenceDocument {
    /// A persona's plural and its tables, with full paths.
    struct PersonaTables {
        var plural: String
        var tables: [ScenarioKeyTable]
    }

    /// The scenario's own tables.
    var shared: [ScenarioKeyTable]
    /// The personas, in registry order.
    var personas: [PersonaTables]

    static let personasEnd = "<!-- /personas -->"
    static let keysEnd = "<!-- /keys -->"

    static func keysMarker(_ path: String) -> String {
        "<!-- keys: \(path) -->"
    }

    static func personaMarker(_ plural: String) -> String {
        "<!-- persona: \(plural) -->"
    }

    /// Why `text` cannot be rendered: it has no end of the persona sections.
    struct Unrenderable: Error, CustomStringConvertible {
        var description: String
    }

    /// `text` with every generated part rendered from the tables.
    func render(_ text: String) throws -> String {
        let lines = text.components(separatedBy: "\n")
        guard let end = lines.firstIndex(of: Self.personasEnd) else {
            throw Unrenderable(description: "docs/scenarios.md has no \(Self.personasEnd) to end the persona sections")
        }
        let starts = lines.indices.filter { $0 < end && Self.plural(ofMarker: lines[$0]) != nil }
        var head = Array(lines[..<(starts.first ?? end)])
        var sections: [String: [String]] = [:]
        for (index, start) in starts.enumerated() {
            let plural = Self.plural(ofMarker: lines[start])!
            if sections[plural] == nil { sections[plural] = Array(lines[start..<(index + 1 < starts.count ? starts[index + 1] : end)]) }
        }
        var tail = Array(lines[end...])

        let shown = (shared + personas.flatMap(\.tables)).filter { $0.sameKeysAs == nil }
        var placed: Set<String> = []
        head = Self.renderBlocks(head, tables: shown, placed: &placed)
        var rendered = personas.map { persona in
            sections[persona.plural] ?? [Self.personaMarker(persona.plural), "## " + persona.plural.prefix(1).uppercased() + persona.plural.dropFirst(), "",
                                         "`populations.\(persona.plural)`: \(Self.title(of: persona)).", ""]
        }
        for index in rendered.indices {
            rendered[index] = Self.renderBlocks(rendered[index], tables: shown, placed: &placed)
        }
        tail = Self.renderBlocks(tail, tables: shown, placed: &placed)

        head = Self.adding(shared.filter { $0.sameKeysAs == nil && !placed.contains($0.path) }, to: head, rootPath: nil)
        for (index, persona) in personas.enumerated() {
            let missing = persona.tables.filter { $0.sameKeysAs == nil && !placed.contains($0.path) }
            rendered[index] = Self.adding(missing, to: rendered[index], rootPath: "populations.\(persona.plural)")
        }
        var out = head
        for part in rendered + [tail] {
            if out.last != "" { out.append("") }
            out += part
        }
        return out.joined(separator: "\n")
    }

    /// What `persona`'s population is: the title of its own table.
    static func title(of persona: PersonaTables) -> String {
        persona.tables.first { $0.path == "populations.\(persona.plural)" }?.title ?? persona.plural
    }

    /// The plural a persona section's marker names.
    static func plural(ofMarker line: String) -> String? {
        line.wholeMatch(of: /<!-- persona: (\S+) -->/).map { String($0.1) }
    }

    /// `lines` with each table block holding its table, rendered, and every block of a path that
    /// has no table or is in `placed` removed, and any end marker left without a block; the paths
    /// shown are added to `placed`.
    static func renderBlocks(_ lines: [String], tables: [ScenarioKeyTable], placed: inout Set<String>) -> [String] {
        var out: [String] = []
        var index = 0
        while index < lines.count {
            guard let path = lines[index].wholeMatch(of: /<!-- keys: (\S+) -->/).map({ String($0.1) }) else {
                if lines[index] != keysEnd { out.append(lines[index]) }
                index += 1
                continue
            }
            var after = index + 1
            while after < lines.count, lines[after] != keysEnd, lines[after].hasPrefix("|") { after += 1 }
            if after < lines.count, lines[after] == keysEnd { after += 1 }
            if let table = tables.first(where: { $0.path == path }), placed.insert(path).inserted {
                out += block(table)
            }
            index = after
        }
        return out
    }

    /// The lines of `table`'s block.
    static func block(_ table: ScenarioKeyTable) -> [String] {
        [keysMarker(table.path)] + table.markdown.split(separator: "\n").map(String.init) + [keysEnd]
    }

    /// `lines` with `tables` added at the end, each under a heading of its title but a persona's
    /// own (`rootPath`), whose section heading stands for it.
    static func adding(_ tables: [ScenarioKeyTable], to lines: [String], rootPath: String?) -> [String] {
        var lines = lines
        for table in tables {
            if lines.last != "" { lines.append("") }
            if table.path != rootPath { lines += ["### \(table.title)", ""] }
            lines += block(table) + [""]
        }
        return lines
    }
}
