/// A JSON5 syntax error with its position.
package struct JSON5SyntaxError: Error, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "\(line):\(column): \(message)" }
}
