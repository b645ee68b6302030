import Foundation
import Harness
import Model
import Time

/// Replays recorded actions on a fresh `QuotaModel` and checks the quota invariants after each,
/// through a `QuotaShadow` — the same operations the simulation's checks use.
package enum QuotaActionReplay {
    /// The first violation: which action broke which invariant.
    package struct Failure: Sendable, Equatable {
        package var index: Int
        package var invariant: CaregiverInvariant
    }

    /// Replays `actions` on `Model()`; the first invariant broken, if any.
    package static func firstFailure<Model: QuotaModel>(_ actions: [QuotaAction], model: Model.Type) -> Failure? {
        var state = Model()
        var config = RemoteConfig()
        var shadow = QuotaShadow()
        var zones: [String: Zone] = [:]
        for (index, action) in actions.enumerated() {
            let failed: CaregiverInvariant?
            switch action {
            case .configure(let newConfig):
                config = newConfig
                shadow.configChanged(views: state.viewsUsed, ads: state.adsCompleted)
                failed = nil
            case .relaunch:
                let restored = try? JSONDecoder().decode(Model.self, from: JSONEncoder().encode(state))
                failed = restored == state ? nil : .persistedStateRoundTrips
                if let restored { state = restored }
            case .open(let song, let at, let identifier, let unlimited):
                guard let zone = try? QuotaAction.zone(identifier, &zones) else { return nil }
                let before = snapshot(state)
                let outcome = state.open(song, at: at, in: zone, config, isUnlimited: unlimited)
                failed = midnight(before, state, zone.localDayNumber(at: at), &shadow) ?? bounds(state, config, shadow) ?? {
                    switch outcome {
                    case .freeRewatch(let until):
                        return shadow.freeRewatchHolds(song, device: at, until: until, config) ? nil : .freeRewatchOnlyInsideWindow
                    case .charged:
                        shadow.charged(song, at: at)
                        return nil
                    case .quotaSheet(.available):
                        return shadow.adMayBeOffered(at: at, config) ? nil : .noAdInsideCooldown
                    case .quotaSheet, .unlimited:
                        return nil
                    }
                }()
            case .completeAd(let at, let identifier):
                guard let zone = try? QuotaAction.zone(identifier, &zones) else { return nil }
                let before = snapshot(state)
                _ = state.completeAd(at: at, in: zone, config)
                failed = midnight(before, state, zone.localDayNumber(at: at), &shadow) ?? bounds(state, config, shadow)
            case .abortAd(let at, let identifier):
                guard let zone = try? QuotaAction.zone(identifier, &zones) else { return nil }
                let before = snapshot(state)
                state.abortAd(at: at, in: zone)
                shadow.adAborted(at: at)
                failed = midnight(before, state, zone.localDayNumber(at: at), &shadow) ?? bounds(state, config, shadow)
            }
            if let failed { return Failure(index: index, invariant: failed) }
        }
        return nil
    }

    package static func snapshot<Model: QuotaModel>(_ state: Model) -> QuotaOracle.Snapshot {
        QuotaOracle.Snapshot(quotaDay: state.quotaDay?.daysSinceEpoch, views: state.viewsUsed, ads: state.adsCompleted)
    }

    package static func midnight<Model: QuotaModel>(_ before: QuotaOracle.Snapshot, _ state: Model, _ deviceDay: Int64,
                                                    _ shadow: inout QuotaShadow) -> CaregiverInvariant? {
        shadow.midnightRuleHolds(before: before, after: snapshot(state), deviceDay: deviceDay) ? nil : .noResetOnBackwardDate
    }

    package static func bounds<Model: QuotaModel>(_ state: Model, _ config: RemoteConfig, _ shadow: QuotaShadow) -> CaregiverInvariant? {
        if !shadow.viewsWithinAllowance(views: state.viewsUsed, allowance: state.allowance(config), config) { return .viewsWithinAllowance }
        if !shadow.adsWithinLimit(ads: state.adsCompleted, config) { return .adsWithinLimit }
        return nil
    }
}
