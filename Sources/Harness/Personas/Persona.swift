import Model
import Sim

/// One kind of synthetic person the simulator drives through one app's real rules: caregivers
/// (Melody Map), watchers (GoodWatch), journalers (Dandelion), listeners (Music Memory).
///
/// Everything the run, the scenario file, the reports, the regression check, sweeps and replay need
/// of a persona is named here, so shared code loops over `Personas.all` and never names one
/// (docs/rules.md#persona-registry). A persona is one target (`Sources/WatcherPersona/`)
/// that sees `Harness` and no other persona: its agent, event, world, tally, metrics and
/// invariants, population and reader, report, and this conformance.
///
/// Agents are independent people, so a population runs in fixed partitions on worker threads and
/// merges tallies in partition order (docs/rules.md#fixed-partitions). Types are erased only per
/// run: `run` and `simulate` are requirements, so calling them on an `any Persona.Type` reaches the
/// conformance's own specialised code, and each event is dispatched to the concrete `World`.
package protocol Persona: SendableMetatype {
    /// One person: hidden traits, the app's state, the harness's shadow.
    associatedtype Agent: PersonaAgent
    /// One thing that happens to an agent, stored by value in the event queue.
    associatedtype Event: Sendable
    /// The scenario's `populations.<plural>` object: how many, where, and how they behave.
    associatedtype Population: PersonaPopulation
    /// What the harness counts, per run and per local day.
    associatedtype Metric: ExplainedMetric
    /// The rules checked while the run goes.
    associatedtype Invariant: MetricKey
    /// Everything counted about one partition; partitions merge in order.
    associatedtype Tally: PersonaTally where Tally.Owner == Self, Tally.Metric == Metric, Tally.Invariant == Invariant
    /// One partition living through the scenario: the event handler.
    associatedtype World: PersonaWorld where World.Owner == Self, World.Event == Event
    /// What the persona owns at the scenario's top level (`NoSettings` when nothing).
    associatedtype Settings: PersonaSettings = NoSettings
    /// What a run builds once and shares read-only with every partition (a catalog), and a sweep
    /// with every arm that can use it; `Void` when there is nothing to share.
    associatedtype SharedInput: Sendable

    /// One agent: `watcher` names agents (`watcher#17`) and KPIs (`watcher.picks_shown`).
    static var singular: String { get }
    /// The population: `watchers` is the scenario key (`populations.watchers`) and the reports' word.
    static var plural: String { get }
    /// The persona's streams (docs/rules.md#stream-owners): every agent index of a persona
    /// number no other owner uses. Never changes: the number is part of every report. Listed in
    /// `StreamKeys.all` through the registry, where a test checks it overlaps no other owner.
    static var streamKey: StreamKey { get }

    /// Reads `populations.<plural>` strictly (every key known, every value checked).
    static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> Population
    /// Whether a run of `scenario` simulates this persona (by default: when it has any agents).
    static func runs(in scenario: Scenario) -> Bool
    /// Every agent a run of `scenario` simulates, indices 0 up to it: by default the population's
    /// `count`; more when people join during the run (caregivers who install).
    static func agentCount(in scenario: Scenario) -> Int
    /// Agents per partition (by default `PersonaRun.defaultPartitionSize`, 250): a setting of speed
    /// and memory, not of results. Agents are independent and tallies are integer counts merged
    /// in order, so only which violations are kept depends on it (the first of each partition,
    /// partitions in order, up to `InvariantLedger.keptViolations`).
    static var partitionSize: Int { get }

    /// Builds the input every partition of a run of `scenario` shares.
    static func sharedInput(for scenario: Scenario) -> SharedInput
    /// Whether `shared`, built for another scenario (a sweep's other arm), serves `scenario` as its
    /// own would.
    static func canShare(_ shared: SharedInput, with scenario: Scenario) -> Bool
    /// A sweep will run `runs` runs of `seed`, each with `shared` (a paired sweep's arms share
    /// their replication's seed: common random numbers): what those runs would each compute alike
    /// may be kept in `shared` for them until the last has finished (`finishedRun(seed:sharing:)`).
    /// It saves work only: a run's results are the same with it or without. By default nothing is
    /// kept.
    static func expectRuns(_ runs: Int, seed: UInt64, sharing shared: SharedInput)
    /// One of the runs `expectRuns(_:seed:sharing:)` announced has finished.
    static func finishedRun(seed: UInt64, sharing shared: SharedInput)

    /// Simulates `agents` with `shared`, from the start through the last day (or until
    /// `isCancelled()`), and closes the run: the world at the end.
    static func simulate(_ scenario: Scenario, agents: Range<Int>, shared: SharedInput, tracing: Bool,
                         isCancelled: () -> Bool) -> World
    /// Simulates every agent in fixed partitions — or only `shard`'s block of them
    /// (`Shard.partitions(of:)`) — on up to `workers` threads; `progress(done, total)` after each
    /// partition; with the events the partitions' simulations delivered (one integer add per
    /// partition: `appsim bench personas` reads it); `nil` once `isCancelled()` says so. `run`
    /// is this without the count.
    static func runCountingEvents(_ scenario: Scenario, shard: Shard, workers: Int, shared: SharedInput,
                                  progress: (@Sendable (Int, Int) -> Void)?,
                                  isCancelled: @escaping @Sendable () -> Bool) -> (tally: Tally, events: Int)?

    /// Every KPI the persona reports, in `kpis.csv`'s order: its one declaration of them (`KPI`;
    /// a weekly KPI stands for one per week of the run).
    static var kpiTable: [KPI<Tally>] { get }
    /// The persona's part of the run's report.
    static func report(_ tally: Tally, _ scenario: Scenario) -> PersonaReport
    /// Every coverage probe the persona counts, in order, with whether `scenario` requires it and
    /// how often the run reached it (by default none).
    static func probes(_ tally: Tally, _ scenario: Scenario) -> [ProbeCount]
    /// What a run of `scenario` costs, from the persona's own measurements: every persona prices
    /// its run, so the estimate printed before a run and its refusal cover every registered one
    /// (docs/rules.md#cost-estimate).
    static func cost(of scenario: Scenario) -> PersonaCost
    /// The servers the persona's app called during the run, and every request
    /// (docs/rules.md#backend-load); no endpoints, and a note saying why, for an app local by
    /// design.
    static func backend(_ tally: Tally, _ scenario: Scenario) -> PersonaBackend
}

