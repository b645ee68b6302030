/// What runs, reports, sweeps, `check` and tolerances read of a persona's KPIs, all from its one
/// table (`Persona.kpiTable`, docs/rules.md#kpi-table).
extension Persona {
    /// The KPIs a run of `scenario` reports, in `kpis.csv`'s order: weekly ones expanded to the
    /// run's weeks.
    package static func kpis(in scenario: Scenario) -> [KPI<Tally>] {
        kpiTable.flatMap { $0.reported(in: scenario) }
    }

    /// The KPIs of a run, in `kpis.csv`'s order, as it prints their values
    /// (`ReportNumber.notMeasured` for one the run could not measure).
    package static func kpiValues(_ tally: Tally, _ scenario: Scenario) -> [(name: String, value: String)] {
        let run = KPIEvaluation(tally, scenario)
        return kpis(in: scenario).map { ($0.name, $0.text(run.value($0))) }
    }

    /// The names of the KPIs every run with this persona reports, in order: the weekly ones
    /// depend on the run's length, so they are left out (tolerances may name these).
    package static var kpiNames: [String] {
        kpiTable.filter { $0.weekly == nil }.map(\.name)
    }

    /// The names of the KPIs a run of `scenario` reports, in order.
    package static func kpiNames(in scenario: Scenario) -> [String] {
        kpis(in: scenario).map(\.name)
    }

    /// The entry of `kpiTable` that declares the KPI `name` in some run, if any.
    package static func kpiEntry(named name: String) -> KPI<Tally>? {
        kpiTable.first { $0.declares(name) }
    }

    /// The unit of the KPI `name`, which reports use to print it for people; `nil` when the
    /// persona reports no KPI of that name.
    package static func unit(ofKPI name: String) -> KPIUnit? {
        kpiEntry(named: name)?.unit
    }

    /// The KPIs a sweep's tables lead with, in order: the ones that answer the persona's tuning
    /// questions, read before the counts that explain them.
    package static var leadingKPIs: [String] {
        kpiTable.filter { $0.leads && $0.weekly == nil }.map(\.name)
    }

    /// Why no run of `scenario` can measure the KPI `name` (`KPI.unmeasurable`), or `nil`.
    package static func unmeasurable(kpi name: String, in scenario: Scenario) -> String? {
        kpiEntry(named: name)?.unmeasurable(scenario)
    }
}
