/// Why AppSim will not, or could not, write an output path.
///
/// `refused` is decided before anything runs — the path holds something AppSim did not write, or
/// something that is not a folder or a regular file — and is bad input (exit 2). `cannotWrite`
/// is the file system saying no (permissions, a full disk, a name too long) and exits 3.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The path is not AppSim's to replace: nothing was touched.
        case refused
        /// The file system refused the write: nothing half-written was left.
        case cannotWrite
    }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
