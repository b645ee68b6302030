import Foundation
import Harness

/// Every path a command reads and every path it writes, checked before the run so that no output
/// replaces, or writes into, what the command reads, and no two outputs share a path
/// (docs/rules.md#outputs-never-touch-inputs).
///
/// Paths are compared as the file system sees them, not as they are spelled: what exists by device
/// and inode (so a symbolic link, `..`, a hard link, a trailing slash or another spelling of the
/// same name on a case-insensitive volume is the same path), and what does not exist yet by the
/// folder it would be made in. A path is inside another when any folder above it is the other.
package struct CommandPaths: Sendable {
    /// A path and the words that name it in messages (`--junit`, `--baseline`, `the scenario`).
    package struct Named: Sendable {
        package var label: String
        package var path: String

        package init(_ label: String, _ path: String) {
            self.label = label
            self.path = path
        }
    }

    package var reads: [Named] = []
    package var writes: [Named] = []

    package init(reads: [Named] = [], writes: [Named] = []) {
        self.reads = reads
        self.writes = writes
    }

    /// Refuses (exit 2) the first output that is, contains or lies inside an input or another
    /// output, naming both.
    package func check() throws(OutputError) {
        let outputs = writes.map { ($0, Location($0.path)) }
        let inputs = reads.map { ($0, Location($0.path)) }.filter { $0.1.identity != nil }
        for (index, (output, located)) in outputs.enumerated() {
            for (input, source) in inputs {
                if let relation = located.relation(to: source), !(relation == .contains && Self.isCarried(input.path, by: located)) {
                    throw OutputError(.refused, "\(Self.show(output)) \(relation.words) \(Self.show(input)), which this command reads: "
                                      + "AppSim never writes over or into what it reads, so nothing was run or written. "
                                      + "Name another path for \(output.label).")
                }
            }
            for (other, elsewhere) in outputs[..<index] {
                if let relation = located.relation(to: elsewhere) {
                    throw OutputError(.refused, "\(Self.show(output)) \(relation.words) \(Self.show(other)): each output needs a path "
                                      + "of its own, so nothing was run or written. Name another path for \(output.label).")
                }
            }
        }
    }

    /// Whether `input` is a report folder directly inside the output folder at `output`: a
    /// replacement carries it across untouched (`ReportFolder`), as a merge at `reports/<name>/`
    /// carries the shards it reads from `reports/<name>/run-shard-i-of-n/`.
    static func isCarried(_ input: String, by output: Location) -> Bool {
        let folder = Location(input)
        guard let mine = output.identity, folder.above.first == mine else { return false }
        return FileManager.default.fileExists(atPath: input + "/" + ReportManifest.fileName)
    }

    static func show(_ named: Named) -> String {
        "\(named.label) \(PrintableText.shellWord(named.path))"
    }

    /// How one path stands to another.
    enum Relation {
        case same, inside, contains

        var words: String {
            switch self {
            case .same: "is the same path as"
            case .inside: "is inside"
            case .contains: "contains"
            }
        }
    }

    /// A file's identity on this machine.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(_ path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// Where a path is: its identity when it exists, the identities of the folders above it (of the
    /// nearest existing one upwards), and its spelling with links resolved as far as it exists.
    struct Location {
        var identity: Identity?
        var above: [Identity]
        var resolved: String

        init(_ path: String) {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            var existing = absolute
            var rest: [String] = []
            var real: String?
            while real == nil {
                real = Self.realPath(existing)
                guard real == nil else { break }
                // Split as text: Foundation's URLs would fold `..` by spelling, not as the kernel does.
                var trimmed = existing
                while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
                guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { real = "/"; break }
                let last = String(trimmed[trimmed.index(after: slash)...])
                if !last.isEmpty && last != "." { rest.insert(last, at: 0) }
                existing = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
            }
            let base = real ?? "/"
            var components = base.split(separator: "/").map(String.init)
            for part in rest {
                if part == ".." { if !components.isEmpty { components.removeLast() } } else { components.append(part) }
            }
            resolved = "/" + components.joined(separator: "/")
            identity = rest.isEmpty ? Identity(base) : nil
            var folders: [Identity] = []
            var folder = URL(fileURLWithPath: base)
            if rest.isEmpty { folder = folder.deletingLastPathComponent() }
            while true {
                if let id = Identity(folder.path) { folders.append(id) }
                let parent = folder.deletingLastPathComponent()
                guard parent.path != folder.path else { break }
                folder = parent
            }
            above = folders
        }

        static func realPath(_ path: String) -> String? {
            guard let pointer = realpath(path, nil) else { return nil }
            defer { free(pointer) }
            return String(cString: pointer)
        }

        /// How this path stands to `other`, or `nil` when neither is, holds or lies in the other.
        func relation(to other: Location) -> Relation? {
            if let mine = identity, let theirs = other.identity {
                if mine == theirs { return .same }
                if above.contains(theirs) { return .inside }
                if other.above.contains(mine) { return .contains }
                return nil
            }
            if let theirs = other.identity { return above.contains(theirs) ? .inside : nil }
            if let mine = identity { return other.above.contains(mine) ? .contains : nil }
            if resolved == other.resolved { return .same }
            if resolved.hasPrefix(other.resolved == "/" ? "/" : other.resolved + "/") { return .inside }
            if other.resolved.hasPrefix(resolved == "/" ? "/" : resolved + "/") { return .contains }
            return nil
        }
    }
}
