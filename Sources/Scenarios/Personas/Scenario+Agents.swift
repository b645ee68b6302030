import Harness

extension Scenario {
    /// The people a run simulates, in registry order: `2,000 caregivers, 1,000 watchers` (every
    /// persona that runs, caregivers always).
    package var agentsSummary: String {
        Personas.all.filter { $0.runs(in: self) }
            .map { "\(ReportNumber.grouped(Int64(populations[erased: $0].count))) \($0.plural)" }.joined(separator: ", ")
    }
}
