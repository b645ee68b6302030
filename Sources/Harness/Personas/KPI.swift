import Sim

/// One KPI a persona reports: its name, how people read it, how its value over a population
/// follows from its parts', and how a run's tally gives it. A persona's table of them
/// (`Persona.kpiTable`) is the one place a KPI is declared: `kpis.csv`, the report sections,
/// sweeps, `check` and tolerances read it (docs/rules.md#kpi-table).
package struct KPI<Tally>: Sendable {
    /// How a KPI over a whole population follows from the counts of its parts.
    package enum Merge: Sendable, Equatable {
        /// A count: the parts' sum.
        case sum
        /// A ratio of two sums (a rate, a share, a mean per something).
        case ratio
        /// Computed from the whole run's tally in another way: a cohort's retention, or a peak of
        /// the whole run's load, which the parts' peaks do not give.
        case derived
    }

    /// How `kpis.csv` writes the value: a whole number, or a fixed number of decimals.
    package enum Format: Sendable, Equatable {
        case whole
        case decimals(Int)
    }

    /// The name `kpis.csv`, tolerances and sweeps use after the persona's (`watcher.acceptance_rate`).
    package var name: String
    /// How a person reads it ("Acceptance rate").
    package var label: String
    package var unit: KPIUnit
    /// What it measures, in a phrase.
    package var meaning: String
    package var merge: Merge
    package var format: Format
    /// Its value for the run an evaluation reads; `nil` when the run could not measure it.
    package var read: @Sendable (KPIEvaluation<Tally>) -> Double?
    /// The decimals a summary section shows a value that is not a whole number with.
    package var sectionDecimals = 4
    /// The scenario's assumption its value rests on, as a summary section shows it after the
    /// meaning ("eCPM 10.00 USD"), or `nil`.
    package var assumption: (@Sendable (Scenario) -> String)?
    /// Whether a sweep's tables lead with it: it answers the persona's tuning questions.
    package var leads = false
    /// Why no run of a scenario can measure it — a fact of the scenario, such as a run too short
    /// for Day-28 retention — or `nil` when it can. A decision refuses to rest on such a KPI
    /// before the run (docs/rules.md#not-measured).
    package var unmeasurable: @Sendable (Scenario) -> String? = { _ in nil }
    /// For a KPI measured once per week of the run: its value over one week's local dates. The
    /// run then reports it as `name_week_1`, `name_week_2`, … (`reported(in:)`), one per week of
    /// `Scenario.weeks`.
    package var weekly: (@Sendable (Tally, Scenario, Range<Int64>) -> Double?)?

    package init(_ name: String, label: String, unit: KPIUnit, meaning: String, merge: Merge, format: Format,
                 leads: Bool = false, value: @escaping @Sendable (Tally, Scenario) -> Double?) {
        self.init(name, label: label, unit: unit, meaning: meaning, merge: merge, format: format, leads: leads) { run in
            value(run.tally, run.scenario)
        }
    }

    /// A KPI whose value reads the evaluation: a figure several KPIs share (`KPIFigure`).
    package init(_ name: String, label: String, unit: KPIUnit, meaning: String, merge: Merge, format: Format,
                 leads: Bool = false, read: @escaping @Sendable (KPIEvaluation<Tally>) -> Double?) {
        self.name = name
        self.label = label
        self.unit = unit
        self.meaning = meaning
        self.merge = merge
        self.format = format
        self.leads = leads
        self.read = read
    }

    /// A count read off a figure of the run that other KPIs share (`KPIFigure`), labelled from
    /// its name.
    package static func count<Figure: KPIFigure>(_ name: String, _ meaning: String, merge: Merge,
                                                 _ count: @escaping @Sendable (Figure) -> Int64) -> KPI where Figure.Tally == Tally {
        KPI(name, label: label(of: name), unit: .count, meaning: meaning, merge: merge, format: .whole) { run in
            Double(count(run.figure(Figure.self)))
        }
    }

    /// Its value for a run of `scenario` that counted `tally`, evaluated on its own.
    package func value(_ tally: Tally, _ scenario: Scenario) -> Double? {
        read(KPIEvaluation(tally, scenario))
    }

    /// A KPI measured once per week of the run (`weekly`): `name` is the stem of each week's
    /// (`acceptance_rate` gives `acceptance_rate_week_1`, …).
    package static func weekly(_ name: String, label: String, unit: KPIUnit, meaning: String, merge: Merge, format: Format,
                               value: @escaping @Sendable (Tally, Scenario, Range<Int64>) -> Double?) -> KPI {
        var kpi = KPI(name, label: label, unit: unit, meaning: meaning, merge: merge, format: format) { _, _ in nil }
        kpi.weekly = value
        return kpi
    }

    /// The KPIs a run of `scenario` reports for this entry: itself, or for a weekly KPI one per
    /// week of the run, named, labelled and described for its week.
    package func reported(in scenario: Scenario) -> [KPI] {
        guard let weekly else { return [self] }
        return scenario.weeks.enumerated().map { index, week in
            var kpi = KPI(weekName(index + 1), label: "\(label), week \(index + 1)", unit: unit, meaning: "\(meaning) in week \(index + 1)",
                          merge: merge, format: format, leads: leads) { run in weekly(run.tally, run.scenario, week) }
            kpi.unmeasurable = unmeasurable
            return kpi
        }
    }

    /// The name of week `week`'s KPI (from 1).
    package func weekName(_ week: Int) -> String {
        "\(name)_week_\(week)"
    }

    /// Whether this entry declares the KPI `name` in some run: its own name, or for a weekly KPI
    /// the name of any week's.
    package func declares(_ name: String) -> Bool {
        guard weekly != nil else { return name == self.name }
        let stem = weekName(0).dropLast()
        return name.hasPrefix(stem) && Int(name.dropFirst(stem.count)).map { $0 >= 1 } == true
    }

    /// `value` as `kpis.csv` writes this KPI's values.
    package func text(_ value: Double?) -> String {
        guard let value else { return ReportNumber.notMeasured }
        switch format {
        case .whole: return String(Int64(value))
        case .decimals(let places): return ReportNumber.fixed(value, decimals: places)
        }
    }
}

