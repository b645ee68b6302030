import Model
import Sim
import Time

/// One partition of a persona's agents living through the scenario: the event handler.
///
/// Each agent plans its local days (`planDay`) from a stream of its own per day; the run starts
/// every agent on the local date it is in, and `close(at:)` runs once when the run ends.
package protocol PersonaWorld: EventHandler, TracedWorld {
    associatedtype Owner: Persona

    /// Agents per partition, one world each (by default `PersonaRun.defaultPartitionSize`, 250): a
    /// setting of speed and memory, not of results. Agents are independent and tallies are integer
    /// counts merged in order, so only which violations are kept depends on it (the first of each
    /// partition, partitions in order, up to `InvariantLedger.keptViolations`).
    static var partitionSize: Int { get }

    /// The agents `agents` of `scenario` (global indices), sharing `shared`; `tracing` keeps a trace.
    init(scenario: Scenario, agents: Range<Int>, shared: Owner.SharedInput, tracing: Bool)

    var scenario: Scenario { get }
    /// The scenario's streams: every agent's generators derive from them.
    var streams: RandomStreams { get }
    var agents: [Owner.Agent] { get set }
    var tally: Owner.Tally { get set }

    /// Schedules what happens first: each agent's first day, and anything else that starts the run.
    mutating func start(_ simulation: inout Simulation<Event>)
    /// Agent `i` begins local date `day` (days since 1970-01-01), which started at `dayStart` in
    /// its zone: counts the day, draws its plan, and schedules the next local midnight.
    mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<Event>)
    /// Records one check of `key` for agent `i` at `instant` in the tally's ledger; the violation
    /// (`violation(_:_:_:event:_:)`) is built only when the check fails, so a passing check costs a
    /// comparison and an increment. Each world implements it in its own module
    /// (`tally.ledger.pass(key)`, or `fail` with `violation(…)`) so it is specialised: the same method
    /// in Harness would run generic, with metadata lookups on every check.
    mutating func check(_ key: Owner.Invariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                        event: @autoclosure () -> String, _ detail: @autoclosure () -> String)
    /// Lives the scenario from its start through its last day (`Simulation.runDays`), stopping
    /// early when `isCancelled()` says so. Each world implements it in its own module, where its
    /// event type is concrete, so the event loop is specialised: the same loop in Harness would run
    /// generic, with a metadata lookup and a witness call per event.
    mutating func live(_ simulation: inout Simulation<Event>, isCancelled: () -> Bool)
    /// The end-of-run hook: records what is only known when the run ends (unfinished days, final
    /// streaks, charts) at `end`.
    mutating func close(at end: Instant)
}

extension PersonaWorld {
    package static var partitionSize: Int {
        PersonaRun.defaultPartitionSize
    }

    package mutating func close(at end: Instant) {}

    /// Plans agent `i`'s first local date: the one it is in at the start, from its local midnight.
    package mutating func planFirstDay(_ i: Int, _ simulation: inout Simulation<Event>) {
        let zone = agents[i].zone
        let day = zone.localDayNumber(at: simulation.now)
        planDay(i, day: day, dayStart: zone.startOfDay(LocalDate(daysSinceEpoch: day)), &simulation)
    }

    /// Plans the local date agent `i` has just entered (at its local midnight, or on landing).
    package mutating func planNewDay(_ i: Int, _ simulation: inout Simulation<Event>) {
        planDay(i, day: Self.zone(of: &agents[i]).localDayNumber(at: simulation.now), dayStart: simulation.now, &simulation)
    }

    /// The stream that plans local date `day` for agent `i`: each day's plan comes from a stream of
    /// its own, so whatever happened the day before — in this arm of a sweep or another — the same
    /// person plans the same day (common random numbers hold across days). Mutating only to read
    /// the agent's index in place (`zone(of:)`).
    package mutating func dayPlan(_ i: Int, day: Int64) -> Xoshiro256StarStar {
        streams.dayPlan(persona: Owner.streamKey.persona, agent: Self.index(of: &agents[i]), purpose: Owner.Agent.dayPlanPurpose, day: day)
    }

    /// An agent's zone, read where it lies. This generic code reaches `agents` through the
    /// protocol, where `agents[i].zone` copies the whole agent (every array it holds retained,
    /// then released) to read one field; passed `&agents[i]`, the array's modify accessor lends
    /// the element in place and nothing is copied.
    private static func zone(of agent: inout Owner.Agent) -> Zone {
        agent.zone
    }

    /// An agent's index, read where it lies (as `zone(of:)`).
    private static func index(of agent: inout Owner.Agent) -> Int {
        agent.index
    }

    /// The violation of `key` by agent `i` at `instant`, naming the event being handled and what
    /// was observed: what `check` records when a check fails (only then is it built).
    package func violation(_ key: Owner.Invariant, _ i: Int, _ instant: Instant, event: String, _ detail: String) -> InvariantViolation {
        InvariantViolation(invariant: key.name, seed: scenario.seed, agent: Owner.agentName(agents[i].index),
                           instant: instant, event: event, detail: detail)
    }

    /// Adds a trace line for agent `i` at `now`: local time, zone, any note, the agent, `line`
    /// (what `TracedWorld.record` adds when tracing).
    package mutating func appendTrace(_ i: Int, _ now: Instant, _ line: String) {
        let agent = agents[i]
        trace?.append("\(now.iso8601(in: agent.zone)) \(agent.zone)\(agent.traceNote) \(Owner.agentName(agent.index)) \(line)")
    }
}
