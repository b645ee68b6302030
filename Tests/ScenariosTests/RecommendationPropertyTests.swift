@testable import Measurements
import Model
@testable import Scenarios
import Sim
import Testing
import Time
import WatcherPersona

/// The engine against the rules, over many random viewers on the synthetic catalog.
@Suite("Recommendation properties")
struct RecommendationPropertyTests {
    static let benchmark = RecommendBenchmark(titles: 6_000, viewers: 400, seed: 3)

    /// A plain restatement of the rules: fetch by sorting, validate, score (GoodScore, taste, mood tags,
    /// platform bias), first level with a title.
    static func oracle(_ context: UserContext, _ profile: ViewerProfile, _ titles: [Title], at now: Instant,
                       avoiding: TagSet?, settings: RecommendationEngine.Settings = .init()) -> (id: Int32, level: Int)? {
        let excluded = Set(profile.excludedIDs(at: now))
        let fetched = titles.filter { context.languages.contains(LanguageSet($0.language)) && $0.contentType == context.contentType }
            .sorted { ($0.goodScore, $1.id) > ($1.goodScore, $0.id) }.prefix(settings.fetchLimit)
        let valid = fetched.filter { title in
            !title.platforms.isDisjoint(with: context.platforms)
                && title.goodScore >= (profile.watchNowCount >= 5 ? settings.matureQualityGate : settings.qualityGate)
                && !excluded.contains(title.id) && profile.allows(title) && (avoiding.map { title.tags.jaccard($0) <= 0.5 } ?? true)
        }
        func score(_ title: Title) -> Double {
            let taste = settings.tasteWeight * title.tags.tags.reduce(0) { $0 + profile.weights[$1] }
            let bias = profile.platformBias
            let decided = bias.decisions >= 3
            let shares = title.platforms.intersection(context.platforms).platforms.map { platform in
                let (accepts, rejects) = (bias.accepts[platform.rawValue], bias.rejects[platform.rawValue])
                return accepts + rejects == 0 ? 0.5 : Double(accepts) / Double(accepts + rejects)
            }
            let platform = settings.platformWeight * (((decided ? shares.max() : nil) ?? 0.5) - 0.5)
            return title.goodScore + taste + settings.intentWeight * Double(title.tags.intersection(context.mood.intent.tags).count) + platform
        }
        let window = context.length.minutes
        let levels: [(Title) -> Bool] = [
            { t in (window?.contains(t.runtimeMinutes) ?? true) && (context.mood.intent.tags.isEmpty || !t.tags.isDisjoint(with: context.mood.intent.tags)) },
            { t in (window?.contains(t.runtimeMinutes) ?? true) && (context.mood.widerTags.isEmpty || !t.tags.isDisjoint(with: context.mood.widerTags)) },
            { t in (window.map { ($0.lowerBound - 30...$0.upperBound + 30).contains(t.runtimeMinutes) } ?? true)
                && (context.mood.widerTags.isEmpty || !t.tags.isDisjoint(with: context.mood.widerTags)) },
            { _ in true },
        ]
        for (level, qualifies) in levels.enumerated() {
            var best: Title?
            for title in valid where qualifies(title) && best.map({ score(title) > score($0) }) ?? true { best = title }
            if let best { return (best.id, level + 1) }
        }
        return nil
    }

    @Test("every pick is what the rules give: available, above the gate, not excluded or avoided, of the first level that has one")
    func picksFollowTheRules() {
        let catalog = Self.benchmark.catalog
        var random = Xoshiro256StarStar(seed: 31)
        var levels = Set<Int>()
        for (context, profile) in Self.benchmark.viewers {
            let avoiding = random.bernoulli(0.3) ? catalog.titles[Int(random.uniform(below: UInt64(catalog.titles.count)))].tags : nil
            let pick = RecommendationEngine.recommend(context, profile, in: catalog, at: Self.benchmark.now, avoiding: avoiding)
            let expected = Self.oracle(context, profile, catalog.titles, at: Self.benchmark.now, avoiding: avoiding)
            #expect(pick.map { (catalog.titles[$0.index].id, $0.level.rawValue) } ?? (0, 0) == expected ?? (0, 0))
            if let pick {
                let title = catalog.titles[pick.index]
                #expect(!title.platforms.isDisjoint(with: context.platforms) && title.goodScore >= RecommendationEngine.Settings().qualityGate(for: profile))
                #expect(!profile.excludedIDs(at: Self.benchmark.now).contains(title.id) && profile.allows(title))
                levels.insert(pick.level.rawValue)
            }
        }
        #expect(levels.count >= 3, "the viewers reach several fallback levels: \(levels.sorted())")
    }

