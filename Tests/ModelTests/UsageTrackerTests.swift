import Foundation
import Testing
import Model
import Time

private let defaults = RemoteConfig()
private let newYork = try! Zone(identifier: "America/New_York")
private let tokyo = try! Zone(identifier: "Asia/Tokyo")
private let losAngeles = try! Zone(identifier: "America/Los_Angeles")

/// An instant given by a local wall-clock time in `zone` (first occurrence).
private func local(_ zone: Zone, _ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0, _ s: Int = 0, _ ms: Int = 0) -> Instant {
    let localMs = LocalDate(year: y, month: mo, day: d).daysSinceEpoch * 86_400_000
        + Int64(h) * 3_600_000 + Int64(mi) * 60_000 + Int64(s) * 1_000 + Int64(ms)
    return zone.firstInstant(atOrAfterLocalMilliseconds: localMs, notBefore: Instant(millisecondsSinceEpoch: .min))
}

/// Opens songs 1, 2, 3, … until the quota sheet, returning how many views were charged.
private func exhaust(_ tracker: inout UsageTracker<Int>, at now: Instant, in zone: Zone,
                     _ config: RemoteConfig = defaults, firstSong: Int = 100) -> Int {
    var song = firstSong
    var charged = 0
    while case .charged = tracker.open(song, at: now, in: zone, config) {
        charged += 1
        song += 1
    }
    return charged
}

@Suite("UsageTracker")
struct UsageTrackerTests {
    @Test("three free views a day, then the quota sheet with an ad on offer")
    func baseQuota() {
        var tracker = UsageTracker<Int>()
        let t = local(newYork, 2025, 6, 2, 9)
        #expect(tracker.open(1, at: t, in: newYork, defaults) == .charged(remaining: 2))
        #expect(tracker.open(2, at: t, in: newYork, defaults) == .charged(remaining: 1))
        #expect(tracker.open(3, at: t, in: newYork, defaults) == .charged(remaining: 0))
        #expect(tracker.open(4, at: t, in: newYork, defaults) == .quotaSheet(.available))
        #expect(tracker.viewsUsed == 3)
    }

