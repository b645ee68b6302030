import Harness

/// Reads `populations.watchers` strictly.
package enum WatcherPopulationReader {
    package static let keys = [
        "count", "zones", "catalogTitles", "engine", "eveningsPerWeek", "launchHours", "moods", "lengths", "platformsPerWatcher",
        "secondLanguageShare", "picksPerEvening", "decisionSeconds", "tasteStrength", "platformLoyalty", "seenShare", "showAnotherShare",
        "relaunchAfterWatch", "relaunchMinutes", "feedbackSkip", "tryAnywayShare", "pickAnotherAfterWatch", "enjoyDoneShare", "enjoyTapSeconds",
        "exploreShare", "exploreDocumentaryShare",
    ]

    package static func read(_ r: inout ObjectReader) throws(ScenarioError) -> WatcherPopulation {
        var p = WatcherPopulation()
        p.count = try r.integer("count", in: 0...10_000_000)
        if let zones = try r.array("zones") { p.zones = try r.zoneShares(zones) }
        p.catalogTitles = try r.integer("catalogTitles", default: p.catalogTitles, in: 1...1_000_000)
        if var engine = try r.object("engine") {
            p.engine.qualityGate = try engine.number("qualityGate", default: p.engine.qualityGate, in: 0...100)
            p.engine.matureQualityGate = try engine.number("matureQualityGate", default: p.engine.matureQualityGate, in: 0...100)
            p.engine.fetchLimit = try engine.integer("fetchLimit", default: p.engine.fetchLimit, in: 1...1_000_000)
            p.engine.tasteWeight = try engine.number("tasteWeight", default: p.engine.tasteWeight, in: 0...1_000)
            p.engine.intentWeight = try engine.number("intentWeight", default: p.engine.intentWeight, in: 0...1_000)
            p.engine.platformWeight = try engine.number("platformWeight", default: p.engine.platformWeight, in: 0...1_000)
            try engine.finish(known: ["qualityGate", "matureQualityGate", "fetchLimit", "tasteWeight", "intentWeight", "platformWeight"])
        }
        p.eveningsPerWeek = try r.number("eveningsPerWeek", default: p.eveningsPerWeek, in: 0...7)
        if let hours = try r.array("launchHours") { p.launchHours = try r.weights(hours, "launchHours", count: 24) }
        if let moods = try r.array("moods") { p.moods = try r.weights(moods, "moods", count: 5) }
        if let lengths = try r.array("lengths") { p.lengths = try r.weights(lengths, "lengths", count: 3) }
        p.platformsPerWatcher = try r.number("platformsPerWatcher", default: p.platformsPerWatcher, in: 1...6)
        p.secondLanguageShare = try r.probability("secondLanguageShare", default: p.secondLanguageShare)
        p.picksPerEvening = try r.integer("picksPerEvening", default: p.picksPerEvening, in: 1...100)
        p.decisionSeconds = try r.number("decisionSeconds", default: p.decisionSeconds, in: 0.1...3_600)
        p.tasteStrength = try r.number("tasteStrength", default: p.tasteStrength, in: 0...10)
        p.platformLoyalty = try r.number("platformLoyalty", default: p.platformLoyalty, in: 0...10)
        p.seenShare = try r.probability("seenShare", default: p.seenShare)
        p.showAnotherShare = try r.probability("showAnotherShare", default: p.showAnotherShare)
        p.relaunchAfterWatch = try r.probability("relaunchAfterWatch", default: p.relaunchAfterWatch)
        p.relaunchMinutes = try r.number("relaunchMinutes", default: p.relaunchMinutes, in: 1...10_080)
        p.feedbackSkip = try r.probability("feedbackSkip", default: p.feedbackSkip)
        p.tryAnywayShare = try r.probability("tryAnywayShare", default: p.tryAnywayShare)
        p.pickAnotherAfterWatch = try r.probability("pickAnotherAfterWatch", default: p.pickAnotherAfterWatch)
        p.enjoyDoneShare = try r.probability("enjoyDoneShare", default: p.enjoyDoneShare)
        p.enjoyTapSeconds = try r.number("enjoyTapSeconds", default: p.enjoyTapSeconds, in: 0.1...60)
        p.exploreShare = try r.probability("exploreShare", default: p.exploreShare)
        p.exploreDocumentaryShare = try r.probability("exploreDocumentaryShare", default: p.exploreDocumentaryShare)
        try r.finish(known: keys)
        return p
    }
}