    @Test("viewers with strongly learned tag weights and platform bias get the rules' pick: a title is skipped unscored only when it cannot win")
    func strongHistoriesFollowTheRules() {
        let catalog = Self.benchmark.catalog
        let now = Self.benchmark.now
        var random = Xoshiro256StarStar(seed: 47)
        for (context, base) in Self.benchmark.viewers.prefix(150) {
            var profile = base
            for step in 0..<Int(random.uniform(below: 120)) {
                let title = catalog.titles[Int(random.uniform(below: UInt64(catalog.titles.count)))]
                let interaction = [Interaction.watchNow, .notTonight, .feedbackCompleted, .feedbackAbandoned][Int(random.uniform(below: 4))]
                profile.record(interaction, title, having: context.platforms, at: now.advanced(byMilliseconds: -Int64(step) * Milliseconds.day))
            }
            let avoiding = random.bernoulli(0.3) ? catalog.titles[Int(random.uniform(below: UInt64(catalog.titles.count)))].tags : nil
            let pick = RecommendationEngine.recommend(context, profile, in: catalog, at: now, avoiding: avoiding)
            let expected = Self.oracle(context, profile, catalog.titles, at: now, avoiding: avoiding)
            #expect(pick.map { (catalog.titles[$0.index].id, $0.level.rawValue) } ?? (0, 0) == expected ?? (0, 0))
        }
    }

    /// The prune bounds what a title's tags can add by the sum of as many of the largest learned
    /// weights as it has tags (`RecommendationEngine.tasteBounds`): tuned weights, a negative taste
    /// weight among them, and histories that teach mostly dislikes must give the rules' pick all
    /// the same.
    @Test("tuned weights, negative ones and dislike-heavy histories get the rules' pick: the prune on tag counts never skips a winner",
          arguments: [(5.0, 3.0, 10.0), (-5.0, 3.0, 10.0), (40.0, 0.0, 0.0), (0.0, 12.0, -20.0), (-25.0, -3.0, 30.0)])
    func tunedWeightsFollowTheRules(taste: Double, intent: Double, platform: Double) {
        let catalog = Self.benchmark.catalog
        let now = Self.benchmark.now
        var settings = RecommendationEngine.Settings()
        (settings.tasteWeight, settings.intentWeight, settings.platformWeight) = (taste, intent, platform)
        var random = Xoshiro256StarStar(seed: 59)
        for (context, base) in Self.benchmark.viewers.prefix(100) {
            var profile = base
            let dislikes = random.unitInterval()
            for step in 0..<Int(random.uniform(below: 150)) {
                let title = catalog.titles[Int(random.uniform(below: UInt64(catalog.titles.count)))]
                let interaction: Interaction = random.bernoulli(dislikes) ? [.notTonight, .feedbackAbandoned][Int(random.uniform(below: 2))]
                    : [.watchNow, .feedbackCompleted][Int(random.uniform(below: 2))]
                profile.record(interaction, title, having: context.platforms, at: now.advanced(byMilliseconds: -Int64(step) * Milliseconds.day))
            }
            let avoiding = random.bernoulli(0.3) ? catalog.titles[Int(random.uniform(below: UInt64(catalog.titles.count)))].tags : nil
            let pick = RecommendationEngine.recommend(context, profile, in: catalog, at: now, avoiding: avoiding, settings: settings)
            let expected = Self.oracle(context, profile, catalog.titles, at: now, avoiding: avoiding, settings: settings)
            #expect(pick.map { (catalog.titles[$0.index].id, $0.level.rawValue) } ?? (0, 0) == expected ?? (0, 0))
        }
    }

    @Test("a small fetch limit ends the fetch at the rules' title: the same pick as the rules, and fetched is the languages' titles up to the limit")
    func fetchLimitEndsTheFetch() {
        let catalog = Self.benchmark.catalog
        let now = Self.benchmark.now
        for (context, profile) in Self.benchmark.viewers.prefix(120) {
            let titles = catalog.titles.filter { context.languages.contains(LanguageSet($0.language)) && $0.contentType == context.contentType }
            for limit in [0, 1, 37, 400] {
                var settings = RecommendationEngine.Settings()
                settings.fetchLimit = limit
                let outcome = RecommendationEngine.outcome(context, profile, in: catalog, at: now, settings: settings)
                let expected = Self.oracle(context, profile, catalog.titles, at: now, avoiding: nil, settings: settings)
                #expect(outcome.fetched == min(limit, titles.count))
                #expect(outcome.pick.map { (catalog.titles[$0.index].id, $0.level.rawValue) } ?? (0, 0) == expected ?? (0, 0))
            }
        }
    }

    @Test("the synthetic catalog has the real one's shape: 22,370 titles, about 44% without a composite score, a fifth series")
    func catalogShape() {
        let titles = SyntheticTitles.generate()
        #expect(titles.count == 22_370 && Set(titles.map(\.id)).count == titles.count)
        let missing = Double(titles.filter { $0.compositeScore == nil }.count) / Double(titles.count)
        let series = Double(titles.filter { $0.contentType == .tv }.count) / Double(titles.count)
        #expect(abs(missing - 0.44) < 0.02 && abs(series - 0.22) < 0.02)
        #expect(titles.allSatisfy { !$0.platforms.isEmpty && (0...100).contains($0.goodScore) })
        #expect(SyntheticTitles.generate(count: 500) == SyntheticTitles.generate(count: 500))
    }
}
