/// What a run builds once and shares read-only with every partition (the caregivers' catalog and
/// its search index, the watchers' titles), and a sweep with every arm it serves.
///
/// A persona whose partitions share nothing uses `NoSharedInput`.
package protocol PersonaSharedInput: Sendable {
    /// The input every partition of a run of `scenario` shares.
    init(scenario: Scenario)
    /// Whether this input, built for another scenario (a sweep's other arm), serves a run of
    /// `scenario` as its own would.
    func serves(_ scenario: Scenario) -> Bool
    /// A sweep will run `runs` runs of `seed` with this input (a paired sweep's arms share their
    /// replication's seed: common random numbers): what those runs would each compute alike may be
    /// kept here for them until the last has finished (`finishedRun(seed:)`). It saves work only:
    /// a run's results are the same with it or without. By default nothing is kept.
    func expectRuns(_ runs: Int, seed: UInt64)
    /// One of the runs `expectRuns(_:seed:)` announced has finished.
    func finishedRun(seed: UInt64)
}

extension PersonaSharedInput {
    package func expectRuns(_ runs: Int, seed: UInt64) {}

    package func finishedRun(seed: UInt64) {}
}

/// The shared input of a persona whose partitions share nothing: built from nothing, it serves
/// every scenario.
package struct NoSharedInput: PersonaSharedInput {
    package init(scenario: Scenario) {}

    package func serves(_ scenario: Scenario) -> Bool {
        true
    }
}

extension Persona {
    /// The input every partition of a run of `scenario` shares (`PersonaSharedInput.init`).
    package static func sharedInput(for scenario: Scenario) -> SharedInput {
        SharedInput(scenario: scenario)
    }
}
