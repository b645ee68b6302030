/// What kind of quantity a KPI is, so a report can print it for people: counts with thousands
/// separators, shares as percents, money in dollars, other values to 3 significant digits.
///
/// Each persona names the unit of every KPI it reports in its table (`KPI.unit`): the kind is
/// declared where the KPI is defined, never guessed from its name. CSVs keep the exact text.
package enum KPIUnit: Sendable, Equatable {
    /// A whole number of things counted (views, sessions, bytes, milliseconds summed).
    case count
    /// A fraction of a whole, from 0 to 1 (a rate or a share): shown as a percent, its
    /// differences in percentage points.
    case share
    /// An amount of money in `MoneyUnit`.
    case money(MoneyUnit)
    /// Any other quantity (a mean per user-day, seconds, a correlation).
    case number

    /// The unit a money KPI is counted in.
    package enum MoneyUnit: Sendable, Equatable {
        /// US dollars.
        case dollars
        /// US cents, shown in dollars.
        case cents
    }
}
