/// A parsed JSON5 value with the line and column where it starts, for error messages.
///
/// Scenario files are JSON5 (DESIGN.md, "Scenarios and reports"): comments, unquoted keys,
/// single-quoted strings, trailing commas, hexadecimal and signed numbers, `Infinity` and `NaN`.
/// Numbers keep their source text so large seeds stay exact.
package struct JSON5Node: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        /// A number's source text, e.g. `42`, `-0x1F`, `1.5e3`, `Infinity`.
        case number(String)
        case string(String)
        case array([JSON5Node])
        /// Members in file order.
        case object([Member])
    }

    /// One `key: value` member of an object.
    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: JSON5Node
        package var line: Int
        package var column: Int
    }

    package var kind: Kind
    package var line: Int
    package var column: Int

    /// What kind of value this is, for "expected …, got …" messages.
    package var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
