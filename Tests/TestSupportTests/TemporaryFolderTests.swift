import Foundation
import Testing
import TestSupport

@Suite("Temporary folders")
struct TemporaryFolderTests {
    struct Failure: Error {}

    /// Whether a folder is at `url`.
    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    @Test("the body gets a new empty folder in the temporary directory, named by the prefix; afterwards it is gone with all it held")
    func removedAfterReturning() throws {
        let folder = try withTemporaryFolder("temporary-folder") { folder in
            #expect(Self.isFolder(folder))
            #expect(folder.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
            #expect(folder.lastPathComponent.hasPrefix("temporary-folder-"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: false)
            try Data("kept until the end\n".utf8).write(to: folder.appendingPathComponent("nested/file.txt"))
            return folder
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a body that throws still has its folder removed, and its error reaches the caller")
    func removedAfterThrowing() throws {
        var seen: URL?
        #expect(throws: Failure.self) {
            try withTemporaryFolder("temporary-folder") { folder in
                seen = folder
                #expect(Self.isFolder(folder))
                try Data("half written\n".utf8).write(to: folder.appendingPathComponent("file.txt"))
                throw Failure()
            }
        }
        let folder = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
