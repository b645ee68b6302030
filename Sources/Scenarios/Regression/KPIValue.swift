import Harness

/// One KPI of a run as reports print it: the persona, the KPI's name and its value.
///
/// Values are the exact text of `kpis.csv` (integers, or ratios with 6 decimals), so a baseline
/// comparison of two deterministic runs is a comparison of text, with no rounding of its own.
package struct KPIValue: Equatable, Sendable {
    package var persona: String
    package var name: String
    package var value: String

    package init(persona: String, name: String, value: String) {
        self.persona = persona
        self.name = name
        self.value = value
    }

    /// Whether `text` can be a KPI's value in a record (a baseline, a shard): a finite number, or
    /// `ReportNumber.notMeasured` for a KPI the run could not measure.
    package static func isValue(_ text: String) -> Bool {
        text == ReportNumber.notMeasured || Double(text).map(\.isFinite) == true
    }

    /// The value as a number; `nil` for one the run did not measure (`ReportNumber.notMeasured`).
    package var number: Double? {
        Double(value)
    }

    /// `persona.name`, as tolerances and reports name a KPI.
    package var id: String { "\(persona).\(name)" }
}
