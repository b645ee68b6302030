/// One KPI a persona reports: its name, how people read it, how its value over a population
/// follows from its parts', and how a run's tally gives it. A persona's table of them
/// (`Persona.kpiTable(in:)`) is the one place a KPI is declared: `kpis.csv`, the report sections,
/// sweeps, `check` and tolerances read it.
package struct KPI<Tally>: Sendable {
    /// How a KPI over a whole population follows from the counts of its parts.
    package enum Merge: Sendable, Equatable {
        /// A count: the parts' sum.
        case sum
        /// A ratio of two sums (a rate, a share, a mean per something).
        case ratio
        /// The largest of the parts' (a peak).
        case peak
        /// Computed from the whole run's tally in another way (a cohort's retention, a model).
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
    /// Its value for a run of `scenario` that counted `tally`; `nil` when the run could not
    /// measure it.
    package var value: @Sendable (Tally, Scenario) -> Double?
    /// Whether a sweep's tables lead with it: it answers the persona's tuning questions.
    package var leads = false

    package init(_ name: String, label: String, unit: KPIUnit, meaning: String, merge: Merge, format: Format,
                 leads: Bool = false, value: @escaping @Sendable (Tally, Scenario) -> Double?) {
        self.name = name
        self.label = label
        self.unit = unit
        self.meaning = meaning
        self.merge = merge
        self.format = format
        self.leads = leads
        self.value = value
    }

    /// The value as `kpis.csv` writes it (`ReportNumber.notMeasured` when the run could not
    /// measure it).
    package func text(_ tally: Tally, _ scenario: Scenario) -> String {
        guard let value = value(tally, scenario) else { return ReportNumber.notMeasured }
        switch format {
        case .whole: return String(Int64(value))
        case .decimals(let places): return ReportNumber.fixed(value, decimals: places)
        }
    }
}

extension KPI where Tally: PersonaTally {
    /// A count the persona keeps (`Metric`), summed over the run: its name, meaning, and a label
    /// made from its name.
    package static func count(_ metric: Tally.Metric) -> KPI {
        KPI(metric.name, label: label(of: metric.name), unit: .count, meaning: metric.meaning, merge: .sum, format: .whole) { tally, _ in
            Double(tally.totals[metric])
        }
    }

    /// The label a KPI named `name` gets when it declares none: its words, the first capitalised
    /// (`real_time_share` → "Real time share").
    package static func label(of name: String) -> String {
        let words = name.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
