import Harness

/// Why AppSim will not, or could not, write an output path.
///
/// `refused` is decided before anything runs — the path holds something AppSim did not write, or
/// something that is not a folder or a regular file — and is bad input (exit 2). `cannotWrite`
/// is the file system saying no (permissions, a full disk, a name too long) and exits 3.
///
/// The message is one printable line: it names the path as the user typed it, so everything
/// unprintable in it is escaped as for a terminal (docs/rules.md#text-from-users).
package struct OutputError: Error, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The path is not AppSim's to replace: nothing was touched.
        case refused
        /// The file system refused the write: nothing half-written was left.
        case cannotWrite
    }

    package var kind: Kind
    package var description: String

    package init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = PrintableText.terminal(description)
    }
}
