import Harness
import Model
import Scenarios
import Sim
import Time
import WatcherPersona

/// Pick For Me over the synthetic 22,370-title catalog: viewers with random valid onboarding
/// choices and some history (learned weights, shown and rejected titles), one recommendation each
/// per round. The picks are deterministic for a seed; only the timing (taken by the caller) is not.
package struct RecommendBenchmark: Sendable {
    package let catalog: TitleCatalog
    package let viewers: [(context: UserContext, profile: ViewerProfile)]
    package let now: Instant

    /// `viewers` viewers over a catalog of `titles` titles.
    package init(titles: Int = SyntheticTitles.defaultCount, viewers count: Int = 1_000, seed: UInt64 = 1) {
        let catalog = TitleCatalog(SyntheticTitles.generate(count: titles, seed: seed))
        self.catalog = catalog
        let now = Instant(millisecondsSinceEpoch: 1_741_219_200_000)
        self.now = now
        var random = StreamKeys.recommendBenchmark.generator(seed: seed, purpose: UInt64(titles))
        var viewers: [(context: UserContext, profile: ViewerProfile)] = []
        while viewers.count < count {
            let platforms = PlatformSet(rawValue: UInt8(1 + random.uniform(below: 63)))
            let carried = catalog.languages(on: platforms).languages
            guard !carried.isEmpty else { continue }
            var languages = LanguageSet(carried[Int(random.uniform(below: UInt64(carried.count)))])
            if random.bernoulli(0.4) { languages.insert(LanguageSet(carried[Int(random.uniform(below: UInt64(carried.count)))])) }
            let context = try! UserContext(platforms: platforms, languages: languages, mood: Mood(rawValue: Int(random.uniform(below: 5)))!,
                                           length: WatchLength(rawValue: Int(random.uniform(below: 3)))!, available: catalog.languages(on:))
            var profile = ViewerProfile()
            for day in 0..<Int(random.uniform(below: 30)) {
                let title = catalog.titles[Int(random.uniform(below: UInt64(catalog.titles.count)))]
                let at = now.advanced(byMilliseconds: -Int64(day) * Milliseconds.day)
                profile.record(.shown, title, having: platforms, at: at)
                profile.record([.watchNow, .notTonight, .showAnother][Int(random.uniform(below: 3))], title, having: platforms, at: at)
            }
            viewers.append((context, profile))
        }
        self.viewers = viewers
    }

    /// One recommendation per viewer; returns how many were served at each level, then empty states.
    package func run() -> [Int] {
        var served = [Int](repeating: 0, count: RecommendationEngine.Level.allCases.count + 1)
        for viewer in viewers {
            if let pick = RecommendationEngine.recommend(viewer.context, viewer.profile, in: catalog, at: now) {
                served[pick.level.rawValue - 1] += 1
            } else {
                served[served.count - 1] += 1
            }
        }
        return served
    }
}
