import Foundation

/// The hidden folders a commit keeps beside a report folder, and how the next command that touches
/// the folder repairs what a killed one left (docs/rules.md#commit-survives-a-kill).
///
/// A commit stages the new report in `.<name>.partial-<pid>@<host>`. It then swaps it with the
/// report at the path in one step, so the hidden folder holds the previous report, carries the
/// nested reports (a run's `sweep/`) across and deletes the previous report's listed files. Where
/// the swap is not available it renames the previous report to `.<name>.old-<pid>@<host>` and the
/// staged one into place. A process killed between any two of these calls leaves the previous or
/// the new report complete at the path, except in that fallback's gap, where the path is empty and
/// the `.old-` folder is the previous report, whole.
///
/// `recover` is what the next command does with the hidden folders of a process of this host that
/// is gone (a name without `@host` is never AppSim's, and a folder of another host, on a shared
/// volume, is never touched: its process may live):
/// - an `.old-` folder, when nothing is at the path: renamed back into place, whole;
/// - nested report folders inside either, when the path holds a folder that lacks them: moved into
///   it (they are the only copy);
/// - then the files the hidden folder's manifest lists, but only when the path holds a complete
///   report of the same kind (the one that replaced it), or, with no manifest (staging that never
///   finished), its regular files; and the folders this empties, the hidden folder last;
/// - a staging file of a single-file output (`ReportFile`): deleted.
/// Anything else is left where it is and reported, never deleted.
enum AbandonedWrites {
    /// `pid@host`: whose hidden folders these are.
    static var owner: String {
        "\(ProcessInfo.processInfo.processIdentifier)@\(ReportFolder.host)"
    }

    /// The staging folder's name for a report folder named `name`.
    static func stagingName(_ name: String) -> String { ".\(name).partial-\(owner)" }

    /// The name of the previous report set aside by the two-rename fallback.
    static func retiredName(_ name: String) -> String { ".\(name).old-\(owner)" }

    /// Repairs the hidden folders that gone processes of this host left beside `name` in `parent`,
    /// and says what it did or left, for the user to read.
    static func recover(name: String, in parent: URL) -> [String] {
        let target = parent.appendingPathComponent(name)
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        let retired = entries.filter { isAbandoned($0, prefix: ".\(name).old-") }
        let staged = entries.filter { isAbandoned($0, prefix: ".\(name).partial-") }
        var notes: [String] = []
        for entry in retired + staged {
            let hidden = parent.appendingPathComponent(entry)
            var status = stat()
            guard lstat(hidden.path, &status) == 0 else { continue }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                if staged.contains(entry) && status.st_mode & S_IFMT == S_IFREG { _ = unlink(hidden.path) }
                continue
            }
            if retired.contains(entry) && lstat(target.path, &status) != 0 && errno == ENOENT {
                if rename(hidden.path, target.path) == 0 {
                    notes.append("restored \(ReportFolder.display(target.path))/ from \(entry), left by a commit that was interrupted")
                    continue
                }
            }
            let manifest = try? ReportManifest.read(hidden.appendingPathComponent(ReportManifest.fileName).path)
            let listed = Set((manifest?.files ?? []) + (manifest == nil ? [] : [ReportManifest.fileName]))
            let current = try? ReportManifest.read(target.appendingPathComponent(ReportManifest.fileName).path)
            for nested in nestedReports(in: hidden, listed: listed) {
                let destination = target.appendingPathComponent(nested)
                guard isFolder(target), !FileManager.default.fileExists(atPath: destination.path),
                      rename(hidden.appendingPathComponent(nested).path, destination.path) == 0 else { continue }
                notes.append("carried \(ReportFolder.display(destination.path))/ back into place from \(entry), left by a commit that was interrupted")
            }
            if let manifest {
                if let current, current.kind == manifest.kind {
                    ReportFolder.removeListed(manifest.files + [ReportManifest.fileName], in: hidden)
                }
            } else if !retired.contains(entry) {
                removeRegularFiles(in: hidden)
            }
            if FileManager.default.fileExists(atPath: hidden.path) {
                notes.append("left \(ReportFolder.display(hidden.path))/ where it is: a commit that was interrupted left it, and it holds "
                             + "what AppSim cannot tell as its own; look inside before removing it")
            }
        }
        return notes
    }

    /// Whether `entry` is a hidden folder named with `prefix` and `<pid>@<this host>` whose process
    /// is gone.
    static func isAbandoned(_ entry: String, prefix: String) -> Bool {
        guard entry.hasPrefix(prefix) else { return false }
        let rest = entry.dropFirst(prefix.count)
        let parts = rest.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let ownHost = owner.split(separator: "@", maxSplits: 1).last.map(String.init) ?? ""
        guard parts.count == 2, parts[1] == ownHost, let pid = Int32(parts[0]), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Whether `entry` is named as AppSim names its hidden staging and set-aside folders and files
    /// (`.<name>.partial-<pid>@<host>`, `.<name>.old-<pid>@<host>`), whoever's they are.
    static func isHidden(_ entry: String) -> Bool {
        guard entry.hasPrefix("."), let at = entry.lastIndex(of: "@") else { return false }
        let head = entry[..<at]
        for marker in [".partial-", ".old-"] {
            if let range = head.range(of: marker, options: .backwards), range.lowerBound > head.index(after: head.startIndex),
               let pid = Int32(head[range.upperBound...]), pid > 0 {
                return true
            }
        }
        return false
    }

    /// The top-level folders of `folder` that hold a manifest and that its own manifest does not list
    /// files in — report folders of other commands kept inside it — and the hidden folders of their
    /// commits (`isHidden`): what a replacement carries across.
    static func nestedReports(in folder: URL, listed: Set<String>) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return entries.filter { entry in
            guard isFolder(folder.appendingPathComponent(entry)) else { return false }
            return isHidden(entry)
                || (FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry + "/" + ReportManifest.fileName).path)
                    && !listed.contains { $0.hasPrefix(entry + "/") })
        }
    }

    /// Whether `url` is a folder itself (not a link to one).
    static func isFolder(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Deletes the regular files under `folder` (staging never holds anything else) and the folders
    /// this empties, `folder` last; a nested report folder is not entered.
    static func removeRegularFiles(in folder: URL) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let url = folder.appendingPathComponent(entry)
            var status = stat()
            guard lstat(url.path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                _ = unlink(url.path)
            case S_IFDIR where !FileManager.default.fileExists(atPath: url.appendingPathComponent(ReportManifest.fileName).path):
                removeRegularFiles(in: url)
            default:
                continue
            }
        }
        _ = rmdir(folder.path)
    }
}
