import CaregiverPersona
import Model
import Testing
import Time

/// Traces and violations print what the app would say, not Swift enum dumps
/// (`cooling down until 10:52:10`, not `coolingDown(until: 2025-03-09T14:52:10.704Z)`).
@Suite("Trace words")
struct TraceWordsTests {
    @Test("a quota sheet during an ad cooldown says until when, as the device's time of day")
    func coolingDownTraceLine() throws {
        let trace = Caregivers.replay(try Fixtures.smallScenario(["adCooldownSeconds=3600"]), agent: 7).trace
        #expect(trace.contains("2025-03-09T09:52:10.704-04:00 America/New_York caregiver#7 ad aborted"))
        #expect(trace.contains("2025-03-09T09:52:13.177-04:00 America/New_York caregiver#7 reopen song 72: quota sheet (cooling down until 10:52:10)"))
    }

    typealias Tracker = UsageTracker<Int32>

    @Test("each ad availability, a refused reward and each watch length in words")
    func words() throws {
        let until = Instant(millisecondsSinceEpoch: 1_741_531_930_704)
        #expect(Tracker.AdAvailability.coolingDown(until: until).description(in: try Zone(identifier: "America/New_York")) == "cooling down until 10:52:10")
        #expect(Tracker.AdAvailability.coolingDown(until: until).description == "cooling down until 2025-03-09T14:52:10.704Z")
        #expect([Tracker.AdAvailability.available, .dailyLimitReached, .viewCapReached].map(\.description)
                == ["available", "daily ad limit reached", "view cap reached"])
        #expect(Tracker.AdReward.refused(.viewCapReached).description == "refused: view cap reached")
        #expect(Tracker.AdReward.granted(views: 2).description == "+2 views")
        #expect(WatchLength.allCases.map(\.description) == ["90 minutes", "2-2.5 hours", "Series/Binge"])
    }
}
