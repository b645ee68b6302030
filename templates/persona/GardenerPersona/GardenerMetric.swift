import Harness

/// What the harness counts about gardeners, per run and per local day.
package enum GardenerMetric: Int, ExplainedMetric {
    case gardenerDays, waterings

    package var name: String {
        switch self {
        case .gardenerDays: "gardener_days"
        case .waterings: "waterings"
        }
    }

    package var meaning: String {
        switch self {
        case .gardenerDays: "gardener-days simulated"
        case .waterings: "gardens watered"
        }
    }
}
