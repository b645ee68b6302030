import Foundation
import Harness
import Model
import Time

/// Reads `populations.caregivers` strictly.
package enum CaregiverPopulationReader {
    package static let keys = [
        "count", "installsPerDay", "installWeekdayWeights", "response", "zones", "sessionsPerDay", "weekendFactor", "activeHours", "opensPerSession", "secondsBetweenOpens",
        "rewatchProbability", "favoriteRate", "catalogSongs", "catalog", "search", "timeline", "adPropensity", "adOutcomes", "adDurationSeconds", "retryAfterAbort",
        "trialPropensity", "yearlyShare", "trialConversion", "paywall", "cancellationPerPeriod", "relaunchProbability", "configFetchIntervalHours",
        "network", "travellers", "clockChangers",
    ]

    package static func read(_ r: inout ObjectReader) throws(ScenarioError) -> CaregiverPopulation {
        var p = CaregiverPopulation()
        p.count = try r.integer("count", in: 0...10_000_000)
        p.installsPerDay = try r.number("installsPerDay", default: p.installsPerDay, in: 0...InstallSchedule.largestRate)
        if let weights = try r.array("installWeekdayWeights") {
            let path = r.path(of: "installWeekdayWeights")
            p.installWeekdayWeights = []
            for (index, node) in weights.enumerated() {
                p.installWeekdayWeights.append(try ObjectReader.number(node, path: "\(path)[\(index)]", in: 0...1_000_000, reader: r))
            }
            if let problem = InstallSchedule.problem(perDay: p.installsPerDay, weekdayWeights: p.installWeekdayWeights) {
                throw r.error(r.value("installWeekdayWeights")!, path, problem)
            }
        }
        if var response = try r.object("response") {
            p.response = try readResponse(&response)
        }
        if let zones = try r.array("zones") {
            p.zones = try r.zoneShares(zones)
        }
        p.sessionsPerDay = try r.number("sessionsPerDay", default: p.sessionsPerDay, in: 0...100)
        p.weekendFactor = try r.number("weekendFactor", default: p.weekendFactor, in: 0...10)
        if let problem = p.sessionPlanProblem {
            let key = ["sessionsPerDay", "weekendFactor", "response"].first { r.has($0) } ?? "sessionsPerDay"
            throw r.error(r.peek(key) ?? r.node, r.path(of: key), problem)
        }
        if let hours = try r.array("activeHours") {
            let path = r.path(of: "activeHours")
            guard hours.count == 24 else {
                throw r.error(r.value("activeHours")!, path, "expected 24 weights (local hours 0 to 23), got \(hours.count)")
            }
            var weights: [Double] = []
            for (index, node) in hours.enumerated() {
                weights.append(try ObjectReader.number(node, path: "\(path)[\(index)]", in: 0...1_000_000, reader: r))
            }
            guard weights.contains(where: { $0 > 0 }) else {
                throw r.error(r.value("activeHours")!, path, "expected at least one positive weight")
            }
            p.activeHours = weights
        }
        p.opensPerSession = try r.number("opensPerSession", default: p.opensPerSession, in: 1...1_000)
        p.secondsBetweenOpens = try r.number("secondsBetweenOpens", default: p.secondsBetweenOpens, in: 1...86_400)
        p.rewatchProbability = try r.probability("rewatchProbability", default: p.rewatchProbability)
        p.favoriteRate = try r.probability("favoriteRate", default: p.favoriteRate)
        p.catalog = try readCatalog(&r)
        if var search = try r.object("search") {
            p.search = try readSearch(&search)
        }
        if var timeline = try r.object("timeline") {
            p.timeline = try readTimeline(&timeline)
        }
        p.adPropensity = try r.probability("adPropensity", default: p.adPropensity)
        if var outcomes = try r.object("adOutcomes") {
            p.adOutcomes.completed = try outcomes.probability("completed")
            p.adOutcomes.aborted = try outcomes.probability("aborted")
            p.adOutcomes.unavailable = try outcomes.probability("unavailable")
            try outcomes.finish()
            let sum = p.adOutcomes.completed + p.adOutcomes.aborted + p.adOutcomes.unavailable
            guard abs(sum - 1) < 1e-9 else {
                throw outcomes.error(outcomes.node, outcomes.path, "expected completed + aborted + unavailable = 1, got \(ObjectReader.format(sum))")
            }
        }
        p.adDurationSeconds = try r.integer("adDurationSeconds", default: p.adDurationSeconds, in: 1...600)
        p.retryAfterAbort = try r.probability("retryAfterAbort", default: p.retryAfterAbort)
        p.trialPropensity = try r.probability("trialPropensity", default: p.trialPropensity)
        p.yearlyShare = try r.probability("yearlyShare", default: p.yearlyShare)
        p.trialConversion = try r.probability("trialConversion", default: p.trialConversion)
        if var paywall = try r.object("paywall") {
            p.paywall = try readPaywall(&paywall)
        }
        p.cancellationPerPeriod = try r.probability("cancellationPerPeriod", default: p.cancellationPerPeriod)
        p.relaunchProbability = try r.probability("relaunchProbability", default: p.relaunchProbability)
        p.configFetchIntervalHours = Int64(try r.integer("configFetchIntervalHours", default: Int(p.configFetchIntervalHours), in: 0...8_760))
        if var network = try r.object("network") {
            p.network = try CaregiverNetwork.read(&network)
        }
        if var travellers = try r.object("travellers") {
            p.travellers.share = try travellers.probability("share")
            p.travellers.tripsPerMonth = try travellers.monthlyRate("tripsPerMonth", default: p.travellers.tripsPerMonth, maximum: 30)
            p.travellers.minimumStayDays = try travellers.integer("minimumStayDays", default: p.travellers.minimumStayDays, in: 1...365)
            p.travellers.maximumStayDays = try travellers.integer("maximumStayDays", default: p.travellers.maximumStayDays,
                                                                  in: p.travellers.minimumStayDays...365)
            try travellers.finish()
            if p.travellers.share > 0 && p.zones.count < 2 {
                throw travellers.error(travellers.node, travellers.path, "expected at least two zones in zones for travellers to fly between, got \(p.zones.count)")
            }
        }
        if var changers = try r.object("clockChangers") {
            p.clockChangers.share = try changers.probability("share")
            p.clockChangers.changesPerMonth = try changers.monthlyRate("changesPerMonth", default: p.clockChangers.changesPerMonth, maximum: 30)
            if let shifts = try changers.array("shiftHours") {
                let path = changers.path(of: "shiftHours")
                guard !shifts.isEmpty else { throw changers.error(changers.value("shiftHours")!, path, "expected at least one shift") }
                p.clockChangers.shiftHours = []
                for (index, node) in shifts.enumerated() {
                    let hours = try ObjectReader.integer(node, path: "\(path)[\(index)]", in: -720...720, reader: changers)
                    guard hours != 0 else { throw changers.error(node, "\(path)[\(index)]", "expected a non-zero shift in hours, got 0") }
                    p.clockChangers.shiftHours.append(hours)
                }
            }
            p.clockChangers.restoreAfterHours = try changers.integer("restoreAfterHours", default: p.clockChangers.restoreAfterHours, in: 1...720)
            try changers.finish()
        }
        try r.finish(known: keys)
        return p
    }

    /// `catalogSongs: 1500` (synthetic) or `catalog: "folder"` (relative to the scenario file), which
    /// must hold at least one song.
    package static func readCatalog(_ r: inout ObjectReader) throws(ScenarioError) -> CatalogSource {
        guard r.has("catalog") else {
            return .synthetic(songs: try r.integer("catalogSongs", default: 1_500, in: 1...100_000))
        }
        let node = r.value("catalog")!
        let path = try r.string("catalog")
        if r.has("catalogSongs") {
            throw r.error(node, r.path(of: "catalog"), "expected either catalog (a folder) or catalogSongs (a synthetic size), not both")
        }
        let directory = path.hasPrefix("/") || JSON5Node.overrideIndex(ofLine: node.line) != nil ? path
            : (URL(fileURLWithPath: r.file).deletingLastPathComponent().path + "/" + path)
        let catalog: Catalog
        do {
            catalog = try Catalog.load(directory: directory)
        } catch {
            throw r.error(node, r.path(of: "catalog"), "expected a folder with the app's movies.json and songs.json: \(error)")
        }
        guard !catalog.songs.isEmpty else {
            throw r.error(node, r.path(of: "catalog"),
                          "expected a catalog with at least one song (caregivers open songs from it), got none in \(directory)/songs.json; add songs or use catalogSongs")
        }
        return .folder(path: path, directory: directory, catalog: catalog)
    }

    /// `search: { share, typed, typoRate, typoMix, keystrokeMilliseconds, … }`.
    package static func readSearch(_ r: inout ObjectReader) throws(ScenarioError) -> SearchBehaviour {
        var b = SearchBehaviour()
        b.share = try r.probability("share", default: b.share)
        if var typed = try r.object("typed") {
            b.typed.title = try typed.number("title", default: 0, in: 0...1_000_000)
            b.typed.movie = try typed.number("movie", default: 0, in: 0...1_000_000)
            b.typed.singer = try typed.number("singer", default: 0, in: 0...1_000_000)
            try typed.finish(known: ["title", "movie", "singer"])
            guard b.typed.title + b.typed.movie + b.typed.singer > 0 else {
                throw typed.error(typed.node, typed.path, "expected at least one positive weight among title, movie and singer")
            }
        }
        b.typoRate = try r.probability("typoRate", default: b.typoRate)
        if var mix = try r.object("typoMix") {
            b.typoMix.substitution = try mix.number("substitution", default: 0, in: 0...1_000_000)
            b.typoMix.omission = try mix.number("omission", default: 0, in: 0...1_000_000)
            b.typoMix.transposition = try mix.number("transposition", default: 0, in: 0...1_000_000)
            b.typoMix.phonetic = try mix.number("phonetic", default: 0, in: 0...1_000_000)
            try mix.finish(known: ["substitution", "omission", "transposition", "phonetic"])
            guard b.typoMix.weights.contains(where: { $0 > 0 }) else {
                throw mix.error(mix.node, mix.path, "expected at least one positive weight among substitution, omission, transposition and phonetic")
            }
        }
        b.typist.meanKeystrokeMilliseconds = try r.number("keystrokeMilliseconds", default: b.typist.meanKeystrokeMilliseconds, in: 20...5_000)
        b.typist.pauseProbability = try r.probability("pauseProbability", default: b.typist.pauseProbability)
        b.typist.meanPauseMilliseconds = try r.number("pauseMilliseconds", default: b.typist.meanPauseMilliseconds, in: 0...60_000)
        b.rowsRead = try r.integer("rowsRead", default: b.rowsRead, in: 1...1_000)
        b.pickSeconds = try r.number("pickSeconds", default: b.pickSeconds, in: 0...600)
        b.secondsPerRow = try r.number("secondsPerRow", default: b.secondsPerRow, in: 0...60)
        b.retypeAfterFailure = try r.probability("retypeAfterFailure", default: b.retypeAfterFailure)
        b.browseSeconds = try r.number("browseSeconds", default: b.browseSeconds, in: 0...3_600)
        try r.finish(known: searchKeys)
        return b
    }

    /// `populations.caregivers.response`: the response model, each unlisted key at its calibrated
    /// default (`ResponseModel()`).
    package static func readResponse(_ r: inout ObjectReader) throws(ScenarioError) -> ResponseModel {
        var m = ResponseModel()
        m.strength = try r.number("strength", default: m.strength, in: 0...100)
        m.habitGain = try r.number("habitGain", default: m.habitGain, in: 0...100)
        m.sheetFrustration = try r.number("sheetFrustration", default: m.sheetFrustration, in: 0...100)
        m.blockedSheetFrustration = try r.number("blockedSheetFrustration", default: m.blockedSheetFrustration, in: 0...100)
        m.decayPerDay = try r.probability("decayPerDay", default: m.decayPerDay)
        m.maxActivityMultiplier = try r.number("maxActivityMultiplier", default: m.maxActivityMultiplier, in: 1...100)
        m.firstDayChurn = try r.probability("firstDayChurn", default: m.firstDayChurn)
        m.baseChurnPerDay = try r.probability("baseChurnPerDay", default: m.baseChurnPerDay)
        m.churnFrailtySigma = try r.number("churnFrailtySigma", default: m.churnFrailtySigma, in: 0...10)
        try r.finish(known: responseKeys)
        return m
    }

    package static let responseKeys = ["strength", "habitGain", "sheetFrustration", "blockedSheetFrustration", "decayPerDay",
                                       "maxActivityMultiplier", "firstDayChurn", "baseChurnPerDay", "churnFrailtySigma"]

    /// `populations.caregivers.timeline`: how caregivers move along a movie's timeline.
    package static func readTimeline(_ r: inout ObjectReader) throws(ScenarioError) -> TimelineBehaviour {
        var t = TimelineBehaviour()
        t.moveShare = try r.probability("moveShare", default: t.moveShare)
        t.dragShare = try r.probability("dragShare", default: t.dragShare)
        t.forwardShare = try r.probability("forwardShare", default: t.forwardShare)
        try r.finish(known: timelineKeys)
        return t
    }

    package static let timelineKeys = ["moveShare", "dragShare", "forwardShare"]

    /// `populations.caregivers.paywall`: the entry points' rates and the paywall's decisions.
    package static func readPaywall(_ r: inout ObjectReader) throws(ScenarioError) -> PaywallBehaviour {
        var b = PaywallBehaviour()
        b.bannerTapRate = try r.probability("bannerTapRate", default: b.bannerTapRate)
        b.profileVisitRate = try r.probability("profileVisitRate", default: b.profileVisitRate)
        b.profileUpgradeTapRate = try r.probability("profileUpgradeTapRate", default: b.profileUpgradeTapRate)
        b.startTrial = try r.probability("startTrial", default: b.startTrial)
        b.directPurchase = try r.probability("directPurchase", default: b.directPurchase)
        b.referenceMonthlyUSD = try r.number("referenceMonthlyUSD", default: b.referenceMonthlyUSD, in: 0.01...10_000)
        b.referenceYearlyUSD = try r.number("referenceYearlyUSD", default: b.referenceYearlyUSD, in: 0.01...100_000)
        b.referenceTrialDays = try r.number("referenceTrialDays", default: b.referenceTrialDays, in: 1...365)
        b.priceElasticity = try r.number("priceElasticity", default: b.priceElasticity, in: 0...20)
        b.trialLengthElasticity = try r.number("trialLengthElasticity", default: b.trialLengthElasticity, in: 0...20)
        b.planRatioElasticity = try r.number("planRatioElasticity", default: b.planRatioElasticity, in: 0...20)
        try r.finish(known: paywallKeys)
        return b
    }

    package static let paywallKeys = ["bannerTapRate", "profileVisitRate", "profileUpgradeTapRate", "startTrial", "directPurchase",
                                      "referenceMonthlyUSD", "referenceYearlyUSD", "referenceTrialDays", "priceElasticity",
                                      "trialLengthElasticity", "planRatioElasticity"]

    package static let searchKeys = ["share", "typed", "typoRate", "typoMix", "keystrokeMilliseconds", "pauseProbability", "pauseMilliseconds",
                                     "rowsRead", "pickSeconds", "secondsPerRow", "retypeAfterFailure", "browseSeconds"]
}
