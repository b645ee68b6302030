import Foundation
import Testing
import Model
import Time

/// A few titles to test each rule on by name.
enum Shelf {
    static func title(_ id: Int32, _ type: ContentType = .movie, runtime: Int = 80, _ language: Language = .english,
                      on platforms: [Platform] = [.netflix], tags: [TitleTag] = [.feelGood], composite: Double? = nil, vote: Double = 8,
                      animated: Bool = false, kids: Bool = false, documentary: Bool = false) -> Title {
        Title(id: id, name: "Title \(id)", contentType: type, runtimeMinutes: runtime, language: language, platforms: PlatformSet(platforms),
              tags: TagSet(tags), compositeScore: composite, voteAverage: vote, isAnimated: animated, isKids: kids, isDocumentary: documentary)
    }

    static func context(_ mood: Mood = .feelGood, _ length: WatchLength = .quick, platforms: [Platform] = [.netflix],
                        languages: [Language] = [.english], catalog: TitleCatalog) throws -> UserContext {
        try UserContext(platforms: PlatformSet(platforms), languages: LanguageSet(languages), mood: mood, length: length,
                        available: catalog.languages(on:))
    }

    static let t0 = Instant(millisecondsSinceEpoch: 1_741_219_200_000)
    /// A user on every platform: what they decide counts on all of a title's platforms.
    static let everyPlatform = PlatformSet(Platform.allCases)
}

@Suite("GoodWatch: titles, onboarding, learning")
struct GoodWatchModelTests {
    @Test("GoodScore is the composite score, else the vote average × 10; shown rounded")
    func goodScore() {
        #expect(Shelf.title(1, composite: 81.5, vote: 6).goodScore == 81.5)
        #expect(Shelf.title(1, composite: nil, vote: 7.45).goodScore == 74.5)
        #expect(Shelf.title(1, composite: 81.5).displayedGoodScore == 82)
        #expect(Shelf.title(1, composite: 80.4).displayedGoodScore == 80)
    }

    @Test("onboarding needs a platform and a language, and refuses a language the platforms do not carry")
    func onboarding() throws {
        let catalog = TitleCatalog([Shelf.title(1, .movie, .english, on: [.netflix]), Shelf.title(2, .movie, .hindi, on: [.zee5])])
        #expect(throws: OnboardingError.noPlatform) { try Shelf.context(platforms: [], catalog: catalog) }
        #expect(throws: OnboardingError.noLanguage) { try Shelf.context(languages: [], catalog: catalog) }
        #expect(throws: OnboardingError.languagesUnavailable([.hindi])) { try Shelf.context(languages: [.english, .hindi], catalog: catalog) }
        let both = try Shelf.context(platforms: [.netflix, .zee5], languages: [.english, .hindi], catalog: catalog)
        #expect(both.languages == LanguageSet([.english, .hindi]))
    }

    @Test("duration windows: 90 minutes is 60–90, 2–2.5 h is 120–150, series asks for tv with no window")
    func windows() throws {
        #expect(WatchLength.quick.minutes == 60...90 && WatchLength.full.minutes == 120...150 && WatchLength.series.minutes == nil)
        let catalog = TitleCatalog([Shelf.title(1)])
        #expect(try Shelf.context(.feelGood, .series, catalog: catalog).contentType == .tv)
        #expect(try Shelf.context(.feelGood, .full, catalog: catalog).contentType == .movie)
    }

    @Test("moods carry the seed's intent tags; Surprise me has none")
    func moods() {
        #expect(Mood.feelGood.intent.tags == TagSet([.feelGood, .uplifting, .safeBet, .light, .calm]))
        #expect(Mood.easyWatch.intent.tags == TagSet([.light, .backgroundFriendly, .safeBet, .calm]))
        #expect(Mood.surpriseMe.intent.tags.isEmpty)
        #expect(Mood.gripping.intent.tags == TagSet([.tense, .highEnergy, .fullAttention, .medium]))
        #expect(Mood.darkAndHeavy.intent.tags == TagSet([.dark, .bittersweet, .heavy, .acquiredTaste]))
        #expect(Mood.allCases.allSatisfy { $0.widerTags.isSuperset(of: $0.intent.tags) })
    }

