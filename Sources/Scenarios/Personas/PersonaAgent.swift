import Model

/// One synthetic person, as the shared day planning, checks and traces see it.
protocol PersonaAgent {
    /// The stream purpose of day planning (`RandomStreams.dayPlan`).
    static var dayPlanPurpose: UInt64 { get }
    /// The agent's index in its population (its streams' key).
    var index: Int { get }
    /// The zone the agent is in now.
    var zone: Zone { get }
    /// What a trace line adds after the zone (e.g. a hand-set device clock); empty by default.
    var traceNote: String { get }
}

extension PersonaAgent {
    var traceNote: String { "" }
}
