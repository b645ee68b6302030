import Foundation
import Harness
@testable import Scenarios
import Testing

/// docs/scenarios.md against the scenario reader, in both directions.
///
/// The reader keeps no list of its keys beside its code; it tells them when it refuses an
/// unknown one (`ObjectReader.finish`: "unknown key (expected one of: …)"). So the test asks it:
/// it plants an unknown key in each object of a small scenario and reads the list back, and finds
/// the nested objects by planting one a level down. Every object the reader reads must have a
/// table in the reference (`<!-- keys: path -->`) listing exactly its keys, every table must
/// describe an object the reader reads, and every default written as code must give the same
/// scenario as leaving the key out.
@Suite("docs/scenarios.md")
struct ScenarioReferenceTests {
    /// A table of the reference: the keys it documents and the defaults it gives as code.
    struct Table {
        var keys: [String]
        var defaults: [String: String]
    }

    static let probe = "zzProbe"

    /// A scenario every object of which can be planted into: a population of each persona, and a
    /// sweep for a decision to decide between. It sets no key whose default the reference gives.
    static let base = """
    { name: "reference", seed: 1, start: "2025-03-06T00:00:00Z", days: 8,
      populations: {
        caregivers: { count: 1 }, watchers: { count: 1 }, listeners: { count: 1 },
        journalers: { count: 1, zones: [{ zone: "UTC", weight: 1 }, { zone: "Asia/Tokyo", weight: 1 }] },
      },
      sweep: { grid: { baseQuota: [3, 4] } },
    }
    """

    /// Objects that cannot be reached by a dotted `--set` with one unknown key, because they sit
    /// in an array, under a key the file chooses, or have required keys: the value to set, with
    /// `$` where the unknown key goes. `$` removed, the value is the smallest valid object.
    static let templates: [String: (key: String, value: String)] = [
        "rollouts[]": ("rollouts", "[{ day: 1, set: { baseQuota: 4 }, $ }]"),
        "rollouts[].set": ("rollouts", "[{ day: 1, set: { baseQuota: 4, $ } }]"),
        "arms[]": ("arms", "[{ name: \"A\", share: 1, $ }, { name: \"B\", share: 1 }]"),
        "decision": ("decision", "{ objective: \"caregiver.views\", $ }"),
        "decision.guardrails[]": ("decision", "{ objective: \"caregiver.views\", guardrails: [{ kpi: \"caregiver.views\", maxRise: 1, $ }] }"),
        "tolerances.*": ("tolerances", "{ \"*\": { tolerance: 0, $ } }"),
        "populations.caregivers.adOutcomes": ("populations.caregivers.adOutcomes", "{ completed: 0.8, aborted: 0.12, unavailable: 0.08, $ }"),
        "populations.caregivers.travellers": ("populations.caregivers.travellers", "{ share: 0, $ }"),
        "populations.caregivers.clockChangers": ("populations.caregivers.clockChangers", "{ share: 0, $ }"),
    ]

    /// The template of `path`: its own, or every population's `zones` element's.
    static func template(_ path: String) -> (key: String, value: String)? {
        if let template = templates[path] { return template }
        guard path.hasPrefix("populations."), path.hasSuffix(".zones[]") else { return nil }
        return (String(path.dropLast(2)), "[{ zone: \"UTC\", weight: 1, $ }]")
    }

    /// Objects the reader reads under keys the file chooses (KPI ids), which planting cannot find.
    static let seeds = [".", "tolerances.*"]

