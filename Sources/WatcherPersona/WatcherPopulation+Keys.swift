import Harness

extension WatcherPopulation {
    /// The keys of `populations.watchers` and of the objects inside it, as
    /// `WatcherPopulationReader` reads them (docs/rules.md#scenario-reference).
    package static let keyTables: [ScenarioKeyTable] = {
        let d = WatcherPopulation()
        return [
            ScenarioKeyTable("", "GoodWatch's watchers", [
                ScenarioKey("count", .wholeNumber(0...10_000_000), default: .required, "Watchers."),
                .zones,
                ScenarioKey("catalogTitles", .wholeNumber(1...1_000_000), default: .number(Double(d.catalogTitles)),
                            "The synthetic catalog's size: 44 % of titles without a composite score, a fifth of them series."),
                ScenarioKey("engine", .object(keysAt: "engine"), default: .words("defaults"), "The engine settings a sweep can move."),
                ScenarioKey("eveningsPerWeek", .number(0...7), default: .number(d.eveningsPerWeek), "Evenings a week with the app."),
                ScenarioKey("launchHours", .weights(24), default: .words("evenings"), "Weights of local hours 0–23 for the evening's first launch."),
                ScenarioKey("moods", .weights(5), default: .numbers(d.moods),
                            "Weights of Feel-good, Easy watch, Surprise me, Gripping, Dark & Heavy."),
                ScenarioKey("lengths", .weights(3), default: .numbers(d.lengths), "Weights of 90 minutes, 2–2.5 hours, Series/Binge."),
                ScenarioKey("platformsPerWatcher", .number(1...6), default: .number(d.platformsPerWatcher), "Mean streaming platforms a watcher has."),
                ScenarioKey("secondLanguageShare", .probability, default: .number(d.secondLanguageShare), "Watchers with a second language."),
                ScenarioKey("picksPerEvening", .wholeNumber(1...100), default: .number(Double(d.picksPerEvening)),
                            "The most picks looked at in an evening."),
                ScenarioKey("decisionSeconds", .number(0.1...3_600), default: .number(d.decisionSeconds), "Mean seconds to decide about a pick."),
                ScenarioKey("tasteStrength", .number(0...10), default: .number(d.tasteStrength), "How much taste drives Watch Now."),
                ScenarioKey("platformLoyalty", .number(0...10), default: .number(d.platformLoyalty),
                            "How much more a watcher with two or more platforms likes a title on their favourite one: appeal +half of it "
                            + "there, −half elsewhere. 0: no favourite."),
                ScenarioKey("seenShare", .probability, default: .number(d.seenShare), "Titles a watcher has already seen."),
                ScenarioKey("showAnotherShare", .probability, default: .number(d.showAnotherShare),
                            "Rejections that are \"show me another\" rather than \"Not tonight\"."),
                ScenarioKey("relaunchAfterWatch", .probability, default: .number(d.relaunchAfterWatch),
                            "Chance to open the app again after Watch Now."),
                ScenarioKey("relaunchMinutes", .number(1...10_080), default: .number(d.relaunchMinutes),
                            "Mean minutes to that relaunch: some before the 2-hour feedback gate, some after."),
                ScenarioKey("feedbackSkip", .probability, default: .number(d.feedbackSkip), "Feedback prompts skipped."),
                ScenarioKey("tryAnywayShare", .probability, default: .number(d.tryAnywayShare),
                            "At the availability overlay, the chance of Try Anyway rather than changing the duration."),
                ScenarioKey("pickAnotherAfterWatch", .probability, default: .number(d.pickAnotherAfterWatch),
                            "On the Enjoy screen, the chance of wanting another pick."),
                ScenarioKey("enjoyDoneShare", .probability, default: .number(d.enjoyDoneShare),
                            "The chance that someone who does not want another taps Done for tonight."),
                ScenarioKey("enjoyTapSeconds", .number(0.1...60), default: .number(d.enjoyTapSeconds),
                            "Mean seconds to a tap on the Enjoy screen (lognormal)."),
                ScenarioKey("exploreShare", .probability, default: .number(d.exploreShare),
                            "Evenings that go to Explore & Search instead of Pick For Me."),
                ScenarioKey("exploreDocumentaryShare", .probability, default: .number(d.exploreDocumentaryShare),
                            "Explore visits that browse documentaries."),
            ]),
            ScenarioKeyTable("engine", "Engine", [
                ScenarioKey("qualityGate", .number(0...100), default: .number(d.engine.qualityGate),
                            "The GoodScore a pick must reach before maturity."),
                ScenarioKey("matureQualityGate", .number(0...100), default: .number(d.engine.matureQualityGate),
                            "The GoodScore a pick must reach once the watcher is mature."),
                ScenarioKey("fetchLimit", .wholeNumber(1...1_000_000), default: .number(Double(d.engine.fetchLimit)),
                            "Candidates fetched per recommendation."),
                ScenarioKey("tasteWeight", .number(0...1_000), default: .number(d.engine.tasteWeight),
                            "Weight of learned taste; 0 is an engine that ignores what it learned."),
                ScenarioKey("intentWeight", .number(0...1_000), default: .number(d.engine.intentWeight), "Weight of tonight's mood."),
                ScenarioKey("platformWeight", .number(0...1_000), default: .number(d.engine.platformWeight), "Weight of the platform bias; 0: none."),
            ]),
        ]
    }()
}
