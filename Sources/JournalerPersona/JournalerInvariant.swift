import Harness
import Sim

/// The rules checked on every journaler event.
package enum JournalerInvariant: Int, MetricKey {
    /// The streak the app shows equals a from-scratch recount of the releases by its day policy.
    case streakMatchesRecount
    /// Every insight is a number (or absent), never NaN or infinite.
    case insightsNeverNaN
    /// An export parses back to the releases' instants and word counts.
    case exportRoundTrips

    package var name: String {
        switch self {
        case .streakMatchesRecount: "streak equals a recount by the day policy"
        case .insightsNeverNaN: "insights never NaN"
        case .exportRoundTrips: "export round-trips"
        }
    }
}
