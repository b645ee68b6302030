import Testing
import Model
import Time

@Suite("GoodWatch: the Enjoy screen and the availability check")
struct GoodWatchScreenTests {
    @Test("Enjoy screen: a tap at 4.999 s counts (Pick another, Done for tonight); at 5.000 s it is back on Landing, as with no tap")
    func enjoyAutoDismiss() {
        #expect(EnjoyScreen.outcome(of: .pickAnother, after: 4_999) == .pickAnother)
        #expect(EnjoyScreen.outcome(of: .doneForTonight, after: 4_999) == .doneForTonight)
        #expect(EnjoyScreen.outcome(of: .pickAnother, after: 5_000) == .autoDismissed)
        #expect(EnjoyScreen.outcome(of: .doneForTonight, after: 5_000) == .autoDismissed)
        #expect(EnjoyScreen.outcome(of: nil, after: 1) == .autoDismissed)
    }

    static func matches(_ titles: [Title], _ length: WatchLength = .quick, profile: ViewerProfile = ViewerProfile()) throws -> Bool {
        let catalog = TitleCatalog(titles + [Shelf.title(999, .tv, on: [.zee5], vote: 9)])
        let context = try Shelf.context(.feelGood, length, catalog: catalog)
        return AvailabilityCheck.hasMatches(context, profile, in: catalog)
    }

    @Test("availability check: a title in the runtime window, on a platform, in a language, above the gate matches; a minute out, another platform or below the gate shows the overlay")
    func availability() throws {
        #expect(try Self.matches([Shelf.title(1, runtime: 90)]))
        #expect(try !Self.matches([Shelf.title(1, runtime: 91)]), "90 minutes is 60–90")
        #expect(try !Self.matches([Shelf.title(1, runtime: 59)]))
        #expect(try !Self.matches([Shelf.title(1, on: [.primeVideo]), Shelf.title(2, runtime: 120)]))
        #expect(try !Self.matches([Shelf.title(1, vote: 7.49), Shelf.title(2, runtime: 120)]), "75 before maturity")
        #expect(try Self.matches([Shelf.title(1, vote: 7.49), Shelf.title(2, runtime: 120)], .full), "another duration has one")
        #expect(try !Self.matches([Shelf.title(1)], .series), "Series asks for tv titles in the user's languages and platforms")
    }

    @Test("the availability check asks no history, mood or content gate: an excluded or locked title still counts")
    func availabilityIgnoresHistory() throws {
        var profile = ViewerProfile()
        profile.record(.watchNow, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0)
        #expect(try Self.matches([Shelf.title(1, tags: [.horror])], profile: profile))
        #expect(try Self.matches([Shelf.title(2, documentary: true)]))
        let catalog = TitleCatalog([Shelf.title(1, tags: [.horror])])
        let context = try Shelf.context(catalog: catalog)
        #expect(RecommendationEngine.recommend(context, profile, in: catalog, at: Shelf.t0) == nil, "while the engine finds nothing")
    }
}

@Suite("GoodWatch: decision timing (PRD §5.5)")
struct DecisionTimingTests {
    @Test("decision timing is collected always and reaches the analytics' gate at the 20th timed decision")
    func gate() {
        var profile = ViewerProfile()
        for n in 1...20 {
            let title = Shelf.title(Int32(n))
            profile.record(.shown, title, having: Shelf.everyPlatform, at: Shelf.t0)
            profile.record(n % 4 == 0 ? .watchNow : .showAnother, title, having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: Int64(n) * 1_000))
            #expect(profile.decisionTiming.samples == n)
            #expect((profile.decisionTiming.samples >= DecisionTiming.minimumSamples) == (n == 20), "19 samples: collected, not used")
        }
    }

    @Test("only a decision about the title shown last is timed; feedback and a second decision are not")
    func onlyTheShownTitle() {
        var profile = ViewerProfile()
        profile.record(.shown, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0)
        profile.record(.notTonight, Shelf.title(2), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: 5_000))
        profile.record(.watchNow, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: 7_000))
        profile.record(.feedbackCompleted, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: 3 * Milliseconds.hour))
        profile.record(.alreadySeen, Shelf.title(1), having: Shelf.everyPlatform, at: Shelf.t0.advanced(byMilliseconds: 9_000))
        #expect(profile.decisionTiming.samples == 1)
        var timing = DecisionTiming()
        timing.shown(1, at: Shelf.t0)
        #expect(timing.decided(2, at: Shelf.t0.advanced(byMilliseconds: 5_000)) == nil)
        #expect(timing.decided(1, at: Shelf.t0.advanced(byMilliseconds: 7_000)) == 7_000)
        #expect(timing.decided(1, at: Shelf.t0.advanced(byMilliseconds: 9_000)) == nil && timing.samples == 1)
    }
}