    @Test("re-open at 14:59.999 is free; at 15:00.000 it costs a view")
    func rewatchWindowEdge() {
        var tracker = UsageTracker<Int>()
        let opened = local(newYork, 2025, 6, 2, 9)
        _ = tracker.open(7, at: opened, in: newYork, defaults)
        let edge = opened.advanced(byMilliseconds: 15 * 60_000)
        #expect(tracker.open(7, at: edge.advanced(byMilliseconds: -1), in: newYork, defaults)
                == .freeRewatch(unlockedUntil: edge))
        #expect(tracker.open(7, at: edge, in: newYork, defaults) == .charged(remaining: 1))
    }

    @Test("a free re-open does not extend the window")
    func rewatchDoesNotExtend() {
        var tracker = UsageTracker<Int>()
        let opened = local(newYork, 2025, 6, 2, 9)
        _ = tracker.open(7, at: opened, in: newYork, defaults)
        _ = tracker.open(7, at: opened.advanced(byMilliseconds: 14 * 60_000), in: newYork, defaults)
        #expect(tracker.open(7, at: opened.advanced(byMilliseconds: 15 * 60_000), in: newYork, defaults)
                == .charged(remaining: 1))
    }

    @Test("the re-watch window survives midnight: opened 23:55, free at 00:05 on a fresh day")
    func windowSurvivesMidnight() {
        var tracker = UsageTracker<Int>()
        _ = exhaust(&tracker, at: local(newYork, 2025, 6, 2, 23, 55), in: newYork, firstSong: 7)
        #expect(tracker.open(7, at: local(newYork, 2025, 6, 3, 0, 5), in: newYork, defaults)
                == .freeRewatch(unlockedUntil: local(newYork, 2025, 6, 3, 0, 10)))
        #expect(tracker.viewsUsed == 0, "the reset happened, and the free re-open charged nothing")
    }

    @Test("views at 23:59:59.999 count for that day; at 00:00:00.000 local the quota is fresh")
    func midnightBoundary() {
        var tracker = UsageTracker<Int>()
        #expect(exhaust(&tracker, at: local(tokyo, 2025, 6, 2, 23, 59, 59, 999), in: tokyo) == 3)
        #expect(tracker.quotaDay == LocalDate(year: 2025, month: 6, day: 2))
        #expect(tracker.open(50, at: local(tokyo, 2025, 6, 3, 0), in: tokyo, defaults) == .charged(remaining: 2))
        #expect(tracker.quotaDay == LocalDate(year: 2025, month: 6, day: 3))
    }

    @Test("on a 23-hour DST day the reset comes at local midnight, not 24 h later")
    func dstDay() {
        var tracker = UsageTracker<Int>()
        let start = local(newYork, 2025, 3, 9, 0, 30)
        _ = exhaust(&tracker, at: start, in: newYork)
        let midnight = newYork.nextLocalMidnight(after: start)
        #expect(start.milliseconds(to: midnight) == 22 * 3_600_000 + 30 * 60_000)
        #expect(tracker.open(50, at: midnight.advanced(byMilliseconds: -1), in: newYork, defaults) == .quotaSheet(.available))
        #expect(tracker.open(50, at: midnight, in: newYork, defaults) == .charged(remaining: 2))
    }

    @Test("flying east across midnight resets: Los Angeles 20:00 → Tokyo, next local date")
    func flyingEast() {
        var tracker = UsageTracker<Int>()
        let departure = local(losAngeles, 2025, 6, 2, 20)
        _ = exhaust(&tracker, at: departure, in: losAngeles)
        let landing = departure.advanced(byMilliseconds: 11 * 3_600_000)
        #expect(tokyo.localDate(at: landing) == LocalDate(year: 2025, month: 6, day: 3))
        #expect(tracker.open(50, at: landing, in: tokyo, defaults) == .charged(remaining: 2))
    }

    @Test("flying west never resets or restores: Tokyo 00:30 on the 3rd → Los Angeles on the 2nd")
    func flyingWest() {
        var tracker = UsageTracker<Int>()
        let departure = local(tokyo, 2025, 6, 3, 0, 30)
        _ = exhaust(&tracker, at: departure, in: tokyo)
        let landing = departure.advanced(byMilliseconds: 10 * 3_600_000)
        #expect(losAngeles.localDate(at: landing) == LocalDate(year: 2025, month: 6, day: 2))
        #expect(tracker.rollOver(at: landing, in: losAngeles)
                == .dateMovedBack(stored: LocalDate(year: 2025, month: 6, day: 3), local: LocalDate(year: 2025, month: 6, day: 2)))
        #expect(tracker.open(50, at: landing, in: losAngeles, defaults) == .quotaSheet(.available))
        // Midnight in Los Angeles reaches the 3rd, the stored date: still no reset.
        #expect(tracker.open(50, at: local(losAngeles, 2025, 6, 3, 0), in: losAngeles, defaults) == .quotaSheet(.available))
        #expect(tracker.open(50, at: local(losAngeles, 2025, 6, 4, 0), in: losAngeles, defaults) == .charged(remaining: 2))
    }

    @Test("clock set back a day: no reset, no views restored; the next real midnight still doesn't reset")
    func clockSetBack() {
        var tracker = UsageTracker<Int>()
        let now = local(newYork, 2025, 6, 3, 10)
        _ = exhaust(&tracker, at: now, in: newYork)
        let setBack = now.advanced(byMilliseconds: -86_400_000)
        #expect(tracker.open(50, at: setBack, in: newYork, defaults) == .quotaSheet(.available))
        #expect(tracker.viewsUsed == 3)
        #expect(tracker.open(50, at: local(newYork, 2025, 6, 3, 0, 30), in: newYork, defaults) == .quotaSheet(.available))
    }

    @Test("clock set forward a day resets the quota (counted by the harness as a reset via clock change)")
    func clockSetForward() {
        var tracker = UsageTracker<Int>()
        let now = local(newYork, 2025, 6, 3, 10)
        _ = exhaust(&tracker, at: now, in: newYork)
        #expect(tracker.rollOver(at: now.advanced(byMilliseconds: 86_400_000), in: newYork)
                == .reset(from: LocalDate(year: 2025, month: 6, day: 3), to: LocalDate(year: 2025, month: 6, day: 4)))
    }

    @Test("a song opened before the clock was set back is not free at the earlier time")
    func rewatchAfterClockSetBack() {
        var tracker = UsageTracker<Int>()
        let opened = local(newYork, 2025, 6, 3, 10)
        _ = tracker.open(7, at: opened, in: newYork, defaults)
        #expect(!tracker.isUnlocked(7, at: opened.advanced(byMilliseconds: -60_000), defaults))
        #expect(tracker.open(7, at: opened.advanced(byMilliseconds: -60_000), in: newYork, defaults) == .charged(remaining: 1))
    }

    @Test("each completed ad adds two views; the 6th completes and the 7th is not offered")
    func sixthAndSeventhAd() {
        var tracker = UsageTracker<Int>()
        let t = local(newYork, 2025, 6, 2, 12)
        var config = defaults
        config.dailyViewCap = 100
        _ = exhaust(&tracker, at: t, in: newYork, config)
        for ad in 1...6 {
            #expect(tracker.adAvailability(at: t, config) == .available, "ad \(ad)")
            #expect(tracker.completeAd(at: t, in: newYork, config) == .granted(views: 2))
            #expect(exhaust(&tracker, at: t, in: newYork, config, firstSong: ad * 10) == 2)
        }
        #expect(tracker.allowance(config) == 15)
        #expect(tracker.open(999, at: t, in: newYork, config) == .quotaSheet(.dailyLimitReached))
        #expect(tracker.completeAd(at: t, in: newYork, config) == .refused(.dailyLimitReached))
    }

    @Test("an ad 29.999 s after an abort is blocked by the cooldown; at 30 s it is offered")
    func cooldownEdge() {
        var tracker = UsageTracker<Int>()
        let t = local(newYork, 2025, 6, 2, 12)
        _ = exhaust(&tracker, at: t, in: newYork)
        tracker.abortAd(at: t, in: newYork)
        let until = t.advanced(byMilliseconds: 30_000)
        #expect(tracker.adAvailability(at: until.advanced(byMilliseconds: -1), defaults) == .coolingDown(until: until))
        #expect(tracker.adAvailability(at: until, defaults) == .available)
        #expect(tracker.adAvailability(at: t.advanced(byMilliseconds: -1), defaults) == .available,
                "a clock set back before the abort does not extend the cooldown")
    }

    @Test("baseQuota 5: the view cap binds before the ad limit (5 ads reach 15)")
    func capBindsBeforeLimit() {
        var tracker = UsageTracker<Int>()
        var config = defaults
        config.baseQuota = 5
        let t = local(newYork, 2025, 6, 2, 12)
        for _ in 1...5 {
            #expect(tracker.completeAd(at: t, in: newYork, config) == .granted(views: 2))
        }
        #expect(tracker.allowance(config) == 15)
        #expect(tracker.adsCompleted == 5)
        #expect(tracker.adAvailability(at: t, config) == .viewCapReached)
        #expect(exhaust(&tracker, at: t, in: newYork, config) == 15)
        #expect(tracker.open(999, at: t, in: newYork, config) == .quotaSheet(.viewCapReached))
    }

    @Test("a reward that would pass the cap grants only up to the cap")
    func partialRewardAtCap() {
        var tracker = UsageTracker<Int>()
        var config = defaults
        config.baseQuota = 4
        let t = local(newYork, 2025, 6, 2, 12)
        for _ in 1...5 { _ = tracker.completeAd(at: t, in: newYork, config) }
        #expect(tracker.allowance(config) == 14)
        #expect(tracker.completeAd(at: t, in: newYork, config) == .granted(views: 1))
        #expect(tracker.allowance(config) == 15)
    }

    @Test("an ad that ends after midnight counts towards the new day")
    func adAcrossMidnight() {
        var tracker = UsageTracker<Int>()
        var config = defaults
        config.dailyViewCap = 100
        let late = local(newYork, 2025, 6, 2, 23, 59, 45)
        for _ in 1...6 { _ = tracker.completeAd(at: late, in: newYork, config) }
        #expect(tracker.adAvailability(at: late, config) == .dailyLimitReached)
        #expect(tracker.completeAd(at: late.advanced(byMilliseconds: 30_000), in: newYork, config) == .granted(views: 2))
        #expect(tracker.adsCompleted == 1)
    }

    @Test("subscribers open anything without a meter")
    func subscriberUnlimited() {
        var tracker = UsageTracker<Int>()
        let t = local(newYork, 2025, 6, 2, 12)
        for song in 0..<50 {
            #expect(tracker.open(song, at: t, in: newYork, defaults, isUnlimited: true) == .unlimited)
        }
        #expect(tracker.viewsUsed == 0)
    }

    @Test("state round-trips through JSON at any point and behaves identically, 500 random histories")
    func codableRoundTrip() throws {
        let zones = [newYork, tokyo, losAngeles, try Zone(identifier: "Asia/Kathmandu")]
        var state: UInt64 = 99
        func draw(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        for _ in 0..<500 {
            var live = UsageTracker<Int>()
            var restored = UsageTracker<Int>()
            var now = local(newYork, 2025, 6, 2, 0)
            for _ in 0..<60 {
                now = now.advanced(byMilliseconds: Int64(draw(3 * 3_600_000)) - 600_000)
                let zone = zones[Int(draw(UInt64(zones.count)))]
                let song = Int(draw(6))
                switch draw(4) {
                case 0: #expect(live.completeAd(at: now, in: zone, defaults) == restored.completeAd(at: now, in: zone, defaults))
                case 1:
                    live.abortAd(at: now, in: zone)
                    restored.abortAd(at: now, in: zone)
                default: #expect(live.open(song, at: now, in: zone, defaults) == restored.open(song, at: now, in: zone, defaults))
                }
                let data = try JSONEncoder().encode(restored)
                restored = try JSONDecoder().decode(UsageTracker<Int>.self, from: data)
                #expect(restored == live)
            }
        }
    }

    @Test("the persisted JSON is the stored fields with the unlocks as an array, oldest first (known answer)")
    func persistedShape() throws {
        var tracker = UsageTracker<Int>()
        _ = tracker.open(7, at: local(newYork, 2025, 6, 2, 9), in: newYork, defaults)
        _ = tracker.open(9, at: local(newYork, 2025, 6, 2, 9, 5), in: newYork, defaults)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(tracker), as: UTF8.self)
        #expect(json == #"{"adsCompleted":0,"quotaDay":{"day":2,"month":6,"year":2025},"unlocks":[{"openedAt":1748869200000,"song":7},{"openedAt":1748869500000,"song":9}],"viewsUsed":2}"#)
        #expect(try JSONDecoder().decode(UsageTracker<Int>.self, from: Data(json.utf8)) == tracker)
        let empty = String(decoding: try encoder.encode(UsageTracker<Int>()), as: UTF8.self)
        #expect(empty == #"{"adsCompleted":0,"unlocks":[],"viewsUsed":0}"#)
        #expect(try JSONDecoder().decode(UsageTracker<Int>.self, from: Data(empty.utf8)) == UsageTracker<Int>())
    }
}