    static func reference() throws -> (tables: [String: Table], aliases: [String: String]) {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        var tables: [String: Table] = [:]
        var aliases: [String: String] = [:]
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            guard let match = line.wholeMatch(of: /<!-- keys: (\S+)(?: = (\S+))? -->/) else { continue }
            let path = String(match.1)
            #expect(tables[path] == nil && aliases[path] == nil, "docs/scenarios.md documents \(path) twice")
            if let target = match.2 {
                aliases[path] = String(target)
                continue
            }
            var table = Table(keys: [], defaults: [:])
            #expect(lines[index + 1].hasPrefix("| key | default |"), "the table of \(path) starts right after its marker")
            for row in lines[(index + 3)...].prefix(while: { $0.hasPrefix("|") }) {
                let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard let key = cells[1].wholeMatch(of: /`([^`]+)`/)?.1 else {
                    Issue.record("docs/scenarios.md, \(path): \(cells[1]) is not a key in code")
                    continue
                }
                table.keys.append(String(key))
                if let value = cells[2].wholeMatch(of: /`([^`]+)`/)?.1 { table.defaults[String(key)] = String(value) }
            }
            tables[path] = table
        }
        return (tables, aliases)
    }

    /// The error reading `base` with `overrides` (and `planted` inside its top level) gives.
    static func error(_ overrides: [String], planted: Bool = false) -> ScenarioError? {
        var text = base
        if planted { text = "{ \(probe): 1," + text.dropFirst() }
        do {
            _ = try ScenarioFile.parse(text, file: "reference.json5", overrides: overrides)
            return nil
        } catch {
            return error
        }
    }

    /// The value a template sets, with `member` where the `$` is (or nothing).
    static func filled(_ template: (key: String, value: String), _ member: String?) -> String {
        let value = template.value
        guard let member else {
            return value.replacingOccurrences(of: ", $ ", with: " ").replacingOccurrences(of: "{ $ }", with: "{}")
        }
        return value.replacingOccurrences(of: "$", with: member)
    }

    /// The keys the reader accepts in the object at `path` (`.`, dotted, `[]` for an array's
    /// element, `*` for a key the file chooses), as its refusal of an unknown key lists them.
    static func acceptedKeys(_ path: String) -> [String]? {
        let error: ScenarioError?
        if path == "." {
            error = Self.error([], planted: true)
        } else if let template = template(path) {
            error = Self.error(["\(template.key)=\(filled(template, "\(probe): 1"))"])
        } else {
            error = Self.error(["\(path).\(probe)=1"])
        }
        guard let error, error.path.hasSuffix(probe), error.message.hasPrefix("unknown key"),
              let list = error.message.firstMatch(of: /expected one of: (.*)\)$/)?.1 else { return nil }
        return list.components(separatedBy: ", ")
    }

    /// What `key` of the object at `path` holds: an object (its path), an array of objects, or
    /// neither (`nil`).
    static func child(_ key: String, of path: String) -> String? {
        let dotted = path == "." ? key : "\(path).\(key)"
        if template(dotted) != nil { return dotted }
        if template("\(dotted)[]") != nil { return "\(dotted)[]" }
        guard !path.contains("[]"), !path.contains("*") else { return nil }
        if let error = error(["\(dotted).\(probe)=1"]), error.path.hasPrefix("\(dotted)."),
           error.message.hasPrefix("unknown key") || error.message.hasPrefix("required key") {
            if error.message.hasPrefix("required key") {
                Issue.record("\(dotted) has a required key: add a template for it to ScenarioReferenceTests.templates")
            }
            return dotted
        }
        if let error = error(["\(dotted)=[{ \(probe): 1 }]"]), error.path.hasPrefix("\(dotted)[0].") {
            if template("\(dotted)[]") == nil {
                Issue.record("\(dotted) holds objects: add a template for \(dotted)[] to ScenarioReferenceTests.templates")
            }
            return "\(dotted)[]"
        }
        return nil
    }

    /// The reference's path for the reader's `path`: equal, or with `*` for any one segment.
    static func documented(_ path: String, in paths: some Collection<String>) -> String? {
        if paths.contains(path) { return path }
        let segments = path.split(separator: ".")
        return paths.first { candidate in
            let pattern = candidate.split(separator: ".")
            guard pattern.count == segments.count else { return false }
            return zip(pattern, segments).allSatisfy { $0 == $1 || $0 == "*" || ($0 == "*[]" && $1.hasSuffix("[]")) }
        }
    }

    /// Every object the reader reads, found from the top by planting, with its keys.
    static func readerObjects() -> [(path: String, keys: [String])] {
        var found: [(path: String, keys: [String])] = []
        var queue = seeds
        var seen = Set(queue)
        while !queue.isEmpty {
            let path = queue.removeFirst()
            guard let keys = acceptedKeys(path) else {
                Issue.record("the reader lists no keys for \(path)")
                continue
            }
            found.append((path, keys))
            for key in keys {
                if let next = child(key, of: path), seen.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return found
    }

    @Test("every object the reader reads has a table listing exactly the keys it accepts, and every table is such an object")
    func keysBothWays() throws {
        let (tables, aliases) = try Self.reference()
        let objects = Self.readerObjects()
        #expect(objects.count > 20, "the probe found the reader's objects: \(objects.map(\.path))")
        var used: Set<String> = []
        for object in objects {
            guard let path = Self.documented(object.path, in: Array(tables.keys) + Array(aliases.keys)) else {
                Issue.record("docs/scenarios.md has no table for \(object.path) (keys: \(object.keys.joined(separator: ", ")))")
                continue
            }
            used.insert(path)
            let table = try #require(tables[aliases[path] ?? path], "the alias \(path) names a table")
            let missing = object.keys.filter { !table.keys.contains($0) }
            let extra = table.keys.filter { !object.keys.contains($0) }
            #expect(missing.isEmpty, "docs/scenarios.md, \(path): keys the reader accepts but the table does not list: \(missing)")
            #expect(extra.isEmpty, "docs/scenarios.md, \(path): keys the table lists but the reader refuses: \(extra)")
        }
        let unused = Set(tables.keys).union(aliases.keys).subtracting(used).sorted()
        #expect(unused.isEmpty, "docs/scenarios.md documents objects the reader does not read: \(unused)")
    }

    @Test("every default the reference gives as code is the default: setting it gives the same scenario as leaving it out")
    func defaults() throws {
        let (tables, _) = try Self.reference()
        let inBase: Set<String> = [".", "populations", "populations.caregivers", "populations.watchers", "populations.journalers",
                                   "populations.listeners", "sweep"]
        var checked = 0
        for (path, table) in tables.sorted(by: { $0.key < $1.key }) where !path.contains("[]") && !path.contains("*") && !table.defaults.isEmpty {
            var prefix: [String] = []
            if !inBase.contains(path) {
                prefix = [Self.template(path).map { "\($0.key)=\(Self.filled($0, nil))" } ?? "\(path)={}"]
            }
            let reference = try ScenarioFile.parse(Self.base, file: "reference.json5", overrides: prefix)
            for (key, value) in table.defaults.sorted(by: { $0.key < $1.key }) {
                let assignment = path == "." ? "\(key)=\(value)" : "\(path).\(key)=\(value)"
                do {
                    let set = try ScenarioFile.parse(Self.base, file: "reference.json5", overrides: prefix + [assignment])
                    if set != reference {
                        Issue.record("docs/scenarios.md says \(assignment) is the default, but it changes the scenario")
                    }
                } catch {
                    Issue.record("docs/scenarios.md says \(assignment) is the default, but the reader refuses it: \(error)")
                }
                checked += 1
            }
        }
        #expect(checked > 80, "\(checked) defaults checked")
    }
}
