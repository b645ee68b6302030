import Model
import Time

/// One synthetic person, as the shared day planning, checks and traces see it.
package protocol PersonaAgent {
    /// What the agent's streams are for (traits, decisions, day plans…): one stream each, so one
    /// kind of decision never shifts another's draws. Raw values from 1 and below 2³², so no day
    /// plan (`purpose << 32 | day`) can equal another purpose (`StreamKeysTests`).
    associatedtype Purpose: CaseIterable, RawRepresentable where Purpose.RawValue == UInt64
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
    package var traceNote: String { "" }
}
