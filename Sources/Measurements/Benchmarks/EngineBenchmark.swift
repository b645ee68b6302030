import Model
import Sim
import Time
import Scenarios

/// The kernel benchmark: `timers` concurrent timers, each re-arming after an exponential delay
/// (mean 1 s, whole milliseconds) until `events` events have been delivered.
///
/// This is the classic event-list "hold" model, the same one SimPy's own speed figures use, so
/// events per second compare directly. Simulated work is deterministic for a seed; only the
/// elapsed time is wall-clock.
package struct EngineBenchmark: Sendable {
    /// How many timers are pending at any moment.
    package var timers: Int
    /// How many events to deliver.
    package var events: Int
    /// The seed for the delays.
    package var seed: UInt64

    package init(timers: Int = 1_000, events: Int = 2_000_000, seed: UInt64 = 1) {
        self.timers = timers
        self.events = events
        self.seed = seed
    }

    /// What one run did.
    package struct Outcome: Sendable, Equatable {
        /// Events delivered.
        package var delivered: Int
        /// The simulated time reached.
        package var simulatedEnd: Instant
        /// A checksum over delivery times, to show two runs did the same work.
        package var checksum: UInt64
    }

    /// Runs the model to completion.
    package func run() -> Outcome {
        var handler = Rearm(remaining: events, generator: Xoshiro256StarStar(seed: seed))
        var simulation = Simulation<Int32>(start: .epoch)
        for timer in 0..<timers {
            simulation.schedule(Int32(timer), afterMilliseconds: handler.delay())
        }
        var horizon = Instant.epoch
        while handler.remaining > 0 && !simulation.queue.isEmpty {
            horizon = horizon.advanced(byMilliseconds: Milliseconds.hour)
            simulation.run(until: horizon, handler: &handler)
        }
        return Outcome(delivered: events - handler.remaining, simulatedEnd: simulation.now,
                       checksum: handler.checksum)
    }

    struct Rearm: EventHandler {
        var remaining: Int
        var generator: Xoshiro256StarStar
        var checksum: UInt64 = 0

        mutating func delay() -> Int64 {
            Int64(generator.exponential(mean: 1_000) + 0.5)
        }

        mutating func handle(_ event: Int32, handle: EventHandle, in simulation: inout Simulation<Int32>) {
            guard remaining > 0 else { return }
            remaining -= 1
            checksum = checksum &* 31 &+ UInt64(bitPattern: simulation.now.millisecondsSinceEpoch) &+ UInt64(event)
            simulation.schedule(event, afterMilliseconds: delay())
        }
    }
}
