import Foundation

/// The hidden folders a commit keeps beside a report folder, and how the next command that touches
/// the folder repairs what a killed one left (docs/rules.md, "Outputs": the commit).
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
/// is gone (a folder of another host, on a shared volume, is never touched: its process may live):
/// - an `.old-` folder, when nothing is at the path: renamed back into place, whole;
/// - nested report folders inside either, when the path lacks them: moved into the report at the
///   path (they are the only copy);
/// - then the files the hidden folder's manifest lists, or, with no manifest (staging that never
///   finished), its regular files, and the folders this empties, the hidden folder last.
/// Anything else is left where it is and reported, never deleted.
enum AbandonedWrites {
    /// `pid@host`: whose hidden folders these are.
    static var owner: String {
        var name = [CChar](repeating: 0, count: 256)
        let host = gethostname(&name, name.count) == 0 ? String(cString: name) : "localhost"
        return "\(ProcessInfo.processInfo.processIdentifier)@\(host)"
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
            guard lstat(hidden.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            if retired.contains(entry) && lstat(target.path, &status) != 0 && errno == ENOENT {
                if rename(hidden.path, target.path) == 0 {
                    notes.append("restored \(ReportFolder.display(target.path))/ from \(entry), left by a commit that was interrupted")
                    continue
                }
            }
            let manifest = try? ReportManifest.read(hidden.appendingPathComponent(ReportManifest.fileName).path)
            let listed = Set((manifest?.files ?? []) + (manifest == nil ? [] : [ReportManifest.fileName]))
            for nested in nestedReports(in: hidden, listed: listed) {
                let destination = target.appendingPathComponent(nested)
                guard isFolder(target), !FileManager.default.fileExists(atPath: destination.path),
                      rename(hidden.appendingPathComponent(nested).path, destination.path) == 0 else { continue }
                notes.append("carried \(ReportFolder.display(destination.path))/ back into place from \(entry), left by a commit that was interrupted")
            }
            if let manifest {
                ReportFolder.removeListed(manifest.files + [ReportManifest.fileName], in: hidden)
            } else {
                removeRegularFiles(in: hidden)
            }
            if FileManager.default.fileExists(atPath: hidden.path) {
                notes.append("left \(ReportFolder.display(hidden.path))/ where it is: a commit that was interrupted left it, and it holds "
                             + "what AppSim cannot tell as its own; look inside before removing it")
            }
        }
        return notes
    }

    /// Whether `entry` is a hidden folder named with `prefix` whose process, on this host, is gone.
    /// A name without a host is this host's.
    static func isAbandoned(_ entry: String, prefix: String) -> Bool {
        guard entry.hasPrefix(prefix) else { return false }
        let rest = entry.dropFirst(prefix.count)
        let parts = rest.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let pid = Int32(parts[0]), pid > 0 else { return false }
        if parts.count == 2 {
            let ownHost = owner.split(separator: "@", maxSplits: 1).last.map(String.init) ?? ""
            guard parts[1] == ownHost else { return false }
        }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The top-level folders of `folder` that hold a manifest and that its own manifest does not list
    /// files in: report folders of other commands kept inside it.
    static func nestedReports(in folder: URL, listed: Set<String>) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return entries.filter { entry in
            isFolder(folder.appendingPathComponent(entry))
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry + "/" + ReportManifest.fileName).path)
                && !listed.contains { $0.hasPrefix(entry + "/") }
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
