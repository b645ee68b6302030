import Measurements
import Scenarios
import Testing

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

    @Test("a case is the default scenario as its file reads with the days asked, no probes and only its persona, at the size asked")
    func scenarioOfOnePersona() throws {
        for persona in HorizonBenchmark.personas {
            let scenario = HorizonBenchmark(agents: 7).scenario(persona, days: 730)
            let counts = HorizonBenchmark.personas.map { "populations.\($0).count=\($0 == persona ? 7 : 0)" }
            let read = try ScenarioFile.parse(DefaultScenario.text, file: DefaultScenario.path, overrides: ["days=730", "probes=[]"] + counts)
            #expect(FieldDifference.first(scenario, read, root: "Scenario") == nil, "\(persona)")
            let equal = scenario == read
            #expect(equal, "\(persona)")
        }
    }
}
