import Harness

extension RunShard {
    /// Combines every shard of one run, each with the folder it was read from, into the outcome of
    /// the unsharded run: per persona, the shards' tallies merged in shard order (whatever order
    /// the folders were given in), so `RunReport` of it is the unsharded report byte for byte.
    ///
    /// - Throws: naming the folders, when shards were run by different AppSim versions, from
    ///   different scenario contents (fingerprints), with a different scenario path or overrides
    ///   (the report prints them), or split a different number of ways; when a shard is given
    ///   twice or is missing; when the scenario no longer resolves to the fingerprint it ran with
    ///   (a catalog folder it names changed or is missing here); or when a shard's blocks are not
    ///   the partitions its index takes of this scenario.
    package static func merge(_ shards: [(folder: String, shard: RunShard)]) throws(RecordError) -> RunOutcome {
        guard let first = shards.first else { throw RecordError("no shards to merge") }
        let name = { (folder: String, shard: RunShard) in "\(folder) (shard \(shard.shard))" }
        for (folder, shard) in shards.dropFirst() {
            let which = name(folder, shard)
            let against = name(first.folder, first.shard)
            guard shard.header.version == first.shard.header.version else {
                throw RecordError("\(which) was written by appsim \(shard.header.version), \(against) by \(first.shard.header.version): "
                                  + "run every shard with the same version")
            }
            guard shard.header.scenarioFingerprint == first.shard.header.scenarioFingerprint else {
                throw RecordError("\(which) ran a different scenario than \(against) (fingerprint \(shard.header.scenarioFingerprint), "
                                  + "not \(first.shard.header.scenarioFingerprint)): run every shard from the same scenario file, overrides and catalogs")
            }
            guard shard.header == first.shard.header else {
                throw RecordError("\(which) was run as `\(shard.header.command)`, \(against) as `\(first.shard.header.command)`: "
                                  + "the report names the command, so run every shard with the same scenario path and overrides")
            }
            guard shard.shard.count == first.shard.shard.count else {
                throw RecordError("\(which) is one of \(shard.shard.count) shards, \(against) one of \(first.shard.shard.count): "
                                  + "merge the shards of one split")
            }
        }
        let ordered = shards.sorted { $0.shard.shard.index < $1.shard.shard.index }
        if let (earlier, repeated) = zip(ordered, ordered.dropFirst()).first(where: { $0.shard.shard == $1.shard.shard }) {
            throw RecordError("\(earlier.folder) and \(repeated.folder) are both shard \(repeated.shard.shard): give each shard once")
        }
        let count = first.shard.shard.count
        let missing = Set(1...count).subtracting(ordered.map(\.shard.shard.index)).sorted()
        guard missing.isEmpty else {
            throw RecordError("missing shards: " + missing.map { "\($0)/\(count)" }.joined(separator: ", "))
        }
        let scenario = try resolve(first.shard, folder: first.folder)
        let personas = Personas.all.filter { $0.runs(in: scenario) }
        for (folder, shard) in ordered {
            let expected = personas.map { persona in
                let partitions = persona.partitions(in: scenario).count
                return "\(persona.plural) \(shard.shard.partitions(of: partitions)) of \(partitions)"
            }
            let recorded = shard.parts.map { "\($0.persona) \($0.partitions) of \($0.partitionCount)" }
            guard recorded == expected else {
                throw RecordError("\(folder)/shard.json: records the partitions \(recorded.joined(separator: ", ")) where shard \(shard.shard) "
                                  + "of this scenario takes \(expected.joined(separator: ", ")): run shard \(shard.shard) again")
            }
        }
        try checkFingerprints(ordered, personas: personas, scenario: scenario)
        let tallies = personas.indices.map { persona in
            var total = ordered[0].shard.parts[persona].tally
            for later in ordered.dropFirst() { total.merge(erased: later.shard.parts[persona].tally) }
            return total
        }
        return RunOutcome(scenario: scenario, scenarioPath: first.shard.header.scenarioPath, overrides: first.shard.header.overrides,
                          tallies: tallies)
    }

    /// Refuses a tally whose agent-day fingerprints are not the shape its shard's block of this
    /// scenario gives (docs/rules.md#recorded-files): the block's agents, from its first, each
    /// `days + 4` slots from two days before the start, as many values as agents × slots. A tally
    /// file is checked against the fingerprint `shard.json` records, so only a file edited with
    /// its record gets here; merged as it is, it would trap.
    static func checkFingerprints(_ shards: [(folder: String, shard: RunShard)], personas: [any Persona.Type],
                                  scenario: Scenario) throws(RecordError) {
        let shape = AgentDayFingerprints(scenario: scenario)
        for (folder, shard) in shards {
            for (persona, part) in zip(personas, shard.parts) {
                let partitions = persona.partitions(in: scenario)
                let block = partitions[shard.shard.partitions(of: partitions.count)]
                let agents = (block.first?.lowerBound ?? 0)..<(block.last?.upperBound ?? 0)
                let found = part.tally.fingerprints
                guard found.agentCount == agents.count, found.agentCount == 0 || found.firstAgent == agents.lowerBound,
                      found.slotsPerAgent == shape.slotsPerAgent, found.firstDay == shape.firstDay,
                      found.values.count == found.agentCount * found.slotsPerAgent else {
                    throw RecordError("\(folder)/\(tallyFile(part.persona)): holds the fingerprints of \(found.agentCount) agents from "
                                      + "#\(found.firstAgent), \(found.slotsPerAgent) slots from day \(found.firstDay) (\(found.values.count) values), "
                                      + "where shard \(shard.shard) of this scenario has \(agents.count) agents from #\(agents.lowerBound), "
                                      + "\(shape.slotsPerAgent) slots from day \(shape.firstDay): run shard \(shard.shard) again")
                }
            }
        }
    }

    /// The scenario `shard` ran: its kept text with its overrides, which must resolve to the
    /// fingerprint it recorded.
    static func resolve(_ shard: RunShard, folder: String) throws(RecordError) -> Scenario {
        let path = "\(folder)/scenario.json5"
        let scenario: Scenario
        do {
            scenario = try ScenarioFile.parse(shard.scenarioText, file: shard.header.scenarioPath, overrides: shard.header.overrides)
        } catch {
            throw RecordError("\(path): no longer reads as the scenario the shards ran: \(error)")
        }
        guard scenario.fingerprint == shard.header.scenarioFingerprint else {
            throw RecordError("\(path): resolves here to fingerprint \(scenario.fingerprint), not the \(shard.header.scenarioFingerprint) "
                              + "the shards ran (a catalog folder it names differs on this machine): merge where the shards' catalogs are")
        }
        return scenario
    }
}
