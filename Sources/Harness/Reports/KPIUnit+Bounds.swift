extension KPIUnit {
    /// The values a KPI of this unit can take, which its sweep intervals keep to
    /// (docs/rules.md#bounded-intervals): a share from 0 to 1; a count or an amount of money
    /// (every money KPI is revenue) 0 and above; any other number — a correlation, a mean that may
    /// be negative — any value.
    package var bounds: Statistics.Bounds {
        switch self {
        case .share: .fraction
        case .count, .money: .nonNegative
        case .number: .unbounded
        }
    }
}
