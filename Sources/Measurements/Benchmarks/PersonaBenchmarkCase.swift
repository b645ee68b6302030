import Harness
import Scenarios

/// One persona of a scenario alone, its catalog already built, ready to time: the case both
/// `HorizonBenchmark` and `PersonaCostBenchmark` run (the work is deterministic for the seed; the
/// timing and memory, taken by `measure()`, are not).
package struct PersonaBenchmarkCase: Sendable {
    /// The work one case did: deterministic for the seed.
    package struct Work: Sendable, Equatable {
        /// Agents × days.
        package var agentDays: Int
        /// Invariant checks made (every persona checks as it goes, so this grows with the work).
        package var checks: Int64
        /// Events the partitions' simulations delivered (`Simulation.delivered`, summed).
        package var events: Int
    }

    /// What `measure()` saw: the work, its wall-clock seconds and, on Linux, its memory.
    package struct Measured: Sendable {
        package var work: Work
        /// Wall-clock seconds of `run()`.
        package var seconds: Double
        /// Peak resident memory during `run()` above the resident size just before it, divided by
        /// the agents (`ResidentMemory`); `nil` where the process cannot read it.
        package var bytesPerAgent: Int?
        /// The process's peak resident bytes during `run()`, everything included; `nil` where the
        /// process cannot read it.
        package var peakBytes: Int?

        /// Wall-clock microseconds per agent-day.
        package var microsecondsPerAgentDay: Double { seconds * 1e6 / Double(max(work.agentDays, 1)) }
        /// Wall-clock microseconds per event delivered.
        package var microsecondsPerEvent: Double { seconds * 1e6 / Double(max(work.events, 1)) }
    }

    package let persona: String
    package let scenario: Scenario
    /// Worker threads the run may use.
    package let workers: Int
    let prepared: PreparedPersonaRun

    init(persona: String, scenario: Scenario, workers: Int) {
        self.persona = persona
        self.scenario = scenario
        self.workers = workers
        guard let prepared = PreparedPersonaRun(plural: persona, scenario: scenario) else {
            preconditionFailure("\(persona) is one of HorizonBenchmark.personas")
        }
        self.prepared = prepared
    }

    /// Simulates the persona on `workers` threads.
    package func run() -> Work {
        let (checks, events) = prepared.run(workers: workers)
        return Work(agentDays: scenario.days * count, checks: checks, events: events)
    }

    /// Runs the case once, timed, with its peak memory: freed heap memory is handed back to the
    /// system and the peak restarted just before the clock starts, so memory earlier cases used
    /// and released is not counted again and is not hidden in the baseline.
    package func measure() -> Measured {
        ResidentMemory.releaseFreed()
        ResidentMemory.resetPeak()
        let before = ResidentMemory.currentBytes()
        let (work, seconds) = WallClock.timed { run() }
        let peak = ResidentMemory.peakBytes()
        var perAgent: Int?
        if let before, let peak { perAgent = max(0, peak - before) / max(count, 1) }
        return Measured(work: work, seconds: seconds, bytesPerAgent: perAgent, peakBytes: peak)
    }

    /// The persona's population size.
    package var count: Int { prepared.agents }
}
