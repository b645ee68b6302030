import Harness
import Model
import Sim
import Time

/// One synthetic watcher: a hidden taste the engine never sees, the platforms and languages they
/// have, the app's persisted state (`ViewerProfile`), and the harness's shadow of what happened.
package struct Watcher: PersonaAgent {
    /// Stream purposes, so one kind of decision never shifts another's draws.
    package enum Purpose: UInt64, CaseIterable {
        case traits = 1, decisions, dayPlan
        /// The Enjoy screen's taps and the availability overlay's choices: their own
        /// streams, so the draws of `decisions` are what they were without them
        /// (docs/rules.md#common-random-numbers).
        case enjoy, availability
        /// Evenings spent in Explore rather than Pick For Me, and what happens there
        /// (docs/rules.md#explore): a stream per evening (`WatcherWorld.exploreStream`), not a
        /// lifetime one (docs/rules.md#common-random-numbers).
        case explore
    }

    /// The persona's key in stream derivation.
    package static let persona = Watchers.streamKey.persona

    package static var dayPlanPurpose: UInt64 { Purpose.dayPlan.rawValue }

    package let index: Int
    /// The index of the watcher's zone in the population's list (`BackendRequest.zone`).
    package let homeZone: Int
    package let zone: Zone
    package let platforms: PlatformSet
    package let languages: LanguageSet
    /// The hidden taste: how much the watcher likes each tag (normal, mean 0).
    package let taste: [Double]
    /// Seeds the watcher's "already seen" truth: the same title is seen or not every time.
    package let seenKey: UInt64
    /// The platform the watcher prefers among theirs (hidden, like the taste); `nil` with one platform.
    package let favouritePlatform: PlatformSet?
    package var decisions: Xoshiro256StarStar
    /// The Enjoy screen's taps (docs/rules.md#enjoy-screen): the same draws on every Watch Now.
    package var enjoy: Xoshiro256StarStar
    /// The availability overlay's choices (docs/rules.md#availability-check): Try Anyway or another
    /// duration.
    package var availability: Xoshiro256StarStar

    package var profile = ViewerProfile()
    /// This evening: the context, picks left, the tags to avoid after Not tonight, the pick shown.
    package var context: UserContext?
    package var picksLeft = 0
    package var avoiding: TagSet?
    package var shown: Int32 = -1
    package var shownAt = Instant.epoch
    /// This evening: the lengths tried at the availability overlay (bits of `WatchLength`), and
    /// whether the watcher tapped "Try Anyway".
    package var lengthsTried: UInt8 = 0
    package var triedAnyway = false
    /// The truth about the title awaiting feedback: whether it was finished.
    package var finishedPending = false
    package var today: Int64 = 0
    package var exhausted = false
    /// Whether the profile's decision timing has reached its 20 samples (counted once).
    package var timingGated = false
    /// The shadow: when each title was last shown and last rejected, the titles seen, and the
    /// pending Watch Now. Only the latest instant of a title matters to a window ending now (it is
    /// the closest to now), so a lookup costs the same however long the history.
    package var lastShownShadow: [Int32: Instant] = [:]
    package var lastRejectedShadow: [Int32: Instant] = [:]
    package var seenShadow: Set<Int32> = []
    package var pendingWatchAt: Instant?

    package init(index: Int, streams: RandomStreams, population: WatcherPopulation, catalog: TitleCatalog, zoneChoice: WeightedChoice) {
        self.index = index
        var traits = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.traits.rawValue)
        decisions = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.decisions.rawValue)
        enjoy = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.enjoy.rawValue)
        availability = streams.generator(persona: Self.persona, agent: UInt64(index), purpose: Purpose.availability.rawValue)
        homeZone = zoneChoice.sample(using: &traits)
        zone = population.zones[homeZone].zone
        var platforms = PlatformSet()
        let wanted = min(6, 1 + traits.poisson(mean: population.platformsPerWatcher - 1))
        let platformChoice = WeightedChoice(weights: SyntheticTitles.platformWeights)
        while platforms.platforms.count < wanted {
            platforms.insert(PlatformSet([Platform(rawValue: platformChoice.sample(using: &traits))!]))
        }
        while catalog.languages(on: platforms).isEmpty {
            platforms.insert(PlatformSet([Platform(rawValue: platformChoice.sample(using: &traits))!]))
        }
        self.platforms = platforms
        let carried = catalog.languages(on: platforms).languages
        let languageChoice = WeightedChoice(weights: carried.map { SyntheticTitles.languageWeights[$0.rawValue] })
        var languages = LanguageSet(carried[languageChoice.sample(using: &traits)])
        if traits.bernoulli(population.secondLanguageShare) { languages.insert(LanguageSet(carried[languageChoice.sample(using: &traits)])) }
        self.languages = languages
        taste = TitleTag.allCases.map { _ in traits.normal(mean: 0, standardDeviation: 1) }
        seenKey = traits.next()
        let owned = platforms.platforms
        favouritePlatform = owned.count < 2 ? nil : PlatformSet([owned[Int(traits.uniform(below: UInt64(owned.count)))]])
    }

    /// How much the watcher would enjoy `title` tonight: taste over its tags, its GoodScore, how
    /// far its runtime is from the evening's window, and whether it is on their favourite platform
    /// (`loyalty`: +half of it there, −half elsewhere).
    package func appeal(_ title: Title, strength: Double, loyalty: Double) -> Double {
        var liking = 0.0
        for tag in title.tags.tags { liking += taste[tag.rawValue] }
        liking /= Double(max(1, title.tags.count)).squareRoot()
        var misfit = 0.0
        if let window = context?.length.minutes, !window.contains(title.runtimeMinutes) {
            misfit = Double(min(abs(title.runtimeMinutes - window.lowerBound), abs(title.runtimeMinutes - window.upperBound))) / 30
        }
        let platform = favouritePlatform.map { title.platforms.isDisjoint(with: $0) ? -loyalty / 2 : loyalty / 2 } ?? 0
        return strength * liking + (title.goodScore - 75) / 8 - misfit + platform
    }

    /// Whether the watcher has already seen `title`: a fixed truth per (watcher, title), more
    /// likely for better-known (higher GoodScore) titles.
    package func hasSeen(_ title: Title, share: Double) -> Bool {
        let draw = Double(SplitMix64.mix(seenKey ^ UInt64(UInt32(bitPattern: title.id))) >> 11) / Double(1 << 53)
        return draw < share * title.goodScore / 100
    }
}
