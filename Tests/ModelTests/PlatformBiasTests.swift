import Testing
import Model
import Time

@Suite("GoodWatch: platform bias (PRD §6.1 step 3)")
struct PlatformBiasTests {
    /// Two titles alike but for their platform: Prime Video's has the lower id, so it wins a tie.
    static let onPrime = Shelf.title(1, on: [.primeVideo])
    static let onNetflix = Shelf.title(2, on: [.netflix])

    static func pick(_ profile: ViewerProfile, platformWeight: Double = 10) throws -> RecommendationEngine.Pick? {
        let catalog = TitleCatalog([onPrime, onNetflix])
        let context = try Shelf.context(platforms: [.netflix, .primeVideo], catalog: catalog)
        var settings = RecommendationEngine.Settings()
        settings.platformWeight = platformWeight
        return RecommendationEngine.recommend(context, profile, in: catalog, at: Shelf.t0, settings: settings)
    }

    /// A profile that tapped `interaction` on `count` other Netflix titles.
    static func profile(_ interaction: Interaction, _ count: Int) -> ViewerProfile {
        var profile = ViewerProfile()
        for id in 0..<count { profile.record(interaction, Shelf.title(Int32(100 + id), on: [.netflix], tags: [.horror]), having: Shelf.everyPlatform, at: Shelf.t0) }
        return profile
    }

    @Test("a title on the platform the user accepts on outranks an otherwise equal one on their other platform, from the 3rd platform decision")
    func acceptsLift() throws {
        #expect(try Self.pick(ViewerProfile())?.index == 0, "no decisions: a tie, fetch order")
        #expect(try Self.pick(Self.profile(.watchNow, 2))?.index == 0, "2 decisions: still neutral")
        let lifted = try #require(try Self.pick(Self.profile(.watchNow, 3)))
        #expect(lifted.index == 1 && lifted.score.platform == 5, "3 Watch Nows on Netflix: share 1, +10 × 0.5")
        #expect(try Self.pick(Self.profile(.watchNow, 3), platformWeight: 0)?.index == 0, "weight 0: no platform bias")
    }

    @Test("Not tonight rejects on the title's platforms; Show another and Already seen teach nothing about platforms")
    func rejects() throws {
        let rejected = try #require(try Self.pick(Self.profile(.notTonight, 3).recording(.watchNow, on: [.primeVideo], id: 200)))
        #expect(rejected.index == 0 && rejected.score.platform == 5, "Prime 1/1, Netflix 0/3: Prime's title is lifted")
        var bias = PlatformBias()
        bias.record(accepted: false, on: PlatformSet([.netflix, .primeVideo]))
        #expect(bias.decisions == 1 && bias.rejects[Platform.netflix.rawValue] == 1 && bias.rejects[Platform.primeVideo.rawValue] == 1)
        #expect(Self.profile(.showAnother, 5).platformBias == PlatformBias() && Self.profile(.alreadySeen, 5).platformBias == PlatformBias())
    }

    @Test("one decision per tap, on the title's platforms the user has: 2 Watch Nows on a 3-platform title leave the bias neutral, the 3rd lifts it")
    func oneDecisionPerTap() throws {
        var profile = ViewerProfile()
        let having = PlatformSet([.netflix, .primeVideo])
        for id in 0..<2 { profile.record(.watchNow, Shelf.title(Int32(100 + id), on: [.netflix, .zee5, .sonyLIV], tags: [.horror]), having: having, at: Shelf.t0) }
        #expect(profile.platformBias.decisions == 2 && profile.platformBias.accepts == [2, 0, 0, 0, 0, 0], "Zee5 and SonyLIV are not the user's")
        #expect(try Self.pick(profile)?.index == 0, "2 decisions: still neutral")
        profile.record(.watchNow, Shelf.title(102, on: [.netflix, .zee5, .sonyLIV], tags: [.horror]), having: having, at: Shelf.t0)
        let lifted = try #require(try Self.pick(profile))
        #expect(lifted.index == 1 && lifted.score.platform == 5, "the 3rd decision: Netflix's share 1, +10 × 0.5")
    }

    @Test("the share is the best of the title's platforms the user has; a platform without decisions counts 0.5")
    func share() {
        var bias = PlatformBias()
        for _ in 0..<3 { bias.record(accepted: false, on: PlatformSet([.netflix])) }
        bias.record(accepted: true, on: PlatformSet([.zee5]))
        #expect(bias.share(on: PlatformSet([.netflix])) == 0 && bias.share(on: PlatformSet([.zee5])) == 1)
        #expect(bias.share(on: PlatformSet([.netflix, .primeVideo])) == 0.5 && bias.share(on: PlatformSet([.netflix, .zee5])) == 1)
        #expect(bias.share(on: PlatformSet()) == 0.5)
    }

    @Test("availability stays a hard gate: a title off the user's platforms is never served, however its platform is liked")
    func hardGate() throws {
        var profile = ViewerProfile()
        for id in 0..<5 { profile.record(.watchNow, Shelf.title(Int32(100 + id), on: [.appleTVPlus], tags: [.horror]), having: Shelf.everyPlatform, at: Shelf.t0) }
        let catalog = TitleCatalog([Shelf.title(1, on: [.appleTVPlus], vote: 9.9), Shelf.title(2, on: [.netflix], vote: 7.6)])
        let context = try Shelf.context(platforms: [.netflix], catalog: catalog)
        #expect(RecommendationEngine.recommend(context, profile, in: catalog, at: Shelf.t0)?.index == 1)
    }
}

extension ViewerProfile {
    /// This profile after `interaction` on a title of id `id` on `platforms`.
    func recording(_ interaction: Interaction, on platforms: [Platform], id: Int32) -> ViewerProfile {
        var profile = self
        profile.record(interaction, Shelf.title(id, on: platforms, tags: [.horror]), having: Shelf.everyPlatform, at: Shelf.t0)
        return profile
    }
}
