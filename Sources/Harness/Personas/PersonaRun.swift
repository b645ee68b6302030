import Model
import Sim
import Time

/// What every persona's run shares: fixed partitions of the population (boundaries depend only on
/// its size, never on the worker count), partitions merged in index order, and each partition
/// living the scenario day by day until it ends or the run is cancelled
/// (docs/rules.md#fixed-partitions).
package enum PersonaRun {
    /// Agents per partition unless a persona's world says otherwise (`PersonaWorld.partitionSize`).
    package static let defaultPartitionSize = 250

    /// The partitions of a population of `count`, `size` agents each (the last may hold fewer).
    package static func partitions(_ count: Int, size: Int) -> [Range<Int>] {
        precondition(size > 0, "a partition holds at least one agent")
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// Simulates the agents of `all` (a population's partitions, `partitions(_:size:)`) — or, for
    /// a `shard`, its block of them (`Shard.partitions(of:)`) — partition by partition on up to
    /// `workers` threads and merges the tallies in partition order into `total` as they finish
    /// (memory stays bounded by a few tallies per worker); `nil` once `isCancelled()` says so.
    package static func run<Tally: Sendable>(_ all: [Range<Int>], shard: Shard = .whole, workers: Int, into total: Tally,
                                             isCancelled: @escaping @Sendable () -> Bool,
                                             progress: (@Sendable (Int) -> Void)? = nil,
                                             simulate: @escaping @Sendable (Range<Int>) -> Tally,
                                             merge: @escaping @Sendable (inout Tally, Tally) -> Void) -> Tally? {
        let ranges = Array(all[shard.partitions(of: all.count)])
        let merged = PartitionedRun.reduce(count: ranges.count, workers: workers, into: total, isCancelled: isCancelled,
                                           progress: progress, { simulate(ranges[$0]) }, merge: merge)
        return isCancelled() ? nil : merged
    }
}

extension Persona {
    /// Simulates `agents` with `shared`, from the start through the last day (or until
    /// `isCancelled()`), and closes the run: the world at the end.
    package static func simulate(_ scenario: Scenario, agents: Range<Int>, shared: SharedInput, tracing: Bool,
                                 isCancelled: () -> Bool) -> World {
        simulateCountingEvents(scenario, agents: agents, shared: shared, tracing: tracing, isCancelled: isCancelled).world
    }

    /// `simulate`, with how many events the partition's simulation delivered (the kernel's own
    /// count, `Simulation.delivered`: deterministic for the seed).
    package static func simulateCountingEvents(_ scenario: Scenario, agents: Range<Int>, shared: SharedInput, tracing: Bool,
                                               isCancelled: () -> Bool) -> (world: World, events: Int) {
        var world = World(scenario: scenario, agents: agents, shared: shared, tracing: tracing)
        var simulation = Simulation<Event>(start: scenario.start)
        world.start(&simulation)
        world.live(&simulation, isCancelled: isCancelled)
        world.close(at: scenario.end)
        return (world, simulation.delivered)
    }

    /// Simulates every agent in fixed partitions — or only `shard`'s block of them
    /// (`Shard.partitions(of:)`) — with `shared` on up to `workers` threads; `progress(done,
    /// total)` after each partition; with the events the partitions' simulations delivered (one
    /// integer add per partition: `appsim bench personas` reads it); `nil` once `isCancelled()`
    /// says so.
    package static func runCountingEvents(_ scenario: Scenario, shard: Shard = .whole, workers: Int, shared: SharedInput,
                                          progress: (@Sendable (Int, Int) -> Void)? = nil,
                                          isCancelled: @escaping @Sendable () -> Bool = { false }) -> (tally: Tally, events: Int)? {
        let all = partitions(in: scenario)
        let total = shard.partitions(of: all.count).count
        return PersonaRun.run(all, shard: shard, workers: workers,
                              into: (tally: Tally(scenario: scenario), events: 0), isCancelled: isCancelled,
                              progress: progress.map { report in { @Sendable done in report(done, total) } },
                              simulate: { agents in
                                  let (world, events) = simulateCountingEvents(scenario, agents: agents, shared: shared, tracing: false,
                                                                               isCancelled: isCancelled)
                                  return (tally: world.tally, events: events)
                              },
                              merge: { total, next in
                                  total.tally.merge(next.tally)
                                  total.events += next.events
                              })
    }

    /// Simulates every agent of `scenario` — or a `shard`'s block of partitions — with the input
    /// built for it (`runCountingEvents` without the count); `nil` once cancelled.
    package static func run(_ scenario: Scenario, shard: Shard = .whole, workers: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
                            isCancelled: @escaping @Sendable () -> Bool = { false }) -> Tally? {
        runCountingEvents(scenario, shard: shard, workers: workers, shared: sharedInput(for: scenario), progress: progress,
                          isCancelled: isCancelled)?.tally
    }

    /// Re-runs agent `index` alone, with a trace of everything that happened to it.
    ///
    /// An agent's streams depend only on the seed, the persona and its index
    /// (docs/rules.md#random-streams), so it lives exactly the life it lived in the full run.
    package static func replay(_ scenario: Scenario, agent index: Int) -> PersonaReplay<Self> {
        PersonaReplay(world: simulate(scenario, agents: index..<(index + 1), shared: sharedInput(for: scenario), tracing: true,
                                      isCancelled: { false }))
    }
}
