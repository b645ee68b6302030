extension KPIUnit {
    /// A value of this unit (a mean, an interval's bound) for people:
    /// - count: an integer with thousands separators from 100 (`24,595`), one decimal below (`42.5`);
    /// - share: a percent with one decimal, two below 1 % (`43.9%`, `0.85%`);
    /// - money: dollars to 3 significant digits (`$125`, `$58.1`, `-$2.35`; cents shown in dollars);
    /// - number: 3 significant digits (`3.42`, `18.9`, `1,230`).
    package func text(_ value: Double) -> String {
        switch self {
        case .count: ReportNumber.count(value)
        case .share: ReportNumber.percent(value)
        case .money(let unit): Self.dollars(unit == .cents ? value / 100 : value)
        case .number: ReportNumber.significant(value, digits: 3)
        }
    }

    /// A difference of two values of this unit, signed (`+11.5`, `-0.35`; no sign when it rounds
    /// to zero): as `changeText`.
    package func differenceText(_ value: Double) -> String {
        ReportNumber.signed(changeText(value))
    }

    /// An amount of change in this unit, unsigned (a guardrail's limit): as `text`, except that a
    /// share's change is in percentage points (`3.1 pp`).
    package func changeText(_ value: Double) -> String {
        self == .share ? ReportNumber.percentagePoints(value) : text(value)
    }

    /// `$58.1`, `-$2.35`: 3 significant digits.
    static func dollars(_ value: Double) -> String {
        let digits = ReportNumber.significant(value, digits: 3)
        return digits.hasPrefix("-") ? "-$" + digits.dropFirst() : "$" + digits
    }
}
