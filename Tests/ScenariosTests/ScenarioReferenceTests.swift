import Foundation
import Harness
@testable import Scenarios
import Testing

/// The key tables of the scenario reference against the scenario reader, in both directions
/// (docs/rules.md#scenario-reference).
///
/// The reader keeps no list of its keys beside its code; it tells them when it refuses an
/// unknown one (`ObjectReader.finish`: "unknown key (expected one of: …)"). So the test asks it:
/// it plants an unknown key in each object of a small scenario and reads the list back, and finds
/// the nested objects by planting one a level down. Every object the reader reads must have a
/// table (`ScenarioFile.sharedKeyTables`, each persona's `keyTables`) listing exactly its keys,
/// every table must describe an object the reader reads, every default given as a value must give
/// the same scenario as leaving the key out, and every range given must be the one the reader
/// enforces. docs/scenarios.md is rendered from the tables (`ScenarioReferenceDocumentTests`).
@Suite("scenario key tables")
struct ScenarioReferenceTests {
    static let probe = "zzProbe"

    /// A scenario every object of which can be planted into: a population of each registered
    /// persona (one agent; the journalers in two zones), and a sweep for a decision to decide
    /// between. It sets no key whose default a table gives as a value.
    static let base = """
    { name: "reference", seed: 1, start: "2025-03-06T00:00:00Z", days: 8,
      populations: {
        \(Personas.all.map { "\($0.plural): { \(populations[$0.plural] ?? "count: 1") }," }.joined(separator: "\n    "))
      },
      sweep: { grid: { baseQuota: [3, 4] } },
    }
    """

