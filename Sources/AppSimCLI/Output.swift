import Foundation
import Harness
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

    /// What a command reads of a scenario, for `CommandPaths`: its file and the folders it names.
    static func reads(_ scenario: Scenario, path: String) -> [CommandPaths.Named] {
        [CommandPaths.Named("the scenario", path)] + scenario.inputPaths.map { CommandPaths.Named("the scenario's catalog", $0) }
    }

    /// Writes `files` as `folder` with `manifest`, holding signals while it commits: `nil` when
    /// written, else the status to end with — 2 or 3 when the folder could not be written, 128 + n
    /// when a signal came before the commit (nothing is written and the staging folder is removed).
    static func commit(_ files: [(name: String, data: Data)], to folder: ReportFolder, manifest: ReportManifest,
                       interruption: Interruption) -> ExitCode? {
        do {
            guard try interruption.commit({ () throws(OutputError) in try folder.write(files, manifest: manifest) }) else {
                folder.abandon()
                return interruption.stop(keeping: "nothing was written (\(PrintableText.terminal(folder.path))/ is as it was)")
            }
            return nil
        } catch {
            return fail(error)
        }
    }

    /// `commit` of text files.
    static func commit(_ files: [(name: String, contents: String)], to folder: ReportFolder, manifest: ReportManifest,
                       interruption: Interruption) -> ExitCode? {
        commit(files.map { ($0.name, Data($0.contents.utf8)) }, to: folder, manifest: manifest, interruption: interruption)
    }

    /// Prints why an output was refused or could not be written; exit 2 or 3.
    static func fail(_ error: OutputError) -> ExitCode {
        Console.failure("appsim: \(error)\n")
        return ExitCode(error)
    }
}
