import Harness
import Sim

/// The rules checked on every listener event.
package enum ListenerInvariant: Int, MetricKey {
    /// Every real-time play was played at least halfway.
    case realTimeIsTrue
    /// A sync creates exactly as many plays as the counts rose.
    case syncMatchesRise
    /// Every spread timestamp lies in its song's gap since the last sync.
    case spreadInsideGap
    /// Maintenance deletes exactly the plays and songs the rules name.
    case maintenanceAsSpecified
    /// After maintenance every song left keeps its persistent id, last known count, last sync and
    /// remembered rank, and is found by its id.
    case identityKept

    package var name: String {
        switch self {
        case .realTimeIsTrue: "real-time play is a true play"
        case .syncMatchesRise: "sync creates what the counts rose"
        case .spreadInsideGap: "spread timestamps inside the gap"
        case .maintenanceAsSpecified: "maintenance deletes what the rules say"
        case .identityKept: "songs keep their identity across maintenance"
        }
    }
}
