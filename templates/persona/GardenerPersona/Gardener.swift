import Harness
import Sim
import Time

/// One synthetic gardener: where they live, and the streams their choices come from.
package struct Gardener: PersonaAgent {
    /// One stream each, so one kind of decision never shifts another's draws
    /// (docs/rules.md#random-streams).
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, dayPlan
    }

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    package let index: Int
    package let zone: Zone
    /// The local date the gardener is living (days since 1970-01-01), set when the day is planned.
    package var today: Int64 = 0

    /// Gardener `index`, at home in a zone of `population.zones` drawn by `zoneChoice`.
    package init(index: Int, streams: RandomStreams, population: GardenerPopulation, zoneChoice: WeightedChoice) {
        self.index = index
        var traits = streams.generator(persona: Gardeners.streamKey.persona, agent: UInt64(index), purpose: Purpose.traits.rawValue)
        zone = population.zones[zoneChoice.sample(using: &traits)].zone
    }
}
