import Harness
import Sim

/// The rules checked on every gardener event.
package enum GardenerInvariant: Int, MetricKey {
    /// A watering happens on the local date that planned it, whatever the zone's offset or a
    /// daylight-saving change that day (docs/rules.md#planned-local-time).
    case wateredOnPlannedDate

    package var name: String {
        switch self {
        case .wateredOnPlannedDate: "watering on the local date that planned it"
        }
    }
}
