import CaregiverPersona
import Testing

/// `CaregiverEvent`: the event queue stores events by value, eight bytes and no references.
@Suite("Caregiver events")
struct CaregiverEventTests {
    @Test("a caregiver event is eight bytes and trivially copyable")
    func layout() {
        #expect(MemoryLayout<CaregiverEvent>.size == 8)
        #expect(_isPOD(CaregiverEvent.self))
    }

    @Test("the payload of the largest kind, a session, comes back whole beside the agent")
    func sessionPayload() {
        let event = CaregiverEvent.caregiver(.max, .session(number: 65_534, opens: 127, coldLaunch: true))
        guard case .caregiver(let agent, .session(let number, let opens, let coldLaunch)) = event else {
            Issue.record("not a session: \(event)")
            return
        }
        #expect(agent == .max && number == 65_534 && opens == 127 && coldLaunch)
    }
}
