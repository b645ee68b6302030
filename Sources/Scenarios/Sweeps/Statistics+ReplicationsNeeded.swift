import Harness

extension Statistics {
    /// The most replications a decision table will suggest; beyond it, it says "more than".
    package static let replicationsCap = 10_000

    /// The smallest replication count `n` after `current` (and at most `cap`) at which a 95%
    /// interval for a mean with standard deviation `standardDeviation` is narrower, on each side,
    /// than `distance`: the first `n` with `t(0.975, n − 1) · s / √n < distance`, where `distance`
    /// is how far the measured mean lies from the value the decision turns on (0 for an
    /// objective, the limit for a guardrail). `nil` when not even `cap` replications get there
    /// (always, when `distance` is 0).
    ///
    /// `t(0.975, n − 1) / √n` falls as `n` grows, so the search is a bisection: about 14 t
    /// quantiles, not one per count. Example: s = 0.030, distance 0.021 after 10 replications
    /// (half-width 2.262 · 0.030 / √10 = 0.02146, too wide): 11, as 2.228 · 0.030 / √11 = 0.02015.
    package static func replicationsNeeded(standardDeviation: Double, distance: Double, after current: Int,
                                           cap: Int = replicationsCap) -> Int? {
        func enough(_ n: Int) -> Bool {
            studentTQuantile(0.975, degreesOfFreedom: n - 1) * standardDeviation / Double(n).squareRoot() < distance
        }
        var low = max(current + 1, 2)
        guard low <= cap, enough(cap) else { return nil }
        var high = cap
        while low < high {
            let middle = (low + high) / 2
            if enough(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
