import Foundation
import Testing
import Model

@Suite("Dandelion Bloom: entitlement and prompts")
struct BloomTests {
    @Test("the store is the source of truth; the cache unlocks offline; a refund clears it")
    func entitlement() throws {
        var bloom = BloomEntitlement()
        #expect(!bloom.isUnlocked(.unavailable) && bloom.macLaunch(.unavailable) == .retry, "offline with nothing cached: never unlock")
        #expect(bloom.macLaunch(.notEntitled) == .paywall)
        bloom.refresh(.entitled)
        #expect(bloom.cachedUnlock && bloom.isUnlocked(.unavailable) && bloom.macLaunch(.unavailable) == .open)
        bloom.refresh(.unavailable)
        #expect(bloom.cachedUnlock, "no answer changes nothing")
        bloom.refresh(.notEntitled)
        #expect(!bloom.cachedUnlock && bloom.macLaunch(.unavailable) == .retry && bloom.macLaunch(.entitled) == .open)
        let restored = try JSONDecoder().decode(BloomEntitlement.self, from: JSONEncoder().encode(bloom))
        #expect(restored == bloom)
    }

    @Test("15 curated prompts for everyone; active custom prompts join the rotation with Bloom; without it every action is the paywall")
    func prompts() throws {
        var prompts = Prompts()
        #expect(Prompts.curated.count == 15 && Set(Prompts.curated).count == 15)
        #expect(throws: Prompts.PaywallRequired.self) { try prompts.create("Mine", at: .epoch, premium: false) }
        let first = try prompts.create("First of mine", at: .epoch, premium: true)
        let second = try prompts.create("Second of mine", at: .epoch, premium: true)
        #expect(prompts.rotation(premium: true).suffix(2) == ["First of mine", "Second of mine"])
        #expect(prompts.rotation(premium: false) == Prompts.curated, "lapsed access shows the curated prompts only")
        try prompts.setActive(first, false, premium: true)
        #expect(prompts.rotation(premium: true).count == 16 && prompts.prompt(forRelease: 15, premium: true) == "Second of mine")
        #expect(prompts.prompt(forRelease: 16, premium: true) == Prompts.curated[0], "round and round")
        try prompts.edit(second, text: "Renamed", premium: true)
        #expect(throws: Prompts.PaywallRequired.self) { try prompts.delete(second, premium: false) }
        try prompts.delete(second, premium: true)
        #expect(prompts.custom.map(\.text) == ["First of mine"])
    }
}