    @Test("tag weights: each interaction's delta on every tag of the title, clamped to [−2, 2]")
    func tagWeights() {
        var weights = TagWeights()
        weights.learn(.watchNow, on: TagSet([.comedy, .light]))
        weights.learn(.notTonight, on: TagSet([.comedy]))
        weights.learn(.showAnother, on: TagSet([.light]))
        weights.learn(.shown, on: TagSet([.comedy]))
        weights.learn(.alreadySeen, on: TagSet([.comedy]))
        #expect(abs(weights[.comedy] - 0.05) < 1e-12 && abs(weights[.light] - 0.13) < 1e-12 && weights[.drama] == 0)
        for _ in 0..<20 { weights.learn(.feedbackCompleted, on: TagSet([.drama])) }
        for _ in 0..<30 { weights.learn(.feedbackAbandoned, on: TagSet([.horror])) }
        #expect(weights[.drama] == 2 && weights[.horror] == -2)
        #expect(abs(weights.sum(TagSet([.drama, .horror, .comedy])) - 0.05) < 1e-12)
    }

    @Test("Jaccard overlap of tag sets")
    func jaccard() {
        #expect(TagSet([.comedy, .light]).jaccard(TagSet([.comedy, .light])) == 1)
        #expect(TagSet([.comedy, .light]).jaccard(TagSet([.comedy, .drama])) == 1.0 / 3)
        #expect(TagSet().jaccard(TagSet()) == 0)
    }
}

@Suite("GoodWatch: the feedback gate")
struct FeedbackGateTests {
    @Test("1:59:59.999 after Watch Now shows nothing; 2:00:00.000 shows the prompt, on every launch until answered")
    func boundary() {
        var gate = FeedbackGate()
        #expect(gate.watchNow(7, at: Shelf.t0) == nil)
        #expect(gate.prompt(at: Shelf.t0.advanced(byMilliseconds: 2 * Milliseconds.hour - 1)) == nil)
        let due = Shelf.t0.advanced(byMilliseconds: 2 * Milliseconds.hour)
        #expect(gate.prompt(at: due)?.titleID == 7)
        #expect(gate.prompt(at: due.advanced(byMilliseconds: Milliseconds.day))?.titleID == 7, "still blocking the next day")
        #expect(gate.answer(.finished, at: Shelf.t0.advanced(byMilliseconds: 60_000)) == nil, "nothing to answer before it is due")
        #expect(gate.answer(.skip, at: due)?.titleID == 7)
        #expect(gate.prompt(at: due) == nil && gate.pending == nil)
    }

    @Test("one pending slot: a newer Watch Now supersedes an unanswered one")
    func superseded() {
        var gate = FeedbackGate()
        _ = gate.watchNow(1, at: Shelf.t0)
        let replaced = gate.watchNow(2, at: Shelf.t0.advanced(byMilliseconds: 3 * Milliseconds.hour))
        #expect(replaced?.titleID == 1)
        #expect(gate.prompt(at: Shelf.t0.advanced(byMilliseconds: 4 * Milliseconds.hour)) == nil, "the new one is not due yet")
        #expect(gate.prompt(at: Shelf.t0.advanced(byMilliseconds: 5 * Milliseconds.hour))?.titleID == 2)
    }

    @Test("answers teach: finished +0.15, didn't finish −0.1, skip nothing")
    func answers() {
        #expect(FeedbackGate.Response.finished.interaction == .feedbackCompleted)
        #expect(FeedbackGate.Response.didNotFinish.interaction == .feedbackAbandoned)
        #expect(FeedbackGate.Response.skip.interaction == nil)
        #expect(Interaction.feedbackCompleted.tagDelta == 0.15 && Interaction.feedbackAbandoned.tagDelta == -0.1)
    }
}

@Suite("GoodWatch: the viewer profile")
struct ViewerProfileTests {
    @Test("maturity after 5 Watch Now: the quality gate drops from 75 to 70 and animated titles unlock")
    func maturity() {
        var profile = ViewerProfile()
        let cartoon = Shelf.title(9, animated: true)
        for id in 1...4 { profile.record(.watchNow, Shelf.title(Int32(id)), having: Shelf.everyPlatform, at: Shelf.t0) }
        #expect(!profile.isMature && RecommendationEngine.Settings().qualityGate(for: profile) == 75 && !profile.allows(cartoon))
        profile.record(.watchNow, Shelf.title(5), having: Shelf.everyPlatform, at: Shelf.t0)
        #expect(profile.isMature && RecommendationEngine.Settings().qualityGate(for: profile) == 70 && profile.allows(cartoon))
    }

