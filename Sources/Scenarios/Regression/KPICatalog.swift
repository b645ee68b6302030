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

    /// `ids` in the order a sweep's tables read them: the decision's objective and guardrails
    /// first, then each persona's `leadingKPIs`, then the rest in report order.
    package static func readingOrder(_ ids: [String], decision: SweepDecision?) -> [String] {
        let first = (decision.map { [$0.objective] + $0.guardrails.map(\.kpi) } ?? [])
            + Personas.all.flatMap { persona in persona.leadingKPIs.map { "\(persona.singular).\($0)" } }
        let reported = Set(ids)
        var ordered: [String] = []
        var placed = Set<String>()
        for id in first where reported.contains(id) && placed.insert(id).inserted { ordered.append(id) }
        return ordered + ids.filter { !placed.contains($0) }
    }

    /// Why a run of `scenario` cannot measure the KPI `id` (`Persona.unmeasurable`), or `nil`.
    package static func unmeasurable(_ id: String, in scenario: Scenario) -> String? {
        owner(of: id).flatMap { $0.persona.unmeasurable(kpi: $0.name, in: scenario) }
    }

    /// The registered persona a KPI id (`persona.name`) names, and the KPI's name; `nil` for an id
    /// with no dot or an unknown persona.
    static func owner(of id: String) -> (persona: any Persona.Type, name: String)? {
        guard let dot = id.firstIndex(of: "."),
              let persona = Personas.all.first(where: { $0.singular == id[..<dot] }) else { return nil }
        return (persona, String(id[id.index(after: dot)...]))
    }

    /// The unit of the KPI `id` (`persona.name`), as its persona's table declares it (`KPI.unit`);
    /// `.number` (3 significant digits) for an id no registered persona reports, which only a
    /// hand-edited sweep shard could bring.
    package static func unit(of id: String) -> KPIUnit {
        owner(of: id).flatMap { $0.persona.unit(ofKPI: $0.name) } ?? .number
    }
}
