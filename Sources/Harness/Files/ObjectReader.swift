
/// Reads one JSON5 object strictly: each value's type and range is checked as it is read, and
/// `finish()` refuses any key that was never read.
package struct ObjectReader {
    package let file: String
    package let path: String
    package let node: JSON5Node
    private let members: [JSON5Node.Member]
    private var read: [String] = []

    /// - Throws: `ScenarioError` when `node` is not an object.
    package init(_ node: JSON5Node, path: String, file: String) throws(ScenarioError) {
        guard case .object(let members) = node.kind else {
            throw Self.error(at: node.line, node.column, file: file, path: path, "expected an object, got \(node.kindName)")
        }
        self.file = file
        self.path = path
        self.node = node
        self.members = members
    }

    /// The key path of `key` in this object.
    package func path(of key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// An error about `node` at `path`.
    package func error(_ node: JSON5Node, _ path: String, _ message: String) -> ScenarioError {
        Self.error(at: node.line, node.column, file: file, path: path, message)
    }

    /// An error about what stands at `line`:`column` of `file`, or came from a `--set` (a negative
    /// line, see `JSON5Node.overrideLine`).
    package static func error(at line: Int, _ column: Int, file: String, path: String, _ message: String) -> ScenarioError {
        guard let index = JSON5Node.overrideIndex(ofLine: line) else {
            return ScenarioError(file: file, line: line, column: column, path: path, message: message)
        }
        var error = ScenarioError(file: "--set", path: path, message: message)
        error.overrideIndex = index
        return error
    }

    /// The value of `key`, marking it read.
    package mutating func value(_ key: String) -> JSON5Node? {
        read.append(key)
        return members.first { $0.key == key }?.value
    }

    /// The value of `key` without marking it read.
    package func peek(_ key: String) -> JSON5Node? {
        members.first { $0.key == key }?.value
    }

    /// Whether the object has `key`.
    package func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The keys in file order.
    package var keys: [String] { members.map(\.key) }

    /// A whole number in `range`.
    package mutating func integer(_ key: String, default fallback: Int? = nil, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        guard let node = value(key) else { return try missing(key, fallback) }
        return try Self.integer(node, path: path(of: key), in: range, reader: self)
    }

    /// An unsigned 64-bit whole number (seeds).
    package mutating func unsigned(_ key: String, default fallback: UInt64? = nil) throws(ScenarioError) -> UInt64 {
        guard let node = value(key) else { return try missing(key, fallback) }
        guard case .number(let text) = node.kind, let number = JSON5Number(text),
              let integer = number.integer, !integer.negative || integer.magnitude == 0 else {
            throw error(node, path(of: key), "expected a whole number from 0 to 18446744073709551615, got \(Self.show(node))")
        }
        return integer.magnitude
    }

    /// A finite number in `range`.
    package mutating func number(_ key: String, default fallback: Double? = nil, in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        guard let node = value(key) else { return try missing(key, fallback) }
        return try Self.number(node, path: path(of: key), in: range, reader: self)
    }

    /// A rate per month: 0 (never) or from 0.001 to `maximum`. A smaller positive rate would make
    /// the wait between events (30 days ÷ rate) longer than any clock can count, so it is refused.
    package mutating func monthlyRate(_ key: String, default fallback: Double, maximum: Double) throws(ScenarioError) -> Double {
        guard let node = value(key) else { return fallback }
        guard case .number(let text) = node.kind, let number = JSON5Number(text),
              number.double == 0 || (0.001...maximum).contains(number.double) else {
            throw error(node, path(of: key), "expected 0 (never) or a number from 0.001 to \(Self.format(maximum)) a month, got \(Self.show(node))")
        }
        return number.double
    }

    /// A probability, from 0 to 1.
    package mutating func probability(_ key: String, default fallback: Double? = nil) throws(ScenarioError) -> Double {
        try number(key, default: fallback, in: 0...1)
    }

    /// A string.
    package mutating func string(_ key: String, default fallback: String? = nil) throws(ScenarioError) -> String {
        guard let node = value(key) else { return try missing(key, fallback) }
        guard case .string(let text) = node.kind else {
            throw error(node, path(of: key), "expected a string, got \(Self.show(node))")
        }
        return text
    }

    /// A nested object, or `nil` when absent.
    package mutating func object(_ key: String) throws(ScenarioError) -> ObjectReader? {
        guard let node = value(key) else { return nil }
        return try ObjectReader(node, path: path(of: key), file: file)
    }

    /// An array's elements, or `nil` when absent.
    package mutating func array(_ key: String) throws(ScenarioError) -> [JSON5Node]? {
        guard let node = value(key) else { return nil }
        guard case .array(let elements) = node.kind else {
            throw error(node, path(of: key), "expected an array, got \(Self.show(node))")
        }
        return elements
    }

    /// The array of strings at `key` (empty when absent).
    package mutating func strings(_ key: String) throws(ScenarioError) -> [String] {
        let elements = try array(key) ?? []
        return try elements.map { element throws(ScenarioError) -> String in
            guard case .string(let text) = element.kind else { throw error(element, path(of: key), "expected strings") }
            return text
        }
    }

    /// Refuses every key that was not read, naming the first, the known key it most likely meant
    /// (`KeySuggestion`) and the keys this object takes.
    package func finish(known: [String]? = nil) throws(ScenarioError) {
        for member in members where !read.contains(member.key) {
            let keys = known ?? read
            let message = "unknown key\(KeySuggestion.hint(for: member.key, in: keys)) (expected one of: \(keys.joined(separator: ", ")))"
            throw Self.error(at: member.line, member.column, file: file, path: path(of: member.key), message)
        }
    }

    private func missing<T>(_ key: String, _ fallback: T?) throws(ScenarioError) -> T {
        guard let fallback else {
            throw error(node, path(of: key), "required key is missing")
        }
        return fallback
    }

    package static func integer(_ node: JSON5Node, path: String, in range: ClosedRange<Int>, reader: ObjectReader) throws(ScenarioError) -> Int {
        let expectation = "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(show(node))"
        guard case .number(let text) = node.kind, let number = JSON5Number(text) else {
            throw reader.error(node, path, expectation)
        }
        guard number.double.isFinite, number.double == number.double.rounded(.towardZero),
              number.double >= -0x1p63, number.double < 0x1p63, range.contains(Int(number.double)) else {
            throw reader.error(node, path, expectation)
        }
        return Int(number.double)
    }

    package static func number(_ node: JSON5Node, path: String, in range: ClosedRange<Double>, reader: ObjectReader) throws(ScenarioError) -> Double {
        let expectation = "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(show(node))"
        guard case .number(let text) = node.kind, let number = JSON5Number(text), number.double.isFinite,
              range.contains(number.double) else {
            throw reader.error(node, path, expectation)
        }
        return number.double
    }

    /// A value as the user wrote it, for "got …".
    package static func show(_ node: JSON5Node) -> String {
        switch node.kind {
        case .number(let text): text
        case .string(let text): TextLimits.shown(text)
        case .bool(let value): String(value)
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package static func format(_ value: Double) -> String {
        value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
