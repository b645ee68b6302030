import Harness

/// What `appsim merge` combines: the shards of one run (`appsim run --shard i/n`) or of one sweep
/// (`appsim sweep --shard i/n`), told apart by their `shard.json` — a run's says `kind: "run"`,
/// a sweep's has no `kind` — and never mixed.
package enum ShardSet {
    /// The unsharded run's outcome.
    case run(RunOutcome)
    /// The unsharded sweep's result.
    case sweep(SweepResult)

    /// Reads every folder and merges them (`RunShard.merge`, `SweepShard.merge`).
    ///
    /// - Throws: naming the folders, when some are a run's shards and others a sweep's, or
    ///   whatever reading or merging the shards refuses.
    package static func merge(folders: [String]) throws(RecordError) -> ShardSet {
        var runs: [String] = []
        var sweeps: [String] = []
        for folder in folders {
            if try isRunShard(folder) { runs.append(folder) } else { sweeps.append(folder) }
        }
        guard runs.isEmpty || sweeps.isEmpty else {
            throw RecordError("\(runs.joined(separator: ", ")) \(runs.count == 1 ? "is a run's shard" : "are a run's shards") (appsim run --shard) "
                              + "and \(sweeps.joined(separator: ", ")) \(sweeps.count == 1 ? "a sweep's" : "a sweep's shards") (appsim sweep --shard): "
                              + "merge the shards of one run or of one sweep")
        }
        if runs.isEmpty {
            return .sweep(try SweepShard.merge(try folders.map { folder throws(RecordError) in try SweepShard.load(directory: folder) }))
        }
        return .run(try RunShard.merge(try folders.map { folder throws(RecordError) in (folder, try RunShard.load(directory: folder)) }))
    }

    /// Whether `folder/shard.json` is a run shard's: its `kind` is `"run"`.
    static func isRunShard(_ folder: String) throws(RecordError) -> Bool {
        let path = folder + "/shard.json"
        let text = try RecordFile.text(path)
        guard let node = try? JSON5Parser.parse(text), let object = try? ObjectReader(node, path: "", file: path),
              case .string(let kind)? = object.peek("kind")?.kind else { return false }
        return kind == RunShard.kind
    }
}
