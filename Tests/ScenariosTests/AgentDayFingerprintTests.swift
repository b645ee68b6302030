import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

@Suite("Agent-day fingerprints")
struct AgentDayFingerprintTests {
    @Test("the fingerprints are the same whether one worker runs the partitions or two", .long)
    func workers() throws {
        let scenario = try Fixtures.smallScenario(["days=5"])
        let one = try #require(Caregivers.run(scenario, workers: 1)).fingerprints
        let two = try #require(Caregivers.run(scenario, workers: 2)).fingerprints
        #expect(one == two)
        #expect(one.agents == 0..<Caregivers.agentCount(in: scenario))
        #expect(one.values.contains { $0 != AgentDayFingerprints.basis })
    }

    @Test("an agent replayed alone has the fingerprints it had in the full run")
    func replay() throws {
        let scenario = try Fixtures.smallScenario()
        let full = try #require(Fixtures.smallRun).fingerprints
        for agent in [0, 137, 259] {
            let alone = Caregivers.replay(scenario, agent: agent).tally.fingerprints
            #expect(alone.agents == agent..<(agent + 1))
            #expect((0..<alone.slotsPerAgent).map { alone.value(agent: agent, slot: $0) }
                    == (0..<full.slotsPerAgent).map { full.value(agent: agent, slot: $0) })
        }
    }

    @Test("merge appends the next range and an empty value is its identity; JSON round-trips")
    func mergeAndCoding() throws {
        let scenario = try Fixtures.smallScenario()
        var first = AgentDayFingerprints(scenario: scenario, agents: 0..<2)
        first.mix(1, day: first.firstDay + 3, value: 7)
        var second = AgentDayFingerprints(scenario: scenario, agents: 2..<3)
        second.mix(0, day: 0, value: 9)
        var merged = AgentDayFingerprints(scenario: scenario)
        merged.merge(first)
        merged.merge(second)
        merged.merge(AgentDayFingerprints(scenario: scenario))
        #expect(merged.agents == 0..<3)
        #expect(merged.value(agent: 1, slot: 3) == first.value(agent: 1, slot: 3))
        #expect(merged.value(agent: 2, slot: 0) == second.value(agent: 2, slot: 0))
        #expect(merged.value(agent: 1, slot: 3) != AgentDayFingerprints.basis)
        let decoded = try JSONDecoder().decode(AgentDayFingerprints.self, from: JSONEncoder().encode(merged))
        #expect(decoded == merged)
    }
}