@Suite("UsageTracker layout")
struct UsageTrackerLayoutTests {
    @Test("applyMidnightRule changes the state exactly as rollOver does, back and forth across zones and midnights")
    func midnightRuleWithoutReport() {
        var seed: UInt64 = 0x5EED
        func next() -> UInt64 { // SplitMix64, so the test needs nothing from the engine
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let zones = [newYork, tokyo, losAngeles, Zone.utc]
        var reported = UsageTracker<Int>()
        var applied = UsageTracker<Int>()
        var t = local(newYork, 2025, 3, 1, 0)
        for step in 0..<5_000 {
            // Mostly forward by up to two days, sometimes back by up to a day (a clock set back).
            let move = Int64(next() % 172_800_000) - (next() % 8 == 0 ? 86_400_000 : 0)
            t = t.advanced(byMilliseconds: move)
            let zone = zones[Int(next() % UInt64(zones.count))]
            if step % 3 == 0 {
                let song = Int(next() % 4)
                _ = reported.open(song, at: t, in: zone, defaults)
                _ = applied.open(song, at: t, in: zone, defaults)
            }
            reported.rollOver(at: t, in: zone)
            applied.applyMidnightRule(at: t, in: zone)
            #expect(applied == reported, "step \(step)")
        }
    }

    @Test("two trackers are equal exactly when their persisted JSON is, over 3,000 seeded histories each against a copy with one step changed or none")
    func equalityIsStateEquality() throws {
        var draw = SeededDraws(seed: 57)
        let zones = [newYork, tokyo, Zone.utc]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        /// A history step: the operation (0 an ad, 1 an abort, else an open), the song, minutes
        /// since the step before and the zone.
        typealias Step = (operation: UInt64, song: Int32, minutes: Int64, zone: Int)
        func replay(_ steps: [Step]) -> UsageTracker<Int32> {
            var tracker = UsageTracker<Int32>()
            var now = local(newYork, 2025, 3, 1, 23, 45)
            for step in steps {
                now = now.advanced(byMilliseconds: step.minutes * Milliseconds.minute)
                switch step.operation {
                case 0: _ = tracker.completeAd(at: now, in: zones[step.zone], RemoteConfig())
                case 1: tracker.abortAd(at: now, in: zones[step.zone])
                default: _ = tracker.open(step.song, at: now, in: zones[step.zone], RemoteConfig())
                }
            }
            return tracker
        }
        var equal = 0
        for _ in 0..<3_000 {
            let steps = (0..<(1 + draw(7))).map { _ in
                Step(operation: draw(5), song: Int32(draw(4)), minutes: Int64(draw(25)), zone: Int(draw(3)))
            }
            var changed = steps
            let k = Int(draw(UInt64(steps.count)))
            switch draw(4) {
            case 0: changed[k].song = (changed[k].song + 1) % 4
            case 1: changed[k].minutes += 1 + Int64(draw(20))
            case 2: changed[k].operation = (changed[k].operation + 1) % 5
            default: break
            }
            let (a, b) = (replay(steps), replay(changed))
            let sameJSON = try encoder.encode(a) == encoder.encode(b)
            #expect((a == b) == sameJSON)
            equal += sameJSON ? 1 : 0
        }
        #expect(equal > 300 && equal < 2_700, "both outcomes are met")
    }

    @Test("the quota day as days since 1970 is the quota day's date: none before first use, then each day it moves to")
    func quotaDayNumber() {
        var tracker = UsageTracker<Int32>()
        #expect(tracker.quotaDaysSinceEpoch == nil)
        for (day, zone) in [(1, newYork), (2, tokyo), (40, losAngeles)] {
            _ = tracker.open(7, at: local(zone, 2025, 3, day, 12), in: zone, RemoteConfig())
            #expect(tracker.quotaDaysSinceEpoch == LocalDate(year: 2025, month: 3, day: 1).daysSinceEpoch + Int64(day - 1))
            #expect(tracker.quotaDaysSinceEpoch == tracker.quotaDay?.daysSinceEpoch)
        }
    }

    @Test("the state of a tracker with 32-bit song ids is 56 bytes (kept small: simulations hold millions)")
    func compactState() {
        #expect(MemoryLayout<UsageTracker<Int32>>.size == 56)
    }
}
