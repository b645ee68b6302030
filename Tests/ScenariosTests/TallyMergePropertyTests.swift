import Harness
@testable import Scenarios
import Sim
import Testing

/// Merging the tallies of any split of a population, in order, gives the tally of the whole,
/// field by field, for every persona.
///
/// Agents are independent and a tally holds integer counts merged in order, so a run's tallies
/// do not depend on how its population was cut: a whole run, a run on any number of workers, and
/// the shards of a run merged by `appsim merge` all rely on it. Each persona in `Personas.all` is
/// tried, so a new one is covered with no edit here; every stored property of its tally is
/// compared (`FieldDifference`), so a property that `merge` forgets is named; and every KPI of its
/// table declared to merge as a sum (`KPI.Merge`) is checked to.
@Suite("Tally merge")
struct TallyMergePropertyTests {
    /// Every registered persona, by its plural.
    static let plurals = Personas.all.map { $0.plural }

    /// Every persona of the every-persona scenario alone, at its size there, for 7 days.
    static func scenario(_ persona: any Persona.Type) throws -> Scenario {
        let scenario = try Fixtures.everyPersonaScenario()
        return scenario.alone(persona.plural, count: scenario.populations[erased: persona].count)
    }

    /// The tally of `agents` simulated as one partition.
    static func tally<P: Persona>(_ persona: P.Type, _ scenario: Scenario, _ shared: P.SharedInput, _ agents: Range<Int>) -> P.Tally {
        P.simulate(scenario, agents: agents, shared: shared, tracing: false, isCancelled: { false }).tally
    }

    /// `pieces` contiguous, non-empty ranges covering `0 ..< count` in order, cut at random.
    static func split(_ count: Int, into pieces: Int, using random: inout Xoshiro256StarStar) -> [Range<Int>] {
        var cuts: [Int] = []
        while cuts.count < min(pieces, count) - 1 {
            let cut = Int(random.uniform(in: 1...Int64(count - 1)))
            if !cuts.contains(cut) { cuts.append(cut) }
        }
        let bounds = [0] + cuts.sorted() + [count]
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }

    /// What of a tally's value must match: all of it, but a backend log's requests in time order
    /// (`BackendLog.sorted`), not in the order each partition recorded them — every report reads
    /// the log sorted, a total order, so the interleaving of partitions' requests is no result.
    static func canonical(_ value: Any) -> Any {
        (value as? BackendLog).map(\.sorted) ?? value
    }

    /// The path of the first stored property where `merged` differs from `whole`, or `nil`.
    static func difference<Tally: PersonaTally>(_ merged: Tally, from whole: Tally) -> String? {
        FieldDifference.first(merged, whole, root: "\(Tally.self)", canonical: canonical)
    }

    @Test("merging the tallies of random splits of a population, in order, equals the whole, field by field, for every persona",
          arguments: Self.plurals)
    func splitsMergeToTheWhole(plural: String) throws {
        let persona = try #require(Personas.all.first { $0.plural == plural })
        try Self.check(persona)
    }

    static func check<P: Persona>(_ persona: P.Type) throws {
        let scenario = try Self.scenario(persona)
        let shared = P.sharedInput(for: scenario)
        let count = P.agentCount(in: scenario)
        try #require(count >= 8, "\(P.plural): enough agents to split")
        let whole = Self.tally(persona, scenario, shared, 0..<count)

        // Every stored property holds something after the whole run, so a merge that dropped one
        // would leave it as the empty tally has it, and differ.
        let empty = P.Tally(scenario: scenario)
        #expect(FieldDifference.equalFields(whole, empty, canonical: Self.canonical) == [],
                "\(P.plural): properties the run never fills cannot show a merge that forgets them")

        var random = Xoshiro256StarStar(seed: 0x7A11 ^ P.streamKey.persona)
        for pieces in [2, Int(random.uniform(in: 3...5)), Int(random.uniform(in: 6...12))] {
            let ranges = Self.split(count, into: pieces, using: &random)
            let parts = ranges.map { Self.tally(persona, scenario, shared, $0) }
            var merged = P.Tally(scenario: scenario)
            for part in parts { merged.merge(part) }
            #expect(Self.difference(merged, from: whole) == nil, "\(P.plural) split at \(ranges.map(\.lowerBound).dropFirst())")
            // A KPI declared to merge as a sum is the sum of the parts'.
            for kpi in P.kpis(in: scenario) where kpi.merge == .sum {
                let values = parts.map { kpi.value($0, scenario) ?? 0 }
                #expect(kpi.value(whole, scenario) == values.reduce(0, +), "\(P.singular).\(kpi.name) merges as a sum: parts \(values)")
            }
        }

        // The run itself: its fixed partitions on a random number of workers, as a random number of
        // shards merged in shard order.
        let shards = Int(random.uniform(in: 2...4)), workers = Int(random.uniform(in: 1...3))
        var sharded = P.Tally(scenario: scenario)
        for index in 1...shards {
            let shard = try #require(Shard(index: index, count: shards))
            let part = P.runCountingEvents(scenario, shard: shard, workers: workers, shared: shared)
            sharded.merge(try #require(part).tally)
        }
        #expect(Self.difference(sharded, from: whole) == nil, "\(P.plural): \(shards) shards on \(workers) workers")
    }
}
