extension JSON5Node {
    /// The value reached by following `path`, one member name a level; `nil` where a name is
    /// missing or a value on the way is no object.
    package func member(at path: some Sequence<String>) -> JSON5Node? {
        var node = self
        for name in path {
            guard case .object(let members) = node.kind, let found = members.first(where: { $0.key == name }) else { return nil }
            node = found.value
        }
        return node
    }

    /// This value with the member at `path` set to `value`: a member that exists keeps its place,
    /// a new one goes last, and a missing object on the way is made. A value on the way that is no
    /// object is replaced by one.
    package func setting(_ value: JSON5Node, at path: ArraySlice<String>) -> JSON5Node {
        guard let name = path.first else { return value }
        var members: [Member] = []
        if case .object(let existing) = kind { members = existing }
        if let index = members.firstIndex(where: { $0.key == name }) {
            members[index].value = members[index].value.setting(value, at: path.dropFirst())
        } else {
            let empty = JSON5Node(kind: .object([]), line: line, column: column)
            members.append(Member(key: name, value: empty.setting(value, at: path.dropFirst()), line: line, column: column))
        }
        return JSON5Node(kind: .object(members), line: line, column: column)
    }

    /// This object without its member `name` (any other value as it is).
    package func removing(_ name: String) -> JSON5Node {
        guard case .object(let members) = kind else { return self }
        return JSON5Node(kind: .object(members.filter { $0.key != name }), line: line, column: column)
    }
}
