import Harness
import Model

/// Applies one `--set key=value` to a parsed scenario before it is validated.
///
/// `key` is a dotted path into the file (`populations.caregivers.count`, `days`), or a persona's
/// shorthand (Melody Map's bare remote-config key `baseQuota` means `remoteConfig.baseQuota`). Under `tolerances` the rest of
/// the path is one KPI id, dots and all (`tolerances.caregiver.*=0.02` sets the rule
/// `"caregiver.*"`), since KPI ids are dotted. `value` is read as JSON5, or
/// as a plain string when it is not JSON5 (`--set name=trial`); for a Remote Config parameter a
/// string holding a number is that number (`--set 'baseQuota="2"'`), as Firebase writes numbers
/// (docs/rules.md#remote-config-strings). Overridden values carry the
/// override's line (`JSON5Node.overrideLine`), so errors about them name the `--set`.
package enum ScenarioOverride {
    /// The setting an assignment sets: `baseQuota=4` → `remoteConfig.baseQuota`, `days=8` → `days`.
    static func key(of assignment: String) -> String {
        SweepPlan.setting(ofKey: String(assignment.prefix { $0 != "=" }))
    }

    /// Whether `assignment` sets `setting`, or an object that holds it (`remoteConfig={…}` sets
    /// `remoteConfig.baseQuota`).
    static func sets(_ assignment: String, _ setting: String) -> Bool {
        let set = key(of: assignment)
        return set == setting || setting.hasPrefix(set + ".")
    }

    /// An assignment as the command line gives it: `seed=N` and `days=N` as the `--seed N` and
    /// `--days N` they stand for (`--set days=8` is the same override as `--days 8`), anything
    /// else as `--set key=value`; unprintable characters escaped.
    package static func shown(_ assignment: String) -> String {
        if let equals = assignment.firstIndex(of: "="), ["seed", "days"].contains(assignment[..<equals]) {
            let value = assignment[assignment.index(after: equals)...]
            if !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return "--\(assignment[..<equals]) \(value)" }
        }
        return "--set \(TextLimits.escaped(assignment))"
    }

    /// An assignment as words of a command line to paste: `--seed N` and `--days N` as `shown`
    /// gives them, anything else `--set` and the assignment as one shell word
    /// (`PrintableText.shellWord`), so the line gives back the exact assignment.
    package static func commandWords(_ assignment: String) -> String {
        let words = shown(assignment)
        return words.hasPrefix("--set ") ? "--set " + PrintableText.shellWord(assignment) : words
    }

    static func apply(_ assignment: String, index: Int, to root: JSON5Node) throws(ScenarioError) -> JSON5Node {
        let origin = shown(assignment)
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw ScenarioError(file: origin, path: "", message: "expected key=value (e.g. --set baseQuota=4)")
        }
        let key = SweepPlan.setting(ofKey: String(assignment[..<equals]))
        let valueText = String(assignment[assignment.index(after: equals)...])
        let line = JSON5Node.overrideLine(index)
        var value: JSON5Node
        do {
            value = try JSON5Parser.parse(valueText)
        } catch {
            value = JSON5Node(kind: .string(valueText), line: line, column: 0)
        }
        if case .string(let text) = value.kind, RemoteConfigParameters.parameter(ofSetting: key) != nil, RemoteConfigParameters.isNumber(text) {
            value.kind = .number(text)
        }
        value = relocated(value, line: line)
        var path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if path.count > 2, path[0] == "tolerances" { path = ["tolerances", path.dropFirst().joined(separator: ".")] }
        guard !path.contains(where: \.isEmpty) else {
            throw ScenarioError(file: origin, path: key, message: "expected a dotted key path (e.g. populations.caregivers.count)")
        }
        guard path.count > 1 || ScenarioFile.topLevelKeys.contains(key) else {
            let shorthands = Personas.all.compactMap { $0.shorthands }
            throw ScenarioError(file: origin, path: key, message: "unknown key: neither "
                                + shorthands.map { "a " + $0.noun.dropLast() + " nor " }.joined() + "a scenario key"
                                + KeySuggestion.hint(for: key, in: shorthands.flatMap(\.keys) + ScenarioFile.topLevelKeys)
                                + " (" + shorthands.map { "\($0.noun): \($0.keys.joined(separator: ", ")); " }.joined()
                                + "scenario keys: \(ScenarioFile.topLevelKeys.joined(separator: ", ")))")
        }
        do {
            return try replace(in: root, path: path[...], with: value, fullPath: key, line: line)
        } catch {
            throw ScenarioError(file: origin, path: error.path, message: error.message)
        }
    }

    private static func replace(in node: JSON5Node, path: ArraySlice<String>, with value: JSON5Node, fullPath: String,
                                line: Int) throws(ScenarioError) -> JSON5Node {
        guard let head = path.first else { return value }
        guard case .object(var members) = node.kind else {
            throw ScenarioError(file: "--set", path: fullPath, message: "\(head) is inside \(node.kindName), not an object")
        }
        if let index = members.firstIndex(where: { $0.key == head }) {
            members[index].value = try replace(in: members[index].value, path: path.dropFirst(), with: value, fullPath: fullPath, line: line)
        } else {
            let empty = JSON5Node(kind: .object([]), line: line, column: 0)
            let inserted = try replace(in: empty, path: path.dropFirst(), with: value, fullPath: fullPath, line: line)
            members.append(JSON5Node.Member(key: head, value: inserted, line: line, column: 0))
        }
        return JSON5Node(kind: .object(members), line: node.line, column: node.column)
    }

    /// Marks every node of an override as coming from the command line (`line`).
    private static func relocated(_ node: JSON5Node, line: Int) -> JSON5Node {
        var copy = node
        copy.line = line
        copy.column = 0
        switch node.kind {
        case .array(let elements): copy.kind = .array(elements.map { relocated($0, line: line) })
        case .object(let members):
            copy.kind = .object(members.map { JSON5Node.Member(key: $0.key, value: relocated($0.value, line: line), line: line, column: 0) })
        default: break
        }
        return copy
    }
}
