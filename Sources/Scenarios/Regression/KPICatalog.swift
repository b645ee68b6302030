import Harness

/// The KPIs runs report, for validating tolerances before a run and for tests.
package enum KPICatalog {
    /// `persona.name` of every KPI every run reports, in report order (tolerances may name these).
    package static var ids: [String] {
        Personas.all.flatMap { persona in persona.kpiNames.map { "\(persona.singular).\($0)" } }
    }

    /// `persona.name` of every KPI a run of `scenario` reports, in report order.
    package static func ids(for scenario: Scenario) -> [String] {
        Personas.all.filter { $0.runs(in: scenario) }.flatMap { persona in
            persona.kpiNames(in: scenario).map { "\(persona.singular).\($0)" }
        }
    }
}
