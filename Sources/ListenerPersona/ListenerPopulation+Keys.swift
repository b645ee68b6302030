import Harness

extension ListenerPopulation {
    /// The keys of `populations.listeners`, as `ListenerPopulationReader` reads them
    /// (docs/rules.md#scenario-reference).
    package static let keyTables: [ScenarioKeyTable] = {
        let d = ListenerPopulation()
        return [
            ScenarioKeyTable("", "Music Memory's listeners", [
                ScenarioKey("count", .wholeNumber(0...1_000_000), default: .required, "Listeners."),
                .zones,
                ScenarioKey("librarySongs", .wholeNumber(1...100_000), default: .number(Double(d.librarySongs)), "Songs in each library."),
                ScenarioKey("seededPlaysPerSong", .number(0...1_000), default: .number(d.seededPlaysPerSong),
                            "System plays each song has when the app is installed, seeded as estimated plays over the past year."),
                ScenarioKey("sessionsPerDay", .number(0...50), default: .number(d.sessionsPerDay), "Listening sessions a day."),
                ScenarioKey("songsPerSession", .number(1...500), default: .number(d.songsPerSession), "Songs a session."),
                ScenarioKey("appOpenShare", .probability, default: .number(d.appOpenShare), "Sessions with the app open."),
                ScenarioKey("skipProbability", .probability, default: .number(d.skipProbability), "Songs skipped under 30 %."),
                ScenarioKey("partialProbability", .probability, default: .number(d.partialProbability), "Songs stopped between 30 % and 95 %."),
                ScenarioKey("foregroundShare", .probability, default: .number(d.foregroundShare),
                            "App-open sessions that return from the background rather than launch. iOS usually ends a suspended app between "
                            + "two app-open sessions, 1.7 days apart at the defaults, but not always."),
                ScenarioKey("maintenanceShare", .probability, default: .number(d.maintenanceShare),
                            "App-open sessions in which the listener runs Database Maintenance from Settings: about once a month at the "
                            + "default listening."),
                ScenarioKey("songReaddsPerMonth", .number(0...30), default: .number(d.songReaddsPerMonth),
                            "Songs deleted from the phone and re-added per 30 days."),
                ScenarioKey("phoneRestoresPerYear", .number(0...365), default: .number(d.phoneRestoresPerYear),
                            "Libraries restored on a new phone per 365 days."),
            ]),
        ]
    }()
}
