import Harness
import Sim

/// The rules checked on every journaler event.
package enum JournalerInvariant: Int, MetricKey {
    /// The streak the app shows, and the one in Insights' header, equal a from-scratch recount of
    /// the releases by its day policy.
    case streakMatchesRecount
    /// Every insight is a number (or absent), never NaN or infinite.
    case insightsNeverNaN
    /// An export parses back to the releases' instants and word counts.
    case exportRoundTrips
    /// Insights date releases as the export does (docs/rules.md#journaler-checks): the first date,
    /// the active dates, the releases per year, the most active weekday and time, the releases and
    /// words of the rolling windows and of the monthly chart that the export's rows say are the
    /// ones Insights show.
    case insightsAgreeWithExport

    package var name: String {
        switch self {
        case .streakMatchesRecount: "streak equals a recount by the day policy"
        case .insightsNeverNaN: "insights never NaN"
        case .exportRoundTrips: "export round-trips"
        case .insightsAgreeWithExport: "insights agree with the export"
        }
    }
}
