import Harness
import Model

/// The watchers of a scenario (GoodWatch) and their behaviour parameters. Rates are means per
/// person; units are in the names.
package struct WatcherPopulation: PersonaPopulation {
    /// How many watchers (0: none).
    package var count = 0
    /// Home zones and their weights.
    package var zones: [ZoneShare] = [ZoneShare(zone: .utc, weight: 1)]
    /// Titles in the synthetic catalog.
    package var catalogTitles = SyntheticTitles.defaultCount
    /// The engine's tunable settings (quality gates, fetch size), for sweeps.
    package var engine = RecommendationEngine.Settings()
    /// Evenings a week a watcher asks for a pick.
    package var eveningsPerWeek = 3.0
    /// Relative chance of each local hour 0…23 for the evening's first launch.
    package var launchHours: [Double] = WatcherPopulation.defaultLaunchHours
    /// Weights of the five moods (Feel-good, Easy watch, Surprise me, Gripping, Dark & Heavy).
    package var moods: [Double] = [3, 3, 1, 2, 1]
    /// Weights of the three lengths (90 minutes, 2–2.5 hours, Series/Binge).
    package var lengths: [Double] = [3, 4, 2]
    /// Mean platforms a watcher has (1 to 6).
    package var platformsPerWatcher = 2.0
    /// Share of watchers who pick a second language.
    package var secondLanguageShare = 0.35
    /// Most picks a watcher looks at in an evening before giving up.
    package var picksPerEvening = 4
    /// Mean seconds from a pick shown to a decision (lognormal).
    package var decisionSeconds = 12.0
    /// How strongly a watcher's hidden taste decides (0: by GoodScore and runtime alone).
    package var tasteStrength = 1.0
    /// How much more a watcher with two or more platforms likes a title on their favourite one
    /// (appeal +half of it on the favourite, −half elsewhere; 0: no favourite platform).
    package var platformLoyalty = 0.6
    /// Chance, scaled by GoodScore / 100, that a watcher has already seen a title.
    package var seenShare = 0.15
    /// Chance a rejection is "Just show me another" rather than "Not tonight" with a reason.
    package var showAnotherShare = 0.3
    /// Chance of opening the app again after Watch Now the same evening, and the mean gap (minutes).
    package var relaunchAfterWatch = 0.5
    package var relaunchMinutes = 120.0
    /// Chance the feedback prompt is answered "Skip".
    package var feedbackSkip = 0.15
    /// At the availability overlay (no title matches tonight's choices), the chance of "Try
    /// Anyway" rather than changing the duration (with every duration tried: Try Anyway).
    package var tryAnywayShare = 0.5
    /// On the Enjoy screen after Watch Now: the chance the watcher wants another pick, the chance
    /// one who does not taps "Done for tonight" (else the screen times out), and the mean seconds
    /// to a tap (lognormal); a tap at 5 s or later is too late.
    package var pickAnotherAfterWatch = 0.1
    package var enjoyDoneShare = 0.3
    package var enjoyTapSeconds = 3.0
    /// The chance an evening's launch goes to Explore & Search instead of Pick For Me, and the
    /// chance an Explore visit browses documentaries.
    package var exploreShare = 0.05
    package var exploreDocumentaryShare = 0.2

    package init() {}

    /// Evenings: most first launches between 19:00 and 22:00 local time.
    package static let defaultLaunchHours: [Double] = [
        0.2, 0.1, 0, 0, 0, 0, 0, 0.1, 0.1, 0.1, 0.2, 0.3,
        0.4, 0.4, 0.4, 0.5, 0.6, 0.8, 1.5, 3, 4, 3.5, 2, 0.8,
    ]
}
