import Harness
@testable import Scenarios
import Sim
import Testing

/// Every owner of random streams is registered once, and no two can derive the same stream
/// (docs/rules.md#stream-owners).
@Suite("Stream keys")
struct StreamKeysTests {
    /// The test-only owner: the fuzz tests' scenario mutations.
    static let fuzzMutants = StreamKey(owner: "scenario fuzz mutants", persona: 900, agents: .every)

    @Test("no two registered owners, nor the fuzz tests, can derive the same (persona, agent) stream")
    func noOverlap() {
        let owners = StreamKeys.all + [Self.fuzzMutants]
        for (i, a) in owners.enumerated() {
            for b in owners[(i + 1)...] {
                #expect(!a.overlaps(b), "\(a.owner) and \(b.owner) share persona \(a.persona)")
            }
        }
        #expect(Set(owners.map(\.owner)).count == owners.count)
    }

    @Test("overlap: another persona never; every agent against anything of its persona; fixed slots only when equal")
    func overlapRule() {
        let every = StreamKey(owner: "a", persona: 7, agents: .every)
        let slot0 = StreamKey(owner: "b", persona: 7, agents: .one(0))
        let slot1 = StreamKey(owner: "c", persona: 7, agents: .one(1))
        let elsewhere = StreamKey(owner: "d", persona: 8, agents: .every)
        #expect(every.overlaps(slot0) && slot0.overlaps(every) && every.overlaps(every))
        #expect(slot0.overlaps(StreamKey(owner: "e", persona: 7, agents: .one(0))))
        #expect(!slot0.overlaps(slot1))
        #expect(!every.overlaps(elsewhere) && !slot0.overlaps(elsewhere))
    }

    @Test("a fixed slot's generator is the stream of its (persona, agent, purpose)")
    func fixedSlotGenerator() {
        var viaKey = StreamKeys.syntheticTitles.generator(seed: 42, purpose: 9)
        var direct = RandomStreams(seed: 42).generator(persona: 201, agent: 0, purpose: 9)
        #expect((0..<4).map { _ in viaKey.next() } == (0..<4).map { _ in direct.next() })
    }

    @Test("each persona's plain purposes are distinct and stay below 2³², so no day plan (purpose << 32 | day) can equal one")
    func dayPlansApartFromPlainPurposes() {
        for persona in Personas.all {
            let purposes = Self.purposes(persona)
            #expect(!purposes.isEmpty && purposes.allSatisfy { $0 >= 1 && $0 < 1 << 32 }, "\(persona.plural)")
            #expect(Set(purposes).count == purposes.count, "\(persona.plural)")
        }
    }

    static func purposes<P: Persona>(_ persona: P.Type) -> [UInt64] {
        P.Agent.Purpose.allCases.map(\.rawValue)
    }
}
