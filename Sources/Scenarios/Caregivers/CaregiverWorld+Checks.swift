import Foundation
import Model
import Sim

/// The invariants and coverage probes, checked against `QuotaShadow` rather than against the
/// tracker's own reasoning.
extension CaregiverWorld {
    /// The quota state just before an operation.
    struct Before {
        var quotaDay: LocalDate?
        var views: Int
        var ads: Int
        var deviceDay: LocalDate
    }

    func observeBefore(_ i: Int, device: Instant) -> Before {
        let tracker = agents[i].tracker
        return Before(quotaDay: tracker.quotaDay, views: tracker.viewsUsed, ads: tracker.adsCompleted,
                      deviceDay: agents[i].zone.localDate(at: device))
    }

    /// Checks the midnight rule over one operation: the quota day only moves forward, to the
    /// device's local date, and counters only fall when it does.
    mutating func observeAfter(_ i: Int, before: Before, now: Instant, device: Instant, event: StaticString) {
        let tracker = agents[i].tracker
        if let stored = before.quotaDay, before.deviceDay < stored {
            count(.dateMovedBack, i)
            tally.reach(.dateMovedBack)
        }
        let moved = tracker.quotaDay != before.quotaDay
        let holds: Bool
        if moved, let after = tracker.quotaDay {
            holds = (before.quotaDay.map { after > $0 } ?? true) && after == before.deviceDay
            if before.quotaDay != nil {
                count(.quotaResets, i)
                agents[i].shadow.viewsUsed = 0
                agents[i].shadow.adsCompleted = 0
                if agents[i].clockSkew > 0 && agents[i].zone.localDate(at: now) < after {
                    count(.resetsViaClockChange, i)
                    tally.reach(.resetByClockChange)
                }
            }
        } else {
            holds = !moved && tracker.viewsUsed >= before.views && tracker.adsCompleted >= before.ads
        }
        check(.noResetOnBackwardDate, holds, i, now, "\(event)",
              "quota day \(before.quotaDay.map(String.init(describing:)) ?? "none") → "
              + "\(tracker.quotaDay.map(String.init(describing:)) ?? "none") with device date \(before.deviceDay); "
              + "views \(before.views) → \(tracker.viewsUsed), ads \(before.ads) → \(tracker.adsCompleted)")
    }

    /// `views ≤ allowance ≤ cap` and `ads ≤ limit`, after every event. A rollout that lowers a
    /// limit mid-day does not take back what was already granted: the bound is the larger of the
    /// config's and what the caregiver had when the config changed.
    mutating func checkQuotaBounds(_ i: Int, at now: Instant, event: CaregiverEvent.Kind) {
        let tracker = agents[i].tracker
        let config = config(i)
        let allowance = tracker.allowance(config)
        let viewsBound = max(allowance, agents[i].shadow.viewsUsed)
        let adsBound = max(config.adDailyLimit, agents[i].shadow.adsCompleted)
        let cap = config.dailyViewCap
        let limit = config.adDailyLimit
        check(.viewsWithinAllowance, tracker.viewsUsed <= viewsBound && allowance <= cap, i, now, "\(event)",
              "views \(tracker.viewsUsed), allowance \(allowance), cap \(cap)")
        check(.adsWithinLimit, tracker.adsCompleted <= adsBound, i, now, "\(event)",
              "ads completed \(tracker.adsCompleted), limit \(limit)")
    }

    /// Remembers the counters at a rollout, so a lowered limit is not reported as a violation.
    mutating func noteConfigChange() {
        for i in agents.indices {
            agents[i].shadow.viewsUsed = agents[i].tracker.viewsUsed
            agents[i].shadow.adsCompleted = agents[i].tracker.adsCompleted
        }
    }

    mutating func checkFreeRewatch(_ i: Int, song: Int32, device: Instant, until: Instant, event: StaticString) {
        let window = Int64(config(i).rewatchWindowMinutes) * Milliseconds.minute
        let charged = agents[i].shadow.chargedAt(song)
        let holds = charged.map { $0 <= device && device < $0.advanced(byMilliseconds: window) && until == $0.advanced(byMilliseconds: window) } ?? false
        check(.freeRewatchOnlyInsideWindow, holds, i, device, "\(event)",
              "song \(song) free at device time \(device); last charged \(charged.map(String.init(describing:)) ?? "never")")
        probeWindowEdge(i, song: song, device: device)
        if let charged, agents[i].zone.localDayNumber(at: charged) < agents[i].zone.localDayNumber(at: device) {
            tally.reach(.rewatchAcrossMidnight)
        }
    }

    mutating func probeWindowEdge(_ i: Int, song: Int32, device: Instant) {
        guard let charged = agents[i].shadow.chargedAt(song) else { return }
        let end = charged.advanced(byMilliseconds: Int64(config(i).rewatchWindowMinutes) * Milliseconds.minute)
        if abs(device.milliseconds(to: end)) <= Milliseconds.minute { tally.reach(.rewatchAtWindowEdge) }
    }

    mutating func checkNoCooldown(_ i: Int, device: Instant) {
        let cooldown = Int64(config(i).adCooldownSeconds) * 1_000
        let abort = agents[i].shadow.lastAbortAt
        let inside = abort.map { $0 <= device && device < $0.advanced(byMilliseconds: cooldown) } ?? false
        check(.noAdInsideCooldown, !inside, i, device, "ad start",
              "ad started \(abort.map { $0.milliseconds(to: device) } ?? 0) ms after an abort")
    }

    /// A cold launch: the persisted state is encoded and decoded as UserDefaults would, and the
    /// app carries on from what was decoded.
    mutating func relaunch(_ i: Int, at now: Instant) {
        let saved = CaregiverPersistedState(tracker: agents[i].tracker, subscription: agents[i].subscription)
        let restored = try? persistence.decoder.decode(CaregiverPersistedState.self, from: persistence.encoder.encode(saved))
        check(.persistedStateRoundTrips, restored == saved, i, now, "relaunch", "decoded state differs from the saved state")
        if let restored {
            agents[i].tracker = restored.tracker
            agents[i].subscription = restored.subscription
        }
    }

    /// Records one check of `key` for caregiver `i`; the event and detail strings are built only
    /// when the check fails, so passing checks cost no allocation.
    mutating func check(_ key: CaregiverInvariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                        _ event: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        guard !holds else {
            tally.ledger.check(key, true) { preconditionFailure("a passing check builds no violation") }
            return
        }
        let violation = InvariantViolation(invariant: key.name, seed: scenario.seed, agent: agents[i].name,
                                           instant: instant, event: event(), detail: detail())
        tally.ledger.check(key, false) { violation }
    }
}

/// The JSON coders a partition reuses for every relaunch (one partition runs on one thread).
final class PersistenceCoders {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
}

/// What the app keeps in UserDefaults.
struct CaregiverPersistedState: Codable, Equatable {
    var tracker: UsageTracker<Int32>
    var subscription: Subscription?
}
