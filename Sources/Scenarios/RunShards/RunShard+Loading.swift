import Harness

extension RunShard {
    /// The most shards a run or sweep is split into (`--shard i/n`, `n` at most this).
    package static let maxCount = 10_000

    /// Reads the run shard in `directory`.
    ///
    /// - Throws: naming the file at fault, when `shard.json` is not a run shard's of this format,
    ///   a tally file's fingerprint is not the one `shard.json` records (it was edited or cut
    ///   short: run the shard again), or a tally does not read as its persona's.
    package static func load(directory: String) throws(RecordError) -> RunShard {
        let metaPath = directory + "/shard.json"
        let (header, shard, recorded) = try RecordFile.read(metaPath, format: format) { object throws(ScenarioError) in
            let kind = try object.string("kind")
            guard kind == Self.kind else {
                throw ScenarioError(file: metaPath, path: "kind", message: "expected \"\(Self.kind)\", got \(JSON5Node.quoted(kind))")
            }
            let header = RunShardHeader(version: try object.string("version"), scenario: try object.string("scenario"),
                                        scenarioFingerprint: try object.string("scenarioFingerprint"),
                                        scenarioPath: try object.string("scenarioPath"), overrides: try object.strings("overrides"))
            let count = try object.integer("of", in: 1...maxCount)
            let index = try object.integer("shard", in: 1...count)
            var parts: [(persona: String, partitionCount: Int, partitions: Range<Int>, fingerprint: String)] = []
            for (position, element) in (try object.array("personas") ?? []).enumerated() {
                var part = try ObjectReader(element, path: "personas[\(position)]", file: metaPath)
                let persona = try part.string("persona")
                let partitionCount = try part.integer("partitions", in: 0...Int.max)
                let from = try part.integer("from", in: 0...partitionCount)
                let to = try part.integer("to", in: from...partitionCount)
                let fingerprint = try part.string("fingerprint")
                try part.finish()
                parts.append((persona, partitionCount, from..<to, fingerprint))
            }
            try object.finish()
            return (header, Shard(index: index, count: count)!, parts)
        }
        var parts: [Part] = []
        for part in recorded {
            guard let persona = Personas.all.first(where: { $0.plural == part.persona }) else {
                throw RecordError("\(metaPath): names the persona \(JSON5Node.quoted(part.persona)), which this version does not simulate")
            }
            let path = "\(directory)/\(tallyFile(part.persona))"
            let text = try RecordFile.text(path)
            guard Fingerprint.of(text) == part.fingerprint else {
                throw RecordError("\(path): is not the tally \(metaPath) records (it changed since shard \(shard) wrote it): "
                                  + "run shard \(shard) again rather than merge an edited part")
            }
            guard let tally = persona.decodeTally(text) else {
                throw RecordError("\(path): does not read as the \(part.persona)' tally: run shard \(shard) again")
            }
            parts.append(Part(persona: part.persona, partitionCount: part.partitionCount, partitions: part.partitions, tally: tally))
        }
        return RunShard(header: header, shard: shard, scenarioText: try RecordFile.text(directory + "/scenario.json5"), parts: parts)
    }
}
