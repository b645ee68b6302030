/// What a folder AppSim wrote holds, recorded in its manifest (docs/rules.md#folder-kind): a
/// command replaces only a folder of the kind it writes, so a run never replaces a committed
/// baseline, a merge never replaces one of its own shards, a catalog never replaces a run report.
///
/// The kind is what the folder holds, not which command wrote it: `merge` writes the report of a
/// run or of a sweep, byte-identical to the unsharded one, and records `run` or `sweep`, so the
/// merged report and a later `run` of the same scenario replace one another at `reports/<name>/`.
package enum ReportKind: String, Sendable, CaseIterable {
    /// A run's report (`run`, or `merge` of run shards).
    case run
    /// One shard of a run (`run --shard i/n`).
    case runShard = "run-shard"
    /// A sweep's report (`sweep`, or `merge` of sweep shards).
    case sweep
    /// One shard of a sweep (`sweep --shard i/n`).
    case sweepShard = "sweep-shard"
    /// A regression baseline (`check --update`).
    case baseline
    /// A synthetic Melody Map catalog (`catalog`).
    case catalog
    /// Capacity measurements (`capacity`).
    case capacity

    /// "a run report", "a baseline", … for messages.
    package var noun: String {
        switch self {
        case .run: "a run report"
        case .runShard: "a run shard"
        case .sweep: "a sweep report"
        case .sweepShard: "a sweep shard"
        case .baseline: "a baseline"
        case .catalog: "a catalog"
        case .capacity: "a capacity report"
        }
    }

    /// The command that writes this kind, for messages.
    package var writer: String {
        switch self {
        case .run: "appsim run (or merge)"
        case .runShard: "appsim run --shard"
        case .sweep: "appsim sweep (or merge)"
        case .sweepShard: "appsim sweep --shard"
        case .baseline: "appsim check --update"
        case .catalog: "appsim catalog"
        case .capacity: "appsim capacity"
        }
    }

    /// The kind of a folder whose manifest records none (written before kinds were recorded), told
    /// by the files it lists: a baseline by `baseline.json`, a shard by `shard.json` with the
    /// scenario (a run's) or `runs.csv` (a sweep's), a sweep by `sweep.md`, a catalog by
    /// `songs.json`, a capacity report by `search.md`, a run by `summary.md`. `nil` when none fits.
    package static func recognised(byFiles files: [String]) -> ReportKind? {
        let names = Set(files)
        if names.contains("baseline.json") { return .baseline }
        if names.contains("shard.json") { return names.contains("runs.csv") ? .sweepShard : .runShard }
        if names.contains("sweep.md") { return .sweep }
        if names.contains("songs.json") { return .catalog }
        if names.contains("search.md") { return .capacity }
        if names.contains("summary.md") { return .run }
        return nil
    }
}