    @Test("documentaries need a documentary watched; kids titles maturity or a kids title watched")
    func contentGate() {
        var profile = ViewerProfile()
        #expect(!profile.allows(Shelf.title(1, documentary: true)) && !profile.allows(Shelf.title(2, kids: true)))
        profile.record(.watchNow, Shelf.title(3, documentary: true), having: Shelf.everyPlatform, at: Shelf.t0)
        profile.record(.watchNow, Shelf.title(4, kids: true), having: Shelf.everyPlatform, at: Shelf.t0)
        #expect(profile.allows(Shelf.title(1, documentary: true)) && profile.allows(Shelf.title(2, kids: true)))
    }

    @Test("exclusions: shown for 30 days, rejected for 7, seen for good; a window excludes its end")
    func exclusions() {
        var profile = ViewerProfile()
        profile.record(.shown, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0)
        profile.record(.notTonight, Shelf.title(2), having: Shelf.everyPlatform, at: Shelf.t0)
        profile.record(.alreadySeen, Shelf.title(3), having: Shelf.everyPlatform, at: Shelf.t0)
        #expect(profile.excludedIDs(at: Shelf.t0.advanced(byMilliseconds: 7 * Milliseconds.day - 1)) == [1, 2, 3])
        #expect(profile.excludedIDs(at: Shelf.t0.advanced(byMilliseconds: 7 * Milliseconds.day)) == [1, 3])
        #expect(profile.excludedIDs(at: Shelf.t0.advanced(byMilliseconds: 30 * Milliseconds.day - 1)) == [1, 3])
        #expect(profile.excludedIDs(at: Shelf.t0.advanced(byMilliseconds: 30 * Milliseconds.day)) == [3])
    }
}

@Suite("GoodWatch: the recommendation engine")
struct RecommendationEngineTests {
    static func outcome(_ titles: [Title], _ mood: Mood = .feelGood, _ length: WatchLength = .quick, profile: ViewerProfile = ViewerProfile(),
                        avoiding: [TitleTag] = []) throws -> RecommendationEngine.Outcome {
        let catalog = TitleCatalog(titles)
        let context = try Shelf.context(mood, length, catalog: catalog)
        return RecommendationEngine.outcome(context, profile, in: catalog, at: Shelf.t0, avoiding: avoiding.isEmpty ? nil : TagSet(avoiding))
    }

    static func pick(_ titles: [Title], _ mood: Mood = .feelGood, _ length: WatchLength = .quick, profile: ViewerProfile = ViewerProfile(),
                     avoiding: TitleTag...) throws -> RecommendationEngine.Pick? {
        try outcome(titles, mood, length, profile: profile, avoiding: avoiding).pick
    }

    @Test("the fallback ladder in order: full match, wider tags, runtime ± 30 min, anything above the gate, then the empty state")
    func ladder() throws {
        let full = Shelf.title(1, runtime: 85, tags: [.feelGood])
        let wider = Shelf.title(2, runtime: 85, tags: [.backgroundFriendly], vote: 9)
        let longer = Shelf.title(3, runtime: 115, tags: [.uplifting], vote: 9.2)
        let anything = Shelf.title(4, runtime: 200, tags: [.horror], vote: 9.5)
        #expect(try Self.pick([full, wider, longer, anything])?.level == .fullMatch)
        #expect(try Self.pick([full, wider, longer, anything]).map { $0.index } == 0, "a full match wins over better scores at looser levels")
        #expect(try Self.pick([wider, longer, anything])?.level == .widerTags)
        #expect(try Self.pick([longer, anything])?.level == .widerRuntime)
        #expect(try Self.pick([anything])?.level == .anyAboveGate)
        #expect(try Self.pick([Shelf.title(5, vote: 7.4)]) == nil, "below the quality gate: the empty state")
    }

