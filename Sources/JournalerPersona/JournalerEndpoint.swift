import Harness

/// The one server call Dandelion makes that the model counts (docs/rules.md#storekit-refresh):
/// StoreKit's entitlement refresh, to Apple's servers, not a project's; the raw value is
/// `BackendRequest.endpoint`.
///
/// The entitlement is refreshed at app launch, app foreground, and after purchase or restore.
/// Dandelion has no server of its own. Its CloudKit sync (releases, custom prompts and
/// preferences) is Apple's and is not modelled.
package enum JournalerEndpoint: UInt8, CaseIterable {
    case entitlementRefresh

    /// Milliseconds assumed for a refresh (the seed gives none). The service is Apple's: its
    /// requests are counted, and no quota is compared.
    static let refreshMilliseconds: Int64 = 300

    /// The endpoint as the backend report lists it.
    static var endpoints: [BackendEndpoint] {
        allCases.map { endpoint in
            switch endpoint {
            case .entitlementRefresh:
                BackendEndpoint(service: "storekit", name: "entitlement refresh", trigger: "app open (a release's session), after a purchase",
                                serviceMilliseconds: refreshMilliseconds)
            }
        }
    }
}
