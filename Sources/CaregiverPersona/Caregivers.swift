import Harness
import Model
import Sim

/// Caregivers (Melody Map): parents who open songs for their children under a daily view quota,
/// watch rewarded ads, start trials, search the catalog, travel and set their device clocks.
package enum Caregivers: Persona {
    package typealias Agent = Caregiver
    package typealias Settings = MelodyMapSettings
    package typealias Event = CaregiverEvent
    package typealias Population = CaregiverPopulation
    package typealias Metric = CaregiverMetric
    package typealias Invariant = CaregiverInvariant
    package typealias Tally = CaregiverTally
    package typealias World = CaregiverWorld
    /// The songs, their search index and the searches already typed.
    package typealias SharedInput = CaregiverCatalog

    package static let singular = "caregiver"
    package static let plural = "caregivers"
    package static let streamKey = StreamKey(owner: "caregivers", persona: 1, agents: .every)

    package static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> CaregiverPopulation {
        try CaregiverPopulationReader.read(&reader)
    }

    /// Always: the caregivers' section opens every report and their probes are the run's, even
    /// with no caregivers.
    package static func runs(in scenario: Scenario) -> Bool {
        true
    }

    /// Those who have the app at the start and those who install during the run.
    package static func agentCount(in scenario: Scenario) -> Int {
        scenario.caregivers.installs(in: scenario).total
    }

    package static var kpiTable: [KPI<CaregiverTally>] {
        CaregiverReport.table
    }

    package static func report(_ tally: CaregiverTally, _ scenario: Scenario) -> PersonaReport {
        CaregiverReport.report(tally, scenario)
    }

    package static func backend(_ tally: CaregiverTally, _ scenario: Scenario) -> PersonaBackend {
        CaregiverBackend.backend(tally, scenario)
    }
}

extension PersonaReplay where Owner == Caregivers {
    /// Every call on the quota state, for `appsim replay --shrink`.
    package var actions: [QuotaAction] { world.recording ?? [] }
}

extension Scenario {
    /// The caregivers (Melody Map).
    package var caregivers: CaregiverPopulation {
        get { populations[Caregivers.self] }
        set { populations[Caregivers.self] = newValue }
    }
}

extension RunOutcome {
    /// The caregivers' merged tally (every run has one).
    package var caregivers: CaregiverTally {
        tally(Caregivers.self) ?? CaregiverTally(scenario: scenario)
    }
}

extension Caregivers: ShrinkingPersona {
    /// Shrinks the caregiver's recorded calls on its quota state (opens, ads, cold launches,
    /// config changes) by delta debugging, replayed on the real `UsageTracker`.
    package static func shrink(_ scenario: Scenario, agent index: Int, name: String) -> (text: String, violated: Bool) {
        let actions = replay(scenario, agent: index).actions
        guard let result = Shrinker.shrink(actions, model: UsageTracker<Int32>.self) else {
            return ("\(name) breaks no invariant in \(actions.count) recorded calls; nothing to shrink\n", false)
        }
        return (Shrinker.swiftTest(result, agent: name, seed: scenario.seed), true)
    }
}