extension Persona {
    package static func runs(in scenario: Scenario) -> Bool {
        agentCount(in: scenario) > 0
    }

    package static func agentCount(in scenario: Scenario) -> Int {
        scenario.populations[Self.self].count
    }

    package static var partitionSize: Int {
        PersonaRun.defaultPartitionSize
    }

    /// The partitions of a run of `scenario`: `agentCount(in:)` agents in blocks of
    /// `partitionSize`, in index order.
    package static func partitions(in scenario: Scenario) -> [Range<Int>] {
        PersonaRun.partitions(agentCount(in: scenario), size: partitionSize)
    }

    package static func probes(_ tally: Tally, _ scenario: Scenario) -> [ProbeCount] {
        []
    }

    package static func expectRuns(_ runs: Int, seed: UInt64, sharing shared: SharedInput) {}

    package static func finishedRun(seed: UInt64, sharing shared: SharedInput) {}

    /// `singular#index`, as traces, violations and `appsim replay --agent` name an agent.
    package static func agentName(_ index: Int) -> String {
        "\(singular)#\(index)"
    }
}

extension Persona where SharedInput == Void {
    package static func sharedInput(for scenario: Scenario) {}

    package static func canShare(_ shared: Void, with scenario: Scenario) -> Bool {
        true
    }
}
