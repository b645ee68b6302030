/// A persona's shared input with the persona's type erased, for code that holds the persona as
/// `any Persona.Type` and keeps the input for later runs: a sweep's arms, a benchmark's timed run.
///
/// The one place a persona's type is erased for running it. The input runs only the persona that
/// built it, so no caller can hand one persona's input to another.
package struct AnySharedInput: Sendable {
    /// The persona whose input it is.
    package let persona: any Persona.Type
    private let servesScenario: @Sendable (Scenario) -> Bool
    private let expect: @Sendable (_ runs: Int, _ seed: UInt64) -> Void
    private let finished: @Sendable (_ seed: UInt64) -> Void
    private let runCountingEvents: @Sendable (Scenario, Shard, Int, (@Sendable (Int, Int) -> Void)?,
                                              @escaping @Sendable () -> Bool) -> (tally: any PersonaTally, events: Int)?

    /// The input of `persona` for a run of `scenario` (`Persona.sharedInput(for:)`).
    package init<P: Persona>(_ persona: P.Type, for scenario: Scenario) {
        let shared = P.sharedInput(for: scenario)
        self.persona = persona
        servesScenario = { shared.serves($0) }
        expect = { shared.expectRuns($0, seed: $1) }
        finished = { shared.finishedRun(seed: $0) }
        runCountingEvents = { scenario, shard, workers, progress, isCancelled in
            P.runCountingEvents(scenario, shard: shard, workers: workers, shared: shared, progress: progress, isCancelled: isCancelled)
                .map { (tally: $0.tally, events: $0.events) }
        }
    }

    /// Whether this input serves a run of `scenario` as its own would (`PersonaSharedInput.serves`).
    package func serves(_ scenario: Scenario) -> Bool {
        servesScenario(scenario)
    }

    /// A sweep will run `runs` runs of `seed` with this input (`PersonaSharedInput.expectRuns`).
    package func expectRuns(_ runs: Int, seed: UInt64) {
        expect(runs, seed)
    }

    /// One of the runs `expectRuns(_:seed:)` announced has finished.
    package func finishedRun(seed: UInt64) {
        finished(seed)
    }

    /// Simulates every agent of `scenario` — or a `shard`'s block of partitions — with this input
    /// on up to `workers` threads (`Persona.runCountingEvents`): the persona's tally and the events
    /// delivered; `nil` once `isCancelled()` says so.
    package func run(_ scenario: Scenario, shard: Shard = .whole, workers: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
                     isCancelled: @escaping @Sendable () -> Bool = { false }) -> (tally: any PersonaTally, events: Int)? {
        runCountingEvents(scenario, shard, workers, progress, isCancelled)
    }
}
