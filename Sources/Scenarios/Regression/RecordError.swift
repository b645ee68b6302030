import Harness

/// Why a recorded file (a baseline, a sweep shard) could not be used; the message names the file
/// (and line) at fault.
package struct RecordError: Error, Equatable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
