import CaregiverPersona
import Foundation
import Harness
import Model
@testable import Scenarios
import Testing
import Time

/// A deliberately broken tracker: once the quota sheet shows, it grants one extra view a day.
struct OneExtraViewTracker: QuotaModel {
    var tracker = UsageTracker<Int32>()
    var extraDay: LocalDate?

    var quotaDay: LocalDate? { tracker.quotaDay }
    var viewsUsed: Int { tracker.viewsUsed + (extraDay != nil && extraDay == tracker.quotaDay ? 1 : 0) }
    var adsCompleted: Int { tracker.adsCompleted }
    func allowance(_ config: RemoteConfig) -> Int { tracker.allowance(config) }

    mutating func open(_ song: Int32, at now: Instant, in zone: Zone, _ config: RemoteConfig, isUnlimited: Bool) -> UsageTracker<Int32>.OpenOutcome {
        let outcome = tracker.open(song, at: now, in: zone, config, isUnlimited: isUnlimited)
        if case .quotaSheet = outcome, extraDay != tracker.quotaDay {
            extraDay = tracker.quotaDay
            return .charged(remaining: 0)
        }
        return outcome
    }

    mutating func completeAd(at now: Instant, in zone: Zone, _ config: RemoteConfig) -> UsageTracker<Int32>.AdReward {
        tracker.completeAd(at: now, in: zone, config)
    }

    mutating func abortAd(at now: Instant, in zone: Zone) {
        tracker.abortAd(at: now, in: zone)
    }
}

/// A deliberately broken midnight rule: it resets whenever the date differs, backwards too.
struct ResetsBackwardsTracker: QuotaModel {
    var views = 0
    var day: Int64?

    var quotaDay: LocalDate? { day.map(LocalDate.init(daysSinceEpoch:)) }
    var viewsUsed: Int { views }
    var adsCompleted: Int { 0 }
    func allowance(_ config: RemoteConfig) -> Int { config.baseQuota }

    mutating func open(_ song: Int32, at now: Instant, in zone: Zone, _ config: RemoteConfig, isUnlimited: Bool) -> UsageTracker<Int32>.OpenOutcome {
        let today = zone.localDayNumber(at: now)
        if day != today {
            day = today
            views = 0
        }
        guard views < config.baseQuota else { return .quotaSheet(.dailyLimitReached) }
        views += 1
        return .charged(remaining: config.baseQuota - views)
    }

    mutating func completeAd(at now: Instant, in zone: Zone, _ config: RemoteConfig) -> UsageTracker<Int32>.AdReward { .refused(.dailyLimitReached) }
    mutating func abortAd(at now: Instant, in zone: Zone) {}
}

@Suite("Shrinking")
struct ShrinkerTests {
    static func busyCaregiver() throws -> (scenario: Scenario, actions: [QuotaAction]) {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.clockChangers.share=1"])
        return (scenario, Caregivers.replay(scenario, agent: 5).actions)
    }

    @Test("ddmin finds the two elements that together make a failure")
    func ddmin() {
        let minimal = minimizeFailing(Array(1...40)) { $0.contains(3) && $0.contains(17) }
        #expect(minimal == [3, 17])
        #expect(minimizeFailing([7]) { $0.contains(7) } == [7])
    }

    @Test("replaying a caregiver's recorded calls on the real tracker breaks nothing, as in the run")
    func realTrackerPasses() throws {
        let (_, actions) = try Self.busyCaregiver()
        #expect(actions.count > 50)
        #expect(QuotaActionReplay.firstFailure(actions, model: UsageTracker<Int32>.self) == nil)
    }

    @Test("a tracker granting one extra view shrinks to four opens on one day, printed as a Swift test")
    func extraView() throws {
        let (_, actions) = try Self.busyCaregiver()
        let result = try #require(Shrinker.shrink(actions, model: OneExtraViewTracker.self))
        #expect(result.failure.invariant == .viewsWithinAllowance)
        #expect(result.actions.count == 4)
        #expect(result.actions.allSatisfy { if case .open = $0 { true } else { false } })
        let test = Shrinker.swiftTest(result, agent: "caregiver#5", seed: 11)
        #expect(test.contains("@Test(\"caregiver#5, seed 11: views ≤ allowance ≤ cap — 4 actions\")"))
        #expect(test.contains("func caregiver5ViewsWithinAllowance() throws {"))
        #expect(test.components(separatedBy: "tracker.open(").count - 1 == 4)
        #expect(test.hasSuffix("    #expect(tracker.viewsUsed <= tracker.allowance(config) && tracker.allowance(config) <= config.dailyViewCap)\n}\n"))
    }

    @Test("a midnight rule that resets backwards shrinks to the two opens that cross a date back")
    func backwardReset() throws {
        let (_, actions) = try Self.busyCaregiver()
        let result = try #require(Shrinker.shrink(actions, model: ResetsBackwardsTracker.self))
        #expect(result.failure.invariant == .noResetOnBackwardDate)
        #expect(result.actions.count == 2)
        guard case .open(_, let first, let zone, _) = result.actions[0], case .open(_, let second, _, _) = result.actions[1] else {
            Issue.record("expected two opens"); return
        }
        let local = try Zone(identifier: zone)
        #expect(local.localDate(at: second) < local.localDate(at: first))
        #expect(Shrinker.swiftTest(result, agent: "caregiver#5", seed: 11).contains("let before = (day: tracker.quotaDay"))
    }

    @Test("the printed test is plain Model API code: imports, a tracker, the default config, its zones")
    func printedTestUsesTheModelAPI() throws {
        let (_, actions) = try Self.busyCaregiver()
        let result = try #require(Shrinker.shrink(actions, model: OneExtraViewTracker.self))
        let test = Shrinker.swiftTest(result, agent: "caregiver#5", seed: 11)
        #expect(test.hasPrefix("import Foundation\nimport Testing\nimport Model\n"))
        #expect(test.contains("    var tracker = UsageTracker<Int32>()\n    let config = RemoteConfig()\n"))
        #expect(test.contains("let zone0 = try Zone(identifier: "))
    }
}
