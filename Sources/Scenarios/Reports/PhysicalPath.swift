import Foundation

/// Where a path the user typed leads, as the kernel resolves it: every folder on the way through
/// its links and `..` (so `link/../x` is the `x` beside the link's target, as the shell's `ls` sees
/// it), the last name kept as typed, so that a link there is seen and refused, never followed
/// (docs/rules.md#outputs-never-touch-inputs). `CommandPaths` compares the same resolution. The
/// path is split as text: Foundation's URLs would fold `..` by spelling.
enum PhysicalPath {
    static func url(_ path: String) -> URL {
        var absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        while absolute.count > 1 && absolute.hasSuffix("/") { absolute.removeLast() }
        guard let slash = absolute.lastIndex(of: "/") else { return URL(fileURLWithPath: absolute) }
        let last = String(absolute[absolute.index(after: slash)...])
        guard !last.isEmpty, last != ".", last != ".." else { return URL(fileURLWithPath: CommandPaths.Location(absolute).resolved) }
        let parent = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        return URL(fileURLWithPath: CommandPaths.Location(parent).resolved).appendingPathComponent(last)
    }
}
