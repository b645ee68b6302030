import Harness
import Model
import Sim

/// A deterministic synthetic GoodWatch catalog shaped like the real one
/// (docs/rules.md#watcher-behaviour): 22,370 titles by default, about 44 % without a composite
/// score, about a fifth of them series, languages weighted towards English and Hindi,
/// Indian-language titles mostly on the Indian platforms, GoodScores around 66 (TMDB's vote
/// averages cluster near 6.6), tags drawn from one mood's cluster and matching genres, and a few
/// animated, kids and documentary titles.
package enum SyntheticTitles {
    /// The real catalog's size.
    package static let defaultCount = 22_370

    package static let languageWeights: [Double] = [35, 14, 6, 6, 5, 6, 3, 3, 2, 6, 5, 3, 1.5, 2.5, 1.5, 1]
    package static let indian: Set<Language> = [.hindi, .tamil, .telugu, .malayalam, .kannada, .bengali, .marathi, .punjabi, .gujarati]
    package static let platformWeights: [Double] = [30, 30, 15, 8, 9, 8]
    /// TitleTag clusters: each title leans to one mood's tags and its genres (the last cluster: none).
    package static let clusters: [(intent: [TitleTag], genres: [TitleTag])] = [
        ([.feelGood, .uplifting, .safeBet, .light, .calm], [.comedy, .romance, .family, .musical]),
        ([.light, .backgroundFriendly, .safeBet, .calm], [.comedy, .romance, .family]),
        ([.tense, .highEnergy, .fullAttention, .medium], [.thriller, .action, .crime, .sciFi, .mystery]),
        ([.dark, .bittersweet, .heavy, .acquiredTaste], [.drama, .crime, .horror, .mystery]),
        ([], [.drama, .fantasy, .sciFi, .comedy]),
    ]
    package static let clusterWeights: [Double] = [25, 20, 25, 20, 10]

    /// `count` titles (ids 1…count); the same count and seed give the same catalog.
    package static func generate(count: Int = defaultCount, seed: UInt64 = 1) -> [Title] {
        var random = StreamKeys.syntheticTitles.generator(seed: seed, purpose: UInt64(count))
        let language = WeightedChoice(weights: languageWeights)
        let cluster = WeightedChoice(weights: clusterWeights)
        return (0..<count).map { index in
            let series = random.bernoulli(0.22)
            let lang = Language(rawValue: language.sample(using: &random))!
            let local = indian.contains(lang)
            let platformChoice = WeightedChoice(weights: platformWeights.enumerated().map { platform, weight in
                let regional = platform == Platform.jioHotstar.rawValue || platform == Platform.zee5.rawValue || platform == Platform.sonyLIV.rawValue
                return regional ? weight * (local ? 3 : 0.2) : weight
            })
            var platforms = PlatformSet()
            for _ in 0..<(1 + Int(random.uniform(below: 3))) {
                platforms.insert(PlatformSet([Platform(rawValue: platformChoice.sample(using: &random))!]))
            }
            let runtime = series ? [22, 30, 45, 50, 60][Int(random.uniform(below: 5))]
                : min(210, max(60, Int(random.normal(mean: 115, standardDeviation: 22).rounded())))
            let vote = (min(9.5, max(1, random.normal(mean: 6.6, standardDeviation: 0.9))) * 10).rounded() / 10
            let composite: Double? = random.bernoulli(0.56)
                ? min(100, max(0, (vote * 10 + random.normal(mean: 0, standardDeviation: 5)).rounded())) : nil
            let lean = clusters[cluster.sample(using: &random)]
            var tags = TagSet()
            for _ in 0..<(lean.intent.isEmpty ? 0 : 2 + Int(random.uniform(below: 2))) {
                tags.insert(TagSet([lean.intent[Int(random.uniform(below: UInt64(lean.intent.count)))]]))
            }
            for _ in 0..<(1 + Int(random.uniform(below: 2))) {
                tags.insert(TagSet([lean.genres[Int(random.uniform(below: UInt64(lean.genres.count)))]]))
            }
            let animated = random.bernoulli(0.06)
            let kids = random.bernoulli(animated ? 0.4 : 0.02)
            if animated || kids { tags.insert(.init([.family])) }
            let documentary = !animated && random.bernoulli(0.04)
            let name = "\(SyntheticWords.adjectives[Int(random.uniform(below: UInt64(SyntheticWords.adjectives.count)))]) "
                + SyntheticWords.nouns[Int(random.uniform(below: UInt64(SyntheticWords.nouns.count)))]
            return Title(id: Int32(index + 1), name: name, contentType: series ? .tv : .movie, runtimeMinutes: runtime, language: lang,
                         platforms: platforms, tags: tags, compositeScore: composite, voteAverage: vote,
                         isAnimated: animated, isKids: kids, isDocumentary: documentary)
        }
    }
}
