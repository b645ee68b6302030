import Foundation
import Testing

/// Runs `body` with a new empty folder, `<prefix>-<UUID>` in the temporary directory, and removes
/// the folder with everything in it afterwards, whether `body` returns or throws.
///
/// The rule: a test leaves nothing behind in the temporary directory. Tests make their temporary
/// files and folders inside a folder this function made, so removing that one folder removes them
/// all. A folder that cannot be removed is recorded as an issue at `sourceLocation`, so a leak
/// fails the test instead of piling up unseen; only a crash of the test process, which runs no
/// clean-up at all, still leaves the folder.
public func withTemporaryFolder<T>(_ prefix: String, sourceLocation: SourceLocation = #_sourceLocation,
                                   _ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer {
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            Issue.record("cannot remove the temporary folder \(folder.path): \(error)", sourceLocation: sourceLocation)
        }
    }
    return try body(folder)
}
