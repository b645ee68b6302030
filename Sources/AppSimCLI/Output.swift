import Scenarios

/// What commands share when they write: the command line for manifests, the claim of an output
/// folder, and how a refused or failed output is reported.
enum Output {
    /// The words after `appsim`, as the manifest records them.
    static var commandLine: [String] { Array(CommandLine.arguments.dropFirst()) }

    /// Claims `path` as a folder of `kind` once no output overlaps an input (`paths`, which this
    /// adds the folder to), and prints what the claim repaired of an interrupted commit.
    static func claim(_ path: String, kind: ReportKind, option: String = "--out", checking paths: CommandPaths) throws(OutputError) -> ReportFolder {
        var paths = paths
        paths.writes.append(CommandPaths.Named(option, path))
        try paths.check()
        recover(path)
        return try ReportFolder.claim(path, kind: kind, option: option)
    }

    /// Repairs what an interrupted commit left beside `path` and says what it did.
    static func recover(_ path: String) {
        for note in ReportFolder.recover(path) { Console.error("appsim: note: \(note)\n") }
    }

    /// The scenario file a command reads, for `CommandPaths`.
    static func scenario(_ path: String) -> CommandPaths.Named {
        CommandPaths.Named("the scenario", path)
    }

    /// Prints why an output was refused or could not be written; exit 2 or 3.
    static func fail(_ error: OutputError) -> ExitCode {
        Console.failure("appsim: \(error)\n")
        return ExitCode(error)
    }
}
