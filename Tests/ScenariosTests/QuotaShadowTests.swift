@testable import CaregiverPersona
import Harness
import Model
import Testing
import Time

/// `QuotaShadow`: the operations the run's checks and the shrinker's replay share.
@Suite("Quota shadow")
struct QuotaShadowTests {
    @Test("a config change keeps the views and ads had then within bounds, until the quota day moves on")
    func configChange() {
        var shadow = QuotaShadow()
        let config = RemoteConfig()
        #expect(!shadow.viewsWithinAllowance(views: 10, allowance: 5, config))
        shadow.configChanged(views: 10, ads: 7)
        #expect(shadow.viewsWithinAllowance(views: 10, allowance: 5, config))
        #expect(shadow.adsWithinLimit(ads: 7, config))
        let before = QuotaOracle.Snapshot(quotaDay: 20_000, views: 10, ads: 7)
        let after = QuotaOracle.Snapshot(quotaDay: 20_001, views: 0, ads: 0)
        let holds = shadow.midnightRuleHolds(before: before, after: after, deviceDay: 20_001)
        #expect(holds)
        #expect(!shadow.viewsWithinAllowance(views: 10, allowance: 5, config))
        #expect(!shadow.adsWithinLimit(ads: 7, config))
    }

    @Test("no ad may be offered inside the cooldown after an abort: at 29,999 ms not, at 30 s again")
    func cooldown() {
        var shadow = QuotaShadow()
        let abort = Instant(millisecondsSinceEpoch: 1_741_219_200_000)
        #expect(shadow.adMayBeOffered(at: abort, RemoteConfig()))
        shadow.adAborted(at: abort)
        #expect(!shadow.adMayBeOffered(at: abort.advanced(byMilliseconds: 29_999), RemoteConfig()))
        #expect(shadow.adMayBeOffered(at: abort.advanced(byMilliseconds: 30_000), RemoteConfig()))
    }

    @Test("a free re-watch holds only inside the window of the song's last charge, of the last 16 songs charged")
    func rewatchWindow() {
        var shadow = QuotaShadow()
        let start = Instant(millisecondsSinceEpoch: 1_741_219_200_000)
        let window = Int64(RemoteConfig().rewatchWindowMinutes) * 60_000
        shadow.charged(1, at: start)
        #expect(shadow.freeRewatchHolds(1, device: start.advanced(byMilliseconds: 1), until: start.advanced(byMilliseconds: window), RemoteConfig()))
        #expect(!shadow.freeRewatchHolds(1, device: start.advanced(byMilliseconds: window), until: start.advanced(byMilliseconds: window), RemoteConfig()))
        for song in Int32(2)...17 { shadow.charged(song, at: start) }
        #expect(shadow.chargedAt(1) == nil && shadow.chargedAt(2) == start)
    }
}
