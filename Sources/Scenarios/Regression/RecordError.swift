import Harness

/// Why a recorded file (a baseline, a sweep shard) could not be used; the message names the file
/// (and line) at fault.
///
/// The message is one printable line: it names paths and values a user typed or a file holds,
/// so everything unprintable in it is escaped as for a terminal (docs/rules.md#text-from-users).
package struct RecordError: Error, Equatable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = PrintableText.terminal(description)
    }
}
