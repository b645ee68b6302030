import Foundation
import Harness
import Model
import Sim
import Time

/// The invariants and coverage probes, checked against `QuotaShadow` rather than against the
/// tracker's own reasoning.
extension CaregiverWorld {
    /// The quota state just before an operation, and the device's local date then (days since
    /// 1970-01-01).
    package struct Before {
        package var snapshot: QuotaOracle.Snapshot
        package var deviceDay: Int64

        /// `caregiver`'s, with the device clock at `device`. Made from the caregiver in place, not
        /// by a method of the world: called from a mutating method, such a method copies the
        /// whole world first, and this runs on every open.
        package init(_ caregiver: borrowing Caregiver, device: Instant) {
            snapshot = caregiver.tracker.snapshot
            deviceDay = caregiver.zone.localDayNumber(at: device)
        }
    }

    /// Checks the midnight rule over one operation: the quota day only moves forward, to the
    /// device's local date, and counters only fall when it does.
    package mutating func observeAfter(_ i: Int, before: Before, now: Instant, device: Instant, event: StaticString) {
        let old = before.snapshot
        let new = agents[i].tracker.snapshot
        if let stored = old.quotaDay, before.deviceDay < stored {
            count(.dateMovedBack, i)
            tally.reach(.dateMovedBack)
        }
        if QuotaShadow.resets(before: old, after: new), let after = new.quotaDay {
            count(.quotaResets, i)
            if agents[i].clockSkew > 0 && agents[i].zone.localDayNumber(at: now) < after {
                count(.resetsViaClockChange, i)
                tally.reach(.resetByClockChange)
            }
        }
        check(.noResetOnBackwardDate, agents[i].shadow.midnightRuleHolds(before: old, after: new, deviceDay: before.deviceDay),
              i, now, event: "\(event)",
              "quota day \(Self.dateText(old.quotaDay)) → \(Self.dateText(new.quotaDay)) with device date \(Self.dateText(before.deviceDay)); "
              + "views \(old.views) → \(new.views), ads \(old.ads) → \(new.ads)")
    }

    /// The date `day` (days since 1970-01-01) as a message prints it; "none" for no day.
    static func dateText(_ day: Int64?) -> String {
        day.map { "\(LocalDate(daysSinceEpoch: $0))" } ?? "none"
    }

    /// `views ≤ allowance ≤ cap` and `ads ≤ limit`, after every event. A rollout that lowers a
    /// limit mid-day does not take back what was already granted: the bound is the larger of the
    /// config's and what the caregiver had when the config changed.
    package mutating func checkQuotaBounds(_ i: Int, at now: Instant, event: CaregiverEvent.Kind) {
        let tracker = agents[i].tracker
        let config = config(i)
        let allowance = tracker.allowance(config)
        let (cap, limit) = (config.dailyViewCap, config.adDailyLimit)
        check(.viewsWithinAllowance, agents[i].shadow.viewsWithinAllowance(views: tracker.viewsUsed, allowance: allowance, config),
              i, now, event: event.name, "views \(tracker.viewsUsed), allowance \(allowance), cap \(cap)")
        check(.adsWithinLimit, agents[i].shadow.adsWithinLimit(ads: tracker.adsCompleted, config),
              i, now, event: event.name, "ads completed \(tracker.adsCompleted), limit \(limit)")
    }

    /// Remembers caregiver `i`'s counters when its device activates a new config, so a lowered
    /// limit is not reported as a violation.
    package mutating func noteConfigChange(_ i: Int) {
        agents[i].shadow.configChanged(views: agents[i].tracker.viewsUsed, ads: agents[i].tracker.adsCompleted)
    }

    package mutating func checkFreeRewatch(_ i: Int, song: Int32, device: Instant, until: Instant, event: StaticString) {
        let charged = agents[i].shadow.chargedAt(song)
        check(.freeRewatchOnlyInsideWindow, agents[i].shadow.freeRewatchHolds(song, device: device, until: until, config(i)), i, device, event: "\(event)",
              "song \(song) free at device time \(device); last charged \(charged.map(String.init(describing:)) ?? "never")")
        probeWindowEdge(i, song: song, device: device)
        if let charged, agents[i].zone.localDayNumber(at: charged) < agents[i].zone.localDayNumber(at: device) {
            tally.reach(.rewatchAcrossMidnight)
        }
    }

    package mutating func probeWindowEdge(_ i: Int, song: Int32, device: Instant) {
        guard let charged = agents[i].shadow.chargedAt(song) else { return }
        let end = charged.advanced(byMilliseconds: Int64(config(i).rewatchWindowMinutes) * Milliseconds.minute)
        if abs(device.milliseconds(to: end)) <= Milliseconds.minute { tally.reach(.rewatchAtWindowEdge) }
    }

    /// The ad offered to caregiver `i`, starting at `device`, was not inside the cooldown
    /// (`QuotaShadow.adMayBeOffered`).
    package mutating func checkNoCooldown(_ i: Int, device: Instant) {
        let abort = agents[i].shadow.lastAbortAt
        check(.noAdInsideCooldown, agents[i].shadow.adMayBeOffered(at: device, config(i)), i, device, event: "ad start",
              "ad started \(abort.map { $0.milliseconds(to: device) } ?? 0) ms after an abort")
    }

    /// A cold launch: the persisted state is encoded and decoded as UserDefaults would, and the
    /// app carries on from what was decoded.
    package mutating func relaunch(_ i: Int, at now: Instant) {
        recording?.append(.relaunch)
        let saved = CaregiverPersistedState(tracker: agents[i].tracker, subscription: agents[i].subscription, favorites: agents[i].favorites)
        let restored = try? persistence.roundTrip(saved)
        check(.persistedStateRoundTrips, restored == saved, i, now, event: "relaunch", "decoded state differs from the saved state")
        if let restored {
            agents[i].tracker = restored.tracker
            agents[i].subscription = restored.subscription
            agents[i].favorites = restored.favorites
        }
    }
}

extension UsageTracker {
    /// The counters the quota oracle compares.
    package var snapshot: QuotaOracle.Snapshot {
        QuotaOracle.Snapshot(quotaDay: quotaDaysSinceEpoch, views: viewsUsed, ads: adsCompleted)
    }
}
