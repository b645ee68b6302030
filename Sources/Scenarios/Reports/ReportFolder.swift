import Foundation
import Harness

/// A folder AppSim writes as a whole: claimed before the run, written after it, so that it
/// appears complete or not at all, and only ever in place of something AppSim wrote itself.
///
/// DESIGN.md ("Scenarios and reports"): AppSim owns only what it wrote. `claim` decides before
/// anything runs whether the path may be written:
/// - absent, or an empty folder: written (nothing can be lost);
/// - a folder with a manifest (`ReportManifest`) holding only the files it lists, plus report
///   folders of other AppSim commands (a sweep's `sweep/` inside a run's folder): replaced, and
///   those nested reports are carried over into the new folder;
/// - a baseline written before manifests existed (exactly `baseline.json` and `kpis.csv`, which
///   read as a baseline): replaced like a folder with a manifest;
/// - anything else — a folder with files AppSim did not write, the current folder or one that
///   contains it, a symbolic link, a regular file, a FIFO, a device — is refused (exit 2), naming
///   what is in the way and what to do.
///
/// `claim` also creates the hidden staging folder `.<name>.partial-<pid>` beside the target, so
/// a path that cannot be written (permissions, a name too long) fails before the run (exit 3).
/// `write` fills the staging folder, writes the manifest last, then renames: the old folder
/// aside to `.<name>.old-<pid>`, the staging folder into place, the nested reports across; then
/// it deletes the old folder's listed files one by one (never a recursive delete of anything it
/// did not write in this process). A run killed at any point leaves at most a hidden staging or
/// old folder, which the next claim of the same path removes once its process is gone — unless it
/// holds a nested report (killed between two renames), which is then left where it is.
package struct ReportFolder: Sendable {
    /// The path as the user named it.
    package let path: String
    let target: URL
    let staging: URL
    let retired: URL

    /// Decides whether `path` may be written and prepares the staging folder.
    ///
    /// - Parameter option: the option that named the path (`--out`, `--baseline`), for messages.
    /// - Throws: `OutputError.refused` when the path is not AppSim's to replace;
    ///   `OutputError.cannotWrite` when the staging folder cannot be created.
    package static func claim(_ path: String, option: String = "--out") throws(OutputError) -> ReportFolder {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let folder = ReportFolder(path: path, target: target,
                                  staging: parent.appendingPathComponent(".\(name).partial-\(pid)"),
                                  retired: parent.appendingPathComponent(".\(name).old-\(pid)"))
        _ = try folder.inspect(option: option)
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputError(.cannotWrite, "cannot create \(Self.display(path))/: \(FileSystemMessage.reason(error))")
        }
        removeAbandoned(name: name, in: parent)
        guard mkdir(folder.staging.path, 0o755) == 0 else {
            throw OutputError(.cannotWrite, "cannot write \(Self.display(path))/: \(FileSystemMessage.errno())")
        }
        return folder
    }

    /// Writes `files` (names may contain `/` for subfolders) and `manifest`, listing them, as the
    /// folder, in place of what was claimed.
    ///
    /// - Throws: `OutputError.cannotWrite` when the file system refuses (nothing half-written is
    ///   left); `OutputError.refused` if, while the run went, something foreign appeared at the path.
    package func write(_ files: [(name: String, contents: String)], manifest: ReportManifest) throws(OutputError) {
        try write(files.map { ($0.name, Data($0.contents.utf8)) }, manifest: manifest)
    }

    /// `write(_:manifest:)` for files given as bytes (a baseline's `fingerprints.bin`).
    package func write(_ files: [(name: String, data: Data)], manifest: ReportManifest) throws(OutputError) {
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.name)
                if file.name.contains("/") {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                }
                try file.data.write(to: url)
            }
            var listing = manifest
            listing.files = files.map(\.name).sorted()
            try Data(listing.text.utf8).write(to: staging.appendingPathComponent(ReportManifest.fileName))
        } catch {
            abandon()
            throw OutputError(.cannotWrite, "cannot write \(Self.display(path))/: \(FileSystemMessage.reason(error))")
        }
        let existing: Contents
        do {
            existing = try inspect(option: nil)
        } catch {
            abandon()
            throw error
        }
        guard case .owned(let owned, let nested) = existing else {
            guard rename(staging.path, target.path) == 0 else {
                let reason = FileSystemMessage.errno()
                abandon()
                throw OutputError(.cannotWrite, "cannot write \(Self.display(path))/: \(reason)")
            }
            return
        }
        guard rename(target.path, retired.path) == 0 else {
            let reason = FileSystemMessage.errno()
            abandon()
            throw OutputError(.cannotWrite, "cannot replace \(Self.display(path))/: \(reason)")
        }
        guard rename(staging.path, target.path) == 0 else {
            let reason = FileSystemMessage.errno()
            _ = rename(retired.path, target.path)
            abandon()
            throw OutputError(.cannotWrite, "cannot replace \(Self.display(path))/: \(reason)")
        }
        for entry in nested where !FileManager.default.fileExists(atPath: target.appendingPathComponent(entry).path) {
            _ = rename(retired.appendingPathComponent(entry).path, target.appendingPathComponent(entry).path)
        }
        Self.removeListed(owned, in: retired)
    }

    /// Removes the staging folder (an interrupted or failed run): it holds only this process's files.
    package func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// What stands at the target.
    enum Contents {
        /// Nothing, or an empty folder.
        case free
        /// A folder AppSim wrote: the files it lists, and nested AppSim report folders (top-level
        /// names) to carry over.
        case owned(files: [String], nested: [String])
    }

    /// Looks at the target and decides; `option` names the path's option in refusals (nil: the
    /// write after the run, where the message names the path only).
    func inspect(option: String?) throws(OutputError) -> Contents {
        let shown = Self.display(path) + "/"
        let hint = option.map { " Choose a new folder, e.g. \($0) \(ShellQuoting.quote(Self.display(Self.unusedSibling(of: path))))." } ?? ""
        var status = stat()
        guard lstat(target.path, &status) == 0 else {
            guard errno == ENOENT else { throw OutputError(.cannotWrite, "cannot write \(shown): \(FileSystemMessage.errno())") }
            return .free
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFDIR else {
            throw OutputError(.refused, "\(Self.display(path)) is \(FileSystemMessage.describe(mode: status.st_mode)), not a report folder: "
                              + "AppSim writes only folders it owns and leaves it untouched.\(hint)")
        }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let resolved = target.resolvingSymlinksInPath().path
        if here == resolved || here.hasPrefix(resolved == "/" ? "/" : resolved + "/") {
            throw OutputError(.refused, "\(shown) is the current folder or contains it: AppSim writes a report as a folder of its own."
                              + (option.map { " Choose a new folder with \($0) DIR." } ?? ""))
        }
        let manifestPath = target.appendingPathComponent(ReportManifest.fileName).path
        var listed: [String]
        if FileManager.default.fileExists(atPath: manifestPath) {
            do {
                listed = try ReportManifest.read(manifestPath).files
            } catch {
                throw OutputError(.refused, "\(shown) has a damaged \(ReportManifest.fileName) (\(error)), so AppSim cannot tell "
                                  + "what it wrote there and leaves it untouched.\(hint)")
            }
            listed.append(ReportManifest.fileName)
        } else if Baseline.isLegacy(directory: target.path) {
            listed = ["baseline.json", "kpis.csv"]
        } else {
            listed = []
        }
        var foreign: [String] = []
        var nested: [String] = []
        Self.survey(target, relative: "", listed: Set(listed), foreign: &foreign, nested: &nested)
        guard foreign.isEmpty else {
            let named = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
            let why = listed.isEmpty ? "it was not written by AppSim (it has no \(ReportManifest.fileName))"
                : "it holds what AppSim did not write there (\(named))"
            throw OutputError(.refused, "\(shown) already exists and \(why): AppSim replaces only report folders it wrote "
                              + "and leaves it untouched.\(hint)")
        }
        return listed.isEmpty && nested.isEmpty ? .free : .owned(files: listed, nested: nested)
    }

    /// Sorts what is under `folder` into foreign entries (neither listed nor inside a nested AppSim
    /// folder) and nested AppSim report folders (only at the top level, where they are carried).
    static func survey(_ folder: URL, relative: String, listed: Set<String>, foreign: inout [String], nested: inout [String]) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in entries {
            let name = relative + entry
            let url = folder.appendingPathComponent(entry)
            var status = stat()
            guard lstat(url.path, &status) == 0 else { foreign.append(name); continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                if !listed.contains(name) { foreign.append(name) }
            case S_IFDIR:
                if FileManager.default.fileExists(atPath: url.appendingPathComponent(ReportManifest.fileName).path)
                    && !listed.contains(where: { $0.hasPrefix(name + "/") }) {
                    if relative.isEmpty { nested.append(entry) } else { foreign.append(name + "/") }
                } else if listed.contains(where: { $0.hasPrefix(name + "/") }) {
                    survey(url, relative: name + "/", listed: listed, foreign: &foreign, nested: &nested)
                } else {
                    foreign.append(name + "/")
                }
            default:
                foreign.append(name)
            }
        }
    }

    /// Deletes the listed files of a folder set aside, then its folders that became empty, then it.
    static func removeListed(_ files: [String], in folder: URL) {
        for file in files {
            _ = unlink(folder.appendingPathComponent(file).path)
        }
        let folders = Set(files.compactMap { file -> [String]? in
            let parts = file.split(separator: "/").dropLast()
            return parts.isEmpty ? nil : parts.indices.map { parts[...$0].joined(separator: "/") }
        }.joined())
        for subfolder in folders.sorted(by: { $0.count > $1.count }) {
            _ = rmdir(folder.appendingPathComponent(subfolder).path)
        }
        _ = rmdir(folder.path)
    }

    /// Removes staging and set-aside folders of runs of `name` whose process is gone. A staging
    /// folder holds only its run's files; a set-aside folder is cleared by its manifest's list and
    /// left alone if anything else remains in it.
    static func removeAbandoned(name: String, in parent: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in entries.sorted() {
            for (prefix, isStaging) in [(".\(name).partial-", true), (".\(name).old-", false)] where entry.hasPrefix(prefix) {
                guard let pid = Int32(entry.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
                let url = parent.appendingPathComponent(entry)
                if isStaging {
                    try? FileManager.default.removeItem(at: url)
                } else if let manifest = try? ReportManifest.read(url.appendingPathComponent(ReportManifest.fileName).path) {
                    removeListed(manifest.files + [ReportManifest.fileName], in: url)
                }
            }
        }
    }

    /// `path-2`, `path-3`, … : the first that does not exist, to suggest in a refusal.
    static func unusedSibling(of path: String) -> String {
        let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let free = (2...999).first { !FileManager.default.fileExists(atPath: "\(base)-\($0)") } ?? 1_000
        return "\(base)-\(free)"
    }

    /// A path for messages: printable, as the user gave it.
    static func display(_ path: String) -> String {
        PrintableText.terminal(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path)
    }
}
