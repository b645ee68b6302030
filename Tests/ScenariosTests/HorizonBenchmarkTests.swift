import CaregiverPersona
import JournalerPersona
import ListenerPersona
import Measurements
import Scenarios
import Testing
import WatcherPersona

@Suite("Horizon benchmark")
struct HorizonBenchmarkTests {
    @Test("each persona alone at a tiny size does the same work every time: agents × days agent-days and a pinned count of checks that grows with the days")
    func tinyWorkIsDeterministic() {
        let benchmark = HorizonBenchmark(agents: 3, horizons: [2, 6])
        for persona in HorizonBenchmark.personas {
            let short = benchmark.prepare(persona, days: 2).run()
            let long = benchmark.prepare(persona, days: 6).run()
            #expect(short == benchmark.prepare(persona, days: 2).run(), "\(persona)")
            #expect(short.agentDays == 6 && long.agentDays == 18, "\(persona)")
            #expect(long.checks > short.checks, "\(persona)")
        }
    }

    @Test("a case holds only its persona, from the default scenario, with the days asked")
    func scenarioOfOnePersona() {
        let scenario = HorizonBenchmark(agents: 7).scenario("journalers", days: 730)
        #expect(scenario.days == 730 && scenario.journalers.count == 7)
        #expect(scenario.caregivers.count == 0 && scenario.watchers.count == 0 && scenario.listeners.count == 0)
        #expect(scenario.journalers.zones.count > 1 && scenario.requiredProbes.isEmpty)
        #expect(HorizonBenchmark.defaultHorizons == [30, 365, 730])
    }
}
