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
/// The shape is the domain and nothing else: the population and its reader, the world, the tally,
/// the KPIs and the report. Harness provides the rest once for every persona: the run in fixed
/// partitions, merged in partition order (`PersonaRun`, docs/rules.md#fixed-partitions), replay,
/// and the shared input a sweep's arms hold without its type (`AnySharedInput`). Each event is
/// dispatched to the concrete `World`, whose loop is specialised in its own module
/// (`PersonaWorld.live`).
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
    /// with every arm it serves (`NoSharedInput` when nothing).
    associatedtype SharedInput: PersonaSharedInput = NoSharedInput

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

    /// Agents per partition: the world's (`PersonaWorld.partitionSize`).
    package static var partitionSize: Int {
        World.partitionSize
    }

    /// The partitions of a run of `scenario`: `agentCount(in:)` agents in blocks of
    /// `partitionSize`, in index order.
    package static func partitions(in scenario: Scenario) -> [Range<Int>] {
        PersonaRun.partitions(agentCount(in: scenario), size: partitionSize)
    }

    package static func probes(_ tally: Tally, _ scenario: Scenario) -> [ProbeCount] {
        []
    }

    /// `singular#index`, as traces, violations and `appsim replay --agent` name an agent.
    package static func agentName(_ index: Int) -> String {
        "\(singular)#\(index)"
    }
}
