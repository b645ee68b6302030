import Harness
import Time

/// Dandelion's StoreKit entitlement refreshes (docs/rules.md#storekit-refresh;
/// `JournalerEndpoint`).
///
/// The app refreshes at "App launch, app foreground, and after purchase/restore". The model has
/// no launch or foreground of its own: a journaler opens the app to release, so each release is
/// one app open (a launch or a return to the foreground, which the model does not tell apart)
/// with one refresh. The gated features they try — and Bloom bought at an upgrade prompt, and
/// exports — happen in that release's session (`tryFeature`), so they open nothing more; a
/// purchase adds the refresh after it. Nothing draws, and StoreKit never fails in the model.
extension JournalerWorld {
    /// Counts a refresh by journaler `i` at `now`, and records it from their home zone if it is
    /// inside the backend window (`Scenario.backendDays`).
    mutating func refreshEntitlement(_ i: Int, at now: Instant) {
        count(.storeKitRefreshes, i)
        guard now < backendEnd else { return }
        let request = BackendRequest(at: now, endpoint: JournalerEndpoint.entitlementRefresh.rawValue, zone: UInt16(agents[i].homeZone))
        tally.record(request)
        tally.fingerprints.mix(i, day: agents[i].today, request)
    }
}
