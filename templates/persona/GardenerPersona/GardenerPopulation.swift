import Harness

/// The gardeners of a scenario and how they behave.
package struct GardenerPopulation: PersonaPopulation {
    /// How many gardeners (0: none).
    package var count = 0
    /// Home zones and their weights.
    package var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// Chance a gardener waters on a given local day, at an hour drawn from a typical day's activity.
    package var wateringChance = 0.8

    package init() {}
}
