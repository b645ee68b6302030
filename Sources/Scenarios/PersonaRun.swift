import Model
import Sim
import Time

/// What every persona's run shares: fixed partitions of the population (boundaries depend only on
/// its size, never on the worker count), partitions merged in index order, and each partition
/// living the scenario day by day until it ends or the run is cancelled (DESIGN.md, "The engine").
enum PersonaRun {
    /// Agents per partition.
    static let partitionSize = 250

    /// The partitions of a population of `count`.
    static func partitions(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: partitionSize).map { $0..<min($0 + partitionSize, count) }
    }

    /// Simulates `count` agents partition by partition on up to `workers` threads and merges the
    /// tallies in partition order into `total` as they finish (memory stays bounded by a few
    /// tallies per worker); `nil` once `isCancelled()` says so.
    static func run<Tally: Sendable>(count: Int, workers: Int, into total: Tally, isCancelled: @escaping @Sendable () -> Bool,
                                     progress: (@Sendable (Int) -> Void)? = nil,
                                     simulate: @escaping @Sendable (Range<Int>) -> Tally,
                                     merge: @escaping @Sendable (inout Tally, Tally) -> Void) -> Tally? {
        let ranges = partitions(count)
        let merged = PartitionedRun.reduce(count: ranges.count, workers: workers, into: total, isCancelled: isCancelled,
                                           progress: progress, { simulate(ranges[$0]) }, merge: merge)
        return isCancelled() ? nil : merged
    }

    /// Runs `world` from the scenario's start through its last day, a day at a time, stopping
    /// early when `isCancelled()` says so.
    static func live<World: EventHandler>(_ world: inout World, _ simulation: inout Simulation<World.Event>, _ scenario: Scenario,
                                          isCancelled: () -> Bool) {
        for day in 1...scenario.days {
            if isCancelled() { break }
            simulation.run(until: scenario.start.advanced(byMilliseconds: Int64(day) * Milliseconds.day), handler: &world)
        }
    }
}
