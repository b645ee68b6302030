import Harness

/// The caregivers' shared input: the catalog every partition of a run reads, and the typings the
/// runs of a sweep's seed share.
extension CaregiverCatalog: PersonaSharedInput {
    /// The scenario's catalog, with a search index when anyone searches (`anyoneSearches(in:)`).
    package convenience init(scenario: Scenario) {
        self.init(scenario.caregivers.catalog, searching: Self.anyoneSearches(in: scenario))
    }

    /// One catalog per distinct catalog and whether anyone searches (`anyoneSearches(in:)`):
    /// arms of a sweep meet the same people, who mostly type the same searches.
    package func serves(_ scenario: Scenario) -> Bool {
        source == scenario.caregivers.catalog && searching == Self.anyoneSearches(in: scenario)
    }

    /// The runs of one seed share their search typings (`RecordedTypings`).
    package func expectRuns(_ runs: Int, seed: UInt64) {
        recordedTypings.expect(runs, seed: seed)
    }

    package func finishedRun(seed: UInt64) {
        recordedTypings.finished(seed: seed)
    }

    /// Whether anyone searches: a share of the caregivers does and there are caregivers. A run
    /// with none (a watchers' or journalers' scenario) builds no search index: nobody would read
    /// it, and building one costs more than a small run of another persona.
    static func anyoneSearches(in scenario: Scenario) -> Bool {
        scenario.caregivers.search.share > 0 && Caregivers.agentCount(in: scenario) > 0
    }
}
