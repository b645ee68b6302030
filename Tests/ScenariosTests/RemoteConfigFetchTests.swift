@testable import CaregiverPersona
import Harness
import Model
import Testing
import Time

/// `ConfigTimeline` (what the server serves) and `RemoteConfigFetch` (what a device activated):
/// fetch and activate at a cold launch, at most once per minimum interval.
@Suite("Remote config fetch")
struct RemoteConfigFetchTests {
    static let start = Instant(utc: LocalDate(year: 2025, month: 3, day: 6))
    static let twelveHours = RemoteConfigFetch.defaultMinimumIntervalMilliseconds

    /// `days` days and `hours` hours after the start.
    static func at(_ days: Int64, _ hours: Int64 = 0) -> Instant {
        start.advanced(byMilliseconds: days * Milliseconds.day + hours * Milliseconds.hour)
    }

    /// baseQuota 3 → 5 on day 14 for everyone.
    static let dayFourteen = ConfigTimeline(start: start, remoteConfig: RemoteConfig(),
                                            rollouts: [Rollout(day: 14, changes: [.init(key: .baseQuota, value: 5)])], armCount: 1)

    @Test("the server serves version 0 before day 14 and version 1 from day 14 00:00 on")
    func serverTimeline() {
        let timeline = Self.dayFourteen
        #expect(timeline.versions[0].count == 2)
        #expect(timeline.version(at: Self.at(0), arm: 0) == 0)
        #expect(timeline.version(at: Self.at(14).advanced(byMilliseconds: -1), arm: 0) == 0)
        #expect(timeline.version(at: Self.at(14), arm: 0) == 1)
        #expect(timeline.config(arm: 0, version: 1).baseQuota == 5 && timeline.config(arm: 0, version: 0).baseQuota == 3)
    }

    @Test("the 12-hour default is Firebase's minimumFetchIntervalMillis, 43,200,000 ms")
    func defaultInterval() {
        #expect(RemoteConfigFetch.defaultMinimumIntervalMilliseconds == 43_200_000)
    }

    @Test("a day-14 rollout is not seen until the device's next cold launch after it: warm sessions never fetch")
    func nextColdLaunch() {
        var device = RemoteConfigFetch()
        #expect(device.coldLaunch(at: Self.at(13, 9), arm: 0, timeline: Self.dayFourteen) == .unchanged)
        #expect(device.lastFetch == Self.at(13, 9))
        // Warm sessions on days 14 and 15 call nothing: the device stays on version 0.
        #expect(device.activeVersion == 0)
        #expect(device.coldLaunch(at: Self.at(15, 18), arm: 0, timeline: Self.dayFourteen) == .activated(previous: 0))
        #expect(device.activeVersion == 1 && device.lastFetch == Self.at(15, 18))
    }

