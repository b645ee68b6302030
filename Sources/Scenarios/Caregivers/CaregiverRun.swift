import Model
import Sim

/// Runs a scenario's caregivers in fixed partitions over worker threads.
///
/// Partition boundaries depend only on the population size (`partitionSize`), never on the
/// worker count, and partitions merge in index order: the tally is identical for every
/// `workers` value (DESIGN.md, "The engine").
public enum CaregiverRun {
    /// Caregivers per partition.
    public static let partitionSize = 250

    /// The partitions of a population of `count`.
    static func partitions(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: partitionSize).map { $0..<min($0 + partitionSize, count) }
    }

    /// Simulates every caregiver; `progress(done, total)` after each partition; stops early (and
    /// returns `nil`) once `isCancelled()` says so.
    public static func run(_ scenario: Scenario, workers: Int,
                           progress: (@Sendable (Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> CaregiverTally? {
        run(scenario, workers: workers, catalog: CaregiverCatalog(for: scenario.caregivers), progress: progress, isCancelled: isCancelled)
    }

    /// Simulates every caregiver with `catalog`, which must be the scenario's (a sweep shares one
    /// between the runs of the same catalog).
    static func run(_ scenario: Scenario, workers: Int, catalog: CaregiverCatalog,
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    isCancelled: @escaping @Sendable () -> Bool = { false }) -> CaregiverTally? {
        let ranges = partitions(scenario.caregivers.count)
        let tallies = PartitionedRun.map(count: ranges.count, workers: workers,
                                         progress: progress.map { report in { @Sendable done in report(done, ranges.count) } }) { index in
            simulate(scenario, agents: ranges[index], tracing: false, catalog: catalog, isCancelled: isCancelled).tally
        }
        if isCancelled() { return nil }
        var total = CaregiverTally(scenario: scenario)
        for tally in tallies { total.merge(tally) }
        return total
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
        for day in 1...scenario.days {
            if isCancelled() { break }
            simulation.run(until: scenario.start.advanced(byMilliseconds: Int64(day) * Milliseconds.day), handler: &world)
        }
        world.closeDays()
        return (world.tally, world.trace, world.recording)
    }
}