    @Test("hard gates: another platform, another language or content type, excluded, or the content gate never serve")
    func gates() throws {
        #expect(try Self.pick([Shelf.title(1, on: [.primeVideo]), Shelf.title(2, on: [.netflix])])?.index == 1)
        #expect(try Self.pick([Shelf.title(1, .tv), Shelf.title(2, .movie, vote: 7.6)])?.index == 1)
        #expect(try Self.pick([Shelf.title(1, vote: 9.9, animated: true), Shelf.title(2)])?.index == 1)
        var profile = ViewerProfile()
        profile.record(.shown, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: -29 * Milliseconds.day))
        #expect(try Self.pick([Shelf.title(1, vote: 9), Shelf.title(2)], profile: profile)?.index == 1)
    }

    @Test("score = GoodScore + 5 × learned weights + 3 × mood tags; learning moves a liked tag's titles up")
    func learning() throws {
        let comedy = Shelf.title(1, tags: [.feelGood, .comedy], vote: 8.0)
        let drama = Shelf.title(2, tags: [.feelGood, .drama], vote: 8.2)
        let before = try #require(try Self.pick([comedy, drama]))
        #expect(before.index == 1 && before.score.goodScore == 82 && before.score.taste == 0 && before.score.intent == 3)
        var profile = ViewerProfile()
        for id in 10..<14 { profile.record(.watchNow, Shelf.title(Int32(id), tags: [.comedy]), having: Shelf.everyPlatform, at: Shelf.t0) }
        let after = try #require(try Self.pick([comedy, drama], profile: profile))
        #expect(after.index == 0 && abs(after.score.taste - 5 * 0.6) < 1e-9, "four Watch Nows on comedies: +0.6, so +3 points")
    }

    @Test("after Not tonight, titles whose tags overlap the rejected one's by more than half are avoided")
    func avoidance() throws {
        let similar = Shelf.title(1, tags: [.feelGood, .comedy, .romance], vote: 9)
        let different = Shelf.title(2, tags: [.feelGood, .drama], vote: 8)
        #expect(try Self.pick([similar, different], avoiding: .feelGood, .comedy, .romance, .family)?.index == 1, "Jaccard 3/4")
        #expect(try Self.pick([similar, different], avoiding: .feelGood, .drama, .family, .musical)?.index == 0, "Jaccard 1/6")
    }

    @Test("the app fetches at most 1,000 titles, best GoodScore first")
    func fetchLimit() throws {
        let titles = (1...1_200).map { Shelf.title(Int32($0), runtime: $0 <= 1_100 ? 200 : 80, vote: 9.9 - Double($0) / 1_000) }
        let outcome = try Self.outcome(titles)
        #expect(outcome.fetched == 1_000 && outcome.pick?.level == .anyAboveGate, "the window's titles are ranked 1,101 and later: never fetched")
        let empty = try Self.outcome([Shelf.title(1, vote: 5)])
        #expect(empty.pick == nil && empty.fetched == 1, "the empty state still fetched")
    }
}

@Suite("GoodWatch: interaction log and decision timing")
struct InteractionLogTests {
    @Test("a decision on the title shown last carries the time from shown to decided; feedback does not")
    func timing() throws {
        var log = InteractionLog()
        log.append(.shown, titleID: 4, at: Shelf.t0)
        log.append(.notTonight, titleID: 4, at: Shelf.t0.advanced(byMilliseconds: 8_250))
        log.append(.watchNow, titleID: 4, at: Shelf.t0.advanced(byMilliseconds: 9_000))
        log.append(.feedbackCompleted, titleID: 4, at: Shelf.t0.advanced(byMilliseconds: 3 * Milliseconds.hour))
        #expect(log.entries.map(\.interaction) == [.shown, .notTonight, .watchNow, .feedbackCompleted])
        #expect(log.entries.map(\.decisionMilliseconds) == [nil, 8_250, nil, nil], "one decision per showing")
        #expect(try JSONDecoder().decode(InteractionLog.self, from: JSONEncoder().encode(log)) == log)
    }

    @Test("the median decision time is used only from 20 samples")
    func threshold() {
        var log = InteractionLog()
        for sample in 1...19 {
            log.append(.shown, titleID: Int32(sample), at: Shelf.t0)
            log.append(.showAnother, titleID: Int32(sample), at: Shelf.t0.advanced(byMilliseconds: Int64(sample) * 1_000))
        }
        #expect(log.medianDecisionSeconds == nil && log.decisionSamples.count == 19)
        log.append(.shown, titleID: 20, at: Shelf.t0)
        log.append(.watchNow, titleID: 20, at: Shelf.t0.advanced(byMilliseconds: 20_000))
        #expect(log.medianDecisionSeconds == 10, "the lower middle of 1…20 seconds")
    }

    @Test("the profile round-trips through JSON exactly, pending gate included")
    func codable() throws {
        var profile = ViewerProfile()
        profile.record(.shown, Shelf.title(1, tags: [.comedy]), having: Shelf.everyPlatform, at: Shelf.t0)
        profile.record(.watchNow, Shelf.title(1, tags: [.comedy]), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: 5_000))
        profile.record(.shown, Shelf.title(2), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: 6_000))
        let decoded = try JSONDecoder().decode(ViewerProfile.self, from: JSONEncoder().encode(profile))
        #expect(decoded == profile)
    }
}
