import Model
import Sim

/// Runs a scenario's caregivers in fixed partitions over worker threads (`PersonaRun`): the
/// tally is identical for every `workers` value (DESIGN.md, "The engine").
public enum CaregiverRun {
    /// Simulates every caregiver; `progress(done, total)` after each partition; stops early (and
    /// returns `nil`) once `isCancelled()` says so.
    public static func run(_ scenario: Scenario, workers: Int,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> CaregiverTally? {
        run(scenario, workers: workers, catalog: CaregiverCatalog(for: scenario.caregivers), progress: progress, isCancelled: isCancelled)
    }

    /// Simulates every caregiver with `catalog`, which must be the scenario's (a sweep shares one
    /// between the runs of the same catalog).
    package static func run(_ scenario: Scenario, workers: Int, catalog: CaregiverCatalog,
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    isCancelled: @escaping @Sendable () -> Bool = { false }) -> CaregiverTally? {
        let count = scenario.caregivers.count
        let partitions = PersonaRun.partitions(count).count
        return PersonaRun.run(count: count, workers: workers, into: CaregiverTally(scenario: scenario), isCancelled: isCancelled,
                              progress: progress.map { report in { @Sendable done in report(done, partitions) } },
                              simulate: { simulate(scenario, agents: $0, tracing: false, catalog: catalog, isCancelled: isCancelled).tally },
                              merge: { $0.merge($1) })
    }

    /// Re-runs caregiver `index` alone, with a trace of everything that happened to it.
    ///
    /// The caregiver's streams depend only on the seed and its index, so it lives exactly the
    /// life it lived in the full run.
    public static func replay(_ scenario: Scenario, agent index: Int) -> (tally: CaregiverTally, trace: [String], actions: [QuotaAction]) {
        let result = simulate(scenario, agents: index..<(index + 1), tracing: true, recording: true, isCancelled: { false })
        return (result.tally, result.trace ?? [], result.actions ?? [])
    }

    static func simulate(_ scenario: Scenario, agents: Range<Int>, tracing: Bool, recording: Bool = false,
                         catalog: CaregiverCatalog? = nil,
                         isCancelled: () -> Bool) -> (tally: CaregiverTally, trace: [String]?, actions: [QuotaAction]?) {
        var world = CaregiverWorld(scenario: scenario, agents: agents, tracing: tracing, recording: recording, catalog: catalog)
        var simulation = Simulation<CaregiverEvent>(start: scenario.start)
        world.start(&simulation)
        PersonaRun.live(&world, &simulation, scenario, isCancelled: isCancelled)
        world.closeDays()
        return (world.tally, world.trace, world.recording)
    }
}
