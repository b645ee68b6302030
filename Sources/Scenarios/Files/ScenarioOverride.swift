import Model

/// Applies one `--set key=value` to a parsed scenario before it is validated.
///
/// `key` is a dotted path into the file (`populations.caregivers.count`, `days`); a bare
/// remote-config key (`baseQuota`) means `remoteConfig.baseQuota`. `value` is read as JSON5, or
/// as a plain string when it is not JSON5 (`--set name=trial`). Overridden values carry line 0,
/// so errors about them name `--set` instead of the file.
enum ScenarioOverride {
    static func apply(_ assignment: String, to root: JSON5Node) throws(ScenarioError) -> JSON5Node {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw ScenarioError(file: "--set", path: "", message: "expected key=value, got \"\(assignment)\"")
        }
        var key = String(assignment[..<equals])
        let valueText = String(assignment[assignment.index(after: equals)...])
        if !key.contains("."), RemoteConfig.Key(rawValue: key) != nil { key = "remoteConfig." + key }
        var value: JSON5Node
        do {
            value = try JSON5Parser.parse(valueText)
        } catch {
            value = JSON5Node(kind: .string(valueText), line: 0, column: 0)
        }
        value = relocated(value)
        let path = key.split(separator: ".").map(String.init)
        guard !path.contains(where: \.isEmpty) else {
            throw ScenarioError(file: "--set", path: key, message: "expected a dotted key path")
        }
        return try replace(in: root, path: path[...], with: value, fullPath: key)
    }

    private static func replace(in node: JSON5Node, path: ArraySlice<String>, with value: JSON5Node, fullPath: String) throws(ScenarioError) -> JSON5Node {
        guard let head = path.first else { return value }
        guard case .object(var members) = node.kind else {
            throw ScenarioError(file: "--set", path: fullPath, message: "\(head) is inside \(node.kindName), not an object")
        }
        if let index = members.firstIndex(where: { $0.key == head }) {
            members[index].value = try replace(in: members[index].value, path: path.dropFirst(), with: value, fullPath: fullPath)
        } else {
            let empty = JSON5Node(kind: .object([]), line: 0, column: 0)
            let inserted = try replace(in: empty, path: path.dropFirst(), with: value, fullPath: fullPath)
            members.append(JSON5Node.Member(key: head, value: inserted, line: 0, column: 0))
        }
        return JSON5Node(kind: .object(members), line: node.line, column: node.column)
    }

    /// Marks every node of an override as coming from the command line.
    private static func relocated(_ node: JSON5Node) -> JSON5Node {
        var copy = node
        copy.line = 0
        copy.column = 0
        switch node.kind {
        case .array(let elements): copy.kind = .array(elements.map(relocated))
        case .object(let members):
            copy.kind = .object(members.map { JSON5Node.Member(key: $0.key, value: relocated($0.value), line: 0, column: 0) })
        default: break
        }
        return copy
    }
}
