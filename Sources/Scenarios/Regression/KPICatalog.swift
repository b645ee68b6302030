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
        var ordered: [String] = []
        for id in first where ids.contains(id) && !ordered.contains(id) { ordered.append(id) }
        return ordered + ids.filter { !ordered.contains($0) }
    }

    /// Why a run of `scenario` cannot measure the KPI `id` (`Persona.unmeasurable`), or `nil`.
    package static func unmeasurable(_ id: String, in scenario: Scenario) -> String? {
        guard let dot = id.firstIndex(of: "."),
              let persona = Personas.all.first(where: { $0.singular == id[..<dot] }) else { return nil }
        return persona.unmeasurable(kpi: String(id[id.index(after: dot)...]), in: scenario)
    }

    /// The unit of the KPI `id` (`persona.name`), as its persona declares it (`Persona.unit(ofKPI:)`);
    /// `.number` (3 significant digits) for an id no registered persona reports, which only a
    /// hand-edited sweep shard could bring.
    package static func unit(of id: String) -> KPIUnit {
        guard let dot = id.firstIndex(of: "."),
              let persona = Personas.all.first(where: { $0.singular == id[..<dot] }) else { return .number }
        return persona.unit(ofKPI: String(id[id.index(after: dot)...])) ?? .number
    }
}
