import CaregiverPersona
import Harness
import JournalerPersona
import Measurements
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
        #expect(benchmark.agentDays == 30 * 2 * 4)
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
