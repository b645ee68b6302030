import Foundation
import Harness

/// A single file AppSim writes (`--junit PATH`, `--markdown PATH`, `--export-remote-config PATH`):
/// claimed before the run, then written atomically.
///
/// docs/rules.md#single-file-outputs: a single file is written only where the path is absent, an
/// empty regular file, or a regular file AppSim wrote — told by its content, which begins with the
/// file's signature (JUnit XML from `appsim check` begins with its `<testsuites name="appsim
/// check"`) or, for a file with no room for one, is exactly what AppSim writes for the value it
/// holds (an exported Remote Config template). Any other file, a symbolic link, a folder, a FIFO, a device or a socket is refused
/// before anything runs (exit 2), so a rename never replaces a user's file, a link or a device
/// node. Missing folders on the way are created (a CI job's `--junit build/results/appsim.xml`).
/// The contents go to a hidden `.<name>.partial-<pid>` beside the path and are renamed over it
/// once complete.
package struct ReportFile: Sendable {
    /// The path as the user named it.
    package let path: String
    /// The option that named it, for messages.
    package let option: String
    /// Why a file is not AppSim's at this option, for the refusal ("it does not begin as AppSim's
    /// --junit file does").
    let unlike: String
    /// Whether a file's contents are what AppSim writes at this option.
    let isAppSims: @Sendable (Data) -> Bool
    let target: URL

    /// Checks, before the run, that `path` may be written: every file AppSim writes at `option`
    /// begins with `signature`.
    ///
    /// - Throws: `OutputError.refused` for anything but an absent path, an empty file or a file
    ///   beginning with `signature`, or when a folder on the way is a file;
    ///   `OutputError.cannotWrite` when the nearest existing folder cannot be written.
    package static func claim(_ path: String, option: String, signature: String) throws(OutputError) -> ReportFile {
        try claim(path, option: option, unlike: "it does not begin as AppSim's \(option) file does") { $0.starts(with: Data(signature.utf8)) }
    }

    /// `claim` of a file that AppSim's files at `option` are told by `isAppSims`; `unlike` says in
    /// words what another file lacks.
    package static func claim(_ path: String, option: String, unlike: String,
                              isAppSims: @escaping @Sendable (Data) -> Bool) throws(OutputError) -> ReportFile {
        let file = ReportFile(path: path, option: option, unlike: unlike, isAppSims: isAppSims, target: PhysicalPath.url(path))
        try file.check()
        return file
    }

    func check() throws(OutputError) {
        let shown = "\(option) \(PrintableText.terminal(path))"
        var status = stat()
        if lstat(target.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw OutputError(.refused, "\(shown): the path is \(FileSystemMessage.describe(mode: status.st_mode)); AppSim writes only "
                                  + "new or regular files and leaves it untouched. Name a file path instead.")
            }
            guard access(target.path, W_OK) == 0 else { throw OutputError(.cannotWrite, "\(shown): \(FileSystemMessage.errno())") }
            guard status.st_size == 0 || wroteByAppSim() else {
                throw OutputError(.refused, "\(shown): the file there was not written by AppSim (\(unlike)), and AppSim replaces only files it wrote, so it leaves it untouched. Name a new path.")
            }
            return
        }
        var folder = target.deletingLastPathComponent()
        while stat(folder.path, &status) != 0 && folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError(.refused, "\(shown): \(PrintableText.terminal(folder.path)) is \(FileSystemMessage.describe(mode: status.st_mode)), "
                              + "not a folder. Name a path in a folder.")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw OutputError(.cannotWrite, "\(shown): cannot write in \(PrintableText.terminal(folder.path))/: \(FileSystemMessage.errno())")
        }
    }

    /// Whether the file at the path is AppSim's (`isAppSims`).
    func wroteByAppSim() -> Bool {
        FileManager.default.contents(atPath: target.path).map(isAppSims) ?? false
    }

    /// Writes `contents` in place of the file, atomically.
    ///
    /// - Throws: `OutputError` when the path changed into something AppSim must not replace
    ///   while the run went, or when the file system refuses.
    package func write(_ contents: String) throws(OutputError) {
        try check()
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(AbandonedWrites.stagingName(target.lastPathComponent))
        PendingOutputs.shared.register(temporary.path)
        defer { PendingOutputs.shared.release(temporary.path) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: temporary)
        } catch {
            _ = unlink(temporary.path)
            throw OutputError(.cannotWrite, "\(option) \(PrintableText.terminal(path)): \(FileSystemMessage.reason(error))")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = FileSystemMessage.errno()
            _ = unlink(temporary.path)
            throw OutputError(.cannotWrite, "\(option) \(PrintableText.terminal(path)): \(reason)")
        }
        PendingOutputs.shared.committed(PrintableText.terminal(path))
    }
}
