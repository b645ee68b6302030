/// Why a recorded file (a baseline, a sweep shard) could not be used; the message names the file
/// (and line) at fault.
public struct RecordError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
