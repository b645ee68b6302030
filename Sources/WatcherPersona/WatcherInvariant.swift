import Harness
import Sim

/// The rules checked on every watcher event.
package enum WatcherInvariant: Int, MetricKey {
    /// A launch shows the feedback prompt exactly when a Watch Now is unanswered and 2 h old.
    case feedbackGateAsSpecified
    /// A pick is on the watcher's platforms, in their languages and content type, allowed, above
    /// the quality gate, and qualifies for the level that served it.
    case pickSatisfiesItsLevel
    /// Every tag weight stays within [−2, 2].
    case weightsClamped
    /// No pick was shown in the last 30 days, rejected in the last 7, or seen.
    case exclusionsHonoured

    package var name: String {
        switch self {
        case .feedbackGateAsSpecified: "feedback gate as specified"
        case .pickSatisfiesItsLevel: "pick satisfies its level"
        case .weightsClamped: "tag weights within [−2, 2]"
        case .exclusionsHonoured: "exclusions honoured"
        }
    }
}
