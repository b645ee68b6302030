import Harness

extension CaregiverPopulation {
    /// The keys of `populations.caregivers` and of the objects inside it, as
    /// `CaregiverPopulationReader` reads them (docs/rules.md#scenario-reference).
    package static let keyTables: [ScenarioKeyTable] = {
        let d = CaregiverPopulation()
        let response = ResponseModel()
        let search = d.search
        let paywall = d.paywall
        let network = d.network
        let weight = ScenarioKey.Values.number(0...1_000_000)
        return [
            ScenarioKeyTable("", "Melody Map's caregivers", [
                ScenarioKey("count", .wholeNumber(0...10_000_000), default: .required,
                            "Caregivers installed at the start. They count in the retention cohorts and, with a `response`, leave like any install."),
                ScenarioKey("installsPerDay", .number(0...InstallSchedule.largestRate), default: .number(d.installsPerDay),
                            "More installs a day during the run ([installs](#installs-and-response))."),
                ScenarioKey("installWeekdayWeights", .weights(7), default: .numbers(d.installWeekdayWeights),
                            "Seven weights, Monday to Sunday, that spread the installs over the week."),
                ScenarioKey("response", .object(keysAt: "response"), default: .words("off"),
                            "The response model. `response: {}` turns it on with its calibrated defaults."),
                .zones,
                ScenarioKey("sessionsPerDay", .number(0...100), default: .number(d.sessionsPerDay),
                            "Sessions a day. Each caregiver draws a personal activity level, lognormal with mean 1."),
                ScenarioKey("weekendFactor", .number(0...10), default: .number(d.weekendFactor), "Sessions on a weekend day, relative to a weekday."),
                ScenarioKey("activeHours", .weights(24), default: .words("a family's day"), "Weights of local hours 0–23, when sessions start."),
                ScenarioKey("opensPerSession", .number(1...1_000), default: .number(d.opensPerSession), "Song opens a session."),
                ScenarioKey("secondsBetweenOpens", .number(1...86_400), default: .number(d.secondsBetweenOpens), "Mean seconds between two opens."),
                ScenarioKey("rewatchProbability", .probability, default: .number(d.rewatchProbability), "Chance an open re-opens the previous song."),
                ScenarioKey("favoriteRate", .probability, default: .number(d.favoriteRate),
                            "Chance a caregiver stars (⭐) a song shown in Song Detail that is not a favorite yet. Favorites persist with the "
                            + "quota state, are never unstarred, and get +10 in that caregiver's searches."),
                ScenarioKey("catalogSongs", .wholeNumber(1...100_000), default: .value("1500"),
                            "The size of the synthetic catalog. Songs are drawn from it by Zipf popularity and searched in it."),
                ScenarioKey("catalog", .other("string", allowed: "a folder, relative to the scenario file; not with `catalogSongs`"), default: .words("none"),
                            "Instead of the synthetic catalog: a folder with the app's own `movies.json` and `songs.json`, validated before the "
                            + "run. It must hold at least one song."),
                ScenarioKey("search", .object(keysAt: "search"), default: .words("defaults"), "How sessions start with a search."),
                ScenarioKey("timeline", .object(keysAt: "timeline"), default: .words("defaults"), "How caregivers move along a movie's timeline."),
                ScenarioKey("adPropensity", .probability, default: .number(d.adPropensity), "Chance to watch an offered ad."),
                ScenarioKey("adOutcomes", .object(keysAt: "ad-outcomes"),
                            default: .value("{ completed: \(ObjectReader.format(d.adOutcomes.completed)), aborted: \(ObjectReader.format(d.adOutcomes.aborted)), "
                                            + "unavailable: \(ObjectReader.format(d.adOutcomes.unavailable)) }"),
                            "How ads end."),
                ScenarioKey("adDurationSeconds", .wholeNumber(1...600), default: .number(Double(d.adDurationSeconds)), "Length of an ad, in seconds."),
                ScenarioKey("retryAfterAbort", .probability, default: .number(d.retryAfterAbort), "Chance to try another ad after aborting one."),
                ScenarioKey("trialPropensity", .probability, default: .number(d.trialPropensity),
                            "Chance to tap Go Unlimited at the quota sheet, which opens the paywall."),
                ScenarioKey("yearlyShare", .probability, default: .number(d.yearlyShare), "Share of yearly plans at the reference prices."),
                ScenarioKey("trialConversion", .probability, default: .number(d.trialConversion),
                            "Share of trials that convert, at the reference price and trial length."),
                ScenarioKey("paywall", .object(keysAt: "paywall"), default: .words("defaults"), "The other entry points and the paywall's decisions."),
                ScenarioKey("cancellationPerPeriod", .probability, default: .number(d.cancellationPerPeriod),
                            "Chance a subscription is cancelled in each billing period."),
                ScenarioKey("relaunchProbability", .probability, default: .number(d.relaunchProbability),
                            "Chance a session is a cold launch. A cold launch restores the saved state through `Codable` and fetches the remote config."),
                ScenarioKey("configFetchIntervalHours", .wholeNumber(0...8_760), default: .number(Double(d.configFetchIntervalHours)),
                            "The app's minimum fetch interval: a cold launch fetches and activates the server's config only if the last fetch "
                            + "is at least this old. 12 is Firebase Remote Config's default; 0 fetches on every cold launch."),
                ScenarioKey("network", .object(keysAt: "network"), default: .words("defaults"),
                            "What devices ask of servers and what serving them costs."),
                ScenarioKey("travellers", .object(keysAt: "travellers"), default: .words("none"), "Caregivers who fly between their zones."),
                ScenarioKey("clockChangers", .object(keysAt: "clock-changers"), default: .words("none"),
                            "Caregivers who set their device clock by hand."),
            ]),
            ScenarioKeyTable("response", "Response", [
                ScenarioKey("strength", .number(0...100), default: .number(response.strength), "Multiplies every gain below; 0 for none."),
                ScenarioKey("habitGain", .number(0...100), default: .number(response.habitGain), "Habit points per song opened."),
                ScenarioKey("sheetFrustration", .number(0...100), default: .number(response.sheetFrustration), "Frustration points per quota sheet."),
                ScenarioKey("blockedSheetFrustration", .number(0...100), default: .number(response.blockedSheetFrustration),
                            "More points when the sheet offers no ad to watch (ad limit, view cap, cooldown) or the ad has no fill."),
                ScenarioKey("decayPerDay", .probability, default: .number(response.decayPerDay), "Share of habit and frustration lost each local midnight."),
                ScenarioKey("maxActivityMultiplier", .number(1...100), default: .number(response.maxActivityMultiplier),
                            "The highest session-rate multiplier."),
                ScenarioKey("firstDayChurn", .probability, default: .number(response.firstDayChurn), "Chance to leave at the first midnight after install."),
                ScenarioKey("baseChurnPerDay", .probability, default: .number(response.baseChurnPerDay),
                            "The median caregiver's chance to leave at each later midnight."),
                ScenarioKey("churnFrailtySigma", .number(0...10), default: .number(response.churnFrailtySigma),
                            "Spread of the person effect on leaving (lognormal, median 1)."),
            ]),
            ScenarioKeyTable("search", "Search", [
                ScenarioKey("share", .probability, default: .number(search.share),
                            "Sessions that start with a search, and returns from the timeline that search for a song of another movie."),
                ScenarioKey("typed", .other("object", allowed: "weights of `title`, `movie` and `singer`, at least one positive"),
                            default: .value("{ title: \(ObjectReader.format(search.typed.title)), movie: \(ObjectReader.format(search.typed.movie)), "
                                            + "singer: \(ObjectReader.format(search.typed.singer)) }"),
                            "What is typed: the song's title, its movie's title or one of its singers."),
                ScenarioKey("typoRate", .probability, default: .number(search.typoRate), "Share of searches with one misspelling."),
                ScenarioKey("typoMix", .other("object", allowed: "weights of `substitution`, `omission`, `transposition` and `phonetic`, at least one positive"),
                            default: .value("{ substitution: \(ObjectReader.format(search.typoMix.substitution)), "
                                            + "omission: \(ObjectReader.format(search.typoMix.omission)), "
                                            + "transposition: \(ObjectReader.format(search.typoMix.transposition)), "
                                            + "phonetic: \(ObjectReader.format(search.typoMix.phonetic)) }"),
                            "The kinds of misspelling."),
                ScenarioKey("keystrokeMilliseconds", .number(20...5_000), default: .number(search.typist.meanKeystrokeMilliseconds),
                            "Mean gap between keystrokes, lognormal: 36 words a minute, the mean on phones in Palin et al. 2019."),
                ScenarioKey("pauseProbability", .probability, default: .number(search.typist.pauseProbability),
                            "Chance of a pause to think after a keystroke."),
                ScenarioKey("pauseMilliseconds", .number(0...60_000), default: .number(search.typist.meanPauseMilliseconds), "Mean length of that pause."),
                ScenarioKey("rowsRead", .wholeNumber(1...1_000), default: .number(Double(search.rowsRead)), "Result rows read before giving up on the list."),
                ScenarioKey("pickSeconds", .number(0...600), default: .number(search.pickSeconds), "Seconds to tap the first row."),
                ScenarioKey("secondsPerRow", .number(0...60), default: .number(search.secondsPerRow), "Seconds per row above the song."),
                ScenarioKey("retypeAfterFailure", .probability, default: .number(search.retypeAfterFailure),
                            "Chance a failed search is typed again correctly; otherwise the song is found by browsing."),
                ScenarioKey("browseSeconds", .number(0...3_600), default: .number(search.browseSeconds), "Seconds to find a song by browsing."),
            ]),
            ScenarioKeyTable("search.typed", "What is typed", [
                ScenarioKey("title", weight, default: .words("0"), "Weight of typing the song's title."),
                ScenarioKey("movie", weight, default: .words("0"), "Weight of typing its movie's title."),
                ScenarioKey("singer", weight, default: .words("0"), "Weight of typing one of its singers."),
            ]),
            ScenarioKeyTable("search.typoMix", "Misspellings", [
                ScenarioKey("substitution", weight, default: .words("0"), "Weight of hitting a neighbouring key."),
                ScenarioKey("omission", weight, default: .words("0"), "Weight of dropping a letter."),
                ScenarioKey("transposition", weight, default: .words("0"), "Weight of swapping two neighbouring letters."),
                ScenarioKey("phonetic", weight, default: .words("0"), "Weight of rewriting a sound."),
            ]),
            ScenarioKeyTable("timeline", "Timeline", [
                ScenarioKey("moveShare", .probability, default: .number(d.timeline.moveShare),
                            "Chance a later open moves along the timeline rather than going back to Search."),
                ScenarioKey("dragShare", .probability, default: .number(d.timeline.dragShare), "Chance a move is a drag rather than an arrow tap."),
                ScenarioKey("forwardShare", .probability, default: .number(d.timeline.forwardShare),
                            "Chance an arrow tap goes to the next song rather than the previous one."),
            ]),
            ScenarioKeyTable("adOutcomes", "Ad outcomes", [
                ScenarioKey("completed", .probability, default: .required, "Share of ads watched to the end."),
                ScenarioKey("aborted", .probability, default: .required, "Share stopped early."),
                ScenarioKey("unavailable", .probability, default: .required, "Share with no fill."),
            ]),
            ScenarioKeyTable("paywall", "Paywall", [
                ScenarioKey("bannerTapRate", .probability, default: .number(paywall.bannerTapRate), "Taps per banner impression."),
                ScenarioKey("profileVisitRate", .probability, default: .number(paywall.profileVisitRate), "Sessions that open Profile."),
                ScenarioKey("profileUpgradeTapRate", .probability, default: .number(paywall.profileUpgradeTapRate),
                            "Profile visits that tap upgrade, when not subscribed."),
                ScenarioKey("startTrial", .probability, default: .number(paywall.startTrial), "Chance to start the free trial when it is offered."),
                ScenarioKey("directPurchase", .probability, default: .number(paywall.directPurchase), "Chance to buy at once when no trial is offered."),
                ScenarioKey("referenceMonthlyUSD", .number(0.01...10_000), default: .number(paywall.referenceMonthlyUSD), "The reference monthly price."),
                ScenarioKey("referenceYearlyUSD", .number(0.01...100_000), default: .number(paywall.referenceYearlyUSD), "The reference yearly price."),
                ScenarioKey("referenceTrialDays", .number(1...365), default: .number(paywall.referenceTrialDays), "The reference trial length, in days."),
                ScenarioKey("priceElasticity", .number(0...20), default: .number(paywall.priceElasticity), "1: twice the price, half the conversions."),
                ScenarioKey("trialLengthElasticity", .number(0...20), default: .number(paywall.trialLengthElasticity),
                            "A 17-day trial converts 1.7× a 3-day one: RevenueCat's *State of Subscription Apps 2026* found trials of 17 days "
                            + "or more convert about 70 % better than short ones."),
                ScenarioKey("planRatioElasticity", .number(0...20), default: .number(paywall.planRatioElasticity),
                            "How the yearly share responds to the yearly/monthly price ratio."),
            ]),
            ScenarioKeyTable("network", "Network", [
                ScenarioKey("offlineLaunchShare", .probability, default: .number(network.offlineLaunchShare), "Cold launches without network."),
                ScenarioKey("previewTapShare", .probability, default: .number(network.previewTapShare),
                            "Songs shown whose 30-second preview is tapped."),
                ScenarioKey("appsScriptHitMilliseconds", .wholeNumber(1...360_000), default: .number(Double(network.appsScriptHitMilliseconds)),
                            "An Apps Script execution that hits the shared cache."),
                ScenarioKey("appsScriptRebuildMilliseconds", .wholeNumber(1...360_000), default: .number(Double(network.appsScriptRebuildMilliseconds)),
                            "An execution that rebuilds the cache from the sheet."),
                ScenarioKey("appsScriptCacheMinutes", .wholeNumber(1...360), default: .number(Double(network.appsScriptCacheMinutes)),
                            "How long the script cache keeps the catalog."),
            ]),
            ScenarioKeyTable("travellers", "Travellers", [
                ScenarioKey("share", .probability, default: .required, "Share of caregivers who travel. Needs at least two zones."),
                ScenarioKey("tripsPerMonth", .monthlyRate(maximum: 30), default: .number(d.travellers.tripsPerMonth), "Trips per 30 days."),
                ScenarioKey("minimumStayDays", .wholeNumber(1...365), default: .number(Double(d.travellers.minimumStayDays)), "Shortest stay, in days."),
                ScenarioKey("maximumStayDays", .other("whole number", allowed: "`minimumStayDays` to 365"),
                            default: .number(Double(d.travellers.maximumStayDays)), "Longest stay, in days."),
            ]),
            ScenarioKeyTable("clockChangers", "Clock changers", [
                ScenarioKey("share", .probability, default: .required, "Share of caregivers who set their device clock by hand."),
                ScenarioKey("changesPerMonth", .monthlyRate(maximum: 30), default: .number(d.clockChangers.changesPerMonth),
                            "Clock changes per 30 days."),
                ScenarioKey("shiftHours", .other("array of whole numbers", allowed: "at least one; −720 to 720 each, none 0"),
                            default: .numbers(d.clockChangers.shiftHours.map(Double.init)), "The shifts they make, in hours; one is drawn per change."),
                ScenarioKey("restoreAfterHours", .wholeNumber(1...720), default: .number(Double(d.clockChangers.restoreAfterHours)),
                            "Hours before the clock is set right again."),
            ]),
        ]
    }()
}
