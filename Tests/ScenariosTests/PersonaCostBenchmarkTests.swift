import CaregiverPersona
import Harness
import JournalerPersona
@testable import Measurements
import Scenarios
import Testing

@Suite("Persona cost benchmark")
struct PersonaCostBenchmarkTests {
    @Test("the table has a row per persona and size, caregivers first at 1.00×, and the events handled repeat from run to run")
    func rowPerPersonaWithRepeatableEvents() {
        let benchmark = PersonaCostBenchmark(sizes: [20, 10], days: 2, workers: 2)
        var rows: [PersonaCostBenchmark.Row] = []
        benchmark.measure { rows.append($0) }
        #expect(rows.map(\.persona) == HorizonBenchmark.personas.flatMap { [$0, $0] })
        #expect(rows.map(\.agents) == Array(repeating: [20, 10], count: HorizonBenchmark.personas.count).flatMap { $0 })
        #expect(rows[0].persona == "caregivers" && rows[0].perEventOverCaregivers == 1 && rows[1].perEventOverCaregivers == 1)
        for row in rows {
            #expect(row.measured.work.agentDays == row.agents * 2 && row.measured.work.events > 0, "\(row.persona)")
            #expect(row.perEventOverCaregivers != nil, "\(row.persona)")
            #expect(row.measured.work == benchmark.prepare(row.persona, agents: row.agents).run(), "\(row.persona) at \(row.agents)")
            #expect(PersonaCostBenchmark.line(row).hasPrefix("  \(row.persona) "))
        }
        #expect(benchmark.agentDays == 30 * 2 * HorizonBenchmark.personas.count)
    }

    @Test("in rounds, a row per persona and size still, shown once its last round is in: the caregivers at exactly 1.00×, the others at the median of their rounds' ratios")
    func rounds() {
        let benchmark = PersonaCostBenchmark(personas: ["caregivers", "journalers"], sizes: [20], days: 2, workers: 2, rounds: 3)
        var rows: [PersonaCostBenchmark.Row] = []
        benchmark.measure { rows.append($0) }
        #expect(rows.map(\.persona) == ["caregivers", "journalers"])
        #expect(rows[0].perEventOverCaregivers == 1)
        #expect(rows[1].measured.work == benchmark.prepare("journalers", agents: 20).run())
        #expect(benchmark.header.contains("\n  3 rounds, one after another: each row the round of median µs/event"))
        #expect(!PersonaCostBenchmark(rounds: 1).header.contains("rounds"))
    }

    @Test("three rounds of known timings: a row shows its round of median µs per event, and the median of the rounds' ratios, paired round by round")
    func roundsOfKnownTimings() {
        // Seconds for 1,000 events, round by round: the caregivers slow in round 2, the listeners
        // slowest in round 3.
        let seconds = ["caregivers": [1.0, 2.0, 1.0], "listeners": [2.5, 4.0, 6.0]]
        var round = ["caregivers": 0, "listeners": 0]
        var rows: [PersonaCostBenchmark.Row] = []
        PersonaCostBenchmark(personas: ["caregivers", "listeners"], sizes: [10], days: 1, rounds: 3).measure(measuring: { persona, _ in
            defer { round[persona]! += 1 }
            return PersonaBenchmarkCase.Measured(work: .init(agentDays: 10, checks: 0, events: 1_000), seconds: seconds[persona]![round[persona]!],
                                                 bytesPerAgent: round[persona]!, peakBytes: nil)
        }, { rows.append($0) })
        #expect(rows.map(\.persona) == ["caregivers", "listeners"])
        #expect(rows[0].measured.seconds == 1 && rows[0].perEventOverCaregivers == 1)
        #expect(rows[1].measured.seconds == 4 && rows[1].measured.bytesPerAgent == 1, "the round of median µs per event, with its memory")
        #expect(rows[1].perEventOverCaregivers == 2.5, "the rounds' ratios 2.5, 2 and 6: 2.5, not 4 over 1")
    }

    @Test("the median of a round's values: the middle one, of an even count the lower middle one")
    func medianOfRounds() {
        #expect(PersonaCostBenchmark.median([3.0, 1.0, 2.0], by: \.self) == 2)
        #expect(PersonaCostBenchmark.median([4.0, 1.0, 3.0, 2.0], by: \.self) == 2)
        #expect(PersonaCostBenchmark.median([7.0], by: \.self) == 7)
        #expect(PersonaCostBenchmark.median([(1, 5.0), (2, 0.5), (3, 9.0)], by: \.1).0 == 1)
    }

    @Test("the events handled do not depend on the workers: two partitions on one worker or two")
    func eventsIndependentOfWorkers() {
        let size = Journalers.partitionSize + 10
        let one = PersonaCostBenchmark(sizes: [size], days: 2, workers: 1).prepare("journalers", agents: size).run()
        let two = PersonaCostBenchmark(sizes: [size], days: 2, workers: 2).prepare("journalers", agents: size).run()
        #expect(one == two && one.events > size)
    }

    @Test("counting the events changes nothing the run reports: the tally is the plain run's")
    func countingLeavesTheTally() throws {
        let scenario = HorizonBenchmark(agents: 12).scenario("caregivers", days: 3)
        let run = Caregivers.runCountingEvents(scenario, shard: .whole, workers: 2, shared: Caregivers.sharedInput(for: scenario),
                                               progress: nil, isCancelled: { false })
        let counted = try #require(run)
        let plain = try #require(Caregivers.run(scenario, workers: 2))
        #expect(counted.tally == plain && counted.events > 0)
    }
}
