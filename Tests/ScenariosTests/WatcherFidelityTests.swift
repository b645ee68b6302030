import Harness
import Model
@testable import Scenarios
import Sim
import Testing
import Time
import WatcherPersona

/// GoodWatch's rules the watchers drive: platform bias (docs/rules.md#platform-bias), the Enjoy
/// screen (docs/rules.md#enjoy-screen), the availability pre-check
/// (docs/rules.md#availability-check), decision-timing analytics (docs/rules.md#decision-timing)
/// and the Explore journey (docs/rules.md#explore).
@Suite("Watchers: seed 003 fidelity")
struct WatcherFidelityTests {
    static func scenario(_ overrides: [String] = []) throws -> Scenario {
        try WatcherRunTests.scenario(["populations.watchers.count=150"] + overrides)
    }

    static func totals(_ overrides: [String]) throws -> Counters<WatcherMetric> {
        try #require(Watchers.run(try scenario(overrides), workers: 2)).totals
    }

    /// `numerator / denominator`; NaN — which fails every comparison a test makes — when there is
    /// nothing to measure.
    static func share(_ c: Counters<WatcherMetric>, _ numerator: WatcherMetric, _ denominator: WatcherMetric) -> Double {
        ReportNumber.ratio(c[numerator], c[denominator]) ?? .nan
    }

    @Test("platform bias: with it, more of a watcher's picks are on the favourite platform they accept more on; weight 0 turns it off")
    func platformBias() throws {
        let loyal = ["populations.watchers.count=60", "populations.watchers.platformLoyalty=2"]
        let off = try Self.totals(loyal + ["populations.watchers.engine.platformWeight=0"])
        let on = try Self.totals(loyal)
        let (shareOff, shareOn) = (Self.share(off, .picksOnFavouritePlatform, .picksShownMultiPlatform),
                                   Self.share(on, .picksOnFavouritePlatform, .picksShownMultiPlatform))
        #expect(off[.picksShownMultiPlatform] > 300 && shareOn > shareOff + 0.03, "favourite share \(shareOff) → \(shareOn)")
    }

