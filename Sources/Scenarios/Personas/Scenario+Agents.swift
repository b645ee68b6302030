import Harness

extension Scenario {
    /// The people a run simulates, in registry order: `2,000 caregivers, 1,000 watchers` (every
    /// persona that runs, caregivers always).
    package var agentsSummary: String {
        Personas.all.filter { $0.runs(in: self) }.map(agentsPhrase).joined(separator: ", ")
    }

    /// `300 caregivers`, or with people joining during the run, `300 caregivers + 5,400 installing`.
    package func agentsPhrase(_ persona: any Persona.Type) -> String {
        let count = populations[erased: persona].count
        let joining = persona.agentCount(in: self) - count
        return "\(ReportNumber.grouped(Int64(count))) \(persona.plural)" + (joining > 0 ? " + \(ReportNumber.grouped(Int64(joining))) installing" : "")
    }
}
