import Harness

/// A usage error: printed with the command's help hint, exit 2. The message is one printable
/// line: it quotes what the user typed, so everything unprintable in it is escaped as for a
/// terminal (docs/rules.md#text-from-users).
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = PrintableText.terminal(description) }
}