    @Test("fetched at 13 d 20 h, 12-hour interval: a cold launch at 14 d 2 h keeps version 0, one at 14 d 9 h activates version 1")
    func throttledThenFetched() {
        var device = RemoteConfigFetch()
        device.coldLaunch(at: Self.at(13, 20), arm: 0, timeline: Self.dayFourteen, minimumIntervalMilliseconds: Self.twelveHours)
        #expect(device.coldLaunch(at: Self.at(14, 2), arm: 0, timeline: Self.dayFourteen, minimumIntervalMilliseconds: Self.twelveHours) == .throttled)
        #expect(device.activeVersion == 0 && device.lastFetch == Self.at(13, 20), "a throttled launch does not restart the interval")
        #expect(device.coldLaunch(at: Self.at(14, 9), arm: 0, timeline: Self.dayFourteen, minimumIntervalMilliseconds: Self.twelveHours)
                == .activated(previous: 0))
        #expect(device.activeVersion == 1)
    }

    @Test("the interval is inclusive: 11:59:59.999 after the last fetch is throttled, exactly 12 h fetches")
    func intervalEdge() {
        var device = RemoteConfigFetch()
        device.coldLaunch(at: Self.at(13, 14), arm: 0, timeline: Self.dayFourteen)
        #expect(device.coldLaunch(at: Self.at(14, 2).advanced(byMilliseconds: -1), arm: 0, timeline: Self.dayFourteen) == .throttled)
        #expect(device.coldLaunch(at: Self.at(14, 2), arm: 0, timeline: Self.dayFourteen) == .activated(previous: 0))
    }

    @Test("interval 0: every cold launch fetches, so the first cold launch at or after the rollout instant activates it")
    func zeroInterval() {
        var device = RemoteConfigFetch()
        #expect(device.coldLaunch(at: Self.at(14).advanced(byMilliseconds: -1), arm: 0, timeline: Self.dayFourteen,
                                  minimumIntervalMilliseconds: 0) == .unchanged)
        #expect(device.coldLaunch(at: Self.at(14), arm: 0, timeline: Self.dayFourteen, minimumIntervalMilliseconds: 0)
                == .activated(previous: 0))
        #expect(device.coldLaunch(at: Self.at(14), arm: 0, timeline: Self.dayFourteen, minimumIntervalMilliseconds: 0) == .unchanged)
    }

    @Test("a device that never fetched fetches at its first cold launch: one installed on day 20 starts on version 1")
    func firstLaunchFetches() {
        var device = RemoteConfigFetch()
        #expect(device.lastFetch == nil && device.activeVersion == 0)
        #expect(device.coldLaunch(at: Self.at(20, 7), arm: 0, timeline: Self.dayFourteen) == .activated(previous: 0))
        #expect(device.activeVersion == 1)
    }

    @Test("an arm's rollout makes versions for that arm only; rollouts for everyone reach every arm")
    func perArm() {
        let timeline = ConfigTimeline(start: Self.start, remoteConfig: RemoteConfig(), rollouts: [
            Rollout(day: 5, arm: 1, changes: [.init(key: .baseQuota, value: 4)]),
            Rollout(day: 10, changes: [.init(key: .adRewardViews, value: 3)]),
        ], armCount: 2)
        #expect(timeline.versions[0].count == 2 && timeline.versions[1].count == 3)
        #expect(timeline.version(at: Self.at(7), arm: 0) == 0 && timeline.version(at: Self.at(7), arm: 1) == 1)
        #expect(timeline.version(at: Self.at(12), arm: 0) == 1 && timeline.version(at: Self.at(12), arm: 1) == 2)
        let arm0 = timeline.config(arm: 0, version: 1)
        let arm1 = timeline.config(arm: 1, version: 2)
        #expect(arm0.baseQuota == 3 && arm0.adRewardViews == 3)
        #expect(arm1.baseQuota == 4 && arm1.adRewardViews == 3)
    }

    @Test("rollouts on the same day make one version: a device never activates half of them")
    func sameDayMerged() {
        let timeline = ConfigTimeline(start: Self.start, remoteConfig: RemoteConfig(), rollouts: [
            Rollout(day: 10, changes: [.init(key: .baseQuota, value: 4)]),
            Rollout(day: 10, changes: [.init(key: .dailyViewCap, value: 20)]),
            Rollout(day: 12, changes: [.init(key: .baseQuota, value: 6)]),
        ], armCount: 1)
        #expect(timeline.versions[0].map(\.effective) == [Self.start, Self.at(10), Self.at(12)])
        #expect(timeline.config(arm: 0, version: 1).baseQuota == 4 && timeline.config(arm: 0, version: 1).dailyViewCap == 20)
        #expect(timeline.config(arm: 0, version: 2).baseQuota == 6 && timeline.config(arm: 0, version: 2).dailyViewCap == 20)
        #expect(timeline.version(at: Self.at(11), arm: 0) == 1 && timeline.version(at: Self.at(30), arm: 0) == 2)
    }

    @Test("cold launches every 8 h from 03:00 fetch every 16 h (13 d 11 h, then 14 d 3 h): the day-14 rollout arrives at 14 d 3 h")
    func eightHourlyLaunches() {
        var device = RemoteConfigFetch()
        var firstSeen: Instant?
        for hour in stride(from: Int64(3), to: 20 * 24, by: 8) {
            let now = Self.at(0, hour)
            device.coldLaunch(at: now, arm: 0, timeline: Self.dayFourteen)
            if device.activeVersion == 1 && firstSeen == nil { firstSeen = now }
        }
        #expect(firstSeen == Self.at(14, 3))
    }
}
