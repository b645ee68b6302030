import CaregiverPersona
import Harness
import JournalerPersona
import ListenerPersona
import Model
@testable import Scenarios
import Sim
import Testing
import WatcherPersona

@Suite("Persona registry")
struct PersonaRegistryTests {
    /// Every persona of the registry, a few agents each (4 of one the fixtures do not name), for a week.
    static func scenario() throws -> Scenario {
        try Fixtures.smallScenario(["populations.caregivers.count=12", "populations.watchers.count=6", "populations.watchers.catalogTitles=2000",
                                    "populations.journalers.count=6", "populations.listeners.count=4",
                                    "populations.journalers.zones=[{zone: \"Pacific/Kiritimati\", weight: 1}, {zone: \"America/Los_Angeles\", weight: 1}]",
                                    "populations.listeners.librarySongs=120", "probes=[]"]
                                   + Fixtures.unnamed.map { "populations.\($0).count=4" })
    }

    @Test("the registry lists caregivers, watchers, journalers and listeners first; every persona has its own names and stream key")
    func distinctPersonas() {
        let personas = Personas.all
        #expect(personas.prefix(4).map { $0.plural } == ["caregivers", "watchers", "journalers", "listeners"])
        #expect(personas.prefix(4).map { $0.singular } == ["caregiver", "watcher", "journaler", "listener"])
        #expect(personas.prefix(4).map { $0.streamKey.persona } == [1, 2, 3, 4])
        #expect(Set(personas.map { $0.singular }).count == personas.count)
        #expect(Set(personas.map { $0.plural }).count == personas.count)
        #expect(Set(personas.map { $0.streamKey.persona }).count == personas.count)
    }

    @Test("each persona's agents replayed alone, through the one replay path, add up to the full run")
    func replayAddsUpToTheRun() throws {
        let scenario = try Self.scenario()
        let outcome = try #require(ScenarioRun.run(scenario, scenarioPath: "small.json5", workers: 2))
        #expect(outcome.tallies.count == Personas.all.count)
        for (persona, tally) in zip(Personas.all, outcome.tallies) {
            let addsUp = Self.replaysAddUp(persona, scenario, tally)
            #expect(addsUp, "\(persona.plural)")
        }
    }

    static func replaysAddUp<P: Persona>(_ persona: P.Type, _ scenario: Scenario, _ run: any PersonaTally) -> Bool {
        var sum = P.Tally(scenario: scenario)
        for agent in 0..<P.agentCount(in: scenario) { sum.merge(P.replay(scenario, agent: agent).tally) }
        return sum.totals == (run as? P.Tally)?.totals
    }

    @Test("appsim replay persona#N prints the agent's trace for every persona; an index past the population is refused")
    func replayConsoleTakesEveryPersona() throws {
        let scenario = try Self.scenario()
        for persona in Personas.all {
            let agent = "\(persona.singular)#1"
            let replay = try #require(ReplayConsole.replay(scenario, path: "small.json5", agent: agent, trace: true))
            #expect(replay.text.hasPrefix("appsim replay small.json5 --seed 11 --agent \(agent)\n  "))
            #expect(replay.text.contains(" \(agent) ") && !replay.violated)
            let count = persona.agentCount(in: scenario)
            #expect(ReplayConsole.replay(scenario, path: "small.json5", agent: "\(persona.singular)#\(count)", trace: false) == nil)
        }
        let expected = ReplayConsole.expectedAgents(in: scenario, shrinking: true)
        #expect(expected.hasPrefix("caregiver#N with N from 0 to 11 or watcher#N from 0 to 5 or journaler#N from 0 to 5 or listener#N from 0 to 3"))
        #expect(expected.hasSuffix(" (--shrink takes caregivers)"))
        #expect(ReplayConsole.shrink(scenario, agent: "watcher#1") == nil)
    }

    @Test("the KPI catalog lists exactly the KPIs a run with every persona reports, in order")
    func catalogMatchesTheRun() throws {
        let scenario = try Self.scenario()
        let outcome = try #require(ScenarioRun.run(scenario, scenarioPath: "small.json5", workers: 2))
        #expect(KPICatalog.ids(for: scenario) == outcome.kpis.map(\.id))
        #expect(Set(KPICatalog.ids).isSubset(of: Set(outcome.kpis.map(\.id))))
    }

    @Test("populations keyed by persona keep the scenario's fingerprint: each one encoded under its plural")
    func populationsEncodeUnderTheirPlural() throws {
        let scenario = try Self.scenario()
        var changed = scenario
        changed.listeners.count += 1
        #expect(changed != scenario && changed.fingerprint != scenario.fingerprint)
        changed.listeners.count -= 1
        #expect(changed == scenario && changed.fingerprint == scenario.fingerprint)
    }

    @Test("a scenario's people are named persona by persona in registry order; caregivers always, others when present")
    func agentsSummary() throws {
        #expect(try Fixtures.everyPersonaScenario().agentsSummary
                == "150 caregivers, 60 watchers, 60 journalers, 30 listeners" + Fixtures.unnamed.map { ", 30 \($0)" }.joined())
        var alone = try Fixtures.smallScenario()
        alone.caregivers.count = 0
        #expect(alone.agentsSummary == "0 caregivers")
        alone.caregivers.count = 2_000
        #expect(alone.agentsSummary == "2,000 caregivers")
    }
}
