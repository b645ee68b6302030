/// A parsed JSON5 value with the line and column where it starts, for error messages.
///
/// Scenario files are JSON5 (docs/rules.md#scenario-file): comments, unquoted keys,
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

        package init(key: String, value: JSON5Node, line: Int, column: Int) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
        }
    }

    package var kind: Kind
    /// The line in the file, from 1; a value from the `index`th `--set` has `overrideLine(index)`.
    package var line: Int
    package var column: Int

    package init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The line of every node of the `index`th `--set` (from 0): `-(index + 1)`, so errors about
    /// them name the whole `--set key=value` instead of a place in the file.
    package static func overrideLine(_ index: Int) -> Int {
        -(index + 1)
    }

    /// The index of the `--set` a node on `line` came from, or `nil` for a line of the file.
    package static func overrideIndex(ofLine line: Int) -> Int? {
        line < 0 ? -line - 1 : nil
    }

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
