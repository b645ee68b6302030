import Harness
import Sim

/// Backend load from watchers, per UTC minute.
package enum WatcherLoad: Int, MetricKey {
    case requests, rows

    package var name: String {
        switch self {
        case .requests: "requests"
        case .rows: "rows"
        }
    }
}
