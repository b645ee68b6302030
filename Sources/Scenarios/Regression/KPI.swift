/// One KPI of a run as reports print it: the persona, the KPI's name and its value.
///
/// Values are the exact text of `kpis.csv` (integers, or ratios with 6 decimals), so a baseline
/// comparison of two deterministic runs is a comparison of text, with no rounding of its own.
public struct KPI: Equatable, Sendable {
    public var persona: String
    public var name: String
    public var value: String

    public init(persona: String, name: String, value: String) {
        self.persona = persona
        self.name = name
        self.value = value
    }

    /// `persona.name`, as tolerances and reports name a KPI.
    public var id: String { "\(persona).\(name)" }
}

extension RunOutcome {
    /// Every KPI of the run, in report order.
    public var kpis: [KPI] {
        (CaregiverReport.kpiRows(caregivers, scenario) + (watchers.map { WatcherReport.kpiRows($0, scenario) } ?? [])
            + (journalers.map { JournalerReport.kpiRows($0, scenario) } ?? []) + (listeners.map { ListenerReport.kpiRows($0) } ?? []))
            .map { KPI(persona: $0[0], name: $0[1], value: $0[2]) }
    }
}

/// The KPI names every run reports, for validating tolerances before a run.
public enum KPICatalog {
    /// `persona.name` of every KPI, in report order.
    public static var ids: [String] {
        CaregiverReport.kpiNames.map { "caregiver.\($0)" } + WatcherReport.fixedKPINames.map { "watcher.\($0)" }
            + JournalerReport.kpiNames.map { "journaler.\($0)" } + ListenerReport.kpiNames.map { "listener.\($0)" }
    }
}
