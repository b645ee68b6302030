import Sim

extension Statistics {
    /// The `level` confidence interval of `estimate` by the delete-a-group jackknife over its
    /// `replicates` (the estimate recomputed with each group of people left out in turn):
    /// `estimate ± t(1 − (1 − level)/2, G − 1) · √((G − 1)/G · Σ (θ₍g₎ − θ̄)²)` for G replicates
    /// with mean θ̄.
    ///
    /// It needs no formula per KPI: a ratio of sums, a relative difference between arms or a
    /// revenue figure are all recomputed, so the interval carries each one's own spread. For a mean
    /// of G equal groups it is exactly the t interval of the groups' means. `lower` and `upper`
    /// are `nil` with fewer than two replicates.
    package static func jackknifeInterval(estimate: Double, replicates: [Double], level: Double = 0.95) -> Interval {
        let groups = replicates.count
        guard groups > 1 else { return Interval(mean: estimate, halfWidth: nil, count: groups) }
        let center = mean(replicates)
        let squares = replicates.reduce(0) { $0 + ($1 - center) * ($1 - center) }
        let standardError = (Double(groups - 1) / Double(groups) * squares).squareRoot()
        let t = studentTQuantile(1 - (1 - level) / 2, degreesOfFreedom: groups - 1)
        return Interval(mean: estimate, halfWidth: t * standardError, count: groups)
    }
}
