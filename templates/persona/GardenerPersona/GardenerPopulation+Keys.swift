import Harness

extension GardenerPopulation {
    /// The keys of `populations.gardeners`, as `GardenerPopulationReader` reads them
    /// (docs/rules.md#scenario-reference).
    package static let keyTables: [ScenarioKeyTable] = [
        ScenarioKeyTable("", "gardeners watering their gardens", [
            ScenarioKey("count", .wholeNumber(0...1_000_000), default: .required, "Gardeners."),
            .zones,
            ScenarioKey("wateringChance", .probability, default: .number(GardenerPopulation().wateringChance),
                        "Chance a gardener waters on a local day, at an hour of a typical day's activity."),
        ]),
    ]
}
