import Scenarios

/// `appsim merge DIR… [--out DIR]`
enum MergeCommand {
    static let help = """
    USAGE: appsim merge SHARD_DIR... [--out DIR]

    Combines the parts written by 'appsim sweep --shard i/n' (all n of them, from any machines)
    into the sweep's report, byte-identical to running the sweep unsharded. Writes
    reports/<name>/sweep/ unless --out is given.

    EXIT STATUS: 0 every run passed · 1 some run failed its invariants or probes · 2 bad usage,
    shards that do not make one whole sweep, or --out names something AppSim did not write ·
    3 the report could not be written

    """

    static func main(_ arguments: Arguments) -> ExitCode {
        var arguments = arguments
        let out: String?
        let folders: [String]
        do {
            out = try arguments.value("--out")
            folders = try arguments.positionals(max: 10_000)
        } catch {
            return Usage.fail(error, help: "appsim merge --help")
        }
        guard !folders.isEmpty else { return Usage.fail(UsageError("name the shard folders to merge"), help: "appsim merge --help") }
        let result: SweepResult
        do {
            result = try SweepShard.merge(try folders.map { folder throws(RecordError) in try SweepShard.load(directory: folder) })
        } catch {
            Console.error("appsim: \(error)\n")
            return .badInput
        }
        let folder: ReportFolder
        do {
            folder = try ReportFolder.claim(out ?? "reports/\(result.header.scenario)/sweep")
        } catch {
            return Output.fail(error)
        }
        return SweepCommand.finish(result, in: folder)
    }
}
