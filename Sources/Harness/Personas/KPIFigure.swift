/// A figure of a whole run that several KPIs read, such as a backend's load: built once from the
/// tally each time a table of KPIs is evaluated (`KPIEvaluation`), not once per KPI
/// (docs/rules.md#kpi-table).
package protocol KPIFigure<Tally>: SendableMetatype {
    associatedtype Tally
    init(_ tally: Tally, _ scenario: Scenario)
}

/// One evaluation of KPIs over one run's tally: the KPIs it evaluates share each `KPIFigure` they
/// read, built on first use.
package final class KPIEvaluation<Tally> {
    package let tally: Tally
    package let scenario: Scenario
    /// The figures built so far, by type; only looked up, never listed.
    private var figures: [ObjectIdentifier: Any] = [:]

    package init(_ tally: Tally, _ scenario: Scenario) {
        self.tally = tally
        self.scenario = scenario
    }

    /// The figure `Figure` of this run, built the first time a KPI asks for it.
    package func figure<Figure: KPIFigure>(_: Figure.Type) -> Figure where Figure.Tally == Tally {
        let key = ObjectIdentifier(Figure.self)
        if let built = figures[key] as? Figure { return built }
        let built = Figure(tally, scenario)
        figures[key] = built
        return built
    }

    /// `kpi`'s value for this run; `nil` when the run could not measure it.
    package func value(_ kpi: KPI<Tally>) -> Double? {
        kpi.read(self)
    }
}
