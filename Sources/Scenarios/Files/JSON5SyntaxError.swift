/// A JSON5 syntax error with its position.
public struct JSON5SyntaxError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}
