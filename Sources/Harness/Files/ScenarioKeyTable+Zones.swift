extension ScenarioKeyTable {
    /// The elements of every population's `zones` (`ObjectReader.zoneShares`): one table, shown
    /// once for all populations, at `populations.*.zones[]`.
    package static let zones = ScenarioKeyTable("zones[]", "Zones", [
        ScenarioKey("zone", .other("string", allowed: "an IANA identifier (`\"Asia/Kathmandu\"`) or `UTC±HH:MM`, each once"),
                    default: .required, "A home zone."),
        ScenarioKey("weight", .number(0...1_000_000_000), default: .required,
                    "How many agents live there, relative to the other zones' weights."),
    ])
}

extension ScenarioKey {
    /// Every population's `zones` key.
    package static let zones = ScenarioKey("zones", .other("array of objects", allowed: "[zones](#zones): at least one, one weight positive"),
                                           default: .words("UTC"), "Where the agents live: each agent's home zone is drawn by weight.")
}
