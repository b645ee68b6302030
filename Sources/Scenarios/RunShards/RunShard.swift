import Harness

/// One machine's part of a run (`appsim run FILE --shard i/n`), as files `appsim merge` combines
/// into the report of the unsharded run, byte for byte.
///
/// The shard simulated, of each persona, the block of whole partitions `Shard.partitions(of:)`
/// gives it, and keeps each persona's tally exactly: merging the shards' tallies in shard order
/// merges every partition in partition order, as the unsharded run does (`PersonaTally`). A shard
/// folder holds:
/// - `shard.json`: `kind` `"run"` (what tells it from a sweep's shard), the header
///   (`RunShardHeader`), which shard of how many, and per persona its block of partitions and
///   the fingerprint of its tally file, so an edited or truncated tally is refused, not merged;
/// - `scenario.json5`: the scenario's text as the run read it, so the merge resolves the same
///   scenario on any machine (a catalog folder it names must be at the same path there); the
///   merge checks that it resolves to the recorded fingerprint;
/// - `tally-<persona>.json`: each persona's tally (`PersonaTally.json`).
package struct RunShard: Sendable {
    /// The `format` of `shard.json` this version writes and reads.
    package static let format = 1
    /// `kind` in `shard.json`; a sweep's shard has none.
    package static let kind = "run"

    /// One persona's part: its block of partitions and their merged tally.
    package struct Part: Sendable {
        /// The persona's plural (`caregivers`).
        package var persona: String
        /// The persona's partitions in the whole run.
        package var partitionCount: Int
        /// The block this shard simulated.
        package var partitions: Range<Int>
        package var tally: any PersonaTally
    }

    package var header: RunShardHeader
    package var shard: Shard
    /// The scenario file's text, as the run read it.
    package var scenarioText: String
    /// Every persona the scenario runs, in registry order.
    package var parts: [Part]
}

extension RunShard {
    /// The shard of `outcome`, a run of `scenarioText` limited to `shard` (`ScenarioRun.run`).
    package init(_ outcome: RunOutcome, shard: Shard, scenarioText: String) {
        let parts = outcome.tallies.map { tally in
            let count = tally.persona.partitions(in: outcome.scenario).count
            return Part(persona: tally.persona.plural, partitionCount: count, partitions: shard.partitions(of: count), tally: tally)
        }
        self.init(header: RunShardHeader(outcome), shard: shard, scenarioText: scenarioText, parts: parts)
    }

    /// The tally file of the persona called `plural`.
    static func tallyFile(_ plural: String) -> String {
        "tally-\(plural).json"
    }

    /// The shard's files.
    package var files: [(name: String, contents: String)] {
        let tallies = parts.map { (name: Self.tallyFile($0.persona), contents: $0.tally.json) }
        let personas = zip(parts, tallies).map { part, file in
            "    {\"persona\": \(JSON5Node.quoted(part.persona)), \"partitions\": \(part.partitionCount), "
                + "\"from\": \(part.partitions.lowerBound), \"to\": \(part.partitions.upperBound), "
                + "\"fingerprint\": \(JSON5Node.quoted(Fingerprint.of(file.contents)))}"
        }.joined(separator: ",\n")
        let meta = """
        {
          "format": \(Self.format),
          "kind": \(JSON5Node.quoted(Self.kind)),
          "version": \(JSON5Node.quoted(header.version)),
          "scenario": \(JSON5Node.quoted(header.scenario)),
          "scenarioFingerprint": \(JSON5Node.quoted(header.scenarioFingerprint)),
          "scenarioPath": \(JSON5Node.quoted(header.scenarioPath)),
          "overrides": [\(header.overrides.map(JSON5Node.quoted).joined(separator: ", "))],
          "shard": \(shard.index),
          "of": \(shard.count),
          "personas": [
        \(personas)
          ]
        }

        """
        return [("shard.json", meta), ("scenario.json5", scenarioText)] + tallies
    }
}
