import Harness

/// One KPI of a run as reports print it: the persona, the KPI's name and its value.
///
/// Values are the exact text of `kpis.csv` (integers, or ratios with 6 decimals), so a baseline
/// comparison of two deterministic runs is a comparison of text, with no rounding of its own.
package struct KPI: Equatable, Sendable {
    package var persona: String
    package var name: String
    package var value: String

    package init(persona: String, name: String, value: String) {
        self.persona = persona
        self.name = name
        self.value = value
    }

    /// `persona.name`, as tolerances and reports name a KPI.
    package var id: String { "\(persona).\(name)" }
}