    @Test("the Enjoy screen: every Watch Now ends in Pick another, Done for tonight or the 5-second return; Pick another asks for one more pick, a late tap misses it")
    func enjoyScreen() throws {
        let eager = try Self.totals(["populations.watchers.count=60", "populations.watchers.pickAnotherAfterWatch=1", "populations.watchers.enjoyTapSeconds=1"])
        let slow = try Self.totals(["populations.watchers.count=60", "populations.watchers.pickAnotherAfterWatch=1", "populations.watchers.enjoyTapSeconds=30"])
        for c in [eager, slow] {
            #expect(c[.enjoyPickAnother] + c[.enjoyDone] + c[.enjoyAutoDismissed] == c[.watchNows] && c[.watchNows] > 100)
            #expect(c[.enjoyDone] == 0 && c[.enjoyPickAnotherTooLate] == c[.enjoyAutoDismissed], "everyone wanted another")
        }
        #expect(eager[.enjoyPickAnother] * 100 > eager[.watchNows] * 95, "a 1-second tap is nearly always in time")
        #expect(slow[.enjoyPickAnother] * 10 < slow[.watchNows], "a 30-second tap nearly never is")
        #expect(eager[.supersededFeedback] > 0 && eager[.recommendations] > slow[.recommendations],
                "another pick, another Watch Now: the unanswered feedback is superseded")
    }

    @Test("the availability overlay: Try Anyway goes on to the engine's fallback levels; otherwise the duration changes and Show me checks again")
    func availabilityOverlay() throws {
        let strict = ["populations.watchers.count=60", "populations.watchers.engine.qualityGate=88", "populations.watchers.engine.matureQualityGate=88"]
        let anyway = try #require(Watchers.run(try Self.scenario(strict + ["populations.watchers.tryAnywayShare=1"]), workers: 2))
        let change = try #require(Watchers.run(try Self.scenario(strict + ["populations.watchers.tryAnywayShare=0"]), workers: 2))
        let (a, c) = (anyway.totals, change.totals)
        #expect(a[.availabilityAlerts] > 20 && a[.tryAnyways] == a[.availabilityAlerts] && a[.durationChanges] == 0)
        #expect(a[.tryAnywayPicks] > 0 && a[.tryAnywayPicks] <= a[.tryAnyways])
        #expect(c[.durationChanges] > 0 && c[.tryAnyways] + c[.durationChanges] == c[.availabilityAlerts])
        #expect(c[.durationChanges] <= 2 * c[.evenings] && c[.tryAnyways] < c[.availabilityAlerts], "Try Anyway only once every duration was tried")
        for (t, totals) in [(anyway, a), (change, c)] {
            let writes = WatcherRunTests.requests(t, .profileWrite).count, checks = WatcherRunTests.requests(t, .availabilityCheck).count
            #expect(Int64(writes) == 3 * totals[.evenings] + totals[.durationChanges] && Int64(checks) == totals[.evenings] + totals[.durationChanges],
                    "a change writes the runtime and checks again")
        }
    }

    @Test("decision-timing analytics: each watcher counted once, when their 20th decision is timed; nobody reaches it in 3 evenings of at most 4 picks")
    func decisionTimingGate() throws {
        let busy = ["populations.watchers.count=40", "populations.watchers.eveningsPerWeek=7", "populations.watchers.pickAnotherAfterWatch=0"]
        let long = try Self.totals(busy)
        let short = try Self.totals(busy + ["days=3", "rollouts=[]"])
        #expect(long[.decisionTimingGateReached] > 10 && long[.decisionTimingGateReached] <= 40)
        let decided = long[.watchNows] + long[.notTonights] + long[.showAnothers] + long[.alreadySeens]
        #expect(long[.decisionTimingGateReached] * 20 <= decided)
        #expect(short[.decisionTimingGateReached] == 0 && short[.evenings] > 40)
    }

    @Test("documentaries unlock only after one was watched, which only Explore allows: without Explore none is ever picked, and the locked share is the documentaries among reachable titles")
    func documentariesNeedExplore() throws {
        let never = try Self.world(["populations.watchers.count=60", "populations.watchers.exploreShare=0"])
        let explorers = try Self.world(["populations.watchers.count=60", "populations.watchers.exploreShare=0.5",
                                        "populations.watchers.exploreDocumentaryShare=1"])
        let (n, e) = (never.tally.totals, explorers.tally.totals)
        #expect(n[.exploreVisits] == 0 && n[.documentaryUnlocks] == 0 && n[.documentaryPicks] == 0)
        let locked = Self.share(n, .lockedDocumentaries, .lockedCatalogTitles)
        #expect(locked > 0.02 && locked < 0.07, "about the synthetic catalog's 4 % documentaries: \(locked)")
        #expect(e[.exploreWatches] > 0 && e[.documentaryUnlocks] > 5 && e[.documentaryPicks] > 0)
        #expect(e[.documentaryUnlocks] <= e[.exploreWatches] && e[.lockedCatalogTitles] < n[.lockedCatalogTitles])
        for (world, totals) in [(never, n), (explorers, e)] {
            let reach = Self.lockedReach(world)
            #expect([totals[.lockedCatalogTitles], totals[.lockedDocumentaries]] == [reach.all.titles, reach.all.documentaries],
                    "the unreachable-title share's counts are the titles each watcher still locked out of documentaries could be recommended")
            // Each condition of the rule excludes titles here (the lock, once someone unlocked), so a
            // count that dropped one would differ.
            let unlocked = totals[.documentaryUnlocks] > 0
            #expect(reach.ignoring.allSatisfy { $0.key == "lock" && !unlocked || $0.value.titles > reach.all.titles }, "\(reach.ignoring)")
        }
    }

    /// `scenario(overrides)` simulated as one partition: the world at the end.
    static func world(_ overrides: [String]) throws -> WatcherWorld {
        let scenario = try Self.scenario(overrides)
        return Watchers.simulate(scenario, agents: 0..<scenario.watchers.count, shared: Watchers.sharedInput(for: scenario), tracing: false,
                                 isCancelled: { false })
    }

    /// What recommendations could reach for the watchers who never watched a documentary (the
    /// unreachable-title share: `locked_watcher_reachable_titles`, `locked_watcher_documentaries`),
    /// counted title by title from the rule: a title counts for a watcher when its good score is at
    /// or above the mature quality gate, its language is one of theirs and it is on one of their
    /// platforms; summed over those watchers. `ignoring` gives the same sums with one condition
    /// left out (the gate, the language, the platforms, the watchers' lock).
    static func lockedReach(_ world: WatcherWorld) -> (all: (titles: Int64, documentaries: Int64),
                                                        ignoring: KeyValuePairs<String, (titles: Int64, documentaries: Int64)>) {
        let gate = world.population.engine.matureQualityGate
        func reach(gated: Bool = true, languages: Bool = true, platforms: Bool = true, lockedOnly: Bool = true) -> (titles: Int64, documentaries: Int64) {
            var sum = (titles: Int64(0), documentaries: Int64(0))
            for watcher in world.agents where !lockedOnly || !watcher.profile.hasWatchedDocumentary {
                for title in world.catalog.titles where (!gated || title.goodScore >= gate)
                    && (!languages || watcher.languages.contains(LanguageSet(title.language)))
                    && (!platforms || !title.platforms.isDisjoint(with: watcher.platforms)) {
                    sum.titles += 1
                    if title.isDocumentary { sum.documentaries += 1 }
                }
            }
            return sum
        }
        return (reach(), ["gate": reach(gated: false), "languages": reach(languages: false), "platforms": reach(platforms: false),
                          "lock": reach(lockedOnly: false)])
    }

    @Test("the Enjoy screen draws the same numbers whatever the watcher taps, so pickAnotherAfterWatch shifts no later draw")
    func enjoyDrawsAlike() throws {
        let states = try [0.0, 1.0].map { share in
            let scenario = try Self.scenario(["populations.watchers.count=1", "populations.watchers.pickAnotherAfterWatch=\(share)"])
            var world = WatcherWorld(scenario: scenario, agents: 0..<1, shared: Watchers.sharedInput(for: scenario), tracing: false)
            var simulation = Simulation<WatcherEvent>(start: scenario.start)
            world.agents[0].today = world.firstDay
            for _ in 0..<5 { world.enjoy(0, &simulation) }
            return world.agents[0].enjoy.next()
        }
        #expect(states[0] == states[1])
    }

    @Test("an evening's Explore visit draws from that evening's own stream: visits on earlier evenings shift none of its draws")
    func exploreStreamPerEvening() throws {
        let scenario = try Self.scenario(["populations.watchers.count=1", "days=30", "populations.watchers.exploreDocumentaryShare=0"])
        let catalog = Watchers.sharedInput(for: scenario)
        let quiet = WatcherWorld(scenario: scenario, agents: 0..<1, shared: catalog, tracing: true)
        var busy = quiet
        for day in 0..<20 {
            busy.agents[0].today = quiet.firstDay + Int64(day)
            var earlier = busy.exploreStream(0)
            busy.explore(0, at: scenario.start, using: &earlier)
        }
        var watched = 0
        for day in 20..<30 {
            let visits = [quiet, busy].map { world in
                var world = world
                world.agents[0].today = quiet.firstDay + Int64(day)
                var evening = world.exploreStream(0)
                world.explore(0, at: scenario.start, using: &evening)
                return (world.trace?.last ?? "", evening.next())
            }
            #expect(visits[0].0 == visits[1].0 && visits[0].1 == visits[1].1, "\(visits[0].0) / \(visits[1].0)")
            if visits[0].0.contains("(#") { watched += 1 }
        }
        #expect(watched > 0 && busy.agents[0].seenShadow.count > 0, "visits that watch, after earlier ones that did")
    }

    @Test("Explore draws among the titles in the watcher's languages on their platforms, not seen, each equally likely however many of their platforms carry it")
    func exploreShelves() {
        func title(_ id: Int32, _ language: Language, _ platforms: [Platform], documentary: Bool = false) -> Title {
            Title(id: id, name: "T\(id)", contentType: .movie, runtimeMinutes: 100, language: language, platforms: PlatformSet(platforms),
                  tags: TagSet([.feelGood]), compositeScore: nil, voteAverage: 8, isDocumentary: documentary)
        }
        let catalog = TitleCatalog([title(1, .english, [.netflix, .primeVideo]), title(2, .english, [.primeVideo], documentary: true),
                                    title(3, .hindi, [.netflix]), title(4, .english, [.zee5]), title(5, .english, [.netflix])])
        let shelves = ExploreShelves(catalog)
        let (languages, platforms) = (LanguageSet([.english]), PlatformSet([.netflix, .primeVideo]))
        var random = Xoshiro256StarStar(seed: 7)
        var drawn = [Int](repeating: 0, count: catalog.titles.count)
        for _ in 0..<3_000 {
            let index = shelves.draw(in: catalog, languages: languages, platforms: platforms, documentaries: false, notIn: [5],
                                     tries: 50, using: &random)
            drawn[index ?? 4] += 1
        }
        #expect(drawn[2] == 0 && drawn[3] == 0 && drawn[4] == 0, "off their languages or platforms, or seen: never")
        #expect(abs(drawn[0] - drawn[1]) < 200, "on two of their platforms or one: equally likely, \(drawn)")
        #expect(shelves.draw(in: catalog, languages: languages, platforms: platforms, documentaries: true, notIn: [], tries: 50,
                             using: &random) == 1)
        #expect(shelves.draw(in: catalog, languages: languages, platforms: platforms, documentaries: true, notIn: [2], tries: 50,
                             using: &random) == nil)
    }

    @Test("the new watcher settings are read strictly: unknown keys, wrong types and out-of-range values name their path")
    func settings() throws {
        let read = try Self.scenario(["populations.watchers.engine.platformWeight=20", "populations.watchers.platformLoyalty=1",
                                      "populations.watchers.tryAnywayShare=0.2", "populations.watchers.pickAnotherAfterWatch=0.3",
                                      "populations.watchers.enjoyDoneShare=0.4", "populations.watchers.enjoyTapSeconds=2",
                                      "populations.watchers.exploreShare=0.1", "populations.watchers.exploreDocumentaryShare=0.6"]).watchers
        #expect(read.engine.platformWeight == 20 && read.platformLoyalty == 1 && read.tryAnywayShare == 0.2 && read.pickAnotherAfterWatch == 0.3)
        #expect(read.enjoyDoneShare == 0.4 && read.enjoyTapSeconds == 2 && read.exploreShare == 0.1 && read.exploreDocumentaryShare == 0.6)
        for bad in ["engine.platformWeight=-1", "platformLoyalty=11", "tryAnywayShare=1.5", "pickAnotherAfterWatch=\"often\"",
                    "enjoyTapSeconds=0", "exploreShare=-0.1", "exploreDocumentaryShare=2", "exploreShares=0.1"] {
            #expect(throws: ScenarioError.self, "\(bad)") { try Self.scenario(["populations.watchers." + bad]) }
        }
    }
}
