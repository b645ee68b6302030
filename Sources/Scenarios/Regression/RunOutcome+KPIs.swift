import Harness

extension RunOutcome {
    /// Every KPI of the run, persona by persona in registry order.
    package var kpis: [KPIValue] {
        tallies.flatMap { Self.kpis(of: $0, scenario) }
    }

    static func kpis<Tally: PersonaTally>(of tally: Tally, _ scenario: Scenario) -> [KPIValue] {
        Tally.Owner.kpiValues(tally, scenario).map { KPIValue(persona: Tally.Owner.singular, name: $0.name, value: $0.value) }
    }
}
