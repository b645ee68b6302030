import Sim

extension Statistics {
    /// The values a quantity can take, which its confidence interval keeps to
    /// (docs/rules.md#bounded-intervals). A KPI's bounds follow from its unit (`KPIUnit.bounds`).
    package enum Bounds: Sendable, Equatable {
        /// Any value: the plain Student-t interval.
        case unbounded
        /// 0 and above (a count, an amount of money): the interval is taken on the log scale.
        case nonNegative
        /// 0 to 1 (a share, a rate, retention): the interval is taken on the logit scale.
        case fraction

        /// Whether `value` is one the quantity can take.
        package func contains(_ value: Double) -> Bool {
            switch self {
            case .unbounded: true
            case .nonNegative: value >= 0
            case .fraction: value >= 0 && value <= 1
            }
        }

        /// Whether `value` lies strictly between the bounds, where the scale's transform is finite.
        func isInside(_ value: Double) -> Bool {
            switch self {
            case .unbounded: true
            case .nonNegative: value > 0
            case .fraction: value > 0 && value < 1
            }
        }

        /// What a difference of two such quantities can be: −1 to 1 for fractions; a difference of
        /// two non-negative quantities can be any value.
        var differences: ClosedRange<Double>? {
            self == .fraction ? -1...1 : nil
        }
    }

    /// The `level` confidence interval for the mean of `values`, a quantity within `bounds`
    /// (docs/rules.md#bounded-intervals): the Student-t interval taken on the scale where the
    /// bounds are out of reach, and mapped back.
    ///
    /// With mean m and the t interval's half-width h = t(1 − (1 − level)/2, n − 1) · s / √n:
    /// - `.fraction`: logit(m) ± h / (m (1 − m)), mapped back by 1 / (1 + e^(−x));
    /// - `.nonNegative`: log(m) ± h / m, mapped back: m · e^(−h/m) to m · e^(h/m);
    /// - `.unbounded`: m ± h.
    ///
    /// h / (m (1 − m)) and h / m are the half-width on the new scale to first order (the delta
    /// method), so far from a bound the interval is close to the t interval; near one it is
    /// squeezed on the bound's side and stretched on the other, and always holds m. Values at a
    /// bound (a share of 0 or 1, a revenue of 0) need no special case: only the mean is
    /// transformed. The edges:
    /// - fewer than two values: no interval;
    /// - every value equal: the interval is the mean itself (so is it when the mean rounds onto a
    ///   bound, which only values a rounding error apart can give);
    /// - a value outside `bounds` (the unit does not describe the values): the plain t interval.
    ///
    /// `log` and `exp` are `DeterministicMath`'s.
    package static func confidenceInterval(_ values: [Double], within bounds: Bounds, level: Double = 0.95) -> Interval {
        let plain = confidenceInterval(values, level: level)
        guard bounds != .unbounded, values.count > 1, values.allSatisfy(bounds.contains) else { return plain }
        let mean = plain.mean
        guard bounds.isInside(mean), values.contains(where: { $0 != values[0] }) else {
            return Interval(mean: mean, lower: mean, upper: mean, count: values.count)
        }
        let halfWidth = studentTQuantile(1 - (1 - level) / 2, degreesOfFreedom: values.count - 1)
            * (variance(values) / Double(values.count)).squareRoot()
        let lower: Double
        let upper: Double
        if bounds == .fraction {
            let center = DeterministicMath.log(mean) - DeterministicMath.log(1 - mean)
            let spread = halfWidth / (mean * (1 - mean))
            lower = 1 / (1 + DeterministicMath.exp(spread - center))
            upper = 1 / (1 + DeterministicMath.exp(-center - spread))
        } else {
            lower = mean * DeterministicMath.exp(-halfWidth / mean)
            upper = mean * DeterministicMath.exp(halfWidth / mean)
        }
        // Mapping the mean there and back may move it by a rounding error: the ends never pass it.
        return Interval(mean: mean, lower: min(lower, mean), upper: max(upper, mean), count: values.count)
    }

    /// The `level` Student-t interval for the mean of paired `differences` of a quantity within
    /// `bounds`, cut to what such a difference can be (−1 to 1 for fractions;
    /// docs/rules.md#bounded-intervals). It is cut only when every difference is one the
    /// quantity's bounds allow; the mean then lies within the cut, and the cut keeps every value
    /// the interval held that the difference can take.
    package static func differenceInterval(_ differences: [Double], within bounds: Bounds, level: Double = 0.95) -> Interval {
        var interval = confidenceInterval(differences, level: level)
        guard let range = bounds.differences, differences.allSatisfy(range.contains) else { return interval }
        interval.lower = interval.lower.map { max($0, range.lowerBound) }
        interval.upper = interval.upper.map { min($0, range.upperBound) }
        return interval
    }
}
