import Harness
import Sim

/// Load the app's backends see, counted per UTC hour.
package enum HourlyLoad: Int, MetricKey {
    /// Song Detail views (catalog reads).
    case views
    /// Rewarded-ad requests to the ad network.
    case adRequests

    package var name: String {
        switch self {
        case .views: "views"
        case .adRequests: "ad_requests"
        }
    }
}