extension KPI where Tally: PersonaTally {
    /// A count the persona keeps (`Metric`), summed over the run: its name, meaning, and a label
    /// made from its name.
    package static func count(_ metric: Tally.Metric, unit: KPIUnit = .count) -> KPI {
        KPI(metric.name, label: label(of: metric.name), unit: unit, meaning: metric.meaning, merge: .sum, format: .whole) { tally, _ in
            Double(tally.totals[metric])
        }
    }

    /// A KPI derived from the run's counts alone (a rate, a share, a mean per something): a ratio
    /// of sums, so it merges as one; 6 decimals in `kpis.csv`. `value` is `nil` — `n/a` — when the
    /// ratio's denominator is 0 (`ReportNumber.ratio`, docs/rules.md#not-measured).
    package static func ratio(_ name: String, _ unit: KPIUnit, _ meaning: String, leads: Bool = false,
                              _ value: @escaping @Sendable (Counters<Tally.Metric>) -> Double?) -> KPI {
        ratio(name, unit, meaning, leads: leads) { tally, _ in value(tally.totals) }
    }
}

extension KPI {
    /// A KPI that is a ratio of sums of the run's tally, which may read the scenario (the
    /// population's size); 6 decimals in `kpis.csv`. `value` is `nil` — `n/a` — when the ratio's
    /// denominator is 0 (`ReportNumber.ratio`, docs/rules.md#not-measured).
    package static func ratio(_ name: String, _ unit: KPIUnit, _ meaning: String, leads: Bool = false,
                              _ value: @escaping @Sendable (Tally, Scenario) -> Double?) -> KPI {
        KPI(name, label: label(of: name), unit: unit, meaning: meaning, merge: .ratio, format: .decimals(6), leads: leads) { tally, scenario in
            value(tally, scenario)
        }
    }

    /// The label a KPI named `name` gets when it declares none: its words, the first capitalised
    /// (`real_time_share` → "Real time share").
    package static func label(of name: String) -> String {
        let words = name.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
