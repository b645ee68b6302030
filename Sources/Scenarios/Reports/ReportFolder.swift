import Foundation
import Harness

/// A folder AppSim writes as a whole: claimed before the run, written after it, so that it
/// appears complete or not at all, and only ever in place of a folder of the same kind AppSim wrote
/// itself (docs/rules.md#folder-kind, docs/rules.md#commit-survives-a-kill).
///
/// `recover` repairs what an interrupted commit left beside the path (`AbandonedWrites`); `claim`
/// decides before anything runs whether the path may be written:
/// - absent, or an empty folder: written (nothing can be lost);
/// - a folder whose manifest (`ReportManifest`) records this folder's `ReportKind`, holding only
///   the files it lists plus report folders of other AppSim commands (a sweep's `sweep/` inside a
///   run's folder): replaced, and those nested reports are carried over into the new folder;
/// - a baseline written before manifests existed (exactly `baseline.json` and `kpis.csv`, which
///   read as a baseline): a baseline's folder;
/// - a folder AppSim wrote of another kind (a baseline at a run's `--out`, a shard at a merge's
///   `--out`), or anything else — a folder with files AppSim did not write, the current folder or
///   one that contains it, a symbolic link, a regular file, a FIFO, a device — is refused (exit 2),
///   naming what is in the way and what to do.
///
/// `claim` also creates the hidden staging folder beside the target, so a path that cannot be
/// written (permissions, a name too long) fails before the run (exit 3). `write` fills it, writes
/// the manifest last, then swaps it with the folder at the path in one step (`FolderExchange`),
/// carries the nested reports across and deletes the previous report's listed files one by one
/// (never a recursive delete of anything it did not write in this process). Killed at any instant,
/// the previous or the new report is complete at the path; `AbandonedWrites` says what the next
/// command does with what was left hidden.
package struct ReportFolder: Sendable {
    /// The path as the user named it.
    package let path: String
    /// What the folder holds; only a folder of this kind is replaced.
    package let kind: ReportKind
    let target: URL
    let staging: URL

    /// Decides whether `path` may be written as a folder of `kind` and prepares the staging folder.
    ///
    /// - Parameter option: the option that named the path (`--out`, `--baseline`), for messages.
    /// - Throws: `OutputError.refused` when the path is not AppSim's to replace;
    ///   `OutputError.cannotWrite` when the staging folder cannot be created.
    package static func claim(_ path: String, kind: ReportKind, option: String = "--out") throws(OutputError) -> ReportFolder {
        let target = PhysicalPath.url(path)
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let folder = ReportFolder(path: path, kind: kind, target: target, staging: parent.appendingPathComponent(AbandonedWrites.stagingName(name)))
        _ = try folder.inspect(option: option)
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputError(.cannotWrite, "cannot create \(Self.display(path))/: \(FileSystemMessage.reason(error))")
        }
        guard mkdir(folder.staging.path, 0o755) == 0 else {
            throw OutputError(.cannotWrite, "cannot write \(Self.display(path))/: \(FileSystemMessage.errno())")
        }
        PendingOutputs.shared.register(folder.staging.path)
        return folder
    }

    /// This machine's host name, which the hidden folders of a commit carry (`AbandonedWrites`).
    package static var host: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count) == 0 else { return "localhost" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Repairs what interrupted commits of gone processes left hidden beside `path` (a folder or a
    /// single file), as `AbandonedWrites` says, and tells the user what it did or left. Commands call
    /// it before they claim the path, and before they read a folder that such a commit may have left
    /// empty.
    package static func recover(_ path: String) -> [String] {
        let target = PhysicalPath.url(path)
        return AbandonedWrites.recover(name: target.lastPathComponent, in: target.deletingLastPathComponent())
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
            listing.kind = kind
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
        guard case .owned(let owned, _) = existing else {
            guard rename(staging.path, target.path) == 0 else {
                let reason = FileSystemMessage.errno()
                abandon()
                throw OutputError(.cannotWrite, "cannot write \(Self.display(path))/: \(reason)")
            }
            PendingOutputs.shared.release(staging.path)
            PendingOutputs.shared.committed(Self.display(path) + "/")
            return
        }
        // From the swap on, the staging path may hold the previous report: no longer this
        // process's to abandon, only `AbandonedWrites` may clear it.
        PendingOutputs.shared.release(staging.path)
        let previous: URL
        switch FolderExchange.exchange(staging.path, target.path) {
        case .exchanged:
            previous = staging
        case .unsupported:
            previous = staging.deletingLastPathComponent().appendingPathComponent(AbandonedWrites.retiredName(target.lastPathComponent))
            guard rename(target.path, previous.path) == 0 else {
                let reason = FileSystemMessage.errno()
                abandon()
                throw OutputError(.cannotWrite, "cannot replace \(Self.display(path))/: \(reason)")
            }
            guard rename(staging.path, target.path) == 0 else {
                let reason = FileSystemMessage.errno()
                _ = rename(previous.path, target.path)
                abandon()
                throw OutputError(.cannotWrite, "cannot replace \(Self.display(path))/: \(reason)")
            }
        case .failed(let code):
            abandon()
            throw OutputError(.cannotWrite, "cannot replace \(Self.display(path))/: \(String(cString: strerror(code)))")
        }
        for nested in AbandonedWrites.nestedReports(in: previous, listed: Set(owned))
        where !FileManager.default.fileExists(atPath: target.appendingPathComponent(nested).path) {
            _ = rename(previous.appendingPathComponent(nested).path, target.appendingPathComponent(nested).path)
        }
        Self.removeListed(owned, in: previous)
        PendingOutputs.shared.committed(Self.display(path) + "/")
    }

    /// Removes the staging folder (an interrupted or failed run): it holds only this process's files.
    package func abandon() {
        PendingOutputs.shared.release(staging.path)
        try? FileManager.default.removeItem(at: staging)
    }

    /// What stands at the target.
    enum Contents {
        /// Nothing, or an empty folder.
        case free
        /// A folder AppSim wrote of this kind: the files it lists, and nested AppSim report
        /// folders (top-level names) to carry over.
        case owned(files: [String], nested: [String])
    }

    /// Looks at the target and decides; `option` names the path's option in refusals (nil: the
    /// write after the run, where the message names the path only).
    func inspect(option: String?) throws(OutputError) -> Contents {
        let shown = Self.display(path) + "/"
        let hint = option.map { " Choose a new folder, e.g. \($0) \(PrintableText.shellWord(Self.unusedSibling(of: path)))." } ?? ""
        var status = stat()
        guard lstat(target.path, &status) == 0 else {
            guard errno == ENOENT else { throw OutputError(.cannotWrite, "cannot write \(shown): \(FileSystemMessage.errno())") }
            return .free
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
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
        let found: ReportKind?
        if FileManager.default.fileExists(atPath: manifestPath) {
            let manifest: ReportManifest
            do {
                manifest = try ReportManifest.read(manifestPath)
            } catch {
                throw OutputError(.refused, "\(shown) has a damaged \(ReportManifest.fileName) (\(error)), so AppSim cannot tell "
                                  + "what it wrote there and leaves it untouched.\(hint)")
            }
            listed = manifest.files + [ReportManifest.fileName]
            found = manifest.kind
        } else if Baseline.isLegacy(directory: target.path) {
            listed = ["baseline.json", "kpis.csv"]
            found = .baseline
        } else {
            listed = []
            found = nil
        }
        if !listed.isEmpty && found != kind {
            let what = found.map { "\($0.noun), which \($0.writer) writes" } ?? "a folder AppSim wrote of a kind this version does not know"
            throw OutputError(.refused, "\(shown) holds \(what); this command writes \(kind.noun) there, and AppSim replaces a folder "
                              + "only with another of the same kind, so it leaves it untouched.\(hint)")
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
            case S_IFDIR where relative.isEmpty && AbandonedWrites.isHidden(entry):
                nested.append(entry)
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
