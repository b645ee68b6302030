import Foundation

/// Writes a report folder so that it appears whole or not at all.
///
/// Every file goes into a hidden staging folder beside the target (`.<name>.partial-<pid>`);
/// only when all are written is the old folder moved aside and the staging folder renamed into
/// place (rename is atomic within a file system). A run killed at any point leaves at most a
/// hidden staging folder, which the next run removes; a full disk fails the write and removes
/// the staging folder. No half-written report can look complete.
public enum ReportWriter {
    /// Why a report could not be written.
    public struct Failure: Error, CustomStringConvertible {
        public var directory: String
        public var reason: String
        public var description: String { "cannot write \(directory)/: \(reason)" }
    }

    /// Writes `files` (names may contain `/` for subfolders) as the folder `directory`, replacing
    /// any previous report there.
    public static func write(_ files: [(name: String, contents: String)], to directory: String) throws(Failure) {
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let fileManager = FileManager.default
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).partial-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).old-\(pid)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            removeAbandoned(prefixes: [".\(name).partial-", ".\(name).old-"], in: parent)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files {
                let url = staging.appendingPathComponent(file.name)
                if file.name.contains("/") {
                    try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                }
                try Data(file.contents.utf8).write(to: url)
            }
            var isDirectory: ObjCBool = false
            let existed = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
            if existed {
                guard isDirectory.boolValue else { throw Failure(directory: directory, reason: "a file of that name is in the way") }
                try fileManager.moveItem(at: target, to: retired)
            }
            try fileManager.moveItem(at: staging, to: target)
            if existed { try? fileManager.removeItem(at: retired) }
        } catch let failure as Failure {
            try? fileManager.removeItem(at: staging)
            throw failure
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(directory: directory, reason: describe(error))
        }
    }

    /// Removes staging folders of runs that are no longer alive.
    static func removeAbandoned(prefixes: [String], in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in names.sorted() {
            guard let prefix = prefixes.first(where: { entry.hasPrefix($0) }),
                  let pid = Int32(entry.dropFirst(prefix.count)) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
            }
        }
    }

    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