    /// The populations of `base` that need more than `count: 1`.
    static let populations = ["journalers": #"count: 1, zones: [{ zone: "UTC", weight: 1 }, { zone: "Asia/Tokyo", weight: 1 }]"#]

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

    /// Every table: the scenario's own, then each registered persona's, with full paths.
    static var tables: [ScenarioKeyTable] {
        ScenarioFile.sharedKeyTables + Personas.all.flatMap { $0.keyTables }
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
    /// neither (`nil`); with what keeps the probe from reaching inside it added to `problems`.
    static func child(_ key: String, of path: String, problems: inout [String]) -> String? {
        let dotted = path == "." ? key : "\(path).\(key)"
        if template(dotted) != nil { return dotted }
        if template("\(dotted)[]") != nil { return "\(dotted)[]" }
        guard !path.contains("[]"), !path.contains("*") else { return nil }
        if let error = error(["\(dotted).\(probe)=1"]), error.path.hasPrefix("\(dotted)."),
           error.message.hasPrefix("unknown key") || error.message.hasPrefix("required key") {
            if error.message.hasPrefix("required key") {
                problems.append("\(dotted) has a required key: add a template for it to ScenarioReferenceTests.templates")
            }
            return dotted
        }
        if let error = error(["\(dotted)=[{ \(probe): 1 }]"]), error.path.hasPrefix("\(dotted)[0].") {
            if template("\(dotted)[]") == nil {
                problems.append("\(dotted) holds objects: add a template for \(dotted)[] to ScenarioReferenceTests.templates")
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

    /// Every object the reader reads, found from the top by planting, with its keys; and what
    /// kept the probe from an object (`keysBothWays` reports it). Probed once for every test.
    static let reader: (objects: [(path: String, keys: [String])], problems: [String]) = {
        var found: [(path: String, keys: [String])] = []
        var problems: [String] = []
        var queue = seeds
        var seen = Set(queue)
        while !queue.isEmpty {
            let path = queue.removeFirst()
            guard let keys = acceptedKeys(path) else {
                problems.append("the reader lists no keys for \(path)")
                continue
            }
            found.append((path, keys))
            for key in keys {
                if let next = child(key, of: path, problems: &problems), seen.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return (found, problems)
    }()

    @Test("every object the reader reads has a table listing exactly the keys it accepts, and every table is such an object")
    func keysBothWays() throws {
        let tables = Self.tables
        let paths = tables.map(\.path)
        #expect(Set(paths).count == paths.count, "a path has two tables: \(paths)")
        let objects = Self.reader.objects
        for problem in Self.reader.problems { Issue.record(Comment(rawValue: problem)) }
        #expect(objects.count > 20, "the probe found the reader's objects: \(objects.map(\.path))")
        var used: Set<String> = []
        for object in objects {
            guard let path = Self.documented(object.path, in: paths), let table = tables.first(where: { $0.path == path }) else {
                Issue.record("no key table for \(object.path) (keys: \(object.keys.joined(separator: ", ")))")
                continue
            }
            used.insert(path)
            let names = table.keys.map(\.name)
            let missing = object.keys.filter { !names.contains($0) }
            let extra = names.filter { !object.keys.contains($0) }
            #expect(missing.isEmpty, "the key table of \(path): keys the reader accepts but the table does not list: \(missing)")
            #expect(extra.isEmpty, "the key table of \(path): keys the table lists but the reader refuses: \(extra)")
        }
        let unused = Set(paths).subtracting(used).sorted()
        #expect(unused.isEmpty, "key tables of objects the reader does not read: \(unused)")
    }

    /// Objects `base` has already, which stand as they are for a key to be set in them.
    static let inBase: Set<String> = Set([".", "populations", "sweep"] + Personas.all.map { "populations.\($0.plural)" })

    /// An object of the reader's for each table whose path it matches (`populations.*.zones[]` as
    /// the first population's zones).
    static func readerPaths(_ objects: [(path: String, keys: [String])]) -> [String: String] {
        var paths: [String: String] = [:]
        let tablePaths = tables.map(\.path)
        for object in objects {
            if let path = documented(object.path, in: tablePaths), paths[path] == nil { paths[path] = object.path }
        }
        return paths
    }

    /// The overrides that give the object at the reader's `path` its smallest valid form, with
    /// `member` set in it when given: through its template (the member in place of its `$`, or of
    /// the template's own value of that key), else by dotted path.
    static func overrides(_ path: String, setting member: (key: String, value: String)? = nil) throws -> [String] {
        if let template = template(path) {
            guard let member else { return ["\(template.key)=\(filled(template, nil))"] }
            let own = try Regex("\\b\(member.key): (\"[^\"]*\"|[^,}\\] ]+)")
            let value = template.value.contains(own)
                ? filled((template.key, template.value.replacing(own, with: "\(member.key): \(member.value)")), nil)
                : filled(template, "\(member.key): \(member.value)")
            return ["\(template.key)=\(value)"]
        }
        let prefix = inBase.contains(path) ? [] : ["\(path)={}"]
        guard let member else { return prefix }
        return prefix + [path == "." ? "\(member.key)=\(member.value)" : "\(path).\(member.key)=\(member.value)"]
    }

    /// `base` with `overrides`, read.
    static func scenario(_ overrides: [String]) throws(ScenarioError) -> Scenario {
        try ScenarioFile.parse(base, file: "reference.json5", overrides: overrides)
    }

    @Test("every default given as a value is the default: setting it gives the same scenario as leaving it out")
    func defaults() throws {
        let paths = Self.readerPaths(Self.reader.objects)
        var checked = 0
        for table in Self.tables where table.sameKeysAs == nil {
            let values = table.keys.compactMap { key -> (key: String, value: String)? in
                if case .value(let value) = key.fallback { (key.name, value) } else { nil }
            }
            guard !values.isEmpty else { continue }
            guard let path = paths[table.path] else {
                Issue.record("the key table of \(table.path) gives defaults, but the reader reads no such object")
                continue
            }
            let reference = try Self.scenario(Self.overrides(path))
            for member in values {
                let overrides = try Self.overrides(path, setting: member)
                do {
                    if try Self.scenario(overrides) != reference {
                        Issue.record("the key table of \(table.path) says \(member.key): \(member.value) is the default, but \(overrides) changes the scenario")
                    }
                } catch {
                    Issue.record("the key table of \(table.path) says \(member.key): \(member.value) is the default, but the reader refuses \(overrides): \(error)")
                }
                checked += 1
            }
        }
        #expect(checked > 120, "\(checked) defaults checked")
    }

    @Test("every range a table gives is the one the reader enforces: a string there is refused with that range")
    func ranges() throws {
        let paths = Self.readerPaths(Self.reader.objects)
        var checked = 0
        for table in Self.tables {
            guard let path = paths[table.path] else { continue }
            for key in table.keys {
                let expected: String
                switch key.values {
                case .number(let range):
                    expected = "expected a number from \(ObjectReader.format(range.lowerBound)) to \(ObjectReader.format(range.upperBound)), got \"x\""
                case .wholeNumber(let range):
                    expected = "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \"x\""
                case .other:
                    continue
                }
                let overrides = try Self.overrides(path, setting: (key.name, "\"x\""))
                do {
                    _ = try Self.scenario(overrides)
                    Issue.record("the key table of \(table.path) gives \(key.name) a range, but the reader takes \(overrides)")
                } catch {
                    #expect(error.path.hasSuffix("." + key.name) || error.path == key.name, "\(overrides): \(error)")
                    #expect(error.message == expected, "the key table of \(table.path) gives \(key.name) the range \(key.values.allowed), but the reader says: \(error.message)")
                }
                checked += 1
            }
        }
        #expect(checked > 130, "\(checked) ranges checked")
    }
}
