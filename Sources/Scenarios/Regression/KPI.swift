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

extension RunOutcome {
    /// Every KPI of the run, persona by persona in registry order.
    package var kpis: [KPI] {
        tallies.flatMap { Self.kpis(of: $0, scenario) }
    }

    static func kpis<Tally: PersonaTally>(of tally: Tally, _ scenario: Scenario) -> [KPI] {
        Tally.Owner.kpis(tally, scenario).map { KPI(persona: Tally.Owner.singular, name: $0.name, value: $0.value) }
    }
}

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
