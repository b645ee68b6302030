import Harness
import Scenarios

/// `appsim merge DIR… [--out DIR]`
enum MergeCommand {
    static let help = """
    USAGE: appsim merge SHARD_DIR... [--out DIR]

    Combines the parts written by 'appsim run --shard i/n' or 'appsim sweep --shard i/n' (all n
    of them, from any machines, in any order) into the report of the unsharded run or sweep,
    byte-identical to it. Writes reports/<name>/ for a run, reports/<name>/sweep/ for a sweep,
    unless --out is given.

    EXIT STATUS: 0 the run, or every run of the sweep, passed · 1 an invariant was violated or a
    declared probe not reached · 2 bad usage, shards that do not make one whole run or sweep, or
    --out names something AppSim did not write · 3 the report could not be written

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let out: String?
        let folders: [String]
        do {
            out = try arguments.value("--out")
            folders = try arguments.positionals(max: RunShard.maxCount)
        } catch {
            return Usage.fail(error, help: "appsim merge --help")
        }
        guard !folders.isEmpty else { return Usage.fail(UsageError("name the shard folders to merge"), help: "appsim merge --help") }
        let interruption = Interruption()
        interruption.watchEndingAtOnce(keeping: "nothing was written" + (out.map { " (\(PrintableText.terminal($0))/ is as it was)" } ?? ""),
                                       written: "the merged report was written")
        for folder in folders { Output.recover(folder) }
        let merged: ShardSet
        do {
            merged = try ShardSet.merge(folders: folders)
        } catch {
            Console.failure("appsim: \(error)\n")
            return .badInput
        }
        let shards = CommandPaths(reads: folders.map { CommandPaths.Named("the shard folder", $0) })
        let folder: ReportFolder
        do {
            switch merged {
            case .run(let outcome): folder = try Output.claim(out ?? "reports/\(outcome.scenario.name)", kind: .run, checking: shards)
            case .sweep(let result): folder = try Output.claim(out ?? "reports/\(result.header.scenario)/sweep", kind: .sweep, checking: shards)
            }
        } catch {
            return Output.fail(error)
        }
        switch merged {
        case .run(let outcome): return RunCommand.finish(outcome, in: folder, interruption: interruption)
        case .sweep(let result): return SweepCommand.finish(result, in: folder, interruption: interruption)
        }
    }
}
