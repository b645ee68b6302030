import CaregiverPersona
import Harness
import JournalerPersona
import ListenerPersona
import WatcherPersona

/// The personas AppSim simulates, in the order runs simulate them and reports list them.
///
/// The only place a persona is registered (beside its target's name in `Package.swift`): runs,
/// sweeps, scenario files, KPIs, reports and replay loop over `all`. An ordered array, never a set or dictionary, so no hashing order
/// reaches an output (docs/rules.md#no-hash-order). The first persona runs in every
/// scenario (its section opens the report, its probes are the run's).
package enum Personas {
    package static let all: [any Persona.Type] = [Caregivers.self, Watchers.self, Journalers.self, Listeners.self]

    /// The partition sizes as help and refusals name them: the default, then each persona that
    /// differs ("250 agents, 16 listeners").
    package static var partitionSizes: String {
        (["\(PersonaRun.defaultPartitionSize) agents"]
            + all.filter { $0.partitionSize != PersonaRun.defaultPartitionSize }.map { "\($0.partitionSize) \($0.plural)" })
            .joined(separator: ", ")
    }
}
