import CaregiverPersona
import Harness
@testable import Scenarios
import Sim
import Testing

@Suite("Typings shared by the runs of a seed")
struct RecordedTypingsTests {
    /// A typist drawn from `random`: keystrokes of 40 to 700 ms, no pauses to many.
    static func typist(_ random: inout Xoshiro256StarStar) -> Typist {
        var typist = Typist()
        typist.meanKeystrokeMilliseconds = Double(40 + random.uniform(below: 660))
        typist.pauseProbability = [0, 0.08, 0.5][Int(random.uniform(below: 3))]
        typist.meanPauseMilliseconds = Double(random.uniform(below: 2_000))
        return typist
    }

    @Test("a typing recalled from the record is the typing drawn, and leaves the generator in the same state; so is one drawn and recorded")
    func recalledIsDrawn() {
        var random = Xoshiro256StarStar(seed: 18)
        for _ in 0..<300 {
            let typist = Self.typist(&random)
            let record = TypingRecord(typist: typist)
            let characters = Int(random.uniform(below: 40)), debounce = Int64(random.uniform(below: 900))
            let start = Xoshiro256StarStar(seed: random.next())
            var drawn = start, first = start, second = start
            let expected = typist.typing(characters: characters, debounceMilliseconds: debounce, using: &drawn)
            #expect(record.typing(characters: characters, debounceMilliseconds: debounce, using: &first) == expected)
            #expect(record.count == 1)
            #expect(record.typing(characters: characters, debounceMilliseconds: debounce, using: &second) == expected)
            #expect(record.count == 1, "the second typing was recalled, not drawn again")
            #expect(first.state == drawn.state && second.state == drawn.state)
            #expect(second.next() == drawn.next())
        }
    }

    @Test("the characters, the debounce and every bit of the state are part of the key")
    func keyParts() {
        let typist = Typist()
        let record = TypingRecord(typist: typist)
        let base = Xoshiro256StarStar(state: (1, 2, 3, 4))
        let variants: [(Xoshiro256StarStar, Int, Int64)] = [
            (base, 12, 300), (base, 13, 300), (base, 12, 301),
            (Xoshiro256StarStar(state: (1, 2, 3, 5)), 12, 300), (Xoshiro256StarStar(state: (1 | 1 << 63, 2, 3, 4)), 12, 300),
        ]
        for (start, characters, debounce) in variants + variants {
            var recalled = start, drawn = start
            #expect(record.typing(characters: characters, debounceMilliseconds: debounce, using: &recalled)
                    == typist.typing(characters: characters, debounceMilliseconds: debounce, using: &drawn))
            #expect(recalled.state == drawn.state)
        }
        #expect(record.count == variants.count)
    }

    @Test("a seed's typings are kept from the sweep's word until its last expected run finishes; a seed nobody expects keeps none")
    func lifetime() {
        let typings = RecordedTypings()
        let typist = Typist()
        var other = Typist()
        other.meanKeystrokeMilliseconds = 200
        #expect(typings.record(seed: 7, typist: typist) == nil, "a single run shares nothing")
        typings.expect(3, seed: 7)
        let record = typings.record(seed: 7, typist: typist)
        #expect(record != nil && typings.record(seed: 7, typist: typist) === record)
        #expect(typings.record(seed: 7, typist: other) !== record, "one record per typist")
        #expect(typings.record(seed: 8, typist: typist) == nil)
        typings.finished(seed: 7)
        typings.finished(seed: 7)
        var last = Typist()
        last.meanKeystrokeMilliseconds = 500
        #expect(typings.record(seed: 7, typist: typist) === record, "the last run still reads what the others recorded")
        #expect(typings.record(seed: 7, typist: last) == nil, "nobody is left to read what the last run would record")
        typings.finished(seed: 7)
        #expect(typings.seedCount == 0 && typings.record(seed: 7, typist: typist) == nil)
        typings.finished(seed: 7)
        #expect(typings.seedCount == 0, "a run never expected changes nothing")
    }

    @Test("runs sharing a seed's typings get exactly the KPIs each gets alone; a repeated run recalls every typing, another arm most")
    func sharedRunsMatchRunsAlone() throws {
        let arms = try [["baseQuota=2"], ["baseQuota=5"]].map {
            try Fixtures.smallScenario(["populations.caregivers.count=60", "days=6", "populations.caregivers.search={share: 0.8}"] + $0)
        }
        #expect(arms[0].seed == arms[1].seed)
        let catalog = Caregivers.sharedInput(for: arms[0])
        #expect(catalog.serves(arms[1]))
        catalog.expectRuns(3, seed: arms[0].seed)
        let record = try #require(catalog.recordedTypings.record(seed: arms[0].seed, typist: arms[0].caregivers.search.typist))
        var recorded: [Int] = []
        for scenario in [arms[0], arms[0], arms[1]] {
            let shared = try #require(Caregivers.runCountingEvents(scenario, workers: 2, shared: catalog)).tally
            recorded.append(record.count)
            let alone = try #require(Caregivers.run(scenario, workers: 2))
            #expect(Caregivers.kpiValues(shared, scenario).map { "\($0.name)=\($0.value)" } == Caregivers.kpiValues(alone, scenario).map { "\($0.name)=\($0.value)" })
            #expect(shared.totals == alone.totals)
            catalog.finishedRun(seed: scenario.seed)
        }
        #expect(recorded[0] > 100, "the first run recorded its typings")
        #expect(recorded[1] == recorded[0], "the same run again recalled every typing")
        #expect(recorded[2] > recorded[1] && recorded[2] - recorded[1] < recorded[0] / 2, "another arm drew only the typings its people typed differently")
        #expect(catalog.recordedTypings.seedCount == 0)
    }

    @Test("a sweep starts each seed's runs together, its first run a seed ahead on two workers; with a seed a run, in task order")
    func executionOrder() {
        // 3 arms × 3 replications in task order (arm-major): replication r's seed is s_r.
        let paired: [UInt64] = [10, 11, 12, 10, 11, 12, 10, 11, 12]
        #expect(SweepRun.executionOrder(seeds: paired, workers: 1).positions == [0, 3, 6, 1, 4, 7, 2, 5, 8])
        #expect(SweepRun.executionOrder(seeds: paired, workers: 2).positions == [0, 1, 3, 6, 2, 4, 7, 5, 8])
        #expect(SweepRun.executionOrder(seeds: paired, workers: 3).positions == [0, 1, 2, 3, 6, 4, 7, 5, 8])
        #expect(SweepRun.executionOrder(seeds: paired, workers: 2).groups == [[0, 3, 6], [1, 4, 7], [2, 5, 8]])
        #expect(SweepRun.executionOrder(seeds: [5, 9, 2, 7], workers: 2).positions == [0, 1, 2, 3])
        var random = Xoshiro256StarStar(seed: 4)
        for _ in 0..<200 {
            let seeds = (0..<Int(random.uniform(below: 30))).map { _ in random.uniform(below: 6) }
            let order = SweepRun.executionOrder(seeds: seeds, workers: 1 + Int(random.uniform(below: 4)))
            #expect(order.positions.sorted() == Array(seeds.indices), "every run once")
            #expect(order.groups.flatMap { $0 }.sorted() == Array(seeds.indices))
            #expect(order.groups.allSatisfy { group in group.allSatisfy { seeds[$0] == seeds[group[0]] } && group == group.sorted() })
        }
    }
}
