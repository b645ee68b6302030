import Harness

extension RunOutcome {
    /// Every KPI of the run, persona by persona in registry order.
    package var kpis: [KPI] {
        tallies.flatMap { Self.kpis(of: $0, scenario) }
    }

    static func kpis<Tally: PersonaTally>(of tally: Tally, _ scenario: Scenario) -> [KPI] {
        Tally.Owner.kpis(tally, scenario).map { KPI(persona: Tally.Owner.singular, name: $0.name, value: $0.value) }
    }
}
